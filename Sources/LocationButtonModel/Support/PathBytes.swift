import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File names are bytes, not text: on Linux a name need not be UTF-8, and Swift repairs invalid
/// UTF-8 (U+FFFD) in `CommandLine.arguments`, in `FileManager` listings and in `String(cString:)`,
/// so such a file could be neither named nor found. The project carries a path as a `String` in
/// which every byte 0x80–0xFF that is not part of valid UTF-8 stands as the private-use scalar
/// U+10FF80–U+10FFFF (U+10FF00 + the byte). A name that really holds one of those scalars has its
/// UTF-8 bytes escaped one by one, so the mapping is lossless both ways. Every open, stat, listing
/// and write goes through here to get the bytes back; messages and reports show an escaped byte as
/// `\xNN` (`display`), which is valid UTF-8 in every format.
public enum PathBytes {
    private static let escapeBase: UInt32 = 0x10FF00

    /// The program's arguments as the kernel passed them, invalid UTF-8 escaped.
    public static func arguments() -> [String] {
        (0..<Int(CommandLine.argc)).map { index in
            CommandLine.unsafeArgv[index].map { string(cString: $0) } ?? ""
        }
    }

    /// A NUL-terminated name from the system (argv, `readdir`, `realpath`).
    public static func string(cString: UnsafePointer<CChar>) -> String {
        string(bytes: UnsafeBufferPointer(start: UnsafeRawPointer(cString).assumingMemoryBound(to: UInt8.self),
                                          count: strlen(cString)))
    }

    /// Bytes as a path string: valid UTF-8 as it is, any other byte (and any scalar of the escape
    /// range itself) escaped.
    public static func string(bytes: some Collection<UInt8>) -> String {
        let bytes = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            if let (scalar, length) = decode(bytes, at: index), scalar.value < escapeBase + 0x80 {
                scalars.append(scalar)
                index += length
            } else {
                scalars.append(Unicode.Scalar(escapeBase + UInt32(bytes[index]))!)
                index += 1
            }
        }
        return String(scalars)
    }

    /// The bytes `path` stands for.
    public static func bytes(_ path: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if scalar.value >= escapeBase + 0x80 {
                out.append(UInt8(scalar.value - escapeBase))
            } else {
                out.append(contentsOf: String(scalar).utf8)
            }
        }
        return out
    }

    /// Calls `body` with the NUL-terminated bytes of `path`.
    public static func withCString<R>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        let raw = bytes(path).map { CChar(bitPattern: $0) } + [0]
        return try raw.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// `text` with every escaped byte shown as `\xNN`: for messages and reports.
    public static func display(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value >= escapeBase + 0x80 }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value >= escapeBase + 0x80 {
                out += "\\x" + String(format: "%02X", scalar.value - escapeBase)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    // MARK: the file system, by bytes

    /// `stat(2)` of `path` (`lstat(2)`, of a link itself, unless `followingLinks`), nil when it
    /// does not exist or cannot be reached.
    public static func status(_ path: String, followingLinks: Bool = true) -> stat? {
        var info = stat()
        let result = withCString(path) { followingLinks ? stat($0, &info) : lstat($0, &info) }
        return result == 0 ? info : nil
    }

    public static func exists(_ path: String) -> Bool { status(path) != nil }

    /// A folder, or (`followingLinks`) a link to one.
    public static func isFolder(_ path: String, followingLinks: Bool = true) -> Bool {
        status(path, followingLinks: followingLinks).map { $0.st_mode & S_IFMT == S_IFDIR } ?? false
    }

    /// The whole file, nil when it cannot be read (missing, a folder, no permission), when it is
    /// no regular file (a FIFO would block, a device never end) or when it is over `limit` bytes.
    /// `InputFile.read` says which.
    public static func contents(_ path: String, limit: Int = InputFile.Kind.font.limit) -> Data? {
        let descriptor = withCString(path) { open($0, O_RDONLY | O_NONBLOCK) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= limit else { return nil }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 { if errno == EINTR { continue }; return nil }
            if count == 0 { return data }
            guard data.count + count <= limit else { return nil }
            data.append(contentsOf: buffer[..<count])
        }
    }

    /// The names in a folder (not `.` and `..`), sorted by their bytes; nil when it is no
    /// readable folder.
    public static func entries(_ folder: String) -> [String]? {
        guard let directory = withCString(folder, { opendir($0) }) else { return nil }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if name != Array(".".utf8), name != Array("..".utf8) { names.append(name) }
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }.map { string(bytes: $0) }
    }

    /// `realpath(3)`: every link and `..` resolved; nil when a part is missing.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = withCString(path, { realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return string(cString: resolved)
    }

    /// A symlink's target as written in the link; nil when `path` is no link.
    public static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = withCString(path) { readlink($0, &buffer, buffer.count - 1) }
        guard count >= 0 else { return nil }
        return string(bytes: buffer[..<count].map { UInt8(bitPattern: $0) })
    }

    /// One UTF-8 scalar at `index`: nil for a malformed, overlong or surrogate sequence.
    private static func decode(_ bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[index]
        let length: Int, minimum: UInt32
        var value: UInt32
        switch lead {
        case 0x00..<0x80: return (Unicode.Scalar(lead), 1)
        case 0xC2..<0xE0: length = 2; minimum = 0x80; value = UInt32(lead & 0x1F)
        case 0xE0..<0xF0: length = 3; minimum = 0x800; value = UInt32(lead & 0x0F)
        case 0xF0..<0xF5: length = 4; minimum = 0x10000; value = UInt32(lead & 0x07)
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}

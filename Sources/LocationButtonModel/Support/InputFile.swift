import Foundation
#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

/// Reads one input file the user (or a scanned app) named, refusing before the first byte is read
/// anything that is not a regular file of bounded size: a FIFO would block forever, `/dev/zero`
/// would be read until memory runs out. Each kind has its cap (docs/hostile-input.md); the
/// messages name the file and never echo its content.
public enum InputFile {
    /// What a file is read as: its name in messages and its size cap in bytes.
    public struct Kind: Sendable {
        public var name: String
        public var limit: Int

        public init(_ name: String, limit: Int) { self.name = name; self.limit = limit }

        private static let megabyte = 1 << 20
        /// Theme files: the 10,000-button benchmark theme is about 3 MB.
        public static let theme = Kind("a theme file", limit: 64 * megabyte)
        /// `.locbutton.yml`: a few lines per button.
        public static let projectConfig = Kind("a .locbutton.yml", limit: 4 * megabyte)
        /// A Swift file is read only to look for a location button; one that mentions one is then
        /// held to `SwiftFileScan.parseLimit` (2 MB) before it is parsed (the parser needs about 100 bytes of memory
        /// per byte of source).
        public static let swift = Kind("a Swift file", limit: 64 * megabyte)
        /// Storyboards and xibs: large storyboards of real apps are a few megabytes.
        public static let interfaceBuilder = Kind("a storyboard or xib", limit: 32 * megabyte)
        /// String Catalogs read for their languages (an app's `.xcstrings`, `--languages-from`,
        /// streamed) and `.strings` files.
        public static let stringCatalog = Kind("a String Catalog", limit: 64 * megabyte)
        /// Catalogs of titles (`--locales`, the bundled one), read whole: five keys of about 150
        /// bytes per language, so a thousand languages take 1 MB; the cap keeps the tree near
        /// 60 MB (docs/hostile-input.md).
        public static let titleCatalog = Kind("a String Catalog", limit: 4 * megabyte)
        /// Asset catalog `Contents.json` files.
        public static let assetContents = Kind("an asset catalog Contents.json", limit: 1 * megabyte)
        /// Baseline files: one short line per finding.
        public static let baseline = Kind("a baseline file", limit: 256 * megabyte)
        /// `project.pbxproj`.
        public static let xcodeProject = Kind("an Xcode project file", limit: 64 * megabyte)
        /// An app's `Info.plist`, read whole for its languages: real ones are a few kilobytes,
        /// and PropertyListSerialization takes up to 40 times the file (4 MB of `<dict/>`
        /// took a check to 173 MB; docs/hostile-input.md).
        public static let infoPlist = Kind("an Info.plist", limit: 1 * megabyte)
        /// A `project.pbxproj` saved as an XML or binary property list (`plutil -convert`), read whole.
        public static let propertyListProject = Kind("an Xcode project file", limit: 4 * megabyte)
        /// A package's `Package.swift` (and XcodeGen's `project.yml`, Tuist's `Project.swift`).
        public static let packageManifest = Kind("a Package.swift", limit: 4 * megabyte)
        /// Font files and the fonts manifest (a CJK collection is tens of megabytes).
        public static let font = Kind("a font file", limit: 256 * megabyte)
        public static let fontManifest = Kind("a fonts manifest", limit: 4 * megabyte)
        /// The bundled `Locales/` data files (Android labels, Chromium strings, wording
        /// provenance) of the executable's home or `LOCBUTTON_HOME`: tens of kilobytes each.
        public static let bundledTable = Kind("a bundled data file", limit: 4 * megabyte)
    }

    /// Why a path cannot be read as `kind`, or nil when it is a regular file within the cap.
    /// Links are followed (a theme may be a link); the scan decides which links it follows.
    public static func refusal(_ path: String, as kind: Kind) -> String? {
        guard let info = PathBytes.status(path) else { return "found no such file" }
        return refusal(info, as: kind)
    }

    /// Whether `path` lies inside `project` as written but, once every link along it is
    /// followed, outside it (or nowhere): a link a pull request planted to `~/.ssh/…` or
    /// `/dev/zero`. A path the user wrote outside the project is theirs and is not judged here.
    /// `resolved` is where the path leads (default: its real path; a report's destination
    /// need not exist yet).
    public static func leaves(_ path: String, project: String, resolved: String? = nil) -> Bool {
        guard let folder = PathBytes.realPath(project) else { return false }
        func within(_ path: String, _ folder: String) -> Bool {
            path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
        }
        let written = URL(fileURLWithPath: path).standardizedFileURL.path
        guard within(written, URL(fileURLWithPath: project).standardizedFileURL.path) || within(written, folder) else { return false }
        guard let real = resolved ?? PathBytes.realPath(path) else { return PathBytes.linkTarget(path) != nil }
        return !within(real, folder)
    }

    /// The refusal of a file that leads out of `project` (docs/hostile-input.md: a link is
    /// followed only inside the project, whatever the file is read for).
    public static func outsideProject(_ path: String, as kind: Kind) -> InputError {
        InputError(file: path, "expected \(kind.name) inside the project, found a link that leads out of it (not followed)")
    }

    /// `read`, refusing first a file that leads out of `project` (nil: any place).
    public static func read(_ path: String, as kind: Kind, inside project: String?) throws(InputError) -> Data {
        if let project, leaves(path, project: project) { throw outsideProject(path, as: kind) }
        return try read(path, as: kind)
    }

    /// The whole file, checked first (see `refusal`); the descriptor is opened without blocking
    /// (a FIFO made between the check and the open still cannot hang) and checked again.
    public static func read(_ path: String, as kind: Kind) throws(InputError) -> Data {
        let (descriptor, info) = try openChecked(path, as: kind)
        defer { close(descriptor) }
        // The size fstat gave is read straight into the result (no buffer to copy through);
        // a file that shrinks meanwhile ends where it ends, one that grows goes on below.
        // (Uninitialized: zeroing a font's bytes first would cost as much as reading them.)
        let size = Int(info.st_size)
        let storage = UnsafeMutableRawPointer.allocate(byteCount: max(size, 1), alignment: 16)
        var filled = 0
        while filled < size {
            let count = systemRead(descriptor, storage + filled, size - filled)
            if count < 0 {
                if errno == EINTR { continue }
                storage.deallocate()
                throw InputError(file: path, "expected \(kind.name), found a file that cannot be read")
            }
            if count == 0 { break }
            filled += count
        }
        var data = Data(bytesNoCopy: storage, count: filled, deallocator: .custom { bytes, _ in bytes.deallocate() })
        if filled < size { return data }
        // The usual end: one more read finds nothing, so the first read is a 1-byte probe (no buffer
        // made for it); a file that grows while it is read (a log, a pipe behind a bind mount) is
        // read on in 64 KB pieces and stops at the cap.
        var buffer: [UInt8] = [0]
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputError(file: path, "expected \(kind.name), found a file that cannot be read")
            }
            if count == 0 { return data }
            guard data.count + count <= kind.limit else {
                throw InputError(file: path, "expected \(kind.name) of at most \(describe(kind.limit)), found a larger one")
            }
            data.append(contentsOf: buffer[..<count])
            if buffer.count == 1 { buffer = [UInt8](repeating: 0, count: 65536) }
        }
    }

    /// A descriptor for `path` after the checks of `refusal`, made again on the open file.
    package static func openChecked(_ path: String, as kind: Kind) throws(InputError) -> (Int32, stat) {
        if let reason = refusal(path, as: kind) { throw InputError(file: path, "expected \(kind.name), \(reason)") }
        let descriptor = PathBytes.withCString(path) { open($0, O_RDONLY | O_NONBLOCK) }
        guard descriptor >= 0 else { throw InputError(file: path, "expected \(kind.name), found a file that cannot be opened") }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            close(descriptor)
            throw InputError(file: path, "expected \(kind.name), found a file that cannot be read")
        }
        if let reason = refusal(info, as: kind) {
            close(descriptor)
            throw InputError(file: path, "expected \(kind.name), \(reason)")
        }
        // Blocking reads from here on: a regular file never blocks, and this keeps EAGAIN out.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return (descriptor, info)
    }

    /// As `read`, then as UTF-8 text.
    public static func text(_ path: String, as kind: Kind) throws(InputError) -> String {
        let data = try read(path, as: kind)
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputError(file: path, "expected \(kind.name) in UTF-8, found other bytes")
        }
        return text
    }

    package static func refusal(_ info: stat, as kind: Kind) -> String? {
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return "found a folder"
        case S_IFIFO: return "found a FIFO (named pipe)"
        case S_IFSOCK: return "found a socket"
        case S_IFCHR, S_IFBLK: return "found a device"
        default: return "found something other than a regular file"
        }
        guard Int(info.st_size) <= kind.limit else {
            return "found one of \(describe(Int(info.st_size))), over the cap of \(describe(kind.limit))"
        }
        return nil
    }

    /// `4 MB` for a whole number of megabytes, else `1234567 bytes`.
    public static func describe(_ bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MB" : "\(bytes) bytes"
    }
}

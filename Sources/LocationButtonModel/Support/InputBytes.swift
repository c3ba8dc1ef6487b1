import Foundation
#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

/// A file's bytes one at a time through a 1 MB window, opened and checked as `InputFile.read`
/// checks a file (a regular file within its kind's cap, inside the project): the streaming
/// readers (`JSONStream`, `OldStylePlist`) keep what they need and nothing else, so a 250 MB
/// baseline costs a window, not 250 MB. Counts lines for messages.
public final class InputBytes {
    public let path: String
    public let kind: InputFile.Kind
    private let descriptor: Int32
    private var window: UnsafeMutableRawBufferPointer
    private var start = 0, end = 0, total = 0
    /// The line the next byte is on (1-based), for messages.
    public private(set) var line = 1

    /// Opens `path` (see `InputFile.read(_:as:inside:)` for what is refused).
    public init(_ path: String, as kind: InputFile.Kind, inside project: String? = nil, windowSize: Int = 1 << 20) throws(InputError) {
        if let project, InputFile.leaves(path, project: project) { throw InputFile.outsideProject(path, as: kind) }
        self.path = path; self.kind = kind
        descriptor = try InputFile.openChecked(path, as: kind).0
        window = .allocate(byteCount: windowSize, alignment: 16)
    }

    /// Reads from memory (tests and fuzzing): the same readers over bytes already held.
    public init(data: Data, name: String, as kind: InputFile.Kind) {
        path = name; self.kind = kind; descriptor = -1
        window = .allocate(byteCount: max(data.count, 1), alignment: 16)
        data.copyBytes(to: window.bindMemory(to: UInt8.self))
        end = data.count
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        window.deallocate()
    }

    /// The next byte without consuming it; nil at the end of the file.
    @inline(__always)
    public func peek() throws(InputError) -> UInt8? {
        if start == end { try refill() }
        return start < end ? window[start] : nil
    }

    /// The byte after the next one, without consuming either (a `/` starts a comment only
    /// before `/` or `*`).
    public func peekSecond() throws(InputError) -> UInt8? {
        if end - start < 2 { try refill() }
        return end - start >= 2 ? window[start + 1] : nil
    }

    /// Consumes the byte `peek` returned.
    @inline(__always)
    public func advance() {
        if window[start] == UInt8(ascii: "\n") { line += 1 }
        start += 1
    }

    /// The next byte, consumed; nil at the end.
    @inline(__always)
    public func next() throws(InputError) -> UInt8? {
        guard let byte = try peek() else { return nil }
        advance()
        return byte
    }

    /// A problem at the current line: `file:line N: message`.
    public func problem(_ message: String) -> InputError {
        InputError(file: path, place: "line \(line)", message)
    }

    /// Reads on after the bytes not yet consumed, which move to the window's start.
    private func refill() throws(InputError) {
        guard descriptor >= 0 else { return }
        let kept = end - start
        if kept > 0 { memmove(window.baseAddress!, window.baseAddress! + start, kept) }
        start = 0; end = kept
        while true {
            let count = systemRead(descriptor, window.baseAddress! + kept, window.count - kept)
            if count < 0 {
                if errno == EINTR { continue }
                throw InputError(file: path, "expected \(kind.name), found a file that cannot be read")
            }
            total += count
            guard total <= kind.limit else {
                throw InputError(file: path, "expected \(kind.name) of at most \(InputFile.describe(kind.limit)), found a larger one")
            }
            end = kept + count
            return
        }
    }
}

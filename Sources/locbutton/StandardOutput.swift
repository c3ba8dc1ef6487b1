import Foundation
import LocationButtonLint
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// The process's standard output, which the tool owns (the library hands reports over as pieces).
/// Report pieces go through a `PieceBuffer`: the text report hands over each
/// button's lines as the shared strings they are (44 MB at 10,000 buttons, most of it a few
/// hundred texts repeated), so they are copied once, into the buffer, and written 256 KB at a time.
enum StandardOutput {
    nonisolated(unsafe) private static let buffer = PieceBuffer(writingTo: writeAll)

    static func write(_ piece: String) { buffer.append(piece) }

    /// A piece already made as UTF-8 bytes (the text report's).
    static func write(utf8 piece: UnsafeRawBufferPointer) { buffer.append(piece) }

    /// Writes what is buffered; called once the report is complete.
    static func flush() { buffer.flush() }

    /// The first failed write's `errno`; nothing more is written after one.
    nonisolated(unsafe) private static var failure: Int32?

    /// Flushes this buffer and stdio's; a report that did not reach standard output (a full
    /// disk, `> /dev/full`) is exit 2 with one line, not a silent pass. A reader that stopped
    /// early (`| head`, EPIPE) is no error of the report: nothing is said.
    static func finish() {
        flush()
        // stdio's buffer (`print` in the commands); /dev/full fails every flush.
        if fflush(nil) != 0, failure == nil { failure = errno }
        guard let failure, failure != EPIPE else { return }
        let reason = String(cString: strerror(failure))
        FileHandle.standardError.write(Data("locbutton: expected to write the output to standard output, found an error: \(reason)\n".utf8))
        Foundation.exit(2)
    }

    private static func writeAll(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil else { return }
        var done = 0
        while done < bytes.count {
            let written = systemWrite(STDOUT_FILENO, bytes.baseAddress! + done, bytes.count - done)
            if written < 0 {
                if errno == EINTR { continue }
                failure = errno  // `finish` tells a full disk from a reader that stopped
                return
            }
            done += written
        }
    }
}

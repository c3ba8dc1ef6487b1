#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Report pieces to standard output through a `PieceBuffer`: the text report hands over each
/// button's lines as the shared strings they are (44 MB at 10,000 buttons, most of it a few
/// hundred texts repeated), so they are copied once, into the buffer, and written 256 KB at a time.
enum StandardOutput {
    nonisolated(unsafe) private static let buffer = PieceBuffer(writingTo: writeAll)

    static func write(_ piece: String) { buffer.append(piece) }

    /// Writes what is buffered; called once the report is complete.
    static func flush() { buffer.flush() }

    private static func writeAll(_ bytes: UnsafeRawBufferPointer) {
        var done = 0
        while done < bytes.count {
            let written = systemWrite(STDOUT_FILENO, bytes.baseAddress! + done, bytes.count - done)
            if written < 0 {
                if errno == EINTR { continue }
                return  // a closed pipe or a full disk: the reader has stopped, nothing to tell it
            }
            done += written
        }
    }
}

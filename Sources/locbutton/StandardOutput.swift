#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Report pieces to standard output straight from their UTF-8 storage: the text report of 10,000
/// buttons is 44 MB, and copying each piece into `Data` first was sequential work at the run's end.
enum StandardOutput {
    static func write(_ piece: String) {
        var piece = piece
        piece.withUTF8 { bytes in
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
}

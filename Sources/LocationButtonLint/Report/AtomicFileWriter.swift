import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes report files so that a reader never sees a half-written one and a failed run leaves
/// nothing behind: each file goes to a temporary file in the same folder (same file system, so the
/// rename is atomic), and only when every temporary file is complete are they renamed into place.
public enum AtomicFileWriter {
    /// Writes every `(path, contents)` pair, or none of them.
    public static func write(_ files: [(path: String, contents: Data)]) throws(InputError) {
        var staged: [(temporary: String, path: String)] = []
        func fail(_ path: String) -> InputError {
            let problem = String(cString: strerror(errno)).lowercased()
            for file in staged { unlink(file.temporary) }
            return InputError(file: path, "expected a writable file, found \(problem)")
        }
        for file in files {
            let url = URL(fileURLWithPath: file.path)
            let temporary = url.deletingLastPathComponent()
                .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            guard descriptor >= 0 else { throw fail(file.path) }
            staged.append((temporary, file.path))
            let complete = file.contents.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                    if written < 0 { return false }
                    offset += written
                }
                return true
            }
            let closed = close(descriptor) == 0
            guard complete, closed else { throw fail(file.path) }
        }
        for (index, file) in staged.enumerated() where rename(file.temporary, file.path) != 0 {
            staged.removeFirst(index)
            throw fail(file.path)
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LocationButtonLint

/// The temporary report files of a write in progress, removed if SIGINT, SIGTERM or SIGHUP arrives
/// before they are renamed into place. The handlers are the tool's, installed on the first write;
/// the library only reports its temporary files through `hook`. A signal handler may only call
/// async-signal-safe functions, so the paths live in a fixed table of C strings that the handler
/// walks with `unlink`.
enum TemporaryFiles {
    /// Given to the library's writers.
    static let hook = TemporaryFileHook(created: { installHandlers(); add($0) }, settled: { forget($0) })

    private static let capacity = 64
    nonisolated(unsafe) private static let table: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        table.initialize(repeating: nil, count: capacity)
        return table
    }()
    nonisolated(unsafe) private static var installed = false

    static func installHandlers() {
        guard !installed else { return }
        installed = true
        _ = table
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            signal(sig) { received in
                for i in 0..<TemporaryFiles.capacity { if let path = TemporaryFiles.table[i] { unlink(path) } }
                signal(received, SIG_DFL)
                raise(received)
            }
        }
        // A parent may have blocked them (Foundation's Process passes its mask on); they must arrive.
        var signals = sigset_t()
        sigemptyset(&signals)
        for sig in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, sig) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// Registers `path` before the file is created, so a signal right after creation removes it.
    static func add(_ path: String) {
        for i in 0..<capacity where table[i] == nil {
            table[i] = PathBytes.withCString(path) { strdup($0) }  // the name's bytes (PathBytes)
            return
        }
    }

    /// Forgets the file (renamed into place: no longer temporary).
    static func forget(_ path: String) {
        for i in 0..<capacity {
            if let entry = table[i], PathBytes.string(cString: entry) == path {
                table[i] = nil
                free(entry)
            }
        }
    }
}

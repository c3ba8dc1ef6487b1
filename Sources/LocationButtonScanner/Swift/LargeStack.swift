import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a thread with a stack sized for the deepest nesting `SwiftNestingBudget` admits:
/// SwiftParser, the syntax walk and the readers recurse once per level, and the main thread's
/// 8 MB (512 KB on a secondary thread on macOS) overflow at a few thousand levels. The stack is
/// reserved, not committed: only the pages used take memory.
///
/// A thread is kept once made and reused for the next job: a scan parses file after file, and a
/// fresh thread per file cost about 0.3 ms (0.5 ms under AddressSanitizer, in the fuzz targets),
/// as much as parsing a small file.
package enum LargeStack {
    package static let size = 256 << 20

    /// `body`'s result, computed on a large-stack thread while the caller waits.
    package static func run<T>(_ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            // No thread (resources exhausted): run here rather than not at all.
            guard let worker = Worker.take() else { return body() }
            var result: T?
            worker.perform { result = body() }
            Worker.putBack(worker)
            return result!
        }
    }

    /// One large-stack thread waiting for jobs; idle workers wait in a shared list, so callers on
    /// several threads at once (tests, a library user) each get their own.
    private final class Worker: @unchecked Sendable {
        private let start = DispatchSemaphore(value: 0)
        private let done = DispatchSemaphore(value: 0)
        /// Set by the caller before `start`, cleared by the worker before `done`: the job never
        /// outlives `perform`.
        private var job: (() -> Void)?

        private static let lock = NSLock()
        nonisolated(unsafe) private static var idle: [Worker] = []

        static func take() -> Worker? {
            lock.lock()
            let reused = idle.popLast()
            lock.unlock()
            return reused ?? spawn()
        }

        static func putBack(_ worker: Worker) {
            lock.lock()
            idle.append(worker)
            lock.unlock()
        }

        func perform(_ job: @escaping () -> Void) {
            self.job = job
            start.signal()
            done.wait()
        }

        /// The thread's loop: one job per `start`, for the life of the process.
        private func serve() -> Never {
            while true {
                start.wait()
                job?()
                job = nil
                done.signal()
            }
        }

        private static func spawn() -> Worker? {
            let worker = Worker()
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, LargeStack.size)
            pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
            let context = Unmanaged.passRetained(worker).toOpaque()
            #if canImport(Glibc)
            var thread = pthread_t()
            let created = pthread_create(&thread, &attributes, { Worker.entry($0!) }, context)
            #else
            var thread: pthread_t?
            let created = pthread_create(&thread, &attributes, { Worker.entry($0) }, context)
            #endif
            guard created == 0 else {
                Unmanaged<Worker>.fromOpaque(context).release()
                return nil
            }
            return worker
        }

        private static func entry(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
            Unmanaged<Worker>.fromOpaque(context).takeRetainedValue().serve()
        }
    }
}

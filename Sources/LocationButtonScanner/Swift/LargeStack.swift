#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a thread of its own with a stack sized for the deepest nesting
/// `SwiftNestingBudget` admits: SwiftParser, the syntax walk and the readers recurse once per
/// level, and the main thread's 8 MB (512 KB on a secondary thread on macOS) overflow at a few
/// thousand levels. The stack is reserved, not committed: only the pages used take memory.
enum LargeStack {
    static let size = 256 << 20

    private final class Job {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// The thread's entry: runs the job passed to it (and releases it).
    private static func start(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        Unmanaged<Job>.fromOpaque(context).takeRetainedValue().body()
        return nil
    }

    /// `body`'s result, computed on the large-stack thread while the caller waits.
    static func run<T>(_ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            var result: T?
            let job = Job { result = body() }
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, size)
            let context = Unmanaged.passRetained(job).toOpaque()
            #if canImport(Glibc)
            var thread = pthread_t()
            #else
            var thread: pthread_t?
            #endif
            #if canImport(Glibc)
            let created = pthread_create(&thread, &attributes, { LargeStack.start($0!) }, context)
            #else
            let created = pthread_create(&thread, &attributes, { LargeStack.start($0) }, context)
            #endif
            guard created == 0 else {
                // No thread (resources exhausted): run here rather than not at all.
                Unmanaged<Job>.fromOpaque(context).release()
                return body()
            }
            #if canImport(Glibc)
            pthread_join(thread, nil)
            #else
            pthread_join(thread!, nil)
            #endif
            return result!
        }
    }
}

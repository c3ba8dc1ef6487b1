import Foundation

/// Maps `count` indexes on `threads` workers and returns the results in index order, so the
/// output never depends on scheduling. Worker `w` takes indexes w, w + threads, w + 2·threads …
enum ParallelMap {
    static func map<T: Sendable>(count: Int, threads: Int, _ transform: @Sendable (Int) throws -> T) throws -> [T] {
        let slots = Slots<T>(count: count)
        let workers = max(1, min(threads, count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var index = worker
            while index < count {
                slots.store(index, Result { try transform(index) })
                index += workers
            }
        }
        return try slots.results()
    }

    /// The same for a transform that cannot fail.
    static func map<T: Sendable>(count: Int, threads: Int, _ transform: @Sendable (Int) -> T) -> [T] {
        // The throwing overload rethrows only what the transform throws, and this one throws nothing.
        try! map(count: count, threads: threads, { (index: Int) throws -> T in transform(index) })
    }

    static var defaultThreads: Int { ProcessInfo.processInfo.activeProcessorCount }
}

/// Write-once result slots shared by the workers; each slot is written by exactly one worker,
/// under a lock so the writes are data-race free.
private final class Slots<T: Sendable>: @unchecked Sendable {
    private var values: [Result<T, any Error>?]
    private let lock = NSLock()

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func store(_ index: Int, _ value: Result<T, any Error>) {
        lock.lock(); defer { lock.unlock() }
        values[index] = value
    }

    /// The results in index order; the error of the lowest failing index, if any.
    func results() throws -> [T] {
        lock.lock(); defer { lock.unlock() }
        return try values.map { try $0!.get() }
    }
}

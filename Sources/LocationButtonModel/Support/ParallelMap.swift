import Foundation

/// Maps `count` indexes on `threads` workers and returns the results in index order, so the
/// output never depends on scheduling. Workers take the next few indexes as they finish theirs:
/// items differ in cost (a button whose design was judged before costs little), and a fixed
/// share would leave one core idle while the other ends its share.
package enum ParallelMap {
    package static func map<T: Sendable>(count: Int, threads: Int, _ transform: @Sendable (Int) throws -> T) throws -> [T] {
        let slots = Slots<T>(count: count)
        let workers = max(1, min(threads, count))
        // About sixteen takes per worker: few enough that taking costs nothing, enough to even out.
        let take = max(1, count / (workers * 16))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let range = slots.next(take) {
                for index in range {
                    do { slots.store(index, try transform(index)) } catch { slots.fail(index, error) }
                }
            }
        }
        return try slots.results()
    }

    /// The same for a transform that cannot fail.
    package static func map<T: Sendable>(count: Int, threads: Int, _ transform: @Sendable (Int) -> T) -> [T] {
        // The throwing overload rethrows only what the transform throws, and this one throws nothing.
        try! map(count: count, threads: threads, { (index: Int) throws -> T in transform(index) })
    }

    /// Two values made at once, one on each of two threads.
    package static func pair<A: Sendable, B: Sendable>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
        let slots = PairSlots<A, B>()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 { slots.first = first() } else { slots.second = second() }
        }
        return (slots.first!, slots.second!)
    }

    /// Read once: Foundation reads the cgroup's CPU limit from files each time it is asked.
    package static let defaultThreads = ProcessInfo.processInfo.activeProcessorCount
}

/// Write-once result slots shared by the workers. Each slot is written by exactly one worker, in
/// memory of its own, and the results are moved out at the end rather than copied: for 10,000
/// judged buttons a copy and a release of each would be sequential work after the parallel part.
private final class Slots<T: Sendable>: @unchecked Sendable {
    private let count: Int
    private let values: UnsafeMutablePointer<T>
    /// Which slots hold a value (all of them unless a transform failed).
    private let filled: UnsafeMutablePointer<Bool>
    private var errors: [Int: any Error] = [:]
    private var taken = 0
    private let lock = NSLock()

    init(count: Int) {
        self.count = count
        values = .allocate(capacity: count)
        filled = .allocate(capacity: count)
        filled.initialize(repeating: false, count: count)
    }

    deinit {
        for index in 0..<count where filled[index] { (values + index).deinitialize(count: 1) }
        values.deallocate()
        filled.deallocate()
    }

    /// The next `count` indexes no worker has taken, nil when none is left.
    func next(_ size: Int) -> Range<Int>? {
        lock.lock(); defer { lock.unlock() }
        guard taken < count else { return nil }
        let range = taken..<min(taken + size, count)
        taken = range.upperBound
        return range
    }

    func store(_ index: Int, _ value: T) {
        (values + index).initialize(to: value)
        filled[index] = true
    }

    func fail(_ index: Int, _ error: any Error) {
        lock.lock(); defer { lock.unlock() }
        errors[index] = error
    }

    /// The results in index order, moved out; the error of the lowest failing index, if any.
    /// Called once, after every worker has returned.
    func results() throws -> [T] {
        if let first = errors.keys.min(), let error = errors[first] { throw error }
        guard count > 0 else { return [] }
        defer { filled.update(repeating: false, count: count) }  // moved: nothing left to release
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: values, count: count)
            initialized = count
        }
    }
}

/// The results of `ParallelMap.pair`, each written by one thread before the other reads it.
private final class PairSlots<A: Sendable, B: Sendable>: @unchecked Sendable {
    var first: A?
    var second: B?
}

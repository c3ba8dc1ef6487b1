import Foundation

/// Makes values on worker threads in the background and hands them to the calling thread in index
/// order, each as soon as it and those before it are made: the caller writes one piece of a report
/// while the workers make the next (with the caller waiting at each step, a core sat idle).
package enum OrderedHandOver {
    package static func run<T: Sendable>(count: Int, threads: Int, make: @escaping @Sendable (Int) -> T, use: (T) -> Void) {
        let slots = HandOverSlots<T>(count: count)
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            DispatchQueue.concurrentPerform(iterations: max(1, min(threads, count))) { _ in
                while let index = slots.next() { slots.put(index, make(index)) }
            }
            finished.signal()
        }
        for index in 0..<count { use(slots.take(index)) }
        finished.wait()
    }
}

/// The values being made, each taken (and released) once the caller has used it.
private final class HandOverSlots<T: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var values: [T?]
    private var taken = 0

    init(count: Int) { values = Array(repeating: nil, count: count) }

    /// The next index no worker has taken, in order; nil when none is left.
    func next() -> Int? {
        condition.withLock {
            guard taken < values.count else { return nil }
            taken += 1
            return taken - 1
        }
    }

    func put(_ index: Int, _ value: T) {
        condition.withLock {
            values[index] = value
            condition.broadcast()
        }
    }

    func take(_ index: Int) -> T {
        condition.withLock {
            while values[index] == nil { condition.wait() }
            defer { values[index] = nil }
            return values[index]!
        }
    }
}

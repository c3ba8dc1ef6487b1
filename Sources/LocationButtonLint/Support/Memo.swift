import Foundation

/// A thread-safe table of values computed once per key. The value is made outside the lock, so
/// two threads may compute the same key once each; callers only store pure functions of the key,
/// so either result is the same and sharing cannot make output depend on the thread count. The
/// first value stored is the one every caller gets (objects are shared, not merely equal).
final class Memo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]

    init() {}

    func value(_ key: Key, _ make: () throws -> Value) rethrows -> Value {
        if let cached = lock.withLock({ values[key] }) { return cached }
        let value = try make()
        return lock.withLock {
            if let first = values[key] { return first }
            values[key] = value
            return value
        }
    }

    var count: Int { lock.withLock { values.count } }
}

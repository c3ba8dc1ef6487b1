import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import Foundation

/// Values of a pure function kept per argument, shared by threads.
package final class SharedMemo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private var values: [Key: Value] = [:]
    private let lock = NSLock()

    package func value(_ key: Key, _ make: (Key) -> Value) -> Value {
        if let known = lock.withLock({ values[key] }) { return known }
        let value = make(key)
        lock.withLock { values[key] = value }
        return value
    }
}

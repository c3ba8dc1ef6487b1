import Foundation

/// A thread-safe table of values computed once per key. A caller that asks for a key another
/// thread is making waits for that value instead of making it again: judged designs share text
/// and color judgements, and two workers meeting the same one would each pay for it. Callers
/// store pure functions of the key, so sharing cannot make output depend on the thread count; the
/// value stored is the one every caller gets (objects are shared, not merely equal). A failure is
/// not kept: the next caller of that key makes it again.
///
/// Waiting cannot deadlock as long as making a value never asks the same memo for another key,
/// which holds for every memo of a run: each asks only memos of the layer below (a design its
/// text and color judgements, those their measurements, those the shaper's lines and runs).
///
/// A memo with a `limit` keeps at most that many values, forgetting the oldest made first: for
/// values that are copied out (not shared by identity) and that a large run would otherwise keep
/// all of for a reuse that rarely comes (thousands of designs that share no text layout).
package final class Memo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private enum Entry { case made(Value), making }
    private let condition = NSCondition()
    private var entries: [Key: Entry] = [:]
    private let limit: Int?
    /// With a limit: the keys made, oldest first from `oldest` (a queue in one array).
    private var order: [Key] = []
    private var oldest = 0

    package init(limit: Int? = nil) { self.limit = limit }

    package func value(_ key: Key, _ make: () throws -> Value) rethrows -> Value {
        condition.lock()
        while true {
            switch entries[key] {
            case .made(let value)?:
                condition.unlock()
                return value
            case .making?:
                condition.wait()
            case nil:
                entries[key] = .making
                condition.unlock()
                return try made(key, make)
            }
        }
    }

    private func made(_ key: Key, _ make: () throws -> Value) rethrows -> Value {
        do {
            let value = try make()
            finish(key, .made(value))
            return value
        } catch {
            finish(key, nil)
            throw error
        }
    }

    private func finish(_ key: Key, _ entry: Entry?) {
        condition.lock()
        entries[key] = entry
        if let limit, entry != nil { forgetOldest(beyond: limit, adding: key) }
        condition.broadcast()
        condition.unlock()
    }

    /// Forgets `key`'s value, when made: a caller that knows nobody asks for it again lets it go.
    package func forget(_ key: Key) {
        condition.withLock { if case .made? = entries[key] { entries[key] = nil } }
    }

    /// Records `key` as made and forgets the oldest values beyond `limit` (lock held).
    private func forgetOldest(beyond limit: Int, adding key: Key) {
        order.append(key)
        while order.count - oldest > limit {
            entries[order[oldest]] = nil
            oldest += 1
        }
        if oldest > limit { order.removeFirst(oldest); oldest = 0 }
    }

    /// The values made (not those being made).
    package var count: Int {
        condition.withLock { entries.values.count { if case .made = $0 { true } else { false } } }
    }
}

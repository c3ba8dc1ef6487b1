import Foundation

/// Shaped runs keyed by everything that changes HarfBuzz's output, so a title is shaped once per
/// font instance and scaled to every size. Safe to share between threads.
final class ShapeCache: @unchecked Sendable {
    struct Key: Hashable {
        var text: String
        var font: FontInstanceKey
        var script: String
        var rtl: Bool
        var language: String
    }

    private let lock = NSLock()
    private var runs: [Key: ShapedRun] = [:]

    func run(for key: Key, make: () -> ShapedRun) -> ShapedRun {
        lock.lock()
        if let cached = runs[key] { lock.unlock(); return cached }
        lock.unlock()
        // Shape outside the lock: two threads may shape the same run once each; both get equal results.
        let shaped = make()
        lock.lock()
        runs[key] = shaped
        lock.unlock()
        return shaped
    }

    var count: Int { lock.lock(); defer { lock.unlock() }; return runs.count }
}

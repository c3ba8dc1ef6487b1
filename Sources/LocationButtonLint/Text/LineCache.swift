import Foundation

/// Shaped lines by (text, locale, weight, size cut), so each distinct title is itemized, given
/// fonts and shaped once per cut however many sizes, buttons and appearances ask for it. Failures
/// (an uncovered character, a bad font file) are not kept: the next call throws again. Safe to
/// share between threads.
final class LineCache: @unchecked Sendable {
    struct Key: Hashable {
        var text: String
        var locale: String
        var weight: FontWeight
        var cut: FontCatalog.SizeCut
    }

    private let lock = NSLock()
    private var lines: [Key: ShapedLine] = [:]

    func line(for key: Key, make: () throws -> ShapedLine) rethrows -> ShapedLine {
        lock.lock()
        if let cached = lines[key] { lock.unlock(); return cached }
        lock.unlock()
        // Shape outside the lock: two threads may shape the same line once each; both get equal results.
        let line = try make()
        lock.lock()
        lines[key] = line
        lock.unlock()
        return line
    }
}

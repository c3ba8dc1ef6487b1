import Foundation

/// Words made when first read, then kept: a finding's detail (the numbers behind its headline)
/// is printed only by `--detail full` and the data formats, while a large run words thousands of
/// findings whose summary never shows them. `make` is a pure function of what it captured, so
/// when (and on which thread) the words are made never shows in them.
final class DeferredText: @unchecked Sendable {
    private let lock = NSLock()
    /// nil once made (it and what it captured are then let go).
    private var make: (@Sendable () -> String?)?
    private var made: String?

    init(_ make: @escaping @Sendable () -> String?) { self.make = make }

    var text: String? {
        lock.lock()
        defer { lock.unlock() }
        if let make {
            made = make()
            self.make = nil
        }
        return made
    }
}

import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import Foundation

/// Counts the file scans `ModuleScan` runs at once, so that a test can hold `--threads` to its
/// word (docs/hostile-input.md, Scale): with one thread, never two. The first scan waits up to
/// `linger` for a second to start beside it, so a bound that lets two run does show two, however
/// busy the machine.
package final class ScanGauge: @unchecked Sendable {
    private let condition = NSCondition()
    private var running = 0
    private var highest = 0
    private let linger: TimeInterval

    package init(linger: TimeInterval) { self.linger = linger }

    /// The most scans that ran at once.
    package var peak: Int {
        condition.lock(); defer { condition.unlock() }
        return highest
    }

    /// Runs one scan, counted.
    package func measure(_ body: () -> Void) {
        condition.lock()
        running += 1
        let isFirst = highest == 0
        highest = max(highest, running)
        condition.broadcast()
        if isFirst {
            let deadline = Date(timeIntervalSinceNow: linger)
            while highest < 2, condition.wait(until: deadline) {}
        }
        condition.unlock()
        body()
        condition.lock(); running -= 1; condition.unlock()
    }
}

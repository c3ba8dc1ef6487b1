import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// A run against a baseline, in findings (fingerprints): how many recorded ones no longer occur
/// (fixed, or their button renamed or removed), how many occur that it does not record (new: these
/// are the ones reported), and how many it still suppresses. The closing line says it
/// (`3 fixed, 1 new, 12 unchanged`), so a run that fixes findings says what improved.
public struct BaselineDelta: Sendable, Hashable {
    public var fixed: Int
    public var new: Int
    public var unchanged: Int

    public init(fixed: Int, new: Int, unchanged: Int) {
        self.fixed = fixed; self.new = new; self.unchanged = unchanged
    }

    /// Counted over the buttons' findings (reported: new; suppressed by the baseline: unchanged)
    /// with `stale`, the baseline's entries that match no finding. A finding a button's
    /// `exempt:` switches off is neither new nor in the baseline: it is not counted.
    public init(buttons: [ButtonResult], stale: Int, baseline: Baseline) {
        // New ones counted distinct by sorting their hashes: a run may report a million.
        var new: [UInt64] = [], unchanged = Set<Fingerprint>()
        for button in buttons {
            for finding in button.findings { new.append(finding.print(button: button.id).value) }
            for finding in button.suppressedFindings {
                if let entry = baseline.acceptingPrint(finding, button: button.id) { unchanged.insert(entry) }
            }
        }
        new.sort()
        let distinctNew = new.indices.filter { $0 == 0 || new[$0] != new[$0 - 1] }.count
        self.init(fixed: stale, new: distinctNew, unchanged: unchanged.count)
    }

    public var text: String { "against the baseline: \(fixed) fixed, \(new) new, \(unchanged) unchanged" }
}

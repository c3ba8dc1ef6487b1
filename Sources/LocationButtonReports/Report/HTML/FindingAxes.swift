import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// The axes a finding holds for (each nil: every value), with its size range as category indices,
/// so matching it against a grid's many combinations compares integers.
package struct FindingAxes {
    package var appearance: Appearance?
    package var locale: String?
    package var boldText: Bool?
    package var categories: Range<Int>?
    package var verdict: Verdict

    package init(_ finding: Finding) {
        appearance = finding.appearance
        locale = finding.locale
        boldText = finding.boldText
        // A range whose end precedes its start covers nothing.
        categories = finding.category.map { $0.index..<max($0.index, (finding.categoryEnd ?? $0).index + 1) }
        verdict = finding.verdict
    }

    /// Whether the finding concerns this combination: each of its axes is unset or matches.
    package func applies(appearance: Appearance, locale: String?, category: Int, boldText: Bool) -> Bool {
        if let own = self.appearance, own != appearance { return false }
        if let own = self.locale, own != locale { return false }
        if let own = self.boldText, own != boldText { return false }
        if let own = categories, !own.contains(category) { return false }
        return true
    }
}

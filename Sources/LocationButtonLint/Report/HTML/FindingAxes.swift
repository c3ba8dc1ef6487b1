/// The axes a finding holds for (each nil: every value), with its size range as category indices,
/// so matching it against a grid's many combinations compares integers.
struct FindingAxes {
    var appearance: Appearance?
    var locale: String?
    var boldText: Bool?
    var categories: Range<Int>?
    var verdict: Verdict

    init(_ finding: Finding) {
        appearance = finding.appearance
        locale = finding.locale
        boldText = finding.boldText
        // A range whose end precedes its start covers nothing.
        categories = finding.category.map { $0.index..<max($0.index, (finding.categoryEnd ?? $0).index + 1) }
        verdict = finding.verdict
    }

    /// Whether the finding concerns this combination: each of its axes is unset or matches.
    func applies(appearance: Appearance, locale: String?, category: Int, boldText: Bool) -> Bool {
        if let own = self.appearance, own != appearance { return false }
        if let own = self.locale, own != locale { return false }
        if let own = self.boldText, own != boldText { return false }
        if let own = categories, !own.contains(category) { return false }
        return true
    }
}

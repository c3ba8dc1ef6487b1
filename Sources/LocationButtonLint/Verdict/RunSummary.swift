/// Totals over a whole run. `combinations` counts button × appearance × locale × size category
/// (× Bold Text when that axis is checked) over judged buttons.
public struct RunSummary: Sendable, Hashable {
    public var buttons: Int
    public var combinations: Int
    public var pass: Int
    public var guideline: Int
    public var uncertain: Int
    public var disabled: Int
    /// Buttons not judged because their spec is invalid.
    public var invalid: Int
    /// Findings about Android and the web per platform, by verdict (after the baseline); empty
    /// when no button names another platform. They are not combinations.
    public var platformFindings: [ButtonPlatform: VerdictCounts] = [:]

    public init(buttons: [ButtonResult]) {
        let counts = buttons.reduce(VerdictCounts()) { $0 + $1.counts }
        self.buttons = buttons.count
        combinations = counts.total
        pass = counts.pass; guideline = counts.guideline; uncertain = counts.uncertain; disabled = counts.disabled
        invalid = buttons.filter { $0.status == .invalid }.count
        for button in buttons where button.platforms != nil {
            for finding in button.findings { if let platform = finding.platform { platformFindings[platform, default: VerdictCounts()][finding.verdict] += 1 } }
        }
    }

    /// Buttons whose verdict is at least `verdict` (the CLI's `--fail-on`).
    public static func failing(_ buttons: [ButtonResult], atOrAbove verdict: Verdict) -> Int {
        buttons.filter { $0.status == .judged && $0.verdict >= verdict }.count
    }
}

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
        // One pass by index over the shared judgements: iterating the results copied each.
        var counts = VerdictCounts(), invalid = 0
        for i in buttons.indices {
            let judgement = buttons[i].judgement
            counts = counts + judgement.counts
            if judgement.status == .invalid { invalid += 1 }
            guard judgement.platforms != nil else { continue }
            for finding in judgement.findings {
                if let platform = finding.platform, finding.level == .verdict { platformFindings[platform, default: VerdictCounts()][finding.verdict] += 1 }
            }
        }
        self.buttons = buttons.count
        combinations = counts.total
        pass = counts.pass; guideline = counts.guideline; uncertain = counts.uncertain; disabled = counts.disabled
        self.invalid = invalid
    }

    /// Buttons whose verdict is at least `verdict` (the CLI's `--fail-on`).
    public static func failing(_ buttons: [ButtonResult], atOrAbove verdict: Verdict) -> Int {
        buttons.indices.count { buttons[$0].status == .judged && buttons[$0].verdict >= verdict }
    }
}

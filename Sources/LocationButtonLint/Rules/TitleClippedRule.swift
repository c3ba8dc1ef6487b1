/// LB005: a fixed frame height is less than the title's line needs, so it would be clipped.
public struct TitleClippedRule: TextRule {
    public static let info = RuleInfo(
        id: "LB005", name: "title-clipped",
        summary: "The title's line is taller than the button's fixed height at this size.",
        level: .verdict, verdicts: [.guideline, .uncertain, .disabled],
        rationale: """
            A title cut off at the top or bottom is as illegible as a truncated one, and the system \
            rejects customized buttons whose content does not fit ("inappropriate size"). Scripts with \
            tall line metrics (Urdu Nastaliq, Thai, the Indic scripts) need far more height than \
            Latin at the same point size. Needed height = max(line height, glyph height) + top and \
            bottom insets (layout model), compared with the frame's height; the same margin rule as \
            truncation applies (margin = font uncertainty × line height).
            """,
        fixKeys: ["height", "title"])

    public static let examples: [RuleExample] = [
        // line 1.2 em × 17 = 20.4 pt; insets 2 × 0.45 × 17 = 15.3 pt; needed 35.7 pt.
        RuleExample("44 pt frame holds a 35.7 pt line",
                    spec: ButtonSpec(id: "tall", frame: ButtonFrame(height: 44)), expected: .verdict(.pass)),
        RuleExample("30 pt frame clips a 35.7 pt line by 5.7 pt",
                    spec: ButtonSpec(id: "flat", frame: ButtonFrame(height: 30)), expected: .verdict(.disabled),
                    measured: 35.7, limit: 30),
        RuleExample("0.7 pt short is within a 5% margin of the 20.4 pt line (1.02 pt)",
                    spec: ButtonSpec(id: "near", frame: ButtonFrame(height: 35)), uncertainty: 0.05,
                    expected: .verdict(.uncertain), measured: 35.7, limit: 35),
        RuleExample("no fixed height: the button grows with its title",
                    spec: ButtonSpec(id: "free"), expected: .verdict(.pass)),
    ]

    public init() {}

    public func check(_ cell: TextCell) -> CellOutcome? {
        let g = cell.geometry
        guard let slack = g.heightSlack, let height = g.availableHeight else { return nil }
        let verdict = FitVerdict.verdict(slack: slack, margin: g.heightMargin)
        guard verdict != .pass else { return nil }
        let amount = NumberText.fixed(abs(slack), 1)
        let what = slack < 0 ? "clipped by \(amount) pt" : "fits with only \(amount) pt to spare"
        let detail = "needs \(NumberText.fixed(g.neededHeight, 1)) pt, frame \(NumberText.fixed(height, 1)) pt"
        return CellOutcome(verdict: verdict, headline: what + " vertically", detail: detail, measured: g.neededHeight,
                           limit: height)
    }

    public static func summaryPhrase(_ verdict: Verdict) -> String {
        switch verdict {
        case .disabled: "is clipped"
        case .uncertain: "may be clipped (within the font margin)"
        default: "is clipped in the pseudolanguage stress test"
        }
    }
}

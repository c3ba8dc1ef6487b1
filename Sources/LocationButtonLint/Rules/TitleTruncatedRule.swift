/// LB004: the title needs more width than the button has, so the system would truncate it.
public struct TitleTruncatedRule: TextRule {
    public static let info = RuleInfo(
        id: "LB004", name: "title-truncated",
        summary: "The localized title does not fit the button's width at this size.",
        level: .verdict, verdicts: [.guideline, .uncertain, .disabled],
        rationale: """
            The HIG requires the location button's title to fit without truncation, and the system \
            stops granting location from a customized button whose content does not fit (its log \
            reports an "inappropriate size"). The title is shaped in each language at each Dynamic \
            Type size and compared with the width the frame leaves after insets, glyph and spacing \
            (layout model). A shortfall or a slack within the stand-in font's stated margin is \
            `uncertain`: Apple's font could land on either side. Pseudolanguages are stress tests and \
            never yield `disabled`.
            """,
        fixKeys: ["width", "maxWidth", "device", "title"])

    public static let examples: [RuleExample] = [
        // chrome = (2 × 0.75 + 1.0 + 0.3) × 17 = 47.6 pt; title 8 em × 17 = 136 pt.
        RuleExample("fits: 200 − 47.6 = 152.4 pt available, 16.4 pt to spare",
                    spec: ButtonSpec(id: "fits", frame: ButtonFrame(width: 200)), expected: .verdict(.pass)),
        RuleExample("truncates: 180 − 47.6 = 132.4 pt available, 3.6 pt short",
                    spec: ButtonSpec(id: "short", frame: ButtonFrame(width: 180)), expected: .verdict(.disabled),
                    measured: 136, limit: 132.4),
        RuleExample("3.6 pt short is within a 5% margin (6.8 pt)",
                    spec: ButtonSpec(id: "close", frame: ButtonFrame(width: 180)), uncertainty: 0.05,
                    expected: .verdict(.uncertain), measured: 136, limit: 132.4),
        RuleExample("a pseudolanguage that truncates is a stress result, not disabled",
                    spec: ButtonSpec(id: "pseudo", frame: ButtonFrame(width: 180)), locale: "double-length",
                    isPseudolanguage: true, expected: .verdict(.guideline), measured: 136, limit: 132.4),
    ]

    public init() {}

    public func check(_ cell: TextCell) -> CellOutcome? {
        let g = cell.geometry
        let verdict = FitVerdict.verdict(slack: g.slack, margin: g.widthMargin)
        guard verdict != .pass else { return nil }
        let amount = NumberText.fixed(abs(g.slack), 1)
        let what = g.slack < 0 ? "truncates by \(amount) pt" : "fits with only \(amount) pt to spare"
        let detail = "title \(NumberText.fixed(g.titleWidth, 1)) pt, room "
            + "\(NumberText.fixed(g.availableTitleWidth, 1)) pt, font margin ±\(NumberText.fixed(g.widthMargin, 1)) pt"
        return CellOutcome(verdict: verdict, headline: what, detail: detail, measured: g.titleWidth, limit: g.availableTitleWidth)
    }

    public static func summaryPhrase(_ verdict: Verdict) -> String {
        switch verdict {
        case .disabled: "truncates"
        case .uncertain: "may truncate (within the font margin)"
        default: "truncates in the pseudolanguage stress test"
        }
    }
}

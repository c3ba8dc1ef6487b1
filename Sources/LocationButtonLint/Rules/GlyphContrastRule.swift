/// LB002: the arrow's contrast against the fill.
public struct GlyphContrastRule: ColorRule {
    public static let info = RuleInfo(
        id: "LB002", name: "glyph-contrast",
        summary: "Glyph contrast is below 3:1 (guideline) or the system floor (disabled).",
        level: .verdict, verdicts: [.guideline, .disabled],
        rationale: """
            The arrow is a graphical object needed to recognize the control: WCAG 2.x SC 1.4.11 \
            (Non-text Contrast) and the HIG ask for 3:1, whatever the text size. The system's \
            contrast floor applies as for the title (its "insufficient contrast ratio" message). \
            Title and glyph share the foreground color, so a glyph-only button is where this rule \
            decides alone.
            """,
        fixKeys: ["foreground", "background"])

    public static let examples: [RuleExample] = [
        RuleExample("glyph only, #949494 on white, 3.03:1",
                    spec: ButtonSpec(id: "ok", title: .none, background: "#FFFFFF", foreground: "#949494"), expected: .verdict(.pass)),
        RuleExample("glyph only, #999 on white, 2.85:1 < 3:1",
                    spec: ButtonSpec(id: "light", title: .none, background: "#FFFFFF", foreground: "#999999"),
                    expected: .verdict(.guideline), measured: 2.849, limit: 3),
        RuleExample("glyph only, #AAA on white, 2.32:1 < the 2.5:1 floor",
                    spec: ButtonSpec(id: "faint", title: .none, background: "#FFFFFF", foreground: "#AAAAAA"),
                    expected: .verdict(.disabled), measured: 2.323, limit: 2.5),
    ]

    public static let summarySubject = "glyph contrast"

    public init() {}

    public func check(_ cell: ColorCell) -> CellOutcome? {
        guard cell.spec.glyph != .none else { return nil }
        return cell.contrastOutcome(part: "glyph", required: cell.requiredGlyph, rule: "non-text contrast")
    }
}

import LocationButtonModel
/// LB002: the arrow's contrast against the fill.
public struct GlyphContrastRule: ColorRule {
    public static let info = RuleInfo(
        id: "LB002", name: "glyph-contrast",
        summary: "Glyph contrast is below 3:1 (guideline), or a glyph-only button's colors fail CoreLocationUI's rule (disabled).",
        level: .verdict, verdicts: [.guideline, .disabled],
        rationale: """
            The arrow is a graphical object needed to recognize the control: WCAG 2.x SC 1.4.11 \
            (Non-text Contrast) and the HIG ask for 3:1, whatever the text size. CoreLocationUI's own \
            contrast rule (1.5:1, see LB001) judges the one color title and glyph share; LB001 reports \
            it, and this rule does for a glyph-only button ("illegible colors": `disabled`).
            """,
        fixKeys: [.key(ButtonKeys.foreground), .key(ButtonKeys.background)])

    public static let examples: [RuleExample] = [
        RuleExample("glyph only, #949494 on white, 3.03:1",
                    spec: ButtonSpec(id: "ok", title: .none, background: "#FFFFFF", foreground: "#949494"), expected: .verdict(.pass)),
        RuleExample("glyph only, #999 on white, 2.85:1 < 3:1",
                    spec: ButtonSpec(id: "light", title: .none, background: "#FFFFFF", foreground: "#999999"),
                    expected: .verdict(.guideline), measured: 2.849, limit: 3),
        RuleExample("glyph only, #DDD on white, 1.36:1 < CoreLocationUI's 1.5:1",
                    spec: ButtonSpec(id: "faint", title: .none, background: "#FFFFFF", foreground: "#DDDDDD"),
                    expected: .verdict(.disabled), measured: 1.358, limit: 1.5),
    ]

    public static let summarySubject = "glyph contrast"
    public static let fixHints: Set<FixHintPart> = [.colors]

    /// The colors, and whether a title shares them.
    public static let dependsOn: Set<ButtonKeyName> = [.key(ButtonKeys.background), .key(ButtonKeys.foreground),
        .key(ButtonKeys.alpha), .key(ButtonKeys.ancestorAlpha), .key(ButtonKeys.colorScheme),
        .key(ButtonKeys.backdrops), .key(ButtonKeys.title), .key(ButtonKeys.glyph)]

    public init() {}

    public func check(_ cell: ColorCell) -> CellOutcome? {
        guard cell.spec.glyph != .none else { return nil }
        return Self.contrastOutcome(cell, part: "glyph", required: cell.requiredGlyph, rule: "non-text contrast",
                                    judgesSystem: cell.spec.title == .none)
    }

    public func verdict(_ cell: ColorCell) -> ColorRuleVerdict? {
        guard cell.spec.glyph != .none else { return nil }
        return Self.contrastVerdict(cell, required: cell.requiredGlyph, judgesSystem: cell.spec.title == .none)
    }
}

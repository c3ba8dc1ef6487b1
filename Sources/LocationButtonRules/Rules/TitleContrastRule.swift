import LocationButtonModel
/// LB001: the title's contrast against the fill, size- and weight-aware.
public struct TitleContrastRule: ColorRule {
    public static let info = RuleInfo(
        id: "LB001", name: "title-contrast",
        summary: "The colors fail CoreLocationUI's contrast rule (disabled) or the title is below the accessibility profile (guideline).",
        level: .verdict, verdicts: [.guideline, .disabled],
        rationale: """
            The HIG asks for 4.5:1 for text up to 17 pt regular and 3:1 from 18 pt or bold (WCAG 2.x \
            SC 1.4.3 has the same ratios with "large" at 24 / 18.66 iOS points); the accessibility \
            profile decides `guideline`. The threshold follows the title's size at each Dynamic Type \
            category and its weight, so the Bold Text setting can lower it. The ratio is WCAG's, of \
            the foreground (its alpha composited) over the fill made opaque; translucency is LB003's \
            concern. Independently, CoreLocationUI refuses a button whose colors it finds illegible: \
            with alphas forced to 1 it mixes each color over white and over black and needs 1.5:1 in \
            one direction (decompiled iOS 18.2 and 26.1; exact, so never `uncertain`). Then the app \
            prints "Error: #locationButton failed due to illegible colors" and the verdict is \
            `disabled`. Title and glyph share one color, so this rule reports it (LB002 for a \
            glyph-only button).
            """,
        fixKeys: [.key(ButtonKeys.foreground), .key(ButtonKeys.background)])

    public static let examples: [RuleExample] = [
        RuleExample("black on white, 21:1", spec: ButtonSpec(id: "bw", background: "#FFFFFF", foreground: "#000000"),
                    expected: .verdict(.pass)),
        RuleExample("#777 on white, 4.48:1 < 4.5:1 at 17 pt",
                    spec: ButtonSpec(id: "gray", fontSize: 17, background: "#FFFFFF", foreground: "#777777"),
                    expected: .verdict(.guideline), measured: 4.478, limit: 4.5),
        RuleExample("#777 on white at xLarge: 19 pt needs only 3:1",
                    spec: ButtonSpec(id: "gray-xl", fontSize: 17, textStyle: .body, background: "#FFFFFF", foreground: "#777777"),
                    categories: [.xLarge],
                    expected: .verdict(.pass)),
        RuleExample("white at 40% alpha on black composites to a 40% gray: 3.66:1 < 4.5:1",
                    spec: ButtonSpec(id: "veiled", fontSize: 17, background: "#000000", foreground: "#FFFFFF66"),
                    expected: .verdict(.guideline), measured: 3.657, limit: 4.5),
        RuleExample("#AAA on white, 2.32:1: CoreLocationUI's rule (1.5:1) passes, the profile's 3:1 at 18 pt does not",
                    spec: ButtonSpec(id: "faint", background: "#FFFFFF", foreground: "#AAAAAA"), expected: .verdict(.guideline),
                    measured: 2.323, limit: 3),
        // Fixtures/System/system_contrast_reference.py: #DDDDDD on white is 1.358247.
        RuleExample("#DDD on white, 1.36:1 < 1.5:1: the system finds the colors illegible",
                    spec: ButtonSpec(id: "ghost", background: "#FFFFFF", foreground: "#DDDDDD"), expected: .verdict(.disabled),
                    measured: 1.358, limit: 1.5),
    ]

    public static let summarySubject = "title contrast"
    public static let fixHints: Set<FixHintPart> = [.colors]

    /// The colors, and the title's size and weight that set the ratio required.
    public static let dependsOn: Set<ButtonKeyName> = [.key(ButtonKeys.background), .key(ButtonKeys.foreground),
        .key(ButtonKeys.alpha), .key(ButtonKeys.ancestorAlpha), .key(ButtonKeys.colorScheme),
        .key(ButtonKeys.backdrops), .key(ButtonKeys.title), .key(ButtonKeys.glyph), .key(ButtonKeys.fontSize),
        .key(ButtonKeys.textStyle), .key(ButtonKeys.dynamicType)]

    public init() {}

    public func check(_ cell: ColorCell) -> CellOutcome? {
        guard cell.spec.title != .none else { return nil }
        return Self.contrastOutcome(cell, part: "title", required: cell.requiredTitle, rule: Self.threshold(cell), judgesSystem: true)
    }

    public func verdict(_ cell: ColorCell) -> ColorRuleVerdict? {
        guard cell.spec.title != .none else { return nil }
        return Self.contrastVerdict(cell, required: cell.requiredTitle, judgesSystem: true)
    }

    /// The profile's rule behind the required ratio, e.g. "hig: 4.5:1 below 18 pt regular". A
    /// finding spans a range of sizes, so it names the rule, not one cell's size.
    package static func threshold(_ cell: ColorCell) -> String {
        let policy = cell.policy
        let ratio = "\(NumberText.trimmed(cell.requiredTitle, 2)):1"
        let isLarge = cell.requiredTitle < policy.requiredTitleRatio(pointSize: 0, weight: .regular)
        let profile = policy.profile.rawValue
        switch policy.profile {
        case .hig:
            return isLarge ? "\(profile): \(ratio) from 18 pt or semibold" : "\(profile): \(ratio) below 18 pt regular"
        case .wcagAA, .wcagAAA:
            return "\(profile): \(ratio) \(isLarge ? "from" : "below") 24 pt (18.66 pt semibold)"
        }
    }
}

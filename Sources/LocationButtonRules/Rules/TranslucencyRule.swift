import LocationButtonModel
/// LB003: a translucent fill, view alpha or ancestor alpha: CoreLocationUI refuses colors its rule
/// finds too transparent, and the backdrop washes out the contrast people see.
public struct TranslucencyRule: ColorRule {
    public static let info = RuleInfo(
        id: "LB003", name: "translucency",
        summary: "Translucency fails CoreLocationUI's contrast rule (disabled) or lowers the contrast at the worst backdrop below the profile (guideline).",
        level: .verdict, verdicts: [.guideline, .disabled],
        rationale: """
            CoreLocationUI evaluates its 1.5:1 rule (LB001) again with the colors' real alphas times \
            the button's own alpha — failing prints "Error: #locationButton failed due to \
            Insufficient Alpha" — and at every tap with the cumulative opacity of the whole view tree \
            (alpha × ancestorAlpha), where a failure is silent: the tap grants nothing (decompiled \
            iOS 18.2; exact). Either is `disabled`, with the smallest view and fill alpha that pass. \
            For the profile, what lies behind a translucent button is unknown, so contrast is taken \
            at the worst backdrop (of the whole RGB cube, or of the backdrops the theme names), \
            compositing as UIKit does: foreground over fill, then the whole button at the cumulative \
            alpha over the backdrop; a loss below LB001's and LB002's thresholds is `guideline`.
            """,
        fixKeys: [.key(ButtonKeys.background), .key(ButtonKeys.alpha), .key(ButtonKeys.ancestorAlpha)])

    // Fixtures/System/system_contrast_reference.py: white on black passes the system rule from fill
    // alpha 0.17335 and from view alpha 0.55784; at cumulative alpha 0.5 it is 1.0:1.
    public static let examples: [RuleExample] = [
        RuleExample("white on black at 60% fill: worst backdrop white, 5.74:1",
                    spec: ButtonSpec(id: "ok", background: "#00000099", foreground: "#FFFFFF"), expected: .verdict(.pass)),
        // Fill alpha 128/255: over white the fill is gray 0.498, L = (0.553/1.055)^2.4 = 0.2122.
        RuleExample("white on black at 50% fill: worst backdrop white, 1.05/0.2622 = 4.00:1 < 4.5:1",
                    spec: ButtonSpec(id: "thin", fontSize: 17, background: "#00000080", foreground: "#FFFFFF"),
                    expected: .verdict(.guideline), measured: 4.004, limit: 4.5),
        RuleExample("a 15% fill is below the system's 0.174: Insufficient Alpha",
                    spec: ButtonSpec(id: "veil", background: "#00000026", foreground: "#FFFFFF"), expected: .verdict(.disabled),
                    measured: 1.4115, limit: 1.5),
        RuleExample("view alpha 0.4 is below the system's 0.558: Insufficient Alpha",
                    spec: ButtonSpec(id: "faded", background: "#000000", foreground: "#FFFFFF", viewAlpha: 0.4),
                    expected: .verdict(.disabled), measured: 0.496, limit: 1.5),
        RuleExample("an ancestor at 50% opacity: fails silently at every tap",
                    spec: ButtonSpec(id: "dimmed", background: "#000000", foreground: "#FFFFFF", ancestorAlpha: 0.5),
                    expected: .verdict(.disabled), measured: 1, limit: 1.5),
    ]

    public static let summarySubject = "contrast over the worst backdrop"
    /// Colors that pass, and the smallest fill and view alpha that do.
    public static let fixHints: Set<FixHintPart> = [.colors, .alphaLimits]

    /// The colors and alphas, and the parts shown that set the ratio required.
    public static let dependsOn: Set<ButtonKeyName> = [.key(ButtonKeys.background), .key(ButtonKeys.foreground),
        .key(ButtonKeys.alpha), .key(ButtonKeys.ancestorAlpha), .key(ButtonKeys.colorScheme),
        .key(ButtonKeys.backdrops), .key(ButtonKeys.title), .key(ButtonKeys.glyph), .key(ButtonKeys.fontSize),
        .key(ButtonKeys.textStyle), .key(ButtonKeys.dynamicType)]

    public init() {}

    public func check(_ cell: ColorCell) -> CellOutcome? {
        if let outcome = Self.systemOutcome(cell.system) { return outcome }
        guard cell.isTranslucent else { return nil }
        let required = cell.requiredForShownParts
        let drawn = cell.policy.contrastVerdict(cell.worstContrast, required: required)
        let opaque = cell.policy.contrastVerdict(cell.opaqueContrast, required: required)
        guard drawn > opaque else { return nil }
        let lead = "at the worst backdrop contrast falls to \(CellOutcome.ratio(cell.worstContrast)) "
            + "(opaque \(CellOutcome.ratio(cell.opaqueContrast))), below "
        var tail = ""
        let limits = cell.translucencyLimits(required: required)
        // Rounded up: the printed minimum, once followed, must pass.
        if let minimum = limits.backgroundAlpha { tail += "; background alpha needs ≥ \(Self.alpha(minimum))" }
        if let minimum = limits.viewAlpha { tail += "; view alpha needs ≥ \(Self.alpha(minimum))" }
        return CellOutcome(verdict: drawn, amount: FindingAmount(lead, required, .ratio, tail: tail),
                           measured: cell.worstContrast, limit: required)
    }

    /// The system's verdict on the real alphas (illegible colors at alpha 1 are LB001's).
    package static func systemOutcome(_ system: SystemContrastAnalysis) -> CellOutcome? {
        let v = system.verdict
        guard !v.illegibleColors, v.insufficientAlpha || v.failsAtTapTime else { return nil }
        let colors = system.colors
        let threshold = SystemModel.contrastThreshold
        var limits: [String] = []
        if let m = system.minimumViewAlpha { limits.append("view alpha ≥ \(alpha(m))") }
        if let m = system.minimumBackgroundAlpha { limits.append("fill alpha ≥ \(alpha(m))") }
        let needs = limits.isEmpty ? "no alpha passes" : "passes with " + limits.joined(separator: " or ")
        if v.insufficientAlpha {
            let ratio = v.atButtonAlpha.ratio
            return CellOutcome(
                verdict: .disabled,
                headline: "at its alphas (fill \(alpha(colors.background.alpha)), view \(alpha(colors.buttonAlpha))) the colors fail CoreLocationUI's contrast rule: \(CellOutcome.ratio(ratio, failing: threshold)) < 1.50:1; \(needs)",
                detail: "the app prints \"\(SystemConsoleLine.insufficientAlpha.rawValue)\"",
                measured: ratio, limit: threshold, console: v.consoleLines)
        }
        let ratio = v.atTapTime.ratio
        return CellOutcome(
            verdict: .disabled,
            headline: "at the cumulative alpha \(alpha(colors.cumulativeAlpha)) (alpha × ancestors) the colors fail CoreLocationUI's contrast rule at every tap: \(CellOutcome.ratio(ratio, failing: threshold)) < 1.50:1; \(needs)",
            detail: "silent: the app prints nothing, taps grant no location",
            measured: ratio, limit: threshold, console: [])
    }

    /// Three decimals, rounded up for a limit (the printed minimum, once followed, must pass).
    package static func alpha(_ value: Double) -> String { NumberText.fixed(NumberText.ceiling(value, 3), 3) }
}

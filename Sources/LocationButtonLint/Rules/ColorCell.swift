/// A button's colors in one appearance, at one size category and Bold Text setting: what the
/// color rules judge.
public struct ColorCell: Sendable {
    public var spec: ButtonSpec
    public var appearance: Appearance
    public var category: SizeCategory
    public var boldText: Bool
    public var pointSize: Double
    public var weight: FontWeight
    /// The button as drawn: foreground, fill (with their alphas) and view alpha.
    public var colors: ButtonColors
    public var backdrops: Backdrops
    /// Title/glyph contrast with the fill made opaque and the view alpha at 1: what the colors
    /// themselves achieve (the foreground's own alpha is composited).
    public var opaqueContrast: Double
    /// Contrast as drawn, at the worst backdrop (equal to `opaqueContrast` when nothing is
    /// translucent).
    public var worstContrast: Double
    public var requiredTitle: Double
    public var requiredGlyph: Double
    /// Roles whose color has no variant of its own for this appearance.
    public var fallbackRoles: [String]
    /// CoreLocationUI's own contrast rule for this appearance (it does not depend on the size).
    public var system: SystemContrastAnalysis
    public var policy: Policy
    let memo: ColorMemo

    /// Smallest background and view alpha for which contrast at the worst backdrop still reaches
    /// `required` (nil: even opaque does not).
    public func translucencyLimits(required: Double) -> (backgroundAlpha: Double?, viewAlpha: Double?) {
        let limits = memo.translucencyLimits(colors, backdrops, required: required)
        return (limits.backgroundAlpha, limits.viewAlpha)
    }

    /// The backdrop can show through: a translucent fill or a view alpha below 1.
    public var isTranslucent: Bool { colors.background.alpha < 1 || colors.viewAlpha < 1 }

    /// The outcome of one part's contrast: `disabled` when `judgesSystem` and CoreLocationUI finds
    /// the colors illegible (its rule with alphas forced to 1), else `guideline` below the
    /// profile's `required` with `rule` naming the profile's threshold (its wording is built only
    /// for a failing cell).
    func contrastOutcome(part: String, required: Double, rule: @autoclosure () -> String, judgesSystem: Bool) -> CellOutcome? {
        if judgesSystem, system.verdict.illegibleColors {
            let ratio = system.verdict.opaque.ratio
            return CellOutcome(
                verdict: .disabled,
                headline: "the colors fail CoreLocationUI's contrast rule: \(CellOutcome.ratio(ratio, failing: SystemModel.contrastThreshold)) < 1.50:1 (each color over white and black, alphas at 1)",
                detail: "the app prints \"\(SystemConsoleLine.illegibleColors.rawValue)\"",
                measured: ratio, limit: SystemModel.contrastThreshold, console: system.verdict.consoleLines)
        }
        let verdict = policy.contrastVerdict(opaqueContrast, required: required)
        guard verdict != .pass else { return nil }
        return CellOutcome(verdict: verdict,
                           amount: FindingAmount("\(part) contrast \(CellOutcome.ratio(opaqueContrast)) is below ", required, .ratio),
                           detail: rule(), measured: opaqueContrast, limit: required)
    }

    /// The stricter requirement among the parts the button shows.
    public var requiredForShownParts: Double {
        max(spec.title != .none ? requiredTitle : 0, spec.glyph != .none ? requiredGlyph : 0)
    }
}


extension CellOutcome {
    /// Formats a ratio the way every report does, e.g. `4.02:1`.
    static func ratio(_ value: Double) -> String { NumberText.fixed(value, 2) + ":1" }

    /// A ratio that fails `limit`, never printed as reaching it (1.4996 → `1.49:1`, not `1.50:1`).
    static func ratio(_ value: Double, failing limit: Double) -> String {
        let shown = (value * 100).rounded() / 100
        return ratio(value < limit && shown >= limit ? (value * 100).rounded(.down) / 100 : value)
    }
}

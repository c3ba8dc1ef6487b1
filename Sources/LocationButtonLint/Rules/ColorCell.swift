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

    /// The outcome of one part's opaque contrast (`part` is "title" or "glyph"): below the system
    /// floor `disabled`, below `required` `guideline` with `rule` naming the profile's threshold.
    /// `rule` (the threshold's wording) is built only for a failing cell.
    func contrastOutcome(part: String, required: Double, rule: @autoclosure () -> String) -> CellOutcome? {
        let verdict = policy.contrastVerdict(opaqueContrast, required: required)
        guard verdict != .pass else { return nil }
        let limit = verdict == .disabled ? policy.systemLimits.minimumContrast : required
        let against = verdict == .disabled ? "the system's contrast floor" : rule()
        return CellOutcome(verdict: verdict,
                           headline: "\(part) contrast \(CellOutcome.ratio(opaqueContrast)) is below \(CellOutcome.ratio(limit))",
                           detail: against, measured: opaqueContrast, limit: limit)
    }

    /// The stricter requirement among the parts the button shows.
    public var requiredForShownParts: Double {
        max(spec.title != .none ? requiredTitle : 0, spec.glyph != .none ? requiredGlyph : 0)
    }
}

/// A rule about a button's colors in one appearance at one size.
public protocol ColorRule: Rule {
    func check(_ cell: ColorCell) -> CellOutcome?
    /// What a button's summary line calls this rule's measure, e.g. `title contrast` (followed by
    /// `below the system floor in dark`). Only verdict rules get a summary line.
    static var summarySubject: String { get }
    /// A failure is fixed by a less translucent fill or view, so the fix hints name the smallest
    /// background and view alpha that pass.
    static var suggestsAlphaLimits: Bool { get }
}

extension ColorRule {
    public static var suggestsAlphaLimits: Bool { false }
}

extension CellOutcome {
    /// Formats a ratio the way every report does, e.g. `4.02:1`.
    static func ratio(_ value: Double) -> String { NumberText.fixed(value, 2) + ":1" }
}

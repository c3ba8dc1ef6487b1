import LocationButtonModel
/// A button's colors in one appearance, at one size category and Bold Text setting: what the
/// color rules (`ColorRule`) judge. The engine makes one per cell; the rules word the outcomes.
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
    package let math: any ColorMath

    package init(spec: ButtonSpec, appearance: Appearance, category: SizeCategory, boldText: Bool, pointSize: Double, weight: FontWeight, colors: ButtonColors, backdrops: Backdrops, opaqueContrast: Double, worstContrast: Double, requiredTitle: Double, requiredGlyph: Double, fallbackRoles: [String], system: SystemContrastAnalysis, policy: Policy, math: any ColorMath) {
        self.spec = spec; self.appearance = appearance; self.category = category; self.boldText = boldText; self.pointSize = pointSize; self.weight = weight; self.colors = colors; self.backdrops = backdrops; self.opaqueContrast = opaqueContrast; self.worstContrast = worstContrast; self.requiredTitle = requiredTitle; self.requiredGlyph = requiredGlyph; self.fallbackRoles = fallbackRoles; self.system = system; self.policy = policy; self.math = math
    }

    /// Smallest background and view alpha for which contrast at the worst backdrop still reaches
    /// `required` (nil: even opaque does not).
    public func translucencyLimits(required: Double) -> (backgroundAlpha: Double?, viewAlpha: Double?) {
        let limits = math.translucencyLimits(colors, backdrops, required: required)
        return (limits.backgroundAlpha, limits.viewAlpha)
    }

    /// The backdrop can show through: a translucent fill or a view alpha below 1.
    public var isTranslucent: Bool { colors.background.alpha < 1 || colors.viewAlpha < 1 }

    /// The stricter requirement among the parts the button shows.
    public var requiredForShownParts: Double {
        max(spec.title != .none ? requiredTitle : 0, spec.glyph != .none ? requiredGlyph : 0)
    }
}

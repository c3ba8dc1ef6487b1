/// What a run judges against, kept in two separate sets as DESIGN.md §5 requires: the
/// accessibility profile (decides `guideline`) and the system limits (decide `disabled`), each
/// with a theme's single-value overrides, plus the layout model's parameters.
public struct Policy: Sendable, Hashable, Codable {
    public var profile: AccessibilityProfile
    /// Replacements for single values of the accessibility profile.
    public var overrides: ContrastOverrides
    public var systemLimits: SystemLimits
    public var layout: LayoutModel

    public init(profile: AccessibilityProfile = .hig, overrides: ContrastOverrides = .none,
                systemLimits: SystemLimits = .default, layout: LayoutModel = .default) {
        self.profile = profile; self.overrides = overrides; self.systemLimits = systemLimits; self.layout = layout
    }

    public static let `default` = Policy()

    /// The ratio the title needs at `pointSize` and `weight`: the profile's, unless the theme
    /// overrides the regular-text or the large/bold-text value.
    public func requiredTitleRatio(pointSize: Double, weight: FontWeight) -> Double {
        let value = profile.requiredTitleRatio(pointSize: pointSize, weight: weight)
        let regular = profile.requiredTitleRatio(pointSize: 0, weight: .regular)
        return (value < regular ? overrides.largeTitleRatio : overrides.titleRatio) ?? value
    }

    /// The ratio the glyph needs.
    public var requiredGlyphRatio: Double { overrides.glyphRatio ?? profile.requiredGlyphRatio }

    /// The verdict for a contrast `ratio` against `required`: below the system floor disables,
    /// below the profile is a guideline issue.
    public func contrastVerdict(_ ratio: Double, required: Double) -> Verdict {
        if ratio < systemLimits.minimumContrast { return .disabled }
        return ratio < required ? .guideline : .pass
    }
}

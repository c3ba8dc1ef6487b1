/// What a run judges against, kept in two separate sets as docs/measuring.md §5 requires: the
/// accessibility profile with a theme's single-value overrides (decides `guideline`), and the
/// system model — CoreLocationUI's own checks, not adjustable — for the target OS (decides `disabled`).
public struct Policy: Sendable, Hashable, Codable {
    public var profile: AccessibilityProfile
    /// Replacements for single values of the accessibility profile.
    public var overrides: ContrastOverrides
    /// The system whose size rule applies (iOS 15–18, or iOS 26 with its partly unknown padding).
    public var target: SystemTarget

    public init(profile: AccessibilityProfile = .hig, overrides: ContrastOverrides = .none, target: SystemTarget = .ios18) {
        self.profile = profile; self.overrides = overrides; self.target = target
    }

    /// The system geometry the run uses, as reports print it.
    public var layout: LayoutModel { LayoutModel(target: target) }

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
}

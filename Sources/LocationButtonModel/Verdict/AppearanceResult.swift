/// A button's colors in one appearance, as the system would draw them, and how they measure.
public struct AppearanceResult: Sendable, Hashable {
    public struct Contrast: Sendable, Hashable {
        /// Title contrast ratio (at the worst backdrop when anything is translucent).
        public var title: Double
        /// Glyph contrast ratio: title and glyph share the foreground color, so it equals `title`.
        public var glyph: Double
        /// Ratio the accessibility profile requires of the title at the button's own size
        /// (Large), regular weight.
        public var required: Double
        /// Ratio the profile requires of the glyph.
        public var requiredGlyph: Double

        public init(title: Double, glyph: Double, required: Double, requiredGlyph: Double) {
            self.title = title; self.glyph = glyph; self.required = required; self.requiredGlyph = requiredGlyph
        }
    }

    public struct Translucency: Sendable, Hashable {
        /// The background color's own alpha.
        public var backgroundAlpha: Double
        /// Smallest background alpha at which title and glyph still meet the required ratio at
        /// the worst backdrop; nil when even an opaque background fails.
        public var minimumAlpha: Double?
        /// The view's alpha (product of its ancestors').
        public var viewAlpha: Double
        /// Smallest view alpha that still meets the required ratio; nil when even 1 fails.
        public var minimumViewAlpha: Double?

        public init(backgroundAlpha: Double, minimumAlpha: Double?, viewAlpha: Double, minimumViewAlpha: Double?) {
            self.backgroundAlpha = backgroundAlpha; self.minimumAlpha = minimumAlpha
            self.viewAlpha = viewAlpha; self.minimumViewAlpha = minimumViewAlpha
        }
    }

    public var appearance: Appearance
    /// Resolved fill, `#RRGGBBAA` (sRGB, extended values clamped only for display).
    public var background: String
    /// Resolved title/glyph color, `#RRGGBBAA`.
    public var foreground: String
    /// Roles (`background`, `foreground`) whose color has no variant for this appearance, so the
    /// light (or non-high-contrast) value stands in.
    public var fallbackRoles: [String]
    public var contrast: Contrast
    public var translucency: Translucency
    /// APCA Lc of the title over the fill (information only).
    public var apcaLc: Double
    /// Worst color verdict in this appearance over every checked size and Bold Text setting.
    public var verdict: Verdict

    public init(appearance: Appearance, background: String, foreground: String, fallbackRoles: [String],
                contrast: Contrast, translucency: Translucency, apcaLc: Double, verdict: Verdict) {
        self.appearance = appearance; self.background = background; self.foreground = foreground
        self.fallbackRoles = fallbackRoles; self.contrast = contrast; self.translucency = translucency
        self.apcaLc = apcaLc; self.verdict = verdict
    }
}

/// What CoreLocationUI's contrast rule says about one color pair: the three evaluations, the rule's
/// ratio at the real alphas, and the smallest opacities that still pass. Exact: never `uncertain`.
public struct SystemContrastAnalysis: Sendable, Hashable {
    public var colors: SystemButtonColors
    public var verdict: SystemContrastVerdict
    /// Smallest cumulative (view) alpha that passes; nil when even 1 fails.
    public var minimumViewAlpha: Double?
    /// Smallest fill alpha that passes at the cumulative alpha; nil when even opaque fails.
    public var minimumBackgroundAlpha: Double?
    /// Smallest title/glyph alpha that passes at the cumulative alpha; nil when even opaque fails.
    public var minimumForegroundAlpha: Double?

    public init(_ colors: SystemButtonColors) {
        self.colors = colors
        verdict = SystemContrastFormula.evaluate(colors)
        let fg = colors.foreground, bg = colors.background, view = colors.cumulativeAlpha
        minimumViewAlpha = SystemTranslucencyLimits.minimumViewAlpha(foreground: fg, background: bg)
        minimumBackgroundAlpha = SystemTranslucencyLimits.minimumBackgroundAlpha(foreground: fg, background: bg, viewAlpha: view)
        minimumForegroundAlpha = SystemTranslucencyLimits.minimumForegroundAlpha(foreground: fg, background: bg, viewAlpha: view)
    }

    public var passes: Bool { verdict.passes }
    /// The rule's better directional ratio at the real alphas × the view alpha (own × ancestors').
    public var ratio: Double { verdict.atTapTime.ratio }
}

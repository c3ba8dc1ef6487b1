/// Colors that pass CoreLocationUI's own rule, nearest first (OKLab ΔE): each role's OKLCH lightness
/// moved as little as possible (hue and chroma kept), by the same search the profile's suggestions use.
public enum SystemColorSuggester {
    /// Suggestions for both roles, smallest change (ΔE) first; empty when the colors pass or
    /// when no lightness can (a fill too transparent to pass is an alpha problem, not a color one).
    public static func suggestions(_ colors: SystemButtonColors) -> [ContrastSuggestion] {
        [ContrastSuggestion.Role.foreground, .background]
            .compactMap { suggest(role: $0, colors) }
            .sorted { $0.distance < $1.distance }
    }

    /// The nearest color for `role` that passes all three evaluations; its `contrast` is the
    /// system rule's weakest ratio.
    public static func suggest(role: ContrastSuggestion.Role, _ colors: SystemButtonColors) -> ContrastSuggestion? {
        let button = ButtonColors(foreground: colors.foreground, background: colors.background, viewAlpha: colors.cumulativeAlpha)
        return ContrastSuggester.nearest(role: role, button: button, required: SystemModel.contrastThreshold) { b in
            var changed = colors
            changed.foreground = b.foreground; changed.background = b.background
            return weakestRatio(SystemContrastFormula.evaluate(changed))
        }
    }

    /// The lowest of the three evaluations' ratios: the rule passes when it reaches 1.5.
    package static func weakestRatio(_ v: SystemContrastVerdict) -> Double {
        min(v.opaque.ratio, v.atButtonAlpha.ratio, v.atTapTime.ratio)
    }
}

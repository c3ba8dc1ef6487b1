/// The color calculations a judgement asks for, each a pure function of its arguments: the
/// worst backdrop, the smallest alphas that keep a ratio, the nearest passing colors and
/// CoreLocationUI's own contrast rule. The extension works each out; the engine's cache
/// (`MemoizedColorMath`, behind `JudgeCache`) answers a repeated question from its tables, which
/// never changes an answer. Judgements and rules see only this protocol.
package protocol ColorMath: Sendable {
    func worstBackdrop(_ colors: ButtonColors, _ backdrops: Backdrops) -> WorstBackdrop
    func translucencyLimits(_ colors: ButtonColors, _ backdrops: Backdrops, required: Double) -> AlphaLimits
    func suggestions(_ colors: ButtonColors, _ backdrops: Backdrops, required: Double) -> [ContrastSuggestion]
    func systemContrast(_ colors: SystemButtonColors) -> SystemContrastAnalysis
}

/// Smallest background and view alpha that keep a ratio at the worst backdrop (nil: even opaque
/// does not).
package struct AlphaLimits: Sendable {
    package var backgroundAlpha: Double?
    package var viewAlpha: Double?

    package init(backgroundAlpha: Double? = nil, viewAlpha: Double? = nil) {
        self.backgroundAlpha = backgroundAlpha; self.viewAlpha = viewAlpha
    }
}

extension ColorMath {
    package func worstBackdrop(_ colors: ButtonColors, _ backdrops: Backdrops) -> WorstBackdrop {
        colors.worstBackdrop(backdrops)
    }

    package func translucencyLimits(_ colors: ButtonColors, _ backdrops: Backdrops, required: Double) -> AlphaLimits {
        AlphaLimits(
            backgroundAlpha: TranslucencyLimits.minimumBackgroundAlpha(
                foreground: colors.foreground, background: colors.background, viewAlpha: colors.viewAlpha,
                backdrops: backdrops, required: required),
            viewAlpha: TranslucencyLimits.minimumViewAlpha(
                foreground: colors.foreground, background: colors.background, backdrops: backdrops, required: required))
    }

    /// The nearest passing foreground, then background (either may be missing).
    package func suggestions(_ colors: ButtonColors, _ backdrops: Backdrops, required: Double) -> [ContrastSuggestion] {
        [ContrastSuggestion.Role.foreground, .background].compactMap {
            ContrastSuggester.suggest(role: $0, button: colors, backdrops: backdrops, required: required)
        }
    }

    package func systemContrast(_ colors: SystemButtonColors) -> SystemContrastAnalysis {
        SystemContrastAnalysis(colors)
    }
}

/// Every calculation worked out each time it is asked.
package struct ExactColorMath: ColorMath {
    package init() {}
}

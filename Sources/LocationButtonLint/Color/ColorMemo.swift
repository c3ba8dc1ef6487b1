/// Per-run memo of the color math: many buttons share colors, so each distinct
/// (colors, backdrops, required ratio) is computed once.
final class ColorMemo: Sendable {
    struct Key: Hashable, Sendable {
        var colors: ButtonColors
        var backdrops: Backdrops
        var required: Double
    }

    struct Limits: Sendable {
        var backgroundAlpha: Double?
        var viewAlpha: Double?
    }

    private let worst = Memo<Key, WorstBackdrop>()
    private let limits = Memo<Key, Limits>()
    private let suggestions = Memo<Key, [ContrastSuggestion]>()

    func worstBackdrop(_ colors: ButtonColors, _ backdrops: Backdrops) -> WorstBackdrop {
        worst.value(Key(colors: colors, backdrops: backdrops, required: 0)) { colors.worstBackdrop(backdrops) }
    }

    /// Smallest background and view alpha that keep `required` at the worst backdrop.
    func translucencyLimits(_ colors: ButtonColors, _ backdrops: Backdrops, required: Double) -> Limits {
        limits.value(Key(colors: colors, backdrops: backdrops, required: required)) {
            Limits(
                backgroundAlpha: TranslucencyLimits.minimumBackgroundAlpha(
                    foreground: colors.foreground, background: colors.background, viewAlpha: colors.viewAlpha,
                    backdrops: backdrops, required: required),
                viewAlpha: TranslucencyLimits.minimumViewAlpha(
                    foreground: colors.foreground, background: colors.background, backdrops: backdrops, required: required))
        }
    }

    /// The nearest passing foreground, then background (either may be missing).
    func suggestions(_ colors: ButtonColors, _ backdrops: Backdrops, required: Double) -> [ContrastSuggestion] {
        suggestions.value(Key(colors: colors, backdrops: backdrops, required: required)) {
            [ContrastSuggestion.Role.foreground, .background].compactMap {
                ContrastSuggester.suggest(role: $0, button: colors, backdrops: backdrops, required: required)
            }
        }
    }
}

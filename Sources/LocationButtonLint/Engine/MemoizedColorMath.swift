/// `ColorMath` answered from tables: themes repeat a few color pairs over thousands of buttons,
/// so each distinct question is worked out once per run (`ExactColorMath`'s answer, kept).
final class MemoizedColorMath: ColorMath {
    private struct Key: Hashable, Sendable {
        var colors: ButtonColors
        var backdrops: Backdrops
        var required: Double
    }

    private let exact = ExactColorMath()
    private let worst = Memo<Key, WorstBackdrop>()
    private let limits = Memo<Key, AlphaLimits>()
    private let suggestions = Memo<Key, [ContrastSuggestion]>()
    private let system = Memo<SystemButtonColors, SystemContrastAnalysis>()

    func worstBackdrop(_ colors: ButtonColors, _ backdrops: Backdrops) -> WorstBackdrop {
        worst.value(Key(colors: colors, backdrops: backdrops, required: 0)) { exact.worstBackdrop(colors, backdrops) }
    }

    func translucencyLimits(_ colors: ButtonColors, _ backdrops: Backdrops, required: Double) -> AlphaLimits {
        limits.value(Key(colors: colors, backdrops: backdrops, required: required)) {
            exact.translucencyLimits(colors, backdrops, required: required)
        }
    }

    func suggestions(_ colors: ButtonColors, _ backdrops: Backdrops, required: Double) -> [ContrastSuggestion] {
        suggestions.value(Key(colors: colors, backdrops: backdrops, required: required)) {
            exact.suggestions(colors, backdrops, required: required)
        }
    }

    func systemContrast(_ colors: SystemButtonColors) -> SystemContrastAnalysis {
        system.value(colors) { exact.systemContrast(colors) }
    }
}

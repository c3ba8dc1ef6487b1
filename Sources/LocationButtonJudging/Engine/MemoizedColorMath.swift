import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// `ColorMath` answered from tables: themes repeat a few color pairs over thousands of buttons,
/// so each distinct question is worked out once per run (`ExactColorMath`'s answer, kept).
package final class MemoizedColorMath: ColorMath {
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

    package func worstBackdrop(_ colors: ButtonColors, _ backdrops: Backdrops) -> WorstBackdrop {
        worst.value(Key(colors: colors, backdrops: backdrops, required: 0)) { exact.worstBackdrop(colors, backdrops) }
    }

    package func translucencyLimits(_ colors: ButtonColors, _ backdrops: Backdrops, required: Double) -> AlphaLimits {
        limits.value(Key(colors: colors, backdrops: backdrops, required: required)) {
            exact.translucencyLimits(colors, backdrops, required: required)
        }
    }

    package func suggestions(_ colors: ButtonColors, _ backdrops: Backdrops, required: Double) -> [ContrastSuggestion] {
        suggestions.value(Key(colors: colors, backdrops: backdrops, required: required)) {
            exact.suggestions(colors, backdrops, required: required)
        }
    }

    package func systemContrast(_ colors: SystemButtonColors) -> SystemContrastAnalysis {
        system.value(colors) { exact.systemContrast(colors) }
    }
}

import Foundation

/// Color results shared by every button of a run. The worst-backdrop search, translucency limits
/// and suggestions are exact but iterative, and many buttons share colors, so each distinct
/// (colors, backdrops, required ratio) is computed once. The values are pure functions of the
/// key, so sharing them cannot make results depend on which thread computed them first.
final class ColorMemo: @unchecked Sendable {
    struct Key: Hashable {
        var colors: ButtonColors
        var backdrops: Backdrops
        var required: Double
    }

    struct Limits: Sendable {
        var backgroundAlpha: Double?
        var viewAlpha: Double?
    }

    private let lock = NSLock()
    private var worst: [Key: WorstBackdrop] = [:]
    private var limits: [Key: Limits] = [:]
    private var suggestions: [Key: [ContrastSuggestion]] = [:]

    private func cached<V>(_ table: ReferenceWritableKeyPath<ColorMemo, [Key: V]>, _ key: Key, _ make: () -> V) -> V {
        lock.lock()
        if let value = self[keyPath: table][key] { lock.unlock(); return value }
        lock.unlock()
        let value = make()
        lock.lock(); defer { lock.unlock() }
        self[keyPath: table][key] = value
        return value
    }

    func worstBackdrop(_ colors: ButtonColors, _ backdrops: Backdrops) -> WorstBackdrop {
        cached(\.worst, Key(colors: colors, backdrops: backdrops, required: 0)) { colors.worstBackdrop(backdrops) }
    }

    /// Smallest background and view alpha that keep `required` at the worst backdrop.
    func translucencyLimits(_ colors: ButtonColors, _ backdrops: Backdrops, required: Double) -> Limits {
        cached(\.limits, Key(colors: colors, backdrops: backdrops, required: required)) {
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
        cached(\.suggestions, Key(colors: colors, backdrops: backdrops, required: required)) {
            [ContrastSuggestion.Role.foreground, .background].compactMap {
                ContrastSuggester.suggest(role: $0, button: colors, backdrops: backdrops, required: required)
            }
        }
    }
}

import Foundation
import LocationButtonLint

/// A color set in one appearance's row of the page, written into the theme value so that only
/// that appearance changes: the theme's `light-dark(L, D, LH, DH)` (docs/theme-files.md, "Colors"),
/// each other appearance keeping the part it had. `light-dark(L, D)` reads L in light with
/// Increase Contrast and D in dark with it, so it is the four parts `L, D, L, D`; a plain color
/// is `C, C, C, C`, each part read in its own appearance (a system color's dark part is its dark
/// variant). The result is written as short as it says the same: two parts when the Increase
/// Contrast pair repeats the first two, one when those are equal too.
public enum AppearanceColorText {
    /// The appearances in the order of `light-dark`'s parts.
    public static let order: [Appearance] = [.light, .dark, .lightHighContrast, .darkHighContrast]

    /// `written` (a theme color value) with `colors` (appearance → color text) in their appearances.
    public static func applying(_ colors: [Appearance: String], to written: String) -> String {
        let text = written.trimmingCharacters(in: .whitespaces)
        var parts = ColorResolver.lightDarkParts(text) ?? [text, text]
        if parts.count == 2 { parts += parts }
        for (appearance, color) in colors {
            guard let index = order.firstIndex(of: appearance) else { continue }
            parts[index] = color.trimmingCharacters(in: .whitespaces)
        }
        if parts[2] == parts[0], parts[3] == parts[1] { parts.removeLast(2) }
        if parts.count == 2, parts[0] == parts[1] { return parts[0] }
        return "light-dark(" + parts.joined(separator: ", ") + ")"
    }
}

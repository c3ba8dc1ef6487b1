import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import Foundation

/// A color read from code or a storyboard: a literal with its color space, or a name (an iOS system
/// color such as `systemBlue`, or an asset catalog color), times an alpha factor from
/// `.opacity(_:)` / `.withAlphaComponent(_:)`.
public struct ScannedColor: Sendable, Hashable {
    public indirect enum Base: Sendable, Hashable {
        /// Components as written, in `space` (`srgb`, `display-p3`, `srgb-linear`).
        case literal(space: String, red: Double, green: Double, blue: Double, alpha: Double)
        /// A system color (`systemBlue`, `label`, `white`) or an asset catalog color name.
        case named(String)
        /// A color chosen by the traits (`UIColor { $0.userInterfaceStyle == .dark ? a : b }`):
        /// light, dark, light and dark with Increase Contrast, in `Appearance.allCases` order.
        case perAppearance([ScannedColor])
    }

    public var base: Base
    /// Multiplies the color's own alpha; 1 unless the code applies `.opacity` or `.withAlphaComponent`.
    public var alphaFactor: Double

    public init(_ base: Base, alphaFactor: Double = 1) { self.base = base; self.alphaFactor = alphaFactor }

    public static func named(_ name: String) -> ScannedColor { ScannedColor(.named(name)) }

    /// The colors read for each appearance (`Appearance.allCases` order): one color when they agree.
    package static func choosing(_ colors: [ScannedColor]) -> ScannedColor {
        colors.allSatisfy { $0 == colors[0] } ? colors[0] : ScannedColor(.perAppearance(colors))
    }

    public static func srgb(_ red: Double, _ green: Double, _ blue: Double, alpha: Double = 1) -> ScannedColor {
        ScannedColor(.literal(space: "srgb", red: red, green: green, blue: blue, alpha: alpha))
    }

    /// The same color with its alpha multiplied by `factor`.
    public func multiplyingAlpha(by factor: Double) -> ScannedColor {
        ScannedColor(base, alphaFactor: alphaFactor * factor)
    }

    /// The color as a theme file writes it: `#RRGGBBAA` when the sRGB components are whole 8-bit
    /// steps, else `color(srgb r g b / a)` (or `display-p3`, `srgb-linear`) with the exact
    /// components; a name as is, with `.opacity(A)` for an alpha factor.
    public var themeString: String {
        switch base {
        case .named(let name):
            if alphaFactor == 1 { return name }
            // A color that is the same in every appearance (white, black) folds its factor in;
            // another keeps it as the theme's `.opacity` suffix.
            guard let fixed = SystemColors.named(name), Appearance.allCases.allSatisfy({ fixed[$0] == fixed[.light] })
            else { return "\(name).opacity(\(Self.format(alphaFactor)))" }
            let color = fixed[.light]
            return ScannedColor.srgb(color.red, color.green, color.blue, alpha: color.alpha)
                .multiplyingAlpha(by: alphaFactor).themeString
        case .perAppearance(let colors):
            // The theme's `light-dark(…)`, the Increase Contrast pair only where it differs.
            let parts = colors.map { $0.multiplyingAlpha(by: alphaFactor).themeString }
            let shown = parts[2] == parts[0] && parts[3] == parts[1] ? parts[..<2] : parts[...]
            return "light-dark(\(shown.joined(separator: ", ")))"
        case .literal(let space, let red, let green, let blue, let alpha):
            let a = alpha * alphaFactor
            if space == "srgb", [red, green, blue, a].allSatisfy(Self.isByteStep) {
                return Color(red: red, green: green, blue: blue, alpha: a).hex
            }
            let parts = [red, green, blue].map(Self.format).joined(separator: " ")
            return "color(\(space) \(parts) / \(Self.format(a)))"
        }
    }

    private static func isByteStep(_ value: Double) -> Bool {
        (0...1).contains(value) && abs(value * 255 - (value * 255).rounded()) < 1e-9
    }

    private static func format(_ value: Double) -> String {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        return numbers.text(rounded)
    }

    private static let numbers = FormattedNumbers {
        $0.formatted(.number.grouping(.never).precision(.fractionLength(0...6)).locale(FormattedNumbers.sourceLocale))
    }
}

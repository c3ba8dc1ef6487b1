import Foundation

/// CoreLocationUI's contrast rule, exactly as the system evaluates it (docs/system-model.md §3): each color is
/// mixed, at its effective opacity, over white and over black **independently** — the title is never
/// composited over the fill — and the button is legible when either directional ratio reaches 1.5:
///
///     fgB/bgW: tint over black against fill over white (title lighter)
///     bgB/fgW: fill over black against tint over white (fill lighter)
///
/// This is not the WCAG ratio of the pixels people see (`ButtonColors` computes that, for the
/// accessibility profile): it is the system's own test, with its own constants (`SystemModel`).
public enum SystemContrastFormula {
    /// The rule's luminance of `color` mixed over `base` at opacity `a` (gamma-encoded mix, WCAG 2.0
    /// linearization without sign handling, as the system computes it).
    package static func luminance(_ color: Color, over base: Color, opacity a: Double) -> Double {
        func channel(_ c: Double, _ b: Double) -> Double { linear((1 - a) * b + a * c) }
        let w = SystemModel.luminanceWeights
        return w.red * channel(color.red, base.red) + w.green * channel(color.green, base.green)
            + w.blue * channel(color.blue, base.blue)
    }

    package static func linear(_ m: Double) -> Double {
        ByteTable.index(of: m).map { linearBytes[$0] } ?? computedLinear(m)
    }

    /// The linearization computed (`linear` looks the 8-bit values up in `linearBytes`).
    package static func computedLinear(_ m: Double) -> Double {
        m <= SystemModel.linearThreshold
            ? m / SystemModel.linearSlope
            : pow((m + SystemModel.gammaOffset) / SystemModel.gammaScale, SystemModel.gammaExponent)
    }

    /// `computedLinear` of the 256 8-bit values (`ByteTable`).
    package static let linearBytes: [Double] = (0...255).map { computedLinear(Double($0) / 255) }

    /// The effective opacity the system mixes with: color alpha × opacity, stored as a `float`.
    package static func effectiveOpacity(colorAlpha: Double, opacity: Double) -> Double {
        guard SystemModel.effectiveOpacityIsSinglePrecision else { return colorAlpha * opacity }
        return Double(Float(colorAlpha * Double(Float(opacity))))
    }

    /// Both directional ratios at `opacity` (the multiplier the system applies to both colors'
    /// alphas): 1 with alphas forced to 1, the layer's opacity, or the cumulative opacity.
    public static func ratios(foreground: Color, background: Color, opacity: Double) -> SystemContrastRatios {
        let fe = effectiveOpacity(colorAlpha: foreground.alpha, opacity: opacity)
        let be = effectiveOpacity(colorAlpha: background.alpha, opacity: opacity)
        return ratios(foreground: foreground, foregroundOpacity: fe, background: background, backgroundOpacity: be)
    }

    /// Both ratios at explicit effective opacities (no single-precision rounding: the limit search
    /// varies one opacity continuously).
    package static func ratios(foreground: Color, foregroundOpacity fe: Double,
                       background: Color, backgroundOpacity be: Double) -> SystemContrastRatios {
        let flare = SystemModel.contrastFlare
        let fgW = luminance(foreground, over: .white, opacity: fe)
        let fgB = luminance(foreground, over: .black, opacity: fe)
        let bgW = luminance(background, over: .white, opacity: be)
        let bgB = luminance(background, over: .black, opacity: be)
        return SystemContrastRatios(foregroundLighter: (fgB + flare) / (bgW + flare),
                                    backgroundLighter: (bgB + flare) / (fgW + flare))
    }

    /// The three evaluations the system makes (docs/system-model.md §3).
    public static func evaluate(_ button: SystemButtonColors) -> SystemContrastVerdict {
        let fg = button.foreground, bg = button.background
        return SystemContrastVerdict(
            opaque: ratios(foreground: fg.withAlpha(1), background: bg.withAlpha(1), opacity: 1),
            atButtonAlpha: ratios(foreground: fg, background: bg, opacity: button.buttonAlpha),
            atTapTime: ratios(foreground: fg, background: bg, opacity: button.cumulativeAlpha))
    }
}

/// The colors as CoreLocationUI reads them: resolved for one appearance, with their own alphas,
/// and the opacities that multiply them.
public struct SystemButtonColors: Sendable, Hashable {
    /// Title and glyph color (UIKit `tintColor`, SwiftUI `.foregroundStyle`), with its alpha.
    public var foreground: Color
    /// Fill (UIKit `backgroundColor`, SwiftUI `.tint`), with its alpha.
    public var background: Color
    /// The button's own alpha (`layer.opacity`).
    public var buttonAlpha: Double
    /// Product of the enclosing views' opacities.
    public var ancestorAlpha: Double

    public init(foreground: Color, background: Color, buttonAlpha: Double = 1, ancestorAlpha: Double = 1) {
        self.foreground = foreground; self.background = background
        self.buttonAlpha = buttonAlpha; self.ancestorAlpha = ancestorAlpha
    }

    /// The opacity of the whole layer tree, checked at every tap.
    public var cumulativeAlpha: Double { buttonAlpha * ancestorAlpha }
}

/// The two directional ratios of one evaluation.
public struct SystemContrastRatios: Sendable, Hashable {
    /// (tint over black + 0.05) / (fill over white + 0.05): the title lighter than the fill, each at
    /// its worst backdrop.
    public var foregroundLighter: Double
    /// (fill over black + 0.05) / (tint over white + 0.05): the fill lighter than the title.
    public var backgroundLighter: Double

    /// The better of the two: the rule passes when it reaches the threshold.
    public var ratio: Double { max(foregroundLighter, backgroundLighter) }
    public var passes: Bool { ratio >= SystemModel.contrastThreshold }
}

/// The outcome of the three evaluations, with the console lines the app would print.
public struct SystemContrastVerdict: Sendable, Hashable {
    /// Alpha forced to 1, opacity 1: failing prints "illegible colors".
    public var opaque: SystemContrastRatios
    /// Real alphas × the button's own alpha: failing prints "Insufficient Alpha".
    public var atButtonAlpha: SystemContrastRatios
    /// Real alphas × the cumulative alpha, at every tap: failing is silent.
    public var atTapTime: SystemContrastRatios

    public var illegibleColors: Bool { !opaque.passes }
    public var insufficientAlpha: Bool { !atButtonAlpha.passes }
    public var failsAtTapTime: Bool { !atTapTime.passes }
    public var passes: Bool { !illegibleColors && !insufficientAlpha && !failsAtTapTime }

    /// The lines the app prints when the button is drawn, in the order it prints them, each once
    /// (the contrast line accompanies every failing evaluation). Empty when both drawn-time
    /// evaluations pass, even if the tap-time one fails: that failure prints nothing.
    public var consoleLines: [SystemConsoleLine] {
        var lines: [SystemConsoleLine] = []
        if illegibleColors { lines += [.insufficientContrast, .illegibleColors] }
        if insufficientAlpha {
            if lines.isEmpty { lines.append(.insufficientContrast) }
            lines.append(.insufficientAlpha)
        }
        return lines
    }
}

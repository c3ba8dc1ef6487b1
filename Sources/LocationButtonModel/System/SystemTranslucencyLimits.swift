import Foundation

/// The smallest opacities that still pass CoreLocationUI's contrast rule: view alpha (the cumulative
/// opacity, or the button's own alpha with opaque ancestors), fill alpha and title/glyph alpha.
///
/// Why root-finding and not an algebraic closed form: each luminance is a weighted sum of three
/// `((k·a + d)/1.055)^2.4` terms, which has no closed-form inverse unless the color is gray. What
/// the search relies on instead is exact structure: every mixed channel `(1 − e)·base + e·c` is
/// affine in the varied alpha, so it crosses the linearization threshold (0.03928) at most once, at
/// an alpha computed in closed form. Between those breakpoints each luminance is smooth, and for
/// colors inside the sRGB gamut each directional ratio is monotone in the alpha (raising an alpha
/// darkens a color over white and lightens it over black, never the reverse). So within a segment
/// the boundary is bracketed and found by bisection to double precision; across segments the
/// search walks down from alpha 1, which also handles the tiny drop (3·10⁻⁷) WCAG 2.0's constant
/// leaves in the linearization at the threshold. Colors outside the sRGB gamut (extended
/// components) can break monotonicity; the answer is then the boundary found from 1 downward.
public enum SystemTranslucencyLimits {
    /// Smallest view alpha (opacity of the whole button, ancestors included) that passes at the
    /// colors' own alphas; nil when even opacity 1 fails.
    public static func minimumViewAlpha(foreground: Color, background: Color) -> Double? {
        smallestPassing(foreground: foreground, background: background,
                        foregroundOpacity: Affine(slope: foreground.alpha),
                        backgroundOpacity: Affine(slope: background.alpha))
    }

    /// Smallest fill alpha that passes at view alpha `viewAlpha`; nil when even an opaque fill fails.
    public static func minimumBackgroundAlpha(foreground: Color, background: Color, viewAlpha: Double = 1) -> Double? {
        smallestPassing(foreground: foreground, background: background,
                        foregroundOpacity: Affine(constant: foreground.alpha * viewAlpha),
                        backgroundOpacity: Affine(slope: viewAlpha))
    }

    /// Smallest title/glyph alpha that passes at view alpha `viewAlpha`; nil when even opaque fails.
    public static func minimumForegroundAlpha(foreground: Color, background: Color, viewAlpha: Double = 1) -> Double? {
        smallestPassing(foreground: foreground, background: background,
                        foregroundOpacity: Affine(slope: viewAlpha),
                        backgroundOpacity: Affine(constant: background.alpha * viewAlpha))
    }

    /// An effective opacity as a function of the varied alpha `a`: `constant + slope·a`.
    package struct Affine {
        package var constant = 0.0
        package var slope = 0.0
        package func callAsFunction(_ a: Double) -> Double { constant + slope * a }
    }

    package static func smallestPassing(foreground: Color, background: Color,
                                foregroundOpacity fe: Affine, backgroundOpacity be: Affine) -> Double? {
        func ratios(_ a: Double) -> SystemContrastRatios {
            SystemContrastFormula.ratios(foreground: foreground, foregroundOpacity: fe(a),
                                      background: background, backgroundOpacity: be(a))
        }
        let edges = breakpoints(foreground, fe) + breakpoints(background, be)
        let segments = Array(Set(edges.filter { $0 > 0 && $0 < 1 } + [0, 1])).sorted(by: >)
        let threshold = SystemModel.contrastThreshold
        let roots = [\SystemContrastRatios.foregroundLighter, \.backgroundLighter].compactMap {
            direction in
            lowestPassing(segments: segments) { ratios($0)[keyPath: direction] >= threshold }
        }
        return roots.min()
    }

    /// Alphas where a channel of `color` mixed over white or black crosses the linearization threshold.
    package static func breakpoints(_ color: Color, _ opacity: Affine) -> [Double] {
        guard opacity.slope != 0 else { return [] }
        var out: [Double] = []
        for c in [color.red, color.green, color.blue] {
            for base in [0.0, 1.0] where c != base {
                // (1 − e)·base + e·c = threshold  ⇔  e = (threshold − base)/(c − base)
                let e = (SystemModel.linearThreshold - base) / (c - base)
                out.append((e - opacity.constant) / opacity.slope)
            }
        }
        return out
    }

    /// The smallest alpha from which `passes` holds up to 1, walking segments (descending edges
    /// from 1 to 0) and bisecting inside the first one whose lower end fails; nil when 1 fails.
    package static func lowestPassing(segments: [Double], passes: (Double) -> Bool) -> Double? {
        guard passes(1) else { return nil }
        for (high, low) in zip(segments, segments.dropFirst()) where !passes(low) {
            var failing = low, passing = high
            while passing - failing > 1e-15 {
                let mid = (failing + passing) / 2
                if mid <= failing || mid >= passing { break }
                if passes(mid) { passing = mid } else { failing = mid }
            }
            return passing
        }
        return 0
    }
}

import Foundation

/// WCAG 2.x relative luminance and contrast ratio
/// (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance, #dfn-contrast-ratio).
public enum WCAG {
    /// Rec. 709 / sRGB luminance coefficients as WCAG 2.x prints them.
    package static let weights = SIMD3<Double>(0.2126, 0.7152, 0.0722)

    /// Relative luminance of the color's RGB (alpha ignored: composite first). Extended components
    /// are linearized sign-preserving, so out-of-gamut colors are measured, not clipped.
    public static func relativeLuminance(_ c: Color) -> Double {
        weights.x * TransferFunction.srgbToLinear(c.red)
            + weights.y * TransferFunction.srgbToLinear(c.green)
            + weights.z * TransferFunction.srgbToLinear(c.blue)
    }

    /// (L1 + 0.05) / (L2 + 0.05) with L1 the lighter; always ≥ 1. A luminance below 0 — no real
    /// light, only synthetic extended values such as (−0.5, −0.5, −0.5) — counts as 0, so the ratio
    /// stays defined; components themselves are never clipped.
    public static func contrastRatio(luminance a: Double, _ b: Double) -> Double {
        let a = max(a, 0), b = max(b, 0)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Contrast ratio of two opaque colors (alpha ignored: composite first).
    public static func contrastRatio(_ a: Color, _ b: Color) -> Double {
        contrastRatio(luminance: relativeLuminance(a), relativeLuminance(b))
    }
}

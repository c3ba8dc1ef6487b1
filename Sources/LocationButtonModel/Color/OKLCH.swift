import Foundation

/// OKLab / OKLCH (Björn Ottosson, https://bottosson.github.io/posts/oklab/, matrices as published
/// there for linear sRGB). Used to move a color's lightness while keeping hue and chroma.
public struct OKLCH: Sendable, Hashable {
    public var lightness: Double
    public var chroma: Double
    /// Hue angle in degrees, 0..<360 (meaningless when chroma is ~0).
    public var hue: Double

    public init(lightness: Double, chroma: Double, hue: Double) {
        self.lightness = lightness; self.chroma = chroma; self.hue = hue
    }

    public init(_ c: Color) {
        let r = TransferFunction.srgbToLinear(c.red), g = TransferFunction.srgbToLinear(c.green)
        let b = TransferFunction.srgbToLinear(c.blue)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        let L = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        let A = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        let B = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
        var h = atan2(B, A) * 180 / .pi
        if h < 0 { h += 360 }
        self.init(lightness: L, chroma: (A * A + B * B).squareRoot(), hue: h)
    }

    /// Euclidean distance in OKLab (ΔE_OK): how different two colors look, lightness, chroma and
    /// hue together, on a scale where 1 is black to white. Fixes are ranked by it.
    public static func distance(_ a: Color, _ b: Color) -> Double {
        let p = OKLCH(a), q = OKLCH(b)
        func ab(_ c: OKLCH) -> (Double, Double) { (c.chroma * cos(c.hue * .pi / 180), c.chroma * sin(c.hue * .pi / 180)) }
        let (pa, pb) = ab(p), (qa, qb) = ab(q)
        let dl = p.lightness - q.lightness, da = pa - qa, db = pb - qb
        return (dl * dl + da * da + db * db).squareRoot()
    }

    /// The color in extended sRGB (may lie outside the gamut; see `gamutMapped`).
    public func color(alpha: Double = 1) -> Color {
        let A = chroma * cos(hue * .pi / 180), B = chroma * sin(hue * .pi / 180)
        let l = pow(lightness + 0.3963377774 * A + 0.2158037573 * B, 3)
        let m = pow(lightness - 0.1055613458 * A - 0.0638541728 * B, 3)
        let s = pow(lightness - 0.0894841775 * A - 1.2914855480 * B, 3)
        let r = 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s
        let g = -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s
        let b = -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
        return Color(red: TransferFunction.linearToSRGB(r), green: TransferFunction.linearToSRGB(g),
                     blue: TransferFunction.linearToSRGB(b), alpha: alpha)
    }

    /// The color in sRGB, reducing chroma only (lightness and hue kept) until it fits the gamut:
    /// the CSS Color 4 idea of chroma reduction, by bisection on chroma.
    public func gamutMapped(alpha: Double = 1) -> Color {
        let l = min(max(lightness, 0), 1)
        let direct = OKLCH(lightness: l, chroma: chroma, hue: hue).color(alpha: alpha)
        if direct.isInSRGBGamut { return clamped(direct) }
        var low = 0.0, high = chroma
        for _ in 0..<40 {
            let mid = (low + high) / 2
            if OKLCH(lightness: l, chroma: mid, hue: hue).color().isInSRGBGamut { low = mid } else { high = mid }
        }
        return clamped(OKLCH(lightness: l, chroma: low, hue: hue).color(alpha: alpha))
    }

    /// Removes the last rounding residue (components within the gamut tolerance).
    private func clamped(_ c: Color) -> Color {
        func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }
        return Color(red: clamp(c.red), green: clamp(c.green), blue: clamp(c.blue), alpha: c.alpha)
    }
}

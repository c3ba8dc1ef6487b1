import Foundation

/// Transfer functions between gamma-encoded and linear light. Extended values are handled as
/// Apple's extended color spaces do: the curve is mirrored through the origin (sign-preserving).
enum TransferFunction {
    /// sRGB (IEC 61966-2-1) decoding with WCAG 2.x's 0.04045 threshold (WCAG 2.0 text printed
    /// 0.03928, which the W3C corrected; the two agree for all 8-bit values).
    static func srgbToLinear(_ v: Double) -> Double {
        let a = abs(v)
        let linear = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -linear : linear
    }

    static func linearToSRGB(_ v: Double) -> Double {
        let a = abs(v)
        let encoded = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return v < 0 ? -encoded : encoded
    }

    /// Pure 2.2 power, as Apple's "Generic Gray Gamma 2.2" space uses.
    static func gamma22ToLinear(_ v: Double) -> Double {
        v < 0 ? -pow(-v, 2.2) : pow(v, 2.2)
    }
}

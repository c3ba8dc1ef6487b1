import Foundation

/// Transfer functions between gamma-encoded and linear light. Extended values are handled as
/// Apple's extended color spaces do: the curve is mirrored through the origin (sign-preserving).
package enum TransferFunction {
    /// sRGB (IEC 61966-2-1) decoding with WCAG 2.x's 0.04045 threshold (WCAG 2.0 text printed
    /// 0.03928, which the W3C corrected; the two agree for all 8-bit values).
    package static func srgbToLinear(_ v: Double) -> Double {
        let a = abs(v)
        let linear = ByteTable.index(of: a).map { ByteTable.srgbDecoded[$0] } ?? decodeSRGB(a)
        return v < 0 ? -linear : linear
    }

    /// The sRGB decoding of a non-negative component, computed (`srgbToLinear` looks the
    /// 8-bit values up: the same numbers, made by this function once).
    package static func decodeSRGB(_ a: Double) -> Double {
        a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
    }

    package static func linearToSRGB(_ v: Double) -> Double {
        let a = abs(v)
        let encoded = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return v < 0 ? -encoded : encoded
    }

    /// Pure 2.2 power, as Apple's "Generic Gray Gamma 2.2" space uses.
    package static func gamma22ToLinear(_ v: Double) -> Double {
        v < 0 ? -pow(-v, 2.2) : pow(v, 2.2)
    }
}

/// Results for the 256 8-bit component values (`Double(k) / 255`, as `Color(rgb8:)`, hex
/// literals and `Color.quantized` write them): most colors a run meets are 8-bit, and a lookup
/// replaces a `pow` with the very number `pow` gives (each entry is computed by the same function).
package enum ByteTable {
    /// `k` when `v` is exactly `Double(k) / 255` for k in 0...255, else nil (NaN included).
    @inline(__always)
    package static func index(of v: Double) -> Int? {
        let scaled = v * 255
        guard scaled >= 0, scaled <= 255 else { return nil }
        let k = Int(scaled.rounded())
        return Double(k) / 255 == v ? k : nil
    }

    package static let srgbDecoded: [Double] = (0...255).map { TransferFunction.decodeSRGB(Double($0) / 255) }
}

import Foundation

/// Color spaces a color can be given in. Every one converts to extended sRGB (`Color`) by matrix
/// and transfer function — never by relabeling the numbers and never with gamut clipping.
public enum ColorSpace: String, Sendable, CaseIterable, Codable {
    case sRGB = "srgb"
    case extendedSRGB = "extended-srgb"
    case extendedLinearSRGB = "extended-linear-srgb"
    case displayP3 = "display-p3"
    case grayGamma22 = "gray-gamma-22"

    /// Whether components may lie outside 0...1 (Xcode's "extended" spaces).
    public var isExtended: Bool { self == .extendedSRGB || self == .extendedLinearSRGB }

    /// The widest extended component accepted, either sign. Apple's largest EDR headroom (Pro
    /// Display XDR) is 16× reference white; beyond that a value is a typo, and values near
    /// `Double.greatestFiniteMagnitude` would overflow the luminance math to infinity.
    public static let extendedLimit = 16.0

    /// Converts components (red, green, blue; for gray, all three equal the white value) to a
    /// gamma-encoded extended sRGB `Color`.
    public func color(_ r: Double, _ g: Double, _ b: Double, alpha: Double) -> Color {
        switch self {
        case .sRGB, .extendedSRGB:
            return Color(red: r, green: g, blue: b, alpha: alpha)
        case .extendedLinearSRGB:
            return Color(red: TransferFunction.linearToSRGB(r), green: TransferFunction.linearToSRGB(g),
                         blue: TransferFunction.linearToSRGB(b), alpha: alpha)
        case .grayGamma22:
            let y = TransferFunction.linearToSRGB(TransferFunction.gamma22ToLinear(r))
            return Color(red: y, green: y, blue: y, alpha: alpha)
        case .displayP3:
            // Display P3 uses the sRGB transfer curve with DCI-P3 primaries and a D65 white.
            let linear = SIMD3(TransferFunction.srgbToLinear(r), TransferFunction.srgbToLinear(g),
                               TransferFunction.srgbToLinear(b))
            let s = ColorMatrix.displayP3ToSRGB.apply(linear)
            return Color(red: TransferFunction.linearToSRGB(s.x), green: TransferFunction.linearToSRGB(s.y),
                         blue: TransferFunction.linearToSRGB(s.z), alpha: alpha)
        }
    }
}

/// A 3×3 matrix on linear RGB, built from published chromaticities rather than copied digits.
package struct ColorMatrix: Sendable {
    package var rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    package func apply(_ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((rows.0 * v).sum(), (rows.1 * v).sum(), (rows.2 * v).sum())
    }

    package func times(_ m: ColorMatrix) -> ColorMatrix {
        let c0 = SIMD3(m.rows.0.x, m.rows.1.x, m.rows.2.x)
        let c1 = SIMD3(m.rows.0.y, m.rows.1.y, m.rows.2.y)
        let c2 = SIMD3(m.rows.0.z, m.rows.1.z, m.rows.2.z)
        func row(_ r: SIMD3<Double>) -> SIMD3<Double> { SIMD3((r * c0).sum(), (r * c1).sum(), (r * c2).sum()) }
        return ColorMatrix(rows: (row(rows.0), row(rows.1), row(rows.2)))
    }

    package var inverse: ColorMatrix {
        let (a, b, c) = rows
        let det = a.x * (b.y * c.z - b.z * c.y) - a.y * (b.x * c.z - b.z * c.x) + a.z * (b.x * c.y - b.y * c.x)
        return ColorMatrix(rows: (
            SIMD3(b.y * c.z - b.z * c.y, a.z * c.y - a.y * c.z, a.y * b.z - a.z * b.y) / det,
            SIMD3(b.z * c.x - b.x * c.z, a.x * c.z - a.z * c.x, a.z * b.x - a.x * b.z) / det,
            SIMD3(b.x * c.y - b.y * c.x, a.y * c.x - a.x * c.y, a.x * b.y - a.y * b.x) / det))
    }

    /// RGB → XYZ for primaries (x, y) and white point (x, y): the standard construction
    /// (columns are the primaries' XYZ scaled so RGB = 1,1,1 maps to the white with Y = 1).
    package static func rgbToXYZ(r: (Double, Double), g: (Double, Double), b: (Double, Double),
                         white: (Double, Double)) -> ColorMatrix {
        func xyz(_ p: (Double, Double)) -> SIMD3<Double> { SIMD3(p.0 / p.1, 1, (1 - p.0 - p.1) / p.1) }
        let (pr, pg, pb) = (xyz(r), xyz(g), xyz(b))
        let primaries = ColorMatrix(rows: (SIMD3(pr.x, pg.x, pb.x), SIMD3(pr.y, pg.y, pb.y), SIMD3(pr.z, pg.z, pb.z)))
        let s = primaries.inverse.apply(xyz(white))
        return ColorMatrix(rows: (primaries.rows.0 * s, primaries.rows.1 * s, primaries.rows.2 * s))
    }

    /// D65 white (CIE 15, as used by both sRGB and Display P3).
    package static let d65 = (0.3127, 0.3290)
    /// sRGB primaries (IEC 61966-2-1 / ITU-R BT.709).
    package static let srgbToXYZ = rgbToXYZ(r: (0.64, 0.33), g: (0.30, 0.60), b: (0.15, 0.06), white: d65)
    /// Display P3 primaries (SMPTE EG 432-1 DCI-P3 primaries with D65 white, per Apple).
    package static let displayP3ToXYZ = rgbToXYZ(r: (0.680, 0.320), g: (0.265, 0.690), b: (0.150, 0.060), white: d65)
    /// Linear Display P3 → linear sRGB: P3 → XYZ → sRGB. No adaptation is needed (same white).
    package static let displayP3ToSRGB = srgbToXYZ.inverse.times(displayP3ToXYZ)
}

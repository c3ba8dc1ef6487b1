import Foundation

/// A color as UIKit composites it: gamma-encoded **extended** sRGB components (not clamped, so a
/// Display P3 color outside the sRGB gamut keeps components below 0 or above 1) and a straight
/// (non-premultiplied) alpha in 0...1.
public struct Color: Sendable, Hashable, Codable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A color from 8-bit sRGB components, e.g. `Color(rgb8: 0, 122, 255)` for #007AFF.
    public init(rgb8 r: Int, _ g: Int, _ b: Int, alpha: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)

    package var components: SIMD3<Double> { SIMD3(red, green, blue) }
    package init(_ rgb: SIMD3<Double>, alpha: Double = 1) {
        self.init(red: rgb.x, green: rgb.y, blue: rgb.z, alpha: alpha)
    }

    /// The same color with another alpha.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Whether every component lies in 0...1, i.e. the color is displayable in plain sRGB.
    /// A tolerance of half an 8-bit step's thousandth absorbs rounding of converted colors.
    public var isInSRGBGamut: Bool {
        let tolerance = 1e-6
        return [red, green, blue].allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance }
    }

    /// Rounded to 8 bits per component (clamped to the gamut), as the `hex` form states it.
    public var quantized: Color {
        func q(_ v: Double) -> Double { (min(max(v, 0), 1) * 255).rounded() / 255 }
        return Color(red: q(red), green: q(green), blue: q(blue), alpha: q(alpha))
    }

    /// `#RRGGBBAA`, components clamped to 0...1 and rounded to 8 bits (the report format; use
    /// `isInSRGBGamut` to tell the reader that clamping happened).
    public var hex: String {
        // Reports print millions of these; `String(format:)` goes through CoreFoundation.
        let digits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        bytes.reserveCapacity(9)
        for v in [red, green, blue, alpha] {
            let byte = Int((min(max(v, 0), 1) * 255).rounded())
            bytes += [digits[byte >> 4], digits[byte & 0xF]]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    public var description: String {
        isInSRGBGamut ? hex : hex + String(format: " (outside sRGB: %.4f, %.4f, %.4f)", red, green, blue)
    }
}

/// An Android `@ColorInt`: 8-bit alpha, red, green and blue packed as 0xAARRGGBB, the form every
/// Android color API and its log lines use (see docs/cross-platform.md).
public struct AndroidColorInt: Sendable, Hashable, CustomStringConvertible {
    public var argb: UInt32

    public init(argb: UInt32) { self.argb = argb }

    public init(alpha: Int, red: Int, green: Int, blue: Int) {
        argb = UInt32(alpha & 0xFF) << 24 | UInt32(red & 0xFF) << 16 | UInt32(green & 0xFF) << 8 | UInt32(blue & 0xFF)
    }

    /// `Color.rgb`: an opaque color.
    public init(red: Int, green: Int, blue: Int) { self.init(alpha: 255, red: red, green: green, blue: blue) }

    /// The nearest 8-bit color of a gamma-encoded sRGB `Color` (components clamped to 0…1, as an app
    /// passing a `@ColorInt` must).
    public init(_ color: Color) {
        func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        self.init(alpha: byte(color.alpha), red: byte(color.red), green: byte(color.green), blue: byte(color.blue))
    }

    public var alpha: Int { Int(argb >> 24) }
    public var red: Int { Int(argb >> 16 & 0xFF) }
    public var green: Int { Int(argb >> 8 & 0xFF) }
    public var blue: Int { Int(argb & 0xFF) }

    /// `ColorUtils.setAlphaComponent`.
    public func withAlpha(_ alpha: Int) -> AndroidColorInt { AndroidColorInt(argb: argb & 0x00FF_FFFF | UInt32(alpha & 0xFF) << 24) }

    /// Back to the library's color type (exact: 8-bit steps).
    public var color: Color { Color(rgb8: red, green, blue, alpha: Double(alpha) / 255) }

    /// `#rrggbb`-style text as the system logs it: `Integer.toHexString`, lowercase, no leading zeros
    /// (an opaque color always shows eight digits, `ff…`).
    public var logHex: String { String(argb, radix: 16) }

    /// `#RRGGBB` (with `AA` appended when not opaque), the project's report form.
    public var description: String {
        let digits = Array("0123456789ABCDEF")
        var s = "#"
        for b in alpha == 255 ? [red, green, blue] : [red, green, blue, alpha] { s.append(digits[b >> 4]); s.append(digits[b & 0xF]) }
        return s
    }
}

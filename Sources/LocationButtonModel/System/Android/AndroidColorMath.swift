import Foundation

/// The integer-ARGB color math Android's `ContrastColorUtil` carries as its private copy of
/// androidx `ColorUtils`, written from its described behaviour so that results match the device bit
/// for bit: XYZ with the D65 white (95.047, 100, 108.883), CIE L*a*b*, HSL in single-precision
/// `float`, Java's `Math.round` (nearest, ties up) and integer compositing (docs/cross-platform.md).
public enum AndroidColorMath {
    package static let whiteX = 95.047, whiteY = 100.0, whiteZ = 108.883
    package static let epsilon = 0.008856, kappa = 903.3

    /// Java `Math.round(double)`: nearest integer, halves toward positive infinity.
    package static func javaRound(_ x: Double) -> Int {
        let f = x.rounded(.down)
        return Int(x - f >= 0.5 ? f + 1 : f)
    }

    /// Java `Math.round(float)`, in single precision throughout.
    package static func javaRound(_ x: Float) -> Int {
        let f = x.rounded(.down)
        return Int(x - f >= 0.5 ? f + 1 : f)
    }

    package static func clampByte(_ v: Int) -> Int { min(max(v, 0), 255) }

    /// `compositeColors`: straight-alpha "over" in integer arithmetic (truncating divisions).
    public static func composite(_ fg: AndroidColorInt, over bg: AndroidColorInt) -> AndroidColorInt {
        let fa = fg.alpha, ba = bg.alpha
        let a = 0xFF - ((0xFF - ba) * (0xFF - fa)) / 0xFF
        func component(_ f: Int, _ b: Int) -> Int {
            a == 0 ? 0 : ((0xFF * f * fa) + (b * ba * (0xFF - fa))) / (a * 0xFF)
        }
        return AndroidColorInt(alpha: a, red: component(fg.red, bg.red), green: component(fg.green, bg.green),
                               blue: component(fg.blue, bg.blue))
    }

    /// sRGB to XYZ (0…100 scale; alpha ignored). The linearization switches at 0.04045.
    package static func xyz(_ c: AndroidColorInt) -> (x: Double, y: Double, z: Double) {
        func lin(_ v: Int) -> Double {
            let s = Double(v) / 255.0
            return s < 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        let r = lin(c.red), g = lin(c.green), b = lin(c.blue)
        return (100 * (r * 0.4124 + g * 0.3576 + b * 0.1805),
                100 * (r * 0.2126 + g * 0.7152 + b * 0.0722),
                100 * (r * 0.0193 + g * 0.1192 + b * 0.9505))
    }

    /// `calculateLuminance`: the Y of XYZ over 100.
    public static func luminance(_ c: AndroidColorInt) -> Double { xyz(c).y / 100 }

    /// `calculateContrast`: a translucent foreground is composited over the background first.
    public static func contrast(_ fg: AndroidColorInt, _ bg: AndroidColorInt) -> Double {
        let shown = fg.alpha < 255 ? composite(fg, over: bg) : fg
        let l1 = luminance(shown) + 0.05, l2 = luminance(bg) + 0.05
        return max(l1, l2) / min(l1, l2)
    }

    /// `colorToLAB` (alpha ignored); L is floored at 0.
    public static func lab(_ c: AndroidColorInt) -> (l: Double, a: Double, b: Double) {
        func pivot(_ v: Double) -> Double { v > epsilon ? pow(v, 1 / 3.0) : (kappa * v + 16) / 116 }
        let (x, y, z) = xyz(c)
        let px = pivot(x / whiteX), py = pivot(y / whiteY), pz = pivot(z / whiteZ)
        return (max(0, 116 * py - 16), 500 * (px - py), 200 * (py - pz))
    }

    /// `LABToColor`: L*a*b* → XYZ → sRGB, each channel rounded with `Math.round` and clamped; opaque.
    public static func color(l: Double, a: Double, b: Double) -> AndroidColorInt {
        let fy = (l + 16) / 116, fx = a / 500 + fy, fz = fy - b / 200
        let fx3 = pow(fx, 3), fz3 = pow(fz, 3)
        let xr = fx3 > epsilon ? fx3 : (116 * fx - 16) / kappa
        let yr = l > kappa * epsilon ? pow(fy, 3) : l / kappa
        let zr = fz3 > epsilon ? fz3 : (116 * fz - 16) / kappa
        let x = xr * whiteX, y = yr * whiteY, z = zr * whiteZ
        func encode(_ v: Double) -> Int {
            let e = v > 0.0031308 ? 1.055 * pow(v, 1 / 2.4) - 0.055 : 12.92 * v
            return clampByte(javaRound(e * 255))
        }
        return AndroidColorInt(red: encode((x * 3.2406 + y * -1.5372 + z * -0.4986) / 100),
                               green: encode((x * -0.9689 + y * 1.8758 + z * 0.0415) / 100),
                               blue: encode((x * 0.0557 + y * -0.2040 + z * 1.0570) / 100))
    }

    /// `colorToHSL` in single precision: hue 0…360, saturation and lightness 0…1.
    public static func hsl(_ c: AndroidColorInt) -> (h: Float, s: Float, l: Float) {
        let r = Float(c.red) / 255, g = Float(c.green) / 255, b = Float(c.blue) / 255
        let hi = max(r, max(g, b)), lo = min(r, min(g, b)), delta = hi - lo
        let l = (hi + lo) / 2
        var h: Float = 0, s: Float = 0
        if hi != lo {
            if hi == r {
                h = ((g - b) / delta).truncatingRemainder(dividingBy: 6)
            } else if hi == g {
                h = ((b - r) / delta) + 2
            } else {
                h = ((r - g) / delta) + 4
            }
            s = delta / (1 - abs(2 * l - 1))
        }
        h = (h * 60).truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        return (min(max(h, 0), 360), min(max(s, 0), 1), min(max(l, 0), 1))
    }

    /// `HSLToColor` in single precision, the hue segment taken from the hue truncated to an integer.
    public static func color(h: Float, s: Float, l: Float) -> AndroidColorInt {
        let c = (1 - abs(2 * l - 1)) * s
        let m = l - 0.5 * c
        let x = c * (1 - abs((h / 60).truncatingRemainder(dividingBy: 2) - 1))
        func q(_ v: Float) -> Int { clampByte(javaRound(255 * v)) }
        switch Int(h) / 60 {
        case 0: return AndroidColorInt(red: q(c + m), green: q(x + m), blue: q(m))
        case 1: return AndroidColorInt(red: q(x + m), green: q(c + m), blue: q(m))
        case 2: return AndroidColorInt(red: q(m), green: q(c + m), blue: q(x + m))
        case 3: return AndroidColorInt(red: q(m), green: q(x + m), blue: q(c + m))
        case 4: return AndroidColorInt(red: q(x + m), green: q(m), blue: q(c + m))
        case 5, 6: return AndroidColorInt(red: q(c + m), green: q(m), blue: q(x + m))
        default: return AndroidColorInt(red: 0, green: 0, blue: 0)
        }
    }
}

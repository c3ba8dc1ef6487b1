import Foundation

/// Fixed-point number text for messages. `String(format:)` goes through CoreFoundation and
/// dominated the engine's profile when thousands of cells fail; this is plain integer math.
public enum NumberText {
    /// `x` with `digits` (0…3) decimals, rounded half away from zero: `fixed(3.14159, 2)` → "3.14".
    package static func fixed(_ x: Double, _ digits: Int) -> String {
        guard x.isFinite else { return "\(x)" }
        let places = min(max(digits, 0), 3)
        let scale = places == 0 ? 1 : places == 1 ? 10 : places == 2 ? 100 : 1000
        // Beyond 2^53 a Double holds no fraction, and beyond Int.max it would trap converting.
        guard abs(x) * Double(scale) < 0x1p53 else { return x < 0 ? "-" + whole(-x) : whole(x) }
        var n = Int((abs(x) * Double(scale)).rounded())
        let negative = x < 0 && n != 0
        // Digits written from the end into one small buffer: findings print millions of numbers.
        return String(unsafeUninitializedCapacity: 24) { text in
            var end = 24, written = 0
            func put(_ byte: UInt8) { end -= 1; text[end] = byte; written += 1 }
            for _ in 0..<places { put(UInt8(ascii: "0") + UInt8(n % 10)); n /= 10 }
            if places > 0 { put(UInt8(ascii: ".")) }
            repeat { put(UInt8(ascii: "0") + UInt8(n % 10)); n /= 10 } while n > 0
            if negative { put(UInt8(ascii: "-")) }
            for i in 0..<written { text[i] = text[end + i] }
            return written
        }
    }

    /// `x` rounded to four decimals, with as few digits as that needs (`2.5`, `3`, `0.0417`): how
    /// JSON reports and input messages print numbers.
    public static func fourDecimals(_ x: Double) -> String {
        guard x.isFinite else { return "\(x)" }
        let rounded = (x * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return "\(rounded)"
    }

    /// A huge whole number's digits, without an exponent (the rare path, so `String(format:)`).
    private static func whole(_ x: Double) -> String { String(format: "%.0f", x) }

    /// Like `fixed`, without trailing zeros: `trimmed(4.50, 2)` → "4.5", `trimmed(3, 2)` → "3".
    package static func trimmed(_ x: Double, _ digits: Int) -> String {
        var text = fixed(x, digits)
        // By byte: `contains(".")` is Foundation's substring search, a hundred times the cost.
        guard text.utf8.contains(UInt8(ascii: ".")) else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `x` rounded up to `digits` decimals, for minimums printed as advice: a printed minimum
    /// that is followed must pass, so 0.5347 becomes 0.54, not 0.53. A hair of tolerance keeps
    /// an exact 0.54 from becoming 0.55 through binary fractions.
    package static func ceiling(_ x: Double, _ digits: Int) -> Double {
        let scale = [1.0, 10, 100, 1000][min(max(digits, 0), 3)]
        return (x * scale - 1e-9).rounded(.up) / scale
    }
}

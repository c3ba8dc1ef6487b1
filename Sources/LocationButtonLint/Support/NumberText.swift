/// Fixed-point number text for messages. `String(format:)` goes through CoreFoundation and
/// dominated the engine's profile when thousands of cells fail; this is plain integer math.
enum NumberText {
    /// `x` with `digits` (0…3) decimals, rounded half away from zero: `fixed(3.14159, 2)` → "3.14".
    static func fixed(_ x: Double, _ digits: Int) -> String {
        guard x.isFinite else { return "\(x)" }
        let scale = [1, 10, 100, 1000][min(max(digits, 0), 3)]
        let n = Int((abs(x) * Double(scale)).rounded())
        let sign = x < 0 && n != 0 ? "-" : ""
        guard scale > 1 else { return sign + String(n) }
        let fraction = String(n % scale)
        let padding = String(repeating: "0", count: String(scale).count - 1 - fraction.count)
        return sign + String(n / scale) + "." + padding + fraction
    }

    /// Like `fixed`, without trailing zeros: `trimmed(4.50, 2)` → "4.5", `trimmed(3, 2)` → "3".
    static func trimmed(_ x: Double, _ digits: Int) -> String {
        var text = fixed(x, digits)
        guard text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `x` rounded up to `digits` decimals, for minimums printed as advice: a printed minimum
    /// that is followed must pass, so 0.5347 becomes 0.54, not 0.53. A hair of tolerance keeps
    /// an exact 0.54 from becoming 0.55 through binary fractions.
    static func ceiling(_ x: Double, _ digits: Int) -> Double {
        let scale = [1.0, 10, 100, 1000][min(max(digits, 0), 3)]
        return (x * scale - 1e-9).rounded(.up) / scale
    }
}

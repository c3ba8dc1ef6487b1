import Foundation

/// Parses color literals. Accepted syntax (whitespace-tolerant, case-insensitive):
///
/// - `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA` (sRGB, alpha last)
/// - `rgb(R, G, B)`, `rgba(R, G, B, A)`, or CSS 4 `rgb(R G B / A)`: R, G, B in 0–255 or `%`;
///   A in 0–1 or `%`
/// - `hsl(H, S%, L%)`, `hsla(H, S%, L%, A)`, `hsl(H S% L% / A)`: H in degrees (`deg` optional)
/// - `color(display-p3 R G B / A)`, also `color(srgb …)` and `color(srgb-linear …)`: components
///   as floats (values outside 0–1 are extended colors)
/// - UIKit style, the `UIColor` initializers with labels: `white:W alpha:A` and
///   `red:R green:G blue:B alpha:A` (commas optional, `alpha:` optional, optionally wrapped in
///   `UIColor(…)`); components 0–1 floats in extended sRGB, as UIKit reads them
public enum ColorLiteral {
    public struct ParseError: Error, CustomStringConvertible, Sendable, Equatable {
        public var input: String
        public var expected: String
        public var description: String { "expected \(expected), found \(InputText.quoted(input))" }
    }

    public static func parse(_ raw: String) throws(ParseError) -> Color {
        let text = raw.trimmingSpaces
        let lower = text.lowercased()
        func fail(_ expected: String) -> ParseError { ParseError(input: raw, expected: expected) }
        if lower.hasPrefix("#") { return try hex(String(lower.dropFirst()), fail) }
        if let args = arguments(lower, function: "rgba") ?? arguments(lower, function: "rgb") {
            return try rgb(args, fail)
        }
        if let args = arguments(lower, function: "hsla") ?? arguments(lower, function: "hsl") {
            return try hsl(args, fail)
        }
        if let args = arguments(lower, function: "color") { return try cssColor(args, fail) }
        var uikit = lower
        if let inner = arguments(lower, function: "uicolor") { uikit = inner }
        if uikit.hasPrefix("white:") || uikit.hasPrefix("red:") { return try labeled(uikit, fail) }
        throw fail("a color (#RRGGBB, rgb(), hsl(), color(display-p3 …), white:W alpha:A)")
    }

    /// The text between `function(` and the final `)`, or nil if `text` is not that call.
    private static func arguments(_ text: String, function: String) -> String? {
        guard text.hasPrefix(function + "("), text.hasSuffix(")") else { return nil }
        return String(text.dropFirst(function.count + 1).dropLast())
    }

    /// Splits CSS arguments: commas or spaces, with an optional `/ alpha`.
    private static func split(_ args: String) -> (values: [String], alpha: String?) {
        let parts = args.split(separator: "/", omittingEmptySubsequences: false)
        let tokens = { (s: Substring) in
            s.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init)
        }
        if parts.count == 2 {
            return (tokens(parts[0]), tokens(parts[1]).first)
        }
        return (tokens(args[...]), nil)
    }

    private static func hex(_ digits: String, _ fail: (String) -> ParseError) throws(ParseError) -> Color {
        let expected = "#RGB, #RGBA, #RRGGBB or #RRGGBBAA"
        // ASCII hex digits only (lowercased by the caller), read byte by byte.
        let nibbles = digits.utf8.map { byte -> Int in
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
            default: -1
            }
        }
        guard !nibbles.contains(-1) else { throw fail(expected) }
        let v: [Double]
        switch nibbles.count {
        case 3, 4: v = nibbles.map { Double($0 * 17) / 255 }
        case 6, 8: v = stride(from: 0, to: nibbles.count, by: 2).map { Double(nibbles[$0] * 16 + nibbles[$0 + 1]) / 255 }
        default: throw fail(expected)
        }
        return Color(red: v[0], green: v[1], blue: v[2], alpha: v.count == 4 ? v[3] : 1)
    }

    private static func number(_ token: String) -> Double? {
        Double(token).flatMap { $0.isFinite ? $0 : nil }
    }

    /// `50%` → 0.5 × scale-free fraction, else number / `scale`.
    private static func fraction(_ token: String, scale: Double) -> Double? {
        if token.hasSuffix("%") { return number(String(token.dropLast())).map { $0 / 100 } }
        return number(token).map { $0 / scale }
    }

    private static let extendedRange = "components within ±\(ColorSpace.extendedLimit.formatted()) (the extended range)"

    private static func alpha(_ token: String?, _ fail: (String) -> ParseError) throws(ParseError) -> Double {
        guard let token else { return 1 }
        guard let a = fraction(token, scale: 1), (0...1).contains(a) else { throw fail("an alpha in 0–1 or 0%–100%") }
        return a
    }

    private static func rgb(_ args: String, _ fail: (String) -> ParseError) throws(ParseError) -> Color {
        var (values, slashAlpha) = split(args)
        if values.count == 4, slashAlpha == nil { slashAlpha = values.removeLast() }
        guard values.count == 3 else { throw fail("rgb(R, G, B) or rgba(R, G, B, A)") }
        var rgb: [Double] = []
        for token in values {
            guard let v = fraction(token, scale: 255), (0...1).contains(v) else {
                throw fail("rgb components in 0–255 or 0%–100%")
            }
            rgb.append(v)
        }
        return Color(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: try alpha(slashAlpha, fail))
    }

    private static func hsl(_ args: String, _ fail: (String) -> ParseError) throws(ParseError) -> Color {
        var (values, slashAlpha) = split(args)
        if values.count == 4, slashAlpha == nil { slashAlpha = values.removeLast() }
        let hueToken = values.first.map { $0.hasSuffix("deg") ? String($0.dropLast(3)) : $0 }
        guard values.count == 3, let hue = hueToken.flatMap(number),
              values[1].hasSuffix("%"), values[2].hasSuffix("%"),
              let s = fraction(values[1], scale: 1), let l = fraction(values[2], scale: 1),
              (0...1).contains(s), (0...1).contains(l) else {
            throw fail("hsl(H, S%, L%) or hsla(H, S%, L%, A)")
        }
        // CSS Color 4 hsl → sRGB.
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return Color(red: f(0), green: f(8), blue: f(4), alpha: try alpha(slashAlpha, fail))
    }

    private static func cssColor(_ args: String, _ fail: (String) -> ParseError) throws(ParseError) -> Color {
        let (values, slashAlpha) = split(args)
        let expected = "color(display-p3 R G B / A) with components as numbers"
        guard values.count == 4 else { throw fail(expected) }
        let space: ColorSpace
        switch values[0] {
        case "display-p3": space = .displayP3
        case "srgb": space = .extendedSRGB
        case "srgb-linear": space = .extendedLinearSRGB
        default: throw fail("color space display-p3, srgb or srgb-linear")
        }
        let comps = values.dropFirst().compactMap { fraction($0, scale: 1) }
        guard comps.count == 3 else { throw fail(expected) }
        guard comps.allSatisfy({ abs($0) <= ColorSpace.extendedLimit }) else { throw fail(extendedRange) }
        return space.color(comps[0], comps[1], comps[2], alpha: try alpha(slashAlpha, fail))
    }

    private static func labeled(_ text: String, _ fail: (String) -> ParseError) throws(ParseError) -> Color {
        let expected = "white:W alpha:A or red:R green:G blue:B alpha:A"
        var values: [String: Double] = [:]
        let tokens = text.replacingOccurrences(of: ":", with: ": ")
            .split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        var index = 0
        while index < tokens.count {
            let label = tokens[index]
            guard label.hasSuffix(":"), index + 1 < tokens.count, let v = number(tokens[index + 1]),
                  values[String(label.dropLast())] == nil else { throw fail(expected) }
            values[String(label.dropLast())] = v
            index += 2
        }
        let a = values.removeValue(forKey: "alpha") ?? 1
        guard (0...1).contains(a) else { throw fail("an alpha in 0–1") }
        guard values.values.allSatisfy({ abs($0) <= ColorSpace.extendedLimit }) else { throw fail(extendedRange) }
        if let w = values["white"], values.count == 1 { return Color(red: w, green: w, blue: w, alpha: a) }
        if let r = values["red"], let g = values["green"], let b = values["blue"], values.count == 3 {
            return Color(red: r, green: g, blue: b, alpha: a)
        }
        throw fail(expected)
    }
}

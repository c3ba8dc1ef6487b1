import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// Text and numbers as HTML and SVG markup need them. Every user-provided string (ids, paths,
/// titles from catalogs, color names) goes through `escaped` before it reaches a page.
public enum MarkupText {
    /// `&`, `<`, `>` and `"` as character references, safe in element text and in double-quoted
    /// attribute values (HTML, SVG and XML alike); characters XML 1.0 forbids (C0 controls,
    /// U+FFFE, U+FFFF; HTML reports them as parse errors) are dropped.
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A coordinate with at most `digits` decimals and no trailing zeros (`12.50` → `12.5`), so
    /// drawings stay small and byte-identical across platforms.
    public static func number(_ x: Double, _ digits: Int = 2) -> String {
        NumberText.trimmed(x, digits)
    }

    /// A small factor (a title's point size over its line's units per em, about 0.02) with seven
    /// decimals and no trailing zeros: `number` keeps three, which would move a title's end by points.
    public static func factor(_ x: Double) -> String {
        let n = Int((abs(x) * 10_000_000).rounded())
        var fraction = String(n % 10_000_000)
        fraction = String(repeating: "0", count: 7 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return (x < 0 && n != 0 ? "-" : "") + String(n / 10_000_000) + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// `#RRGGBB` of a color (clamped to sRGB); its alpha goes into a separate opacity attribute.
    public static func rgb(_ color: Color) -> String { String(color.hex.prefix(7)) }
}

extension MarkupText {
    /// An attribute value: bare when it is only letters, digits, `-`, `_`, `.` (HTML allows that
    /// unquoted; the report has hundreds of thousands of them), else quoted and escaped.
    public static func attribute(_ value: String) -> String {
        let bare = !value.isEmpty && value.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" || $0 == "."
        }
        return bare ? value : "\"" + escaped(value) + "\""
    }

    /// A CSS string literal: quotes and backslashes escaped, line breaks as `\A`, and `<` as `\3C `
    /// so no text can close the `<style>` element it sits in.
    public static func cssString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\A "
            case "<": out += "\\3C "
            case "\r", "\u{0C}": out += " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// A JSON document built in the order its keys should appear, written deterministically: reports
/// must be byte-identical for the same inputs, and readers find `schemaVersion` first rather than
/// wherever a sorted-keys encoder would put it.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.serialized() == b.serialized() }

    /// An optional value or `null`.
    package static func from<T>(_ value: T?, _ transform: (T) -> JSONValue) -> JSONValue {
        value.map(transform) ?? .null
    }

    /// Pretty-printed with two-space indents and a final newline.
    public func serialized() -> String {
        var out = ""
        write(to: &out, depth: 0)
        out += "\n"
        return out
    }

    /// Appends the value as it reads nested `depth` levels deep (its first line not indented), so
    /// a document can be written in pieces.
    package func write(to out: inout String, depth: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += Self.format(value)
        case .string(let value): Self.quote(value, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[\n"
            for (index, item) in items.enumerated() {
                Self.indent(depth + 1, into: &out)
                item.write(to: &out, depth: depth + 1)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            Self.indent(depth, into: &out)
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            for (index, (key, value)) in members.enumerated() {
                Self.member(key, value, depth: depth + 1, into: &out)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            Self.indent(depth, into: &out)
            out += "}"
        }
    }

    /// `"key": value` of an object nested `depth - 1` levels deep, indented.
    package static func member(_ key: String, _ value: JSONValue, depth: Int, into out: inout String) {
        indent(depth, into: &out)
        quote(key, into: &out)
        out += ": "
        value.write(to: &out, depth: depth)
    }

    private static let indents = (0..<16).map { String(repeating: "  ", count: $0) }

    package static func indent(_ depth: Int, into out: inout String) {
        out += depth < indents.count ? indents[depth] : String(repeating: "  ", count: depth)
    }

    /// Integers without a fraction; other values rounded to 4 decimals (far below anything a
    /// report claims) and printed in Swift's shortest round-trip form. Non-finite values are null.
    package static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        return NumberText.fourDecimals(value)
    }

    private static func quote(_ text: String, into out: inout String) {
        out += "\""
        let utf8 = text.utf8
        // Most strings need no escaping: append them whole.
        if !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            out += text
            out += "\""
            return
        }
        // Else the runs between escapes whole: escaped bytes are ASCII, so a run never splits a
        // character's bytes (and a combining mark after a quote stays after its escape).
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                out += Substring(utf8[start..<index])
                switch byte {
                case UInt8(ascii: "\""): out += "\\\""
                case UInt8(ascii: "\\"): out += "\\\\"
                case UInt8(ascii: "\n"): out += "\\n"
                case UInt8(ascii: "\r"): out += "\\r"
                case UInt8(ascii: "\t"): out += "\\t"
                default:
                    let hex = String(byte, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        out += Substring(utf8[start...])
        out += "\""
    }
}

import Foundation

/// How a value is spelled in a theme's YAML: where a value written on its key's line ends, what a
/// quoted one says, and how the studio writes a value a field holds.
public enum ThemeValueText {
    /// The end of the value starting at `start`: after its closing quote or bracket, else before a
    /// comment (` #`) or the line's end, trailing spaces left out.
    static func valueEnd(_ text: String, from start: String.Index) -> String.Index {
        guard start < text.endIndex else { return start }
        switch text[start] {
        case "\"", "'":
            let quote = text[start]
            var index = text.index(after: start)
            while index < text.endIndex {
                if quote == "\"", text[index] == "\\" {
                    index = text.index(after: index)
                    if index < text.endIndex { index = text.index(after: index) }
                    continue
                }
                if text[index] == quote {
                    let next = text.index(after: index)
                    // '' is a quote inside single quotes.
                    if quote == "'", next < text.endIndex, text[next] == "'" { index = text.index(after: next); continue }
                    return next
                }
                index = text.index(after: index)
            }
            return text.endIndex
        case "[", "{":
            var depth = 0
            var index = start
            while index < text.endIndex {
                let c = text[index]
                if c == "[" || c == "{" { depth += 1 }
                if c == "]" || c == "}" {
                    depth -= 1
                    if depth == 0 { return text.index(after: index) }
                }
                index = text.index(after: index)
            }
            return text.endIndex
        case "#":
            return start
        default:
            var end = text.endIndex
            var index = start
            while index < text.endIndex {
                let next = text.index(after: index)
                if (text[index] == " " || text[index] == "\t"), next < text.endIndex, text[next] == "#" { end = index; break }
                index = next
            }
            while end > start, text[text.index(before: end)] == " " || text[text.index(before: end)] == "\t" {
                end = text.index(before: end)
            }
            return end
        }
    }

    /// A scalar's text without its quotes (double-quoted escapes `\"` and `\\` undone).
    public static func unquoted(_ raw: String) -> String {
        if raw.count >= 2, raw.first == "\"", raw.last == "\"" {
            var out = "", escaped = false
            for c in raw.dropFirst().dropLast() {
                if escaped { out.append(c); escaped = false } else if c == "\\" { escaped = true } else { out.append(c) }
            }
            return out
        }
        if raw.count >= 2, raw.first == "'", raw.last == "'" {
            return String(raw.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'")
        }
        return raw
    }

    /// A field's text as YAML: plain when it reads back as the same word or number (letters,
    /// digits, `.`, `-`, `_`, `+`; `xSmall...AX3`, `0.95`, `systemBlue`), a flow list as it is
    /// (`[ios, web]`), anything else double-quoted (`"#FFD60A"`, `"rgb(1, 2, 3)"`), so a `#` never
    /// starts a comment and a colon never starts a mapping.
    public static func yaml(_ field: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-+")
        if !field.isEmpty, field.allSatisfy(allowed.contains), field.first != "-" || field.dropFirst().first?.isNumber == true {
            return field
        }
        if field.hasPrefix("["), field.hasSuffix("]"), !field.contains("#"), !field.contains("\n") {
            let items = field.dropFirst().dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return "[" + items.map(yaml).joined(separator: ", ") + "]"
        }
        var out = "\""
        for c in field {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if let scalar = c.unicodeScalars.first, c.unicodeScalars.count == 1, scalar.value < 0x20 {
                    out += "\\x" + String(scalar.value, radix: 16).leftPadded(2)
                } else {
                    out.append(c)
                }
            }
        }
        return out + "\""
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}

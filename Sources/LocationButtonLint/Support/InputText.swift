/// How a message shows text the user wrote: control characters escaped (a newline, an ESC or a
/// NUL must not forge a line or reach the terminal) and at most `echoLimit` characters (a
/// megabyte-long value is not worth echoing).
public enum InputText {
    public static let echoLimit = 80

    /// `"value"`, shortened with `…` and escaped.
    public static func quoted(_ text: String) -> String { "\"" + shown(text) + "\"" }

    /// The value shortened with `…` and escaped, unquoted.
    public static func shown(_ text: String) -> String {
        let short = text.count > echoLimit ? String(text.prefix(echoLimit)) + "…" : text
        return escapingControls(short)
    }

    /// Every control, line or paragraph separator character as `\n`, `\t`, `\r` or `\u{1B}`.
    public static func escapingControls(_ text: String) -> String {
        // Printable ASCII, by far the most common, needs no look at Unicode properties.
        guard !text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }),
              text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isControl(scalar): out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The first character that would break a line or drive a terminal, if any.
    public static func firstControl(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first(where: isControl)
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: scalar.value == 0xFFFE || scalar.value == 0xFFFF
        }
    }
}

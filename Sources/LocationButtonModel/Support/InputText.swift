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

    /// Every control, line or paragraph separator and bidi control character as `\n`, `\t`,
    /// `\r` or `\u{1B}`: a line of a message or a report shows its characters in the order
    /// written (a U+202E cannot turn `evil.swift` around on screen).
    public static func escapingControls(_ text: String) -> String {
        // Printable ASCII, by far the most common, needs no look at Unicode properties.
        guard !text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }),
              text.unicodeScalars.contains(where: needsEscaping) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where needsEscaping(scalar): out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The first character that would break a line or drive a terminal, if any.
    public static func firstControl(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first(where: isControl)
    }

    /// The first character an id may not hold: a control character or a bidi control (ids are
    /// printed in every report and must read as written).
    public static func firstUnsafeInID(_ text: String) -> Unicode.Scalar? {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return nil }
        return text.unicodeScalars.first { isControl($0) || isBidiControl($0) }
    }

    /// The explicit bidi formatting characters (embeddings, overrides, isolates, marks).
    package static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `isControl || isBidiControl`; printable ASCII (most of a report's text between its
    /// dashes and other non-ASCII characters) is neither, without a look at its properties.
    package static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value >= 0x20 && scalar.value < 0x7F { return false }
        return isControl(scalar) || isBidiControl(scalar)
    }

    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: scalar.value == 0xFFFE || scalar.value == 0xFFFF
        }
    }
}

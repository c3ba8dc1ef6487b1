import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// A setting's value as the theme format writes it: a string (a title, glyph, color, text style,
/// size range), a number (points, alpha, degrees) or a flag.
public enum ScannedValue: Sendable, Hashable, CustomStringConvertible {
    case text(String)
    case number(Double)
    case flag(Bool)
    /// A list of strings (`backdrops` in `.locbutton.yml`).
    case texts([String])

    public var description: String {
        switch self {
        case .text(let text): text
        case .number(let number): Self.numbers.text(number)
        case .flag(let flag): String(flag)
        case .texts(let texts): "[" + texts.joined(separator: ", ") + "]"
        }
    }

    private static let numbers = FormattedNumbers { $0.formatted(.number.grouping(.never).locale(FormattedNumbers.sourceLocale)) }
}

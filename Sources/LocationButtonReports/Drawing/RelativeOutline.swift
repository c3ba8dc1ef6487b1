import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// A glyph's outline as SVG path data in whole units (the font's, scaled), y down, every command relative except
/// the first move: placing the glyph in a line only changes that first `M`, so a title line is one
/// path made of its glyphs' outlines end to end. (A browser builds a shadow tree for each `<use>`;
/// one path per line instead of one `<use>` per glyph is what lets a page of 60,000 cells open.)
package struct RelativeOutline: Sendable {
    /// The first point, in units scaled by `scale`, y down, unrounded (placing rounds it).
    package var startX: Double
    package var startY: Double
    /// Everything after the first `M`: relative commands between rounded points.
    package var rest: String

    /// Parses `GlyphFont.outline`'s data (absolute `M L Q C Z`, y up) at `scale` units per unit
    /// of the font (1: the font's own units). nil for an empty outline.
    package init?(pathData: String, scale: Double = 1) {
        var commands: [(letter: Character, values: [Double])] = []
        var number = ""
        func flush() {
            if let value = Double(number), !commands.isEmpty { commands[commands.count - 1].values.append(value) }
            number = ""
        }
        for character in pathData {
            switch character {
            case "M", "L", "Q", "C", "Z":
                flush()
                commands.append((character, []))
            case " ", ",":
                flush()
            case "-":
                flush()
                number.append(character)
            default:
                number.append(character)
            }
        }
        flush()
        guard let first = commands.first, first.letter == "M", first.values.count == 2 else { return nil }
        startX = first.values[0] * scale
        startY = -first.values[1] * scale
        // Points are rounded where they are, and each command moves by the difference of rounded
        // points, so no rounding error accumulates along the outline.
        var current = (x: startX.rounded(), y: startY.rounded())
        var subpathStart = current
        var rest = ""
        var previous: Character = "M"
        for command in commands.dropFirst() {
            var letter: Character
            switch command.letter {
            case "Z":
                rest.append("z")
                current = subpathStart
                previous = "z"
                continue
            case "M": letter = "m"
            case "L": letter = "l"
            case "Q": letter = "q"
            default: letter = "c"
            }
            let arity: Int = switch letter { case "q": 4; case "c": 6; default: 2 }
            guard command.values.count == arity else { return nil }
            var values = command.values
            var end = current
            for i in stride(from: 0, to: values.count - 1, by: 2) {
                let point = (x: (values[i] * scale).rounded(), y: (-values[i + 1] * scale).rounded())
                values[i] = point.x - current.x
                values[i + 1] = point.y - current.y
                end = point
            }
            // Straight lines along an axis take one number.
            if letter == "l" && values[1] == 0 { letter = "h"; values = [values[0]] }
            else if letter == "l" && values[0] == 0 { letter = "v"; values = [values[1]] }
            // A repeated command letter may be left out, except after a move (there it means a
            // line); then a space separates, unless the number's minus sign does.
            if letter != previous || letter == "m" { rest.append(letter) } else if values[0] >= 0 { rest.append(" ") }
            rest += Self.joined(values)
            current = end
            if letter == "m" { subpathStart = end }
            previous = letter
        }
        self.rest = rest
    }

    /// Integers with the fewest separators: a minus sign separates as well as a space.
    package static func joined(_ values: [Double]) -> String {
        var out = ""
        for (i, value) in values.enumerated() {
            let whole = Int(value)
            if i > 0 && whole >= 0 { out.append(" ") }
            out += String(whole)
        }
        return out
    }

    /// The outline with its origin at (x, y) (its units, y down).
    package func placed(x: Double, y: Double) -> String {
        "M" + Self.joined([(startX + x).rounded(), (startY + y).rounded()]) + rest
    }
}

import Foundation
import Testing
@testable import LocationButtonLint

/// `RelativeOutline` against the SVG path grammar: its data, read back by a decoder written here
/// from the SVG 1.1 path rules (relative commands, `h`/`v`, a left-out letter repeats the last
/// one, `z` returns to the subpath's start), gives the original points rounded to whole units.
@Suite struct RelativeOutlineTests {
    /// Absolute points of path data, one list per command (`z`: the point it returns to).
    static func decode(_ data: String) -> [[Double]] {
        var tokens: [String] = [], number = ""
        for c in data {
            if c.isLetter { if !number.isEmpty { tokens.append(number) }; number = ""; tokens.append(String(c)) }
            else if c == " " { if !number.isEmpty { tokens.append(number) }; number = "" }
            else if c == "-" { if !number.isEmpty { tokens.append(number) }; number = "-" }
            else { number.append(c) }
        }
        if !number.isEmpty { tokens.append(number) }
        var out: [[Double]] = [], x = 0.0, y = 0.0, startX = 0.0, startY = 0.0, command = "M", i = 0
        while i < tokens.count {
            if Double(tokens[i]) == nil { command = tokens[i]; i += 1 }
            if command == "z" || command == "Z" { x = startX; y = startY; out.append([x, y]); continue }
            let arity = ["M": 2, "m": 2, "l": 2, "h": 1, "v": 1, "q": 4, "c": 6][command]!
            let values = tokens[i..<(i + arity)].map { Double($0)! }
            i += arity
            var points: [Double] = []
            switch command {
            case "M": x = values[0]; y = values[1]; points = [x, y]
            case "h": x += values[0]; points = [x, y]
            case "v": y += values[0]; points = [x, y]
            default:
                for k in stride(from: 0, to: arity, by: 2) { points += [x + values[k], y + values[k + 1]] }
                x = points[arity - 2]; y = points[arity - 1]
            }
            if command == "M" || command == "m" { startX = x; startY = y }
            out.append(points)
            // After a move, more pairs are lines (SVG 1.1, 8.3.2).
            if command == "M" || command == "m" { command = command == "M" ? "L" : "l" }
        }
        return out
    }

    @Test("decodes to the rounded points of the original") func decodesToTheRoundedPointsOfTheOriginal() throws {
        // Two contours, lines along both axes and diagonals, a quadratic and a cubic, y up.
        let original = "M10.4 20.6L110.2 20.6L110.2 -79.5L60 -30Q40 -10 10.4 20.6ZM200 0C210.6 10 220 20.2 230 0L200 0Z"
        let outline = try #require(RelativeOutline(pathData: original))
        let placed = outline.placed(x: 1000, y: 0)
        #expect(placed.hasPrefix("M1010-21"))
        // y flipped, rounded, moved 1000 right.
        let expected: [[Double]] = [[1010, -21], [1110, -21], [1110, 80], [1060, 30], [1040, 10, 1010, -21], [1010, -21],
                                    [1200, 0], [1211, -10, 1220, -20, 1230, 0], [1200, 0], [1200, 0]]
        #expect(Self.decode(placed) == expected)
        #expect(placed.contains("h100v101"))  // 1110 − 1010 along x, then 80 − (−21) along y
    }

    @Test("a font outline round trips") func aFontOutlineRoundTrips() throws {
        let shaper = try TextTestSupport.bundledShaper()
        let line = try shaper.glyphLine("Gé", locale: "en", weight: .regular, pointSize: 17)
        let run = try #require(line.runs.first)
        for glyph in run.glyphs {
            let data = run.font.outline(glyph.id)
            let outline = try #require(RelativeOutline(pathData: data))
            // The original's points, flipped and rounded: every number pair after a command letter.
            var expected: [[Double]] = [], current: [Double] = [], start: [Double] = []
            for part in data.split(omittingEmptySubsequences: true, whereSeparator: { "MLQC".contains($0) }) {
                let closes = part.hasSuffix("Z")
                let numbers = part.split { $0 == " " || $0 == "Z" }.map { Double($0)! }
                current = stride(from: 0, to: numbers.count, by: 2).flatMap { [numbers[$0].rounded(), (-numbers[$0 + 1]).rounded()] }
                if start.isEmpty { start = Array(current.prefix(2)) }
                expected.append(current)
                if closes { expected.append(start); start = [] }
            }
            #expect(Self.decode(outline.placed(x: 0, y: 0)) == expected, "glyph \(glyph.id)")
        }
    }

    @Test("an empty outline is nil") func anEmptyOutlineIsNil() {
        #expect(RelativeOutline(pathData: "") == nil)
    }
}

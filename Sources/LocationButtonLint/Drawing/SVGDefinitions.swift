/// The shared part of a page of drawings: each glyph outline and each shaped title line is defined
/// once and every drawing places it by reference (`<use>`), so a report with thousands of cells
/// stays small. Ids are given in order of first use, so the same drawings give the same markup.
public struct SVGDefinitions: Sendable {
    private struct GlyphKey: Hashable { var font: GlyphFont; var glyph: UInt32 }

    /// Prefixes every id, so two documents' definitions can share a page.
    public let prefix: String
    private var glyphIDs: [GlyphKey: String?] = [:]
    private var sharedIDs: [String: String] = [:]
    /// Lines already placed: a page draws the same line in many cells, and writing its markup
    /// (the key lines are shared by) costs more than looking it up.
    private var lineIDs: [GlyphLine: String] = [:]
    private var elements: [String] = []

    public init(prefix: String = "") { self.prefix = prefix }

    /// `<defs>` content: the outlines, lines and other shared elements, in order of first use.
    public var markup: String { elements.joined(separator: "\n") }

    public var isEmpty: Bool { elements.isEmpty }

    /// The id of the glyph's outline (a path in font units, y up), defining it on first use; nil
    /// for a glyph that draws nothing (a space).
    mutating func glyph(_ glyph: UInt32, in font: GlyphFont) -> String? {
        let key = GlyphKey(font: font, glyph: glyph)
        if let known = glyphIDs[key] { return known }
        let data = font.outline(glyph)
        var id: String?
        if !data.isEmpty {
            id = "\(prefix)g\(glyphIDs.count)"
            elements.append("<path id=\"\(id!)\" d=\"\(data)\"/>")
        }
        glyphIDs[key] = id
        return id
    }

    /// The id of `line` drawn at 1 pt with its start on the origin and its baseline on y = 0:
    /// each run scales its font units by 1 / unitsPerEm and flips y. Place it with
    /// `translate(x baseline) scale(pointSize)`. Lines with the same glyphs share one definition.
    mutating func line(_ line: GlyphLine) -> String {
        if let known = lineIDs[line] { return known }
        var runs = ""
        for run in line.runs {
            let unitsPerPoint = run.font.unitsPerEm / line.pointSize
            let scale = 1 / run.font.unitsPerEm
            var uses = ""
            for g in run.glyphs {
                guard let id = glyph(g.id, in: run.font) else { continue }
                uses += "<use href=\"#\(id)\" x=\"\(MarkupText.number(run.x * unitsPerPoint + g.x, 1))\""
                    + (g.y == 0 ? "" : " y=\"\(MarkupText.number(g.y, 1))\"") + "/>"
            }
            if !uses.isEmpty { runs += "<g transform=\"scale(\(scale) \(-scale))\">\(uses)</g>" }
        }
        let id = shared(runs) { "<g id=\"\($0)\">\(runs)</g>" }
        lineIDs[line] = id
        return id
    }

    /// The id of an element defined once for `key` (`make` gets the id and returns the markup).
    mutating func shared(_ key: String, make: (String) -> String) -> String {
        if let known = sharedIDs[key] { return known }
        let id = "\(prefix)d\(sharedIDs.count)"
        sharedIDs[key] = id
        elements.append(make(id))
        return id
    }

    /// The checkerboard pattern translucent buttons are drawn over (8 pt squares).
    mutating func checkerboard() -> String {
        shared("checkerboard") {
            "<pattern id=\"\($0)\" width=\"16\" height=\"16\" patternUnits=\"userSpaceOnUse\"><rect width=\"16\" height=\"16\" fill=\"#FFFFFF\"/>"
                + "<path d=\"M0 0h8v8H0zM8 8h8v8H8z\" fill=\"#C8C8C8\"/></pattern>"
        }
    }
}

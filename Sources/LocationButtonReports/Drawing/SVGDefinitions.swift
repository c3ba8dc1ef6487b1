import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// The shared part of a page of drawings: each shaped title line, frame, arrow and clip is defined
/// once and every drawing places it by reference, so a report with thousands of cells stays small.
/// Ids are given in order of first use, so the same drawings give the same markup.
///
/// What a browser does with a `<use>` sets the shape of this: it clones the referenced element
/// into a shadow tree, and clones the `<use>`s inside that clone too, whether or not anything shows
/// it. So a `<use>` never points at something that holds a `<use>` (a line is one path, not a
/// `<use>` per glyph), and a page keeps the shapes its drawings place (`shapes`) apart from the
/// clip paths and patterns they paint with (`resources`): only the shapes can sit in a part of the
/// page the browser does not render, and the clip paths must not.
public struct SVGDefinitions: Sendable {
    private typealias GlyphKey = DrawingPathCache.GlyphKey

    /// What a definition is for (see the type's comment).
    package enum Kind { case shape, resource }

    /// Prefixes every id, so two documents' definitions can share a page.
    public let prefix: String
    private var outlines: [GlyphKey: RelativeOutline?] = [:]
    private var sharedIDs: [String: String] = [:]
    /// Lines already placed: a page draws the same line in many cells, and writing its path (the
    /// key lines are shared by) costs more than looking it up.
    private var lineIDs: [GlyphLine: String] = [:]
    private var shapeElements: [String] = []
    private var resourceElements: [String] = []

    /// Outlines and lines kept across pages (nil: this page's own).
    private let cache: DrawingPathCache?

    public init(prefix: String = "", cache: DrawingPathCache? = nil) { self.prefix = prefix; self.cache = cache }

    /// Elements placed with `<use>`: title lines, frames, arrows, outlines.
    public var shapes: String { shapeElements.joined(separator: "\n") }
    /// Clip paths and patterns, referenced by `url(#…)`.
    public var resources: String { resourceElements.joined(separator: "\n") }
    /// Both, for a document that keeps them in one `<defs>`.
    public var markup: String { (resourceElements + shapeElements).joined(separator: "\n") }

    public var isEmpty: Bool { shapeElements.isEmpty && resourceElements.isEmpty }

    /// Units per em of every line's path: a font's own units (2816 per em in Inter) need four
    /// digits where these need three, and a thousandth of an em is a hundredth of a pixel at the
    /// sizes a page draws. Place a line with `translate(x baseline) scale(pointSize / 1000)`.
    package static let lineUnitsPerEm = 1000.0

    /// The id of `line` as one path in `lineUnitsPerEm` (y down, start on the origin, baseline on
    /// y = 0): its glyphs' outlines end to end. Lines with the same glyphs share one definition;
    /// nil when no glyph has ink.
    package mutating func line(_ line: GlyphLine) -> String? {
        if let known = lineIDs[line] { return known }
        let data: String
        if let cache { data = cache.lineData(line) { lineData(line) } } else { data = lineData(line) }
        guard !data.isEmpty else { return nil }
        let id = shared("line " + data) { "<path id=\"\($0)\" d=\"\(data)\"/>" }
        lineIDs[line] = id
        return id
    }

    /// `line`'s glyphs' outlines end to end, as path data ("" when none has ink).
    private mutating func lineData(_ line: GlyphLine) -> String {
        let unitsPerPoint = Self.lineUnitsPerEm / line.pointSize
        var data = ""
        for run in line.runs {
            let scale = Self.lineUnitsPerEm / run.font.unitsPerEm
            for g in run.glyphs {
                guard let outline = outline(g.id, in: run.font, scale: scale) else { continue }
                data += outline.placed(x: run.x * unitsPerPoint + g.x * scale, y: -g.y * scale)
            }
        }
        return data
    }

    /// The glyph's outline at `scale` line units per unit of its font (a font has one scale).
    private mutating func outline(_ glyph: UInt32, in font: GlyphFont, scale: Double) -> RelativeOutline? {
        let key = GlyphKey(font: font, glyph: glyph)
        if let known = outlines[key] { return known }
        let outline: RelativeOutline?
        if let cache {
            outline = cache.outline(key) { RelativeOutline(pathData: font.outline(glyph), scale: scale) }
        } else {
            outline = RelativeOutline(pathData: font.outline(glyph), scale: scale)
        }
        outlines[key] = outline
        return outline
    }

    /// The id of an element defined once for `key` (`make` gets the id and returns the markup).
    package mutating func shared(_ key: String, kind: Kind = .shape, make: (String) -> String) -> String {
        if let known = sharedIDs[key] { return known }
        // Base 36: a page refers to its definitions hundreds of thousands of times.
        let id = "\(prefix)d" + String(sharedIDs.count, radix: 36)
        sharedIDs[key] = id
        switch kind {
        case .shape: shapeElements.append(make(id))
        case .resource: resourceElements.append(make(id))
        }
        return id
    }

    /// The checkerboard pattern translucent buttons are drawn over (8 pt squares).
    package mutating func checkerboard() -> String {
        shared("checkerboard", kind: .resource) {
            "<pattern id=\"\($0)\" width=\"16\" height=\"16\" patternUnits=\"userSpaceOnUse\"><rect width=\"16\" height=\"16\" fill=\"#FFFFFF\"/>"
                + "<path d=\"M0 0h8v8H0zM8 8h8v8H8z\" fill=\"#C8C8C8\"/></pattern>"
        }
    }
}

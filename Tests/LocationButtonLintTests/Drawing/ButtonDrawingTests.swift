import Foundation
import Testing
@testable import LocationButtonLint

/// `ButtonDrawing`: what it draws, where, checked against positions worked by hand from the inputs.
@Suite struct ButtonDrawingTests {
    static let blue = Color(rgb8: 0, 122, 255)
    static let opaque = ButtonPaint.colors(fill: blue, foreground: .white, viewAlpha: 1, worstBackdrop: nil)

    /// "Go" at 18 pt in Inter: advances 2092 + 1680 units at 2816 per em (hb-shape, see GlyphLineTests).
    static func go(_ shaper: Shaper) throws -> GlyphLine {
        try shaper.glyphLine("Go", locale: "en", weight: .regular, pointSize: 18)
    }

    static func drawing(frameWidth: Double, frameHeight: Double = 44, title: GlyphLine?, glyph: Glyph = .arrowFilled,
                        cornerRadius: Double = 8, rtl: Bool = false, paint: ButtonPaint = opaque) -> ButtonDrawing {
        let glyphBox = glyph == .none ? ButtonDrawing.Size(width: 0, height: 0) : ButtonDrawing.Size(width: 18, height: 18)
        let titleWidth = title?.width ?? 0
        let gap = glyph != .none && title != nil ? 9.0 : 0
        let needed = ButtonDrawing.Size(width: glyphBox.width + gap + titleWidth + 18,
                                        height: max(glyphBox.height, title?.lineHeight ?? 0) + 18)
        return ButtonDrawing(frame: .init(width: frameWidth, height: frameHeight), needed: needed, padding: 9, gap: 9,
                             glyph: glyph, glyphBox: glyphBox, title: title, titleWidth: titleWidth,
                             cornerRadius: cornerRadius, rightToLeft: rtl, paint: paint)
    }

    static func body(_ drawing: ButtonDrawing) -> (body: String, definitions: SVGDefinitions) {
        var definitions = SVGDefinitions()
        let body = drawing.body(definitions: &definitions)
        return (body, definitions)
    }

    @Test("corner radius is clamped to half the shorter side") func cornerRadiusIsClampedToHalfTheShorterSide() {
        // min(100, 44) / 2 = 22 < 30 asked.
        // The frame is a shared rectangle (the first definition), filled by reference.
        let (body, definitions) = Self.body(Self.drawing(frameWidth: 100, title: nil, cornerRadius: 30))
        #expect(definitions.markup.contains("<rect id=\"d0\" width=\"100\" height=\"44\" rx=\"22\"/>"))
        #expect(body.contains("<use href=\"#d0\" style=\"fill:#007AFF;fill-opacity:1\"/>"))
        let (_, negative) = Self.body(Self.drawing(frameWidth: 100, title: nil, cornerRadius: -5))
        #expect(negative.markup.contains("rx=\"0\""))
    }

    @Test("content is centered arrow gap then title") func contentIsCenteredArrowGapThenTitle() throws {
        let line = try Self.go(try TextTestSupport.bundledShaper())
        // title 3772 × 18 / 2816 = 24.1108 pt; content 18 + 9 + 24.1108 = 51.1108; left edge (200 − 51.1108) / 2 = 74.4446.
        // Title at 74.4446 + 27 = 101.4446; the arrow's box at 74.4446, its tip 0.92 × 18 = 16.56 into it.
        let (body, definitions) = Self.body(Self.drawing(frameWidth: 200, title: line))
        #expect(body.contains("transform=\"translate(101.445 "))
        #expect(body.contains("<use href=\"#d2\" x=\"74.44\" "))
        #expect(definitions.markup.contains("<path id=\"d2\" d=\"M16.56 "))
        #expect(!body.contains("short by"))
        #expect(!definitions.markup.contains("evenodd"))
    }

    @Test("right to left puts the arrow after the title") func rightToLeftPutsTheArrowAfterTheTitle() throws {
        let line = try Self.go(try TextTestSupport.bundledShaper())
        // Title at the content's left edge 74.4446; arrow box from 74.4446 + 51.1108 − 18 = 107.5554.
        let (body, _) = Self.body(Self.drawing(frameWidth: 200, title: line, rtl: true))
        #expect(body.contains("transform=\"translate(74.445 "))
        #expect(body.contains("<use href=\"#d2\" x=\"107.56\" "))
    }

    @Test("overflow is faded outside the frame with the shortfall") func overflowIsFadedOutsideTheFrameWithTheShortfall() throws {
        let line = try Self.go(try TextTestSupport.bundledShaper())
        // needed 51.1108 + 18 = 69.1108 in a 40 pt frame: short by 29.1 pt.
        let drawing = Self.drawing(frameWidth: 40, title: line)
        let (body, definitions) = Self.body(drawing)
        #expect(drawing.overflows)
        #expect(body.contains(">short by 29.1 pt</text>"))
        // Definitions in order of use: frame d0, arrow d1, title d2, fading mask d3, outline d4.
        // The content is drawn once, through a mask: 1 inside the frame's rectangle, 0.35 outside.
        #expect(definitions.resources == "<mask id=\"d3\" maskUnits=\"userSpaceOnUse\" x=\"-9999\" y=\"-9999\" width=\"19998\" height=\"19998\">"
            + "<rect x=\"-9999\" y=\"-9999\" width=\"19998\" height=\"19998\" fill=\"#FFFFFF\" fill-opacity=\"0.35\"/>"
            + "<rect width=\"40\" height=\"44\" rx=\"8\" fill=\"#FFFFFF\"/></mask>")
        // Under it, the fill spans the content's box: x (40 − 51.1108) / 2 = −5.56, 51.11 wide.
        #expect(body.contains("<g mask=\"url(#d3)\"><rect x=\"-5.56\" y=\"0\" width=\"51.11\" height=\"44\" style=\"fill:#007AFF;fill-opacity:1\"/><use href=\"#d0\" "))
        #expect(body.components(separatedBy: "href=\"#d2\"").count - 1 == 1)
        #expect(!body.contains("clip-path"))
        #expect(body.contains("<use href=\"#d4\"/>") && definitions.shapes.contains("<rect id=\"d4\" width=\"40\" height=\"44\" rx=\"8\" fill=\"none\" stroke=\"#D70015\" stroke-width=\"1\" stroke-dasharray=\"3 2\"/>"))
        #expect(Self.nestedUses(body: body, definitions: definitions).isEmpty)
        // The view box covers the spilled content: from (40 − 69.1108 + 18) / 2 … = −5.56 to 45.56.
        let bounds = drawing.bounds
        #expect(abs(bounds.x - (40 - 51.1108) / 2) < 1e-3)
        #expect(abs(bounds.width - 51.1108) < 1e-3)
    }

    @Test("translucent button is drawn over checkerboard and worst backdrop") func translucentButtonIsDrawnOverCheckerboardAndWorstBackdrop() {
        let paint = ButtonPaint.colors(fill: Self.blue.withAlpha(0.4), foreground: .white, viewAlpha: 1, worstBackdrop: .black)
        let (body, definitions) = Self.body(Self.drawing(frameWidth: 100, title: nil, paint: paint))
        // After the frame d0, its clip d1 and the arrow d2.
        #expect(definitions.markup.contains("<pattern id=\"d3\""))
        #expect(body.contains("fill=\"url(#d3)\""))
        #expect(body.contains("style=\"fill:#000000\""))
        #expect(body.contains("fill-opacity:0.4"))
        let (opaque, opaqueDefinitions) = Self.body(Self.drawing(frameWidth: 100, title: nil))
        #expect(!opaque.contains("url(#d3)") && !opaqueDefinitions.markup.contains("<pattern"))
    }

    /// A page's shared drawing takes its colors from the page: classes, no color of its own.
    @Test("CSS variable paint uses the pages classes") func cssVariablePaintUsesThePagesClasses() {
        let (body, definitions) = Self.body(Self.drawing(frameWidth: 100, title: nil, glyph: .arrowOutline, paint: .cssVariables(withBackdrop: true)))
        #expect(body.contains("<g class=\"lb-backdrop\">"))
        #expect(body.contains("class=\"lb-backdrop-color\""))
        #expect(body.contains("<use href=\"#d0\" class=\"lb-fill\"/>"))
        #expect(definitions.markup.contains("class=\"lb-fg-line\" stroke-width=\"1.62\""))  // 0.09 × 18
        #expect(!(body + definitions.markup).contains("#"+"007AFF"))
    }

    @Test("lines are defined once and placed by reference") func linesAreDefinedOnceAndPlacedByReference() throws {
        let shaper = try TextTestSupport.bundledShaper()
        var definitions = SVGDefinitions()
        var bodies = ""
        for size in [18.0, 18, 30] {
            let line = try shaper.glyphLine("Go", locale: "en", weight: .regular, pointSize: size)
            bodies += Self.drawing(frameWidth: 200, frameHeight: 80, title: line).body(definitions: &definitions)
        }
        // 18 pt uses Inter (text), 30 pt InterDisplay: two lines, each one path, placed three times.
        let titles = bodies.components(separatedBy: "<use data-title=\"\" href=\"#").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(titles.count == 3)
        #expect(Set(titles).count == 2)
        for id in Set(titles) { #expect(definitions.shapes.contains("<path id=\"\(id)\" d=\"M")) }
        #expect(Self.nestedUses(body: bodies, definitions: definitions).isEmpty)
    }

    /// A line is its glyphs' outlines end to end, in thousandths of an em (y down): "Go" in Inter
    /// at 18 pt is glyph 140 at pen 0 and glyph 772 at pen 2092 of 2816 units per em (hb-shape,
    /// see GlyphLineTests), each starting with the one absolute move of its outline, and placed at
    /// 18 / 1000 of a point per unit.
    @Test("a line is one path of its glyphs placed at their pens") func aLineIsOnePathOfItsGlyphsPlacedAtTheirPens() throws {
        let line = try Self.go(try TextTestSupport.bundledShaper())
        let font = try #require(line.runs.first?.font)
        var definitions = SVGDefinitions()
        let body = Self.drawing(frameWidth: 200, title: line).body(definitions: &definitions)
        let data = try #require(definitions.shapes.split(separator: "\n").first { $0.hasPrefix("<path id=\"d3\"") })
        let moves = data.split(separator: "M").dropFirst().map { String($0.prefix { !"mlhvqcz".contains($0) }) }
        func firstPoint(_ glyph: UInt32) throws -> (Double, Double) {
            let numbers = font.outline(glyph).dropFirst().prefix { !"MLQCZ".contains($0) }.split(separator: " ")
            try #require(numbers.count == 2)
            return (Double(numbers[0])!, Double(numbers[1])!)
        }
        func move(_ x: Double, _ y: Double) -> String {
            let (px, py) = (Int((x * 1000 / 2816).rounded()), Int((-y * 1000 / 2816).rounded()))
            return "\(px)\(py >= 0 ? " " : "")\(py)"
        }
        let (x0, y0) = try firstPoint(140), (x1, y1) = try firstPoint(772)
        #expect(moves == [move(x0, y0), move(x1 + 2092, y1)])
        #expect(body.contains(" scale(0.018)\""))  // 18 / 1000
    }

    /// Every `<use>` in the body and the definitions: the ids it refers to whose definitions hold
    /// a `<use>` themselves (a browser would build a shadow tree inside a shadow tree).
    static func nestedUses(body: String, definitions: SVGDefinitions) -> [String] {
        let all = body + "\n" + definitions.markup
        let defined = Dictionary(definitions.markup.split(separator: "\n").compactMap { element -> (String, Substring)? in
            guard let start = element.range(of: "id=\"") else { return nil }
            return (String(element[start.upperBound...].prefix { $0 != "\"" }), element)
        }, uniquingKeysWith: { first, _ in first })
        let references = all.components(separatedBy: "<use ").dropFirst().compactMap { use -> String? in
            guard let start = use.range(of: "href=\"#") else { return nil }
            return String(use[start.upperBound...].prefix { $0 != "\"" })
        }
        return references.filter { defined[$0]?.dropFirst().contains("<use") == true }
    }

    @Test("markup escapes every user character that could break out") func markupEscapesEveryUserCharacterThatCouldBreakOut() {
        #expect(MarkupText.escaped(#"<script>"a" & 'b'</script>"# + "\u{7}")
            == "&lt;script&gt;&quot;a&quot; &amp; 'b'&lt;/script&gt;")
        // Inside <style>: a CSS string cannot end the element or the string.
        #expect(MarkupText.cssString("a\"b</style>\nc\\") == #""a\"b\3C /style>\A c\\""#)
    }
}

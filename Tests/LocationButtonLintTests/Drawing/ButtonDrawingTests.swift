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
        let body = drawing.body(id: "t", definitions: &definitions)
        return (body, definitions)
    }

    @Test func cornerRadiusIsClampedToHalfTheShorterSide() {
        // min(100, 44) / 2 = 22 < 30 asked.
        // The frame is a shared rectangle (the first definition), filled by reference.
        let (body, definitions) = Self.body(Self.drawing(frameWidth: 100, title: nil, cornerRadius: 30))
        #expect(definitions.markup.contains("<rect id=\"d0\" width=\"100\" height=\"44\" rx=\"22\"/>"))
        #expect(body.contains("<use href=\"#d0\" style=\"fill:#007AFF;fill-opacity:1\"/>"))
        let (_, negative) = Self.body(Self.drawing(frameWidth: 100, title: nil, cornerRadius: -5))
        #expect(negative.markup.contains("rx=\"0\""))
    }

    @Test func contentIsCenteredArrowGapThenTitle() throws {
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

    @Test func rightToLeftPutsTheArrowAfterTheTitle() throws {
        let line = try Self.go(try TextTestSupport.bundledShaper())
        // Title at the content's left edge 74.4446; arrow box from 74.4446 + 51.1108 − 18 = 107.5554.
        let (body, _) = Self.body(Self.drawing(frameWidth: 200, title: line, rtl: true))
        #expect(body.contains("transform=\"translate(74.445 "))
        #expect(body.contains("<use href=\"#d2\" x=\"107.56\" "))
    }

    @Test func overflowIsFadedOutsideTheFrameWithTheShortfall() throws {
        let line = try Self.go(try TextTestSupport.bundledShaper())
        // needed 51.1108 + 18 = 69.1108 in a 40 pt frame: short by 29.1 pt.
        let drawing = Self.drawing(frameWidth: 40, title: line)
        let (body, definitions) = Self.body(drawing)
        #expect(drawing.overflows)
        #expect(body.contains(">short by 29.1 pt</text>"))
        // Definitions in order of use: frame d0, inside clip d1, arrow d2, title d3, outside clip d4, outline d5.
        #expect(definitions.markup.contains("<clipPath id=\"d1\"><use href=\"#d0\"/></clipPath>"))
        #expect(definitions.markup.contains("<clipPath id=\"d4\"><path clip-rule=\"evenodd\""))
        #expect(body.contains("<g clip-path=\"url(#d1)\"><g id=\"tk\">"))
        #expect(body.contains("<g clip-path=\"url(#d4)\" opacity=\"0.35\">"))
        #expect(body.contains("<use href=\"#tk\"/>"))
        #expect(body.contains("<use href=\"#d5\"/>") && definitions.markup.contains("stroke-dasharray=\"3 2\""))
        // The view box covers the spilled content: from (40 − 69.1108 + 18) / 2 … = −5.56 to 45.56.
        let bounds = drawing.bounds
        #expect(abs(bounds.x - (40 - 51.1108) / 2) < 1e-3)
        #expect(abs(bounds.width - 51.1108) < 1e-3)
    }

    @Test func translucentButtonIsDrawnOverCheckerboardAndWorstBackdrop() {
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
    @Test func cssVariablePaintUsesThePagesClasses() {
        let (body, definitions) = Self.body(Self.drawing(frameWidth: 100, title: nil, glyph: .arrowOutline, paint: .cssVariables(withBackdrop: true)))
        #expect(body.contains("<g class=\"lb-backdrop\">"))
        #expect(body.contains("class=\"lb-backdrop-color\""))
        #expect(body.contains("<use href=\"#d0\" class=\"lb-fill\"/>"))
        #expect(definitions.markup.contains("class=\"lb-fg-line\" stroke-width=\"1.62\""))  // 0.09 × 18
        #expect(!(body + definitions.markup).contains("#"+"007AFF"))
    }

    @Test func glyphsAndLinesAreDefinedOnceAndPlacedByReference() throws {
        let shaper = try TextTestSupport.bundledShaper()
        var definitions = SVGDefinitions()
        var bodies = ""
        for (i, size) in [18.0, 18, 30].enumerated() {
            let line = try shaper.glyphLine("Go", locale: "en", weight: .regular, pointSize: size)
            bodies += Self.drawing(frameWidth: 200, frameHeight: 80, title: line).body(id: "b\(i)", definitions: &definitions)
        }
        // 18 pt uses Inter (text), 30 pt InterDisplay: two fonts × two glyphs, two lines.
        #expect(definitions.markup.components(separatedBy: "<path id=\"g").count - 1 == 4)
        #expect(definitions.markup.components(separatedBy: "<g id=").count - 1 == 2)
        #expect(bodies.components(separatedBy: "<use data-title").count - 1 == 3)
    }

    @Test func markupEscapesEveryUserCharacterThatCouldBreakOut() {
        #expect(MarkupText.escaped(#"<script>"a" & 'b'</script>"# + "\u{7}")
            == "&lt;script&gt;&quot;a&quot; &amp; 'b'&lt;/script&gt;")
        // Inside <style>: a CSS string cannot end the element or the string.
        #expect(MarkupText.cssString("a\"b</style>\nc\\") == #""a\"b\3C /style>\A c\\""#)
    }
}

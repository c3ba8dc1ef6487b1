import Foundation
import Testing
@testable import LocationButtonLint

/// `Shaper.glyphLine` and `GlyphFont.outline` against HarfBuzz's own command-line shaper. Expected
/// values were recorded from `hb-shape` 6.0 in Fonts/ with
/// `hb-shape --bot --eot --script=S --direction=D --language=L --show-extents --no-glyph-names FONT TEXT`
/// (glyph=cluster+advance<x_bearing,y_bearing,width,height>), in font units.
@Suite struct GlyphLineTests {
    /// `Inter-Regular.otf "Go"` → `[140=0+2092<168,2076,1748,-2104>|772=1+1680<144,1556,1392,-1588>]`; upem 2816.
    @Test("latin glyphs and pen positions match hb shape") func latinGlyphsAndPenPositionsMatchHBShape() throws {
        let shaper = try TextTestSupport.bundledShaper()
        let line = try shaper.glyphLine("Go", locale: "en", weight: .regular, pointSize: 17)
        let run = try #require(line.runs.first)
        #expect(line.runs.count == 1)
        #expect(run.font.name == "Inter-Regular.otf#0")
        #expect(run.font.unitsPerEm == 2816)
        #expect(run.glyphs.map(\.id) == [140, 772])
        #expect(run.glyphs.map(\.x) == [0, 2092])
        // (2092 + 1680) × 17 / 2816 = 22.771… pt, and the same as measure() reports.
        #expect(abs(line.width - 3772.0 * 17 / 2816) < 1e-9)
        #expect(line.width == (try shaper.measure("Go", locale: "en", weight: .regular, pointSize: 17)).width)
    }

    /// The text matrix reads `metrics`, the reports `measure`: the same numbers for the hb-shape
    /// value above, (2092 + 1680) × 17 / 2816 pt, and for a mixed-script line at another size cut.
    @Test("metrics are the measurements numbers") func metricsAreTheMeasurementsNumbers() throws {
        let shaper = try TextTestSupport.bundledShaper()
        let go = try shaper.metrics("Go", locale: "en", weight: .regular, pointSize: 17)
        #expect(abs(go.width - 3772.0 * 17 / 2816) < 1e-9)
        for (text, locale, size) in [("Go", "en", 17.0), ("Share الموقع", "ar", 33.0), ("現在地を送信", "ja", 12.5)] {
            let measured = try shaper.measure(text, locale: locale, weight: .regular, pointSize: size)
            #expect(try shaper.metrics(text, locale: locale, weight: .regular, pointSize: size) == measured.metrics)
        }
    }

    /// `NotoSansArabic-Regular.ttf "الموقع"` (rtl, ar) →
    /// `[7=5+531|941=4+447|1457=3+472|767=2+578|662=1+260|44=0+238]`: visual order, pens 0, 531, 978, 1450, 2028, 2288.
    @Test("right to left run is in visual order") func rightToLeftRunIsInVisualOrder() throws {
        let shaper = try TextTestSupport.bundledShaper()
        let line = try shaper.glyphLine("الموقع", locale: "ar", weight: .regular, pointSize: 20)
        let run = try #require(line.runs.first)
        #expect(run.glyphs.map(\.id) == [7, 941, 1457, 767, 662, 44])
        #expect(run.glyphs.map(\.x) == [0, 531, 978, 1450, 2028, 2288])
    }

    /// The outline's on-curve extremes equal hb-shape's ink extents (fonts put points at extremes):
    /// 'o' (772) <144,1556,1392,-1588> → x 144…1536, y −32…1556.
    @Test("outline spans the glyphs ink extents") func outlineSpansTheGlyphsInkExtents() throws {
        let shaper = try TextTestSupport.bundledShaper()
        let line = try shaper.glyphLine("o", locale: "en", weight: .regular, pointSize: 17)
        let run = try #require(line.runs.first)
        let path = run.font.outline(772)
        #expect(path.hasPrefix("M") && path.hasSuffix("Z"))
        let points = Self.endPoints(path)
        #expect(points.map(\.x).min() == 144 && points.map(\.x).max() == 1536)
        #expect(points.map(\.y).min() == -32 && points.map(\.y).max() == 1556)
        #expect(run.font.outline(1654).isEmpty)  // the space draws nothing
    }

    /// The end point of every path command (the last pair of numbers after each letter).
    static func endPoints(_ path: String) -> [(x: Double, y: Double)] {
        var points: [(Double, Double)] = []
        var numbers: [Double] = [], current = ""
        func flushNumber() { if let v = Double(current) { numbers.append(v) }; current = "" }
        func flushCommand() {
            flushNumber()
            if numbers.count >= 2 { points.append((numbers[numbers.count - 2], numbers[numbers.count - 1])) }
            numbers = []
        }
        for ch in path {
            if ch.isLetter { flushCommand() } else if ch == " " { flushNumber() } else { current.append(ch) }
        }
        flushCommand()
        return points
    }
}

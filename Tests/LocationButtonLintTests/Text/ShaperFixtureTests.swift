import Foundation
import Testing
@testable import LocationButtonLint

/// Widths, runs and glyph counts against values computed independently with `hb-shape` on the same
/// font files (Fixtures/hb-shape-widths.json records each command).
@Suite struct ShaperFixtureTests {
    let shaper: Shaper
    init() throws { shaper = try TextTestSupport.bundledShaper() }

    @Test("fixtures are loaded") func fixturesAreLoaded() {
        #expect(ShapingFixtures.all.count >= 14)
    }

    @Test("matches hb shape", arguments: ShapingFixtures.all)
    func matchesHBShape(_ fixture: ShapingFixtures.Case) throws {
        let m = try shaper.measure(fixture.text, locale: fixture.locale, weight: fixture.weight, pointSize: fixture.pointSize)
        try #require(m.runs.count == fixture.runs.count, "runs: \(m.runs.map(\.text))")
        for (run, expected) in zip(m.runs, fixture.runs) {
            #expect(run.text == expected.text)
            #expect(run.font == expected.font)
            #expect(run.script == expected.script)
            #expect(run.direction == expected.direction)
            #expect(run.language == fixture.locale)
            #expect(run.glyphCount == expected.glyphCount, "\(expected.command)")
            #expect(abs(run.advanceWidth - expected.advanceWidth) < 0.01, "\(expected.command)")
        }
        let total = fixture.runs.reduce(0) { $0 + $1.advanceWidth }
        #expect(abs(m.advanceWidth - total) < 0.01)
        #expect(m.tracking == 0)  // the bundled manifest prescribes no tracking
        let lineHeight = fixture.runs.map { Double($0.lineHeightUnits) * fixture.pointSize / Double($0.unitsPerEm) }.max() ?? 0
        #expect(abs(m.lineHeight - lineHeight) < 0.01)
    }

    @Test("ligatures shape to fewer glyphs than characters", arguments: ["arabic-lam-alef-ligature", "devanagari"])
    func ligaturesShapeToFewerGlyphsThanCharacters(_ name: String) throws {
        let fixture = try #require(ShapingFixtures.named(name))
        let m = try shaper.measure(fixture.text, locale: fixture.locale, weight: fixture.weight, pointSize: fixture.pointSize)
        let glyphs = m.runs.reduce(0) { $0 + $1.glyphCount }
        #expect(glyphs < fixture.text.unicodeScalars.count)
        #expect(glyphs == fixture.runs.reduce(0) { $0 + $1.glyphCount })
    }

    /// Within one optical-size instance advances scale linearly. Inter switches cuts at 20 pt, so Latin
    /// is compared inside the display range.
    @Test("advances scale linearly", arguments: ["arabic", "devanagari", "thai", "urdu-nastaliq", "japanese", "traditional-chinese", "korean-bold", "hebrew"])
    func advancesScaleLinearly(_ name: String) throws {
        let f = try #require(ShapingFixtures.named(name))
        let one = try shaper.measure(f.text, locale: f.locale, weight: f.weight, pointSize: 1)
        let big = try shaper.measure(f.text, locale: f.locale, weight: f.weight, pointSize: 53)
        #expect(abs(big.advanceWidth - one.advanceWidth * 53) < 1e-9 * big.advanceWidth)
        #expect(abs(big.lineHeight - one.lineHeight * 53) < 1e-9 * big.lineHeight)
    }

    @Test("latin scales linearly within the display cut") func latinScalesLinearlyWithinTheDisplayCut() throws {
        let a = try shaper.measure("Share My Current Location", locale: "en", weight: .regular, pointSize: 20)
        let b = try shaper.measure("Share My Current Location", locale: "en", weight: .regular, pointSize: 53)
        #expect(abs(b.advanceWidth - a.advanceWidth * 53 / 20) < 1e-9 * b.advanceWidth)
        let text = try shaper.measure("Share My Current Location", locale: "en", weight: .regular, pointSize: 19.5)
        #expect(text.runs.first?.font == "Inter-Regular.otf")
        #expect(a.runs.first?.font == "InterDisplay-Regular.otf")
    }

    @Test("uncertainty is the largest margin among fonts used") func uncertaintyIsTheLargestMarginAmongFontsUsed() throws {
        // Values from Fonts/manifest.json (written by Fonts/regenerate.py): Inter 0.08, CJK 0.03.
        #expect(try shaper.measure("現在地", locale: "ja", weight: .regular, pointSize: 17).uncertainty == 0.03)
        #expect(try shaper.measure("iPhoneの現在地", locale: "ja", weight: .regular, pointSize: 17).uncertainty == 0.08)
    }

    @Test("bidi controls of the right to left pseudolanguage are not measured") func bidiControlsOfTheRightToLeftPseudolanguageAreNotMeasured() throws {
        let plain = try shaper.measure("Current Location", locale: "en", weight: .regular, pointSize: 17)
        let rtl = try shaper.measure("\u{202E}Current Location\u{202C}", locale: "en", weight: .regular, pointSize: 17)
        #expect(rtl.runs.map(\.direction) == ["rtl"])
        #expect(rtl.runs.first?.text == "Current Location")
        #expect(rtl.runs.first?.glyphCount == 16)
        // Same glyphs; only kerning pairs read in the other order may differ.
        #expect(abs(rtl.advanceWidth - plain.advanceWidth) < 0.02 * plain.advanceWidth)
    }

    /// UAX #9 by hand: in a left-to-right paragraph the Arabic word and the number after it get levels
    /// 1 and 2 (the space between them takes R by rule N1; the space before "now" takes the embedding
    /// direction); rule L2 reverses levels ≥ 1, so the number is drawn left of the Arabic word.
    @Test("runs come in visual order") func runsComeInVisualOrder() throws {
        let m = try shaper.measure("Go to الموقع 123 now", locale: "en", weight: .regular, pointSize: 17)
        #expect(m.runs.map(\.text) == ["Go to ", "123", "الموقع ", " now"])
        #expect(m.runs.map(\.direction) == ["ltr", "ltr", "rtl", "ltr"])
        #expect(m.runs.map(\.script) == ["Latn", "Arab", "Arab", "Latn"])
    }

    @Test("empty text has no width but a line") func emptyTextHasNoWidthButALine() throws {
        let m = try shaper.measure("", locale: "en", weight: .regular, pointSize: 17)
        #expect(m.runs.isEmpty && m.advanceWidth == 0)
        #expect(m.lineHeight > 17)
    }
}

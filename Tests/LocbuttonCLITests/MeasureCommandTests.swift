import Foundation
import Testing

/// `locbutton measure` end to end on the built executable. Expected widths are the hb-shape values of
/// Tests/LocationButtonLintTests/Fixtures/hb-shape-widths.json (the commands are listed there), e.g.
/// `hb-shape --bot --eot --script=Arab --direction=rtl --language=ar --output-format=json
/// --no-glyph-names Fonts/NotoSansArabic-Regular.ttf 'مشاركة موقعي الحالي'` → Σax 8534 / 1000 em.
@Suite struct MeasureCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func run(_ arguments: [String]) throws -> LocbuttonRunner.Output {
        try LocbuttonRunner.run(arguments, environment: ["LOCBUTTON_HOME": Self.root.path])
    }

    struct Output: Decodable {
        struct Run: Decodable { var text: String; var font: String; var faceIndex: Int; var script: String
                                var direction: String; var language: String; var glyphCount: Int; var advanceWidth: Double }
        var text: String; var runs: [Run]; var advanceWidth: Double; var tracking: Double; var lineHeight: Double
    }

    /// Locale → Σax of hb-shape and units per em, for the title shareMyCurrentLocation.
    static let titleWidths: [String: (advance: Double, unitsPerEm: Double)] = [
        "ar": (8534, 1000), "ur": (12208, 1000), "en": (35624, 2816),
    ]

    @Test("title width equals hb shape", arguments: ["ar", "ur", "en"])
    func titleWidthEqualsHBShape(locale: String) throws {
        let (advance, unitsPerEm) = try #require(Self.titleWidths[locale])
        let expected = advance * 17 / unitsPerEm
        let result = try run(["measure", "--title", "shareMyCurrentLocation", "--locale", locale, "--size", "17", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let output = try JSONDecoder().decode(Output.self, from: Data(result.stdout.utf8))
        #expect(abs(output.advanceWidth - expected) < 0.01)
        #expect(output.tracking == 0)
    }

    @Test("mixed Japanese and latin runs") func mixedJapaneseAndLatinRuns() throws {
        let result = try run(["measure", "--text", "iPhoneの現在地", "--locale", "ja", "--size", "17", "--format", "json"])
        let output = try JSONDecoder().decode(Output.self, from: Data(result.stdout.utf8))
        #expect(output.runs.map(\.font) == ["Inter-Regular.otf", "NotoSansCJKJP-Regular.otf", "NotoSansCJKJP-Regular.otf"])
        #expect(output.runs.map(\.script) == ["Latn", "Hira", "Hani"])
        #expect(abs(output.advanceWidth - (9088.0 * 17 / 2816 + 17 + 51)) < 0.01)
    }

    @Test("uncovered character exits two naming it") func uncoveredCharacterExitsTwoNamingIt() throws {
        let result = try run(["measure", "--text", "Hi 😀", "--locale", "en"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("U+1F600") && result.stderr.contains("locale en") && result.stderr.contains("Inter"))
        #expect(result.stdout.isEmpty)
    }

    @Test("missing font directory exits two") func missingFontDirectoryExitsTwo() throws {
        let result = try run(["measure", "--fonts", "/nonexistent-fonts", "--text", "Hi"])
        #expect(result.status == 2)
        #expect(result.stderr == "/nonexistent-fonts/manifest.json: expected a font manifest (manifest.json), found no readable file\n")
    }

    @Test("unreadable locale exits two on one line", arguments: ["@@", "German", "xx", "de--CH"])
    func unreadableLocaleExitsTwoOnOneLine(locale: String) throws {
        let result = try run(["measure", "--text", "Hi", "--locale", locale])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.contains("--locale: expected a BCP 47 tag") && result.stderr.contains("\"\(locale)\""))
    }

    @Test("text output ends with a newline") func textOutputEndsWithANewline() throws {
        let result = try run(["measure", "--text", "Hi", "--locale", "en"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("\"Hi\" at 17 pt: width "))
        #expect(result.stdout.hasSuffix(" pt\n"))
    }

    @Test("locale tag is canonicalized") func localeTagIsCanonicalized() throws {
        let result = try run(["measure", "--title", "currentLocation", "--locale", "pt_br", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let output = try JSONDecoder().decode(Output.self, from: Data(result.stdout.utf8))
        #expect(output.text == "Localização atual")
        #expect(output.runs.map(\.language) == ["pt-BR"])
    }

    /// 1e308 pt overflowed widths to infinity: JSON encoding failed with a Swift error dump.
    @Test("unusable size exits two on one line", arguments: ["1e308", "nan", "0", "2001"])
    func unusableSizeExitsTwoOnOneLine(size: String) throws {
        for format in ["text", "json"] {
            let result = try run(["measure", "--text", "Hi", "--size", size, "--format", format])
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            #expect(result.stderrLines.count == 1 && result.stderr.contains("--size: expected a point size above 0 and at most 2000"))
        }
    }
}

extension MeasureCommandTests {
    /// HIG Dynamic Type table: Body is 40 pt at AX3, so `--size AX3` measures what `--size 40` does.
    @Test("size category measures at the body styles size") func sizeCategoryMeasuresAtTheBodyStylesSize() throws {
        let category = try LocbuttonRunner.run(["measure", "--title", "currentLocation", "--size", "AX3", "--format", "json"])
        let points = try LocbuttonRunner.run(["measure", "--title", "currentLocation", "--size", "40", "--format", "json"])
        #expect(category.status == 0)
        #expect(category.stdout == points.stdout)
        let contrast = try LocbuttonRunner.run(["contrast", "white", "systemBlue", "--size", "AX3"])
        #expect(contrast.stdout.contains("40 pt regular"))
    }
}

import Foundation
import Testing

/// `locbutton measure` end to end on the built executable. Expected widths are the hb-shape values of
/// Tests/LocationButtonLintTests/Fixtures/hb-shape-widths.json (the commands are listed there), e.g.
/// `hb-shape --bot --eot --script=Arab --direction=rtl --language=ar --output-format=json
/// --no-glyph-names Fonts/NotoSansArabic-Regular.ttf 'مشاركة موقعي الحالي'` → Σax 8534 / 1000 em.
@Suite struct MeasureCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `locbutton` built next to the test bundle (`swift test` builds every product).
    static var executable: URL {
        var dir = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = dir.appendingPathComponent("locbutton")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir.deleteLastPathComponent()
        }
        return Bundle.main.bundleURL.appendingPathComponent("locbutton")
    }

    func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["LOCBUTTON_HOME": Self.root.path]) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
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

    @Test(arguments: ["ar", "ur", "en"])
    func titleWidthEqualsHBShape(locale: String) throws {
        let (advance, unitsPerEm) = try #require(Self.titleWidths[locale])
        let expected = advance * 17 / unitsPerEm
        let result = try run(["measure", "--title", "shareMyCurrentLocation", "--locale", locale, "--size", "17", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let output = try JSONDecoder().decode(Output.self, from: Data(result.stdout.utf8))
        #expect(abs(output.advanceWidth - expected) < 0.01)
        #expect(output.tracking == 0)
    }

    @Test func mixedJapaneseAndLatinRuns() throws {
        let result = try run(["measure", "--text", "iPhoneの現在地", "--locale", "ja", "--size", "17", "--format", "json"])
        let output = try JSONDecoder().decode(Output.self, from: Data(result.stdout.utf8))
        #expect(output.runs.map(\.font) == ["Inter-Regular.otf", "NotoSansCJKJP-Regular.otf", "NotoSansCJKJP-Regular.otf"])
        #expect(output.runs.map(\.script) == ["Latn", "Hira", "Hani"])
        #expect(abs(output.advanceWidth - (9088.0 * 17 / 2816 + 17 + 51)) < 0.01)
    }

    @Test func uncoveredCharacterExitsTwoNamingIt() throws {
        let result = try run(["measure", "--text", "Hi 😀", "--locale", "en"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("U+1F600") && result.stderr.contains("locale en") && result.stderr.contains("Inter"))
        #expect(result.stdout.isEmpty)
    }

    @Test func missingFontDirectoryExitsTwo() throws {
        let result = try run(["measure", "--fonts", "/nonexistent-fonts", "--text", "Hi"])
        #expect(result.status == 2)
        #expect(result.stderr == "/nonexistent-fonts/manifest.json: expected a font manifest (manifest.json), found no readable file\n")
    }
}

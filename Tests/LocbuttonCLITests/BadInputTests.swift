import Foundation
import Testing

/// Bad theme files and bad usage: exit 2, one line per problem on stderr naming file, line and
/// column (counted by hand in the fixtures), nothing on stdout and no report file written.
@Suite struct BadInputTests {
    typealias Runner = LocbuttonRunner

    private func expectRejected(_ arguments: [String], lines expected: [String]) throws {
        let folder = try Runner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("report.json").path
        let sarif = folder.appendingPathComponent("report.sarif").path
        let result = try Runner.run(arguments + ["--output", output, "--report", "sarif=\(sarif)"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderrLines == expected)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("every problem of a theme file on its own line") func everyProblemOfAThemeFileOnItsOwnLine() throws {
        let path = try Runner.fixture("bad-keys.yaml")
        try expectRejected(["check", path], lines: [
            "\(path):3:5: expected a key of a button, found \"backgorund\" (did you mean \"background\"?)",
            "\(path):4:15: expected a font size in points, found \"big\"",
            "\(path):5:12: expected an alpha from 0 to 1, found 2",
            "\(path):6:5: expected a unique button id, found \"a\" again (first at \(path):2)",
        ])
    }

    @Test("JSON syntax error names its line") func jsonSyntaxErrorNamesItsLine() throws {
        let path = try Runner.fixture("bad-syntax.json")
        let result = try Runner.run(["check", path])
        #expect(result.status == 2)
        #expect(result.stderrLines.count == 1)
        // Line 3 holds `{"id": "a" "title": "none"}`, a missing comma.
        #expect(result.stderrLines.first?.hasPrefix("\(path):3:") == true)
        #expect(result.stderr.contains("expected YAML or JSON syntax"))
    }

    @Test("unknown color gets a hint") func unknownColorGetsAHint() throws {
        let path = try Runner.fixture("bad-color.yaml")
        try expectRejected(["check", path], lines: [
            "\(path):3:17: expected a color literal, system color or asset color name, found \"sytemBlue\" (did you mean \"systemBlue\"?)",
        ])
    }

    @Test("title and glyph none is no bad input") func titleAndGlyphNoneIsNoBadInput() throws {
        // `title: none` and `glyph: none` (label and icon 0): CoreLocationUI draws "Current
        // Location" without the arrow (docs/system-model.md §5), so the button is judged, not
        // rejected as empty.
        let path = try Runner.fixture("neither-label-nor-icon.yaml")
        let result = try Runner.run(["check", path, "--languages", "en", "--format", "json"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        let buttons = try #require(try Runner.json(result.stdout)["buttons"] as? [[String: Any]])
        #expect(buttons.first?["status"] as? String == "judged")
        // Judged as drawn, and said so: LB006 informs, it does not reject.
        let lb006 = (buttons.first?["findings"] as? [[String: Any]] ?? []).filter { $0["rule"] as? String == "LB006" }
        #expect(lb006.map { $0["message"] as? String } == [
            "title none and no glyph: UIKit draws \"Current Location\" without the arrow (neither label nor icon set); it is judged as drawn",
        ])
    }

    @Test("title no font covers is bad input") func titleNoFontCoversIsBadInput() throws {
        // A German title with U+E000 (private use), which no bundled font covers.
        let catalog = try Runner.fixture("uncovered.xcstrings")
        // The checkout's bundled fonts; the line names their manifest and the chain it lacks a font in.
        let root = URL(fileURLWithPath: Runner.exampleTheme).deletingLastPathComponent().deletingLastPathComponent().path
        try expectRejected(["check", try Runner.fixture("guideline.yaml"), "--locales", catalog, "--languages", "de"], lines: [
            "\(root)/Fonts/manifest.json:$.scripts.Latn: no font covers U+E000 in locale de (script Latn, chain: Inter)",
        ])
    }

    @Test("missing theme file") func missingThemeFile() throws {
        try expectRejected(["check", "/no/such/theme.yaml"], lines: ["/no/such/theme.yaml: expected a theme file, found no such file"])
    }

    @Test("bad usage is one line and exit two") func badUsageIsOneLineAndExitTwo() throws {
        let theme = try Runner.fixture("passing.yaml")
        try expectRejected(["check", theme, "--sizes", "huge"], lines: [
            "locbutton: --sizes expects size categories such as large, AX1...AX5 or xSmall,large,AX3, found \"huge\" (see locbutton help)",
        ])
        try expectRejected(["check", theme, "--appearances", "drak"], lines: [
            "locbutton: --appearances expects light, dark, light-high-contrast, dark-high-contrast, found \"drak\" (did you mean \"dark\"?) (see locbutton help)",
        ])
        let unknownOption = try Runner.run(["check", theme, "--colour", "never"])
        #expect(unknownOption.status == 2 && unknownOption.stderrLines.count == 1)
    }

    @Test("unwritable report file writes nothing") func unwritableReportFileWritesNothing() throws {
        let folder = try Runner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("report.json").path
        let bad = folder.appendingPathComponent("missing/report.sarif").path
        let result = try Runner.run(["check", try Runner.fixture("passing.yaml"), "--report", "json=\(good)", "--report", "sarif=\(bad)"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderrLines == ["\(bad): expected a file in an existing folder, found no folder \(folder.path)/missing"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}

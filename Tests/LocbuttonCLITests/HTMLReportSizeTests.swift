import Foundation
import Testing

/// The HTML report's size grows with its cells, not with their ink: glyph outlines, title lines and
/// drawings are defined once and placed by reference.
@Suite struct HTMLReportSizeTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The example theme's buttons repeated to 100 (ids suffixed -00, -01, …), without its language
    /// list, so every language iOS offers is checked: 100 buttons, all languages.
    static func hundredButtonTheme() throws -> String {
        let example = try String(contentsOf: repositoryRoot.appendingPathComponent("Examples/trailhead.yaml"), encoding: .utf8)
        let parts = example.components(separatedBy: "\nbuttons:\n")
        let settings = parts[0].split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("languages:") && !$0.hasPrefix("assets:") }
            .joined(separator: "\n")
        let assets = repositoryRoot.appendingPathComponent("Examples/Assets.xcassets").path
        let buttons = parts[1].components(separatedBy: "\n  - id: ").dropFirst().map { "  - id: " + $0 }
        var out = settings + "\nassets: \"\(assets)\"\nbuttons:\n"
        for i in 0..<100 {
            let lines = buttons[i % buttons.count].split(separator: "\n", omittingEmptySubsequences: false)
            out += lines[0] + String(format: "-%02d", i / buttons.count) + "\n" + lines.dropFirst().joined(separator: "\n") + "\n"
        }
        return out
    }

    /// The floor: 100 buttons in every language in under 20 MB. A cell is one (button,
    /// locale, size) drawn once for every appearance, with one element per group of appearances
    /// sharing a verdict; 100 buttons (83 with a title) × 62 locales × 12 sizes ≈ 62,000 cells.
    /// The elements stand for every (cell, appearance) combination of the JSON report once.
    @Test("hundred buttons in every language fit twenty megabytes") func hundredButtonsInEveryLanguageFitTwentyMegabytes() throws {
        let folder = try LocbuttonRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("hundred.yaml"), page = folder.appendingPathComponent("hundred.html")
        let json = folder.appendingPathComponent("hundred.json")
        try Data(try Self.hundredButtonTheme().utf8).write(to: theme)
        let run = try LocbuttonRunner.run(["check", theme.path, "--format", "json", "--detail", "full", "--output", json.path,
                                           "--report", "html=\(page.path)"])
        #expect(run.status == 1, "\(run.stderr)")
        let bytes = try #require(try FileManager.default.attributesOfItem(atPath: page.path)[.size] as? Int)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.components(separatedBy: "<section class=\"button ").count - 1 == 100)
        var report = try LocbuttonRunner.json(try String(contentsOf: json, encoding: .utf8))
        // The theme repeats the example's buttons: each design is drawn once, by its first copy
        // (ids ending -00); the 94 others point at it.
        let buttons = report["buttons"] as? [[String: Any]] ?? []
        let firsts = buttons.filter { ($0["id"] as? String)?.hasSuffix("-00") == true }
        #expect(firsts.count == 6)
        report["buttons"] = firsts
        let drawn = HTMLReportTests.markupPairs(html)
        #expect(drawn.pairs == HTMLReportTests.expectedPairs(report))
        #expect(drawn.pairs > 10_000)
        let pointers = html.components(separatedBy: "which has the same design.</p>").count - 1
        #expect(pointers == buttons.filter { $0["status"] as? String == "judged" }.count - firsts.filter { $0["status"] as? String == "judged" }.count)
        #expect(bytes < 20_000_000, "the 100-button report is \(bytes) bytes")
        FileHandle.standardError.write(Data("note: 100-button all-language HTML report: \(bytes) bytes, \(drawn.elements) elements for \(drawn.pairs) (cell, appearance) pairs\n".utf8))
    }

    /// A page draws at most 100 designs (worst first): 101 buttons, each its own width (so each its
    /// own design), give 100 grids, one section that says it is not drawn, and a note in the header.
    @Test("a page draws at most a hundred designs") func aPageDrawsAtMostAHundredDesigns() throws {
        let folder = try LocbuttonRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("wide.yaml"), page = folder.appendingPathComponent("wide.html")
        var yaml = "appearances: [light]\nbuttons:\n"
        for i in 0..<101 {
            yaml += "  - id: b\(i)\n    api: swiftui\n    title: currentLocation\n    glyph: arrowFilled\n    fontSize: 17\n"
                + "    background: \"#007AFF\"\n    foreground: \"#FFFFFF\"\n    width: \(200 + i)\n    height: 44\n"
        }
        try Data(yaml.utf8).write(to: theme)
        let run = try LocbuttonRunner.run(["check", theme.path, "--languages", "en", "--sizes", "large", "--format", "html", "--output", page.path])
        #expect(run.status == 0, "\(run.stderr)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.components(separatedBy: "<section class=\"button ").count - 1 == 101)
        #expect(html.components(separatedBy: "<table class=grid").count - 1 == 100)
        #expect(html.components(separatedBy: "not drawn (the page draws the first 100 designs; the JSON report has every finding's numbers)").count - 1 == 1)
        #expect(html.contains("the page draws the first 100 of 101 designs"))
        #expect(!html.contains("which has the same design"))
    }
}

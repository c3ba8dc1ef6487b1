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

    /// Every judged button has a cell per appearance × language × size category (a glyph-only one,
    /// one per appearance), each carrying the five data attributes DESIGN.md §6 requires, whose
    /// names alone take 68 bytes: 100 buttons (83 with a title) × 62 locales × 12 sizes × 4 appearances ≈ 247,000
    /// cells cannot fit 20 MB (81 bytes a cell). What sharing guarantees is that a cell costs a
    /// couple of hundred bytes whatever its title: outlines, lines and drawings are references.
    @Test func hundredButtonsInEveryLanguageCostAFewHundredBytesACell() throws {
        let folder = try LocbuttonRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("hundred.yaml"), page = folder.appendingPathComponent("hundred.html")
        try Data(try Self.hundredButtonTheme().utf8).write(to: theme)
        let run = try LocbuttonRunner.run(["check", theme.path, "--format", "html", "--output", page.path])
        #expect(run.status == 1, "\(run.stderr)")
        let bytes = try #require(try FileManager.default.attributesOfItem(atPath: page.path)[.size] as? Int)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.components(separatedBy: "<section class=\"button ").count - 1 == 100)
        let cells = html.components(separatedBy: "<td tabindex=0 ").count - 1
        #expect(cells > 200_000)
        #expect(Double(bytes) / Double(cells) < 250, "the 100-button report is \(bytes) bytes for \(cells) cells")
        FileHandle.standardError.write(Data("note: 100-button all-language HTML report: \(bytes) bytes, \(cells) cells\n".utf8))
    }
}

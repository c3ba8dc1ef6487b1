import Foundation
import Testing

/// The HTML report's size grows with its cells, not with their ink: glyph outlines, title lines and
/// drawings are defined once and placed by reference.
@Suite struct HTMLReportSizeTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The example theme's five buttons twenty times over (ids suffixed -00 … -19), without its
    /// language list, so every language iOS offers is checked: 100 buttons, all languages.
    static func hundredButtonTheme() throws -> String {
        let example = try String(contentsOf: repositoryRoot.appendingPathComponent("Examples/trailhead.yaml"), encoding: .utf8)
        let parts = example.components(separatedBy: "\nbuttons:\n")
        let settings = parts[0].split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("languages:") && !$0.hasPrefix("assets:") }
            .joined(separator: "\n")
        let assets = repositoryRoot.appendingPathComponent("Examples/Assets.xcassets").path
        let buttons = parts[1].components(separatedBy: "\n  - id: ").dropFirst().map { "  - id: " + $0 }
        #expect(buttons.count == 5)
        var out = settings + "\nassets: \"\(assets)\"\nbuttons:\n"
        for copy in 0..<20 {
            for button in buttons {
                let lines = button.split(separator: "\n", omittingEmptySubsequences: false)
                out += lines[0] + String(format: "-%02d", copy) + "\n" + lines.dropFirst().joined(separator: "\n") + "\n"
            }
        }
        return out
    }

    @Test func hundredButtonsInEveryLanguageStayUnderTwentyMegabytes() throws {
        let folder = try LocbuttonRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("hundred.yaml"), page = folder.appendingPathComponent("hundred.html")
        try Data(try Self.hundredButtonTheme().utf8).write(to: theme)
        let run = try LocbuttonRunner.run(["check", theme.path, "--format", "html", "--output", page.path])
        #expect(run.status == 1, "\(run.stderr)")
        let bytes = try #require(try FileManager.default.attributesOfItem(atPath: page.path)[.size] as? Int)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.components(separatedBy: "<section class=\"button ").count - 1 == 100)
        #expect(bytes < 20_000_000, "the 100-button report is \(bytes) bytes")
    }
}

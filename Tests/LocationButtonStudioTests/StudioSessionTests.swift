import Foundation
import LocationButtonStudio
import Testing

/// A theme the reader refuses still lists its buttons, with its problems, and judging one puts
/// the reader's line next to the field whose key it names.
@Suite struct StudioSessionTests {
    @Test("a theme with bad input lists its buttons and places the problem") func aThemeWithBadInputListsItsButtonsAndPlacesTheProblem() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("studio-session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("bad.yaml").path
        // Line 6, column 12: the width's value; its range is docs/theme-files.md's ("greater than 0, at most 10000").
        try """
            buttons:
              - id: first
                title: currentLocation
              - id: "second"
                api: uikit
                width: -5
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let session = try StudioSession(paths: [path], judge: try StudioJudge(resources: StudioBrowserTests.root))
        let listing = try #require(try JSONSerialization.jsonObject(with: await session.listing()) as? [String: Any])
        let theme = try #require((listing["themes"] as? [[String: Any]])?.first)
        #expect((theme["buttons"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["first", "second"])
        #expect(theme["problems"] as? [String] == ["\(path):6:12: expected a width in points greater than 0 and at most 10000, found -5"])

        let (judged, drawing) = try await session.judge(file: 0, button: "second", changes: [:])
        #expect(judged.verdict == "invalid" && drawing == nil)
        #expect(judged.problems.map(\.key) == ["width"])
        // Mended in its field, it is judged.
        let (mended, _) = try await session.judge(file: 0, button: "second", changes: ["width": "200"])
        #expect(mended.verdict != "invalid" && mended.problems.isEmpty)
    }

    @Test("button ids come from the text alone") func buttonIDsComeFromTheTextAlone() {
        #expect(ThemeTextEditor.buttonIDs(in: "buttons:\n  - id: a\n    width: x\n  # note\n  - title: none\n    id: 'b c'\n") == ["a", "b c"])
        #expect(ThemeTextEditor.buttonIDs(in: "{\"buttons\": [{\"id\": \"a\"}]}") == [])
    }
}

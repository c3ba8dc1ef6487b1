import Foundation
import Testing
@testable import LocationButtonLint

/// Issue 14's reproducers below the CLI: the number formatter never traps, manifest numbers have
/// bounds, the did-you-mean skips words no candidate is near, and reports hold no raw control
/// character a user string could bring in.
@Suite struct HostileValueTests {
    /// `Int(1e18 * 1000)` would trap ("Double value cannot be converted to Int"); the digits of
    /// these doubles are exact decimal expansions (python3: `'%.0f' % 1e19`).
    @Test("the number formatter never traps") func theNumberFormatterNeverTraps() {
        #expect(NumberText.fixed(1e18, 3) == "1000000000000000000")
        #expect(NumberText.fixed(-1e19, 1) == "-10000000000000000000")
        #expect(NumberText.trimmed(1e300, 2).count == 301)
        #expect(NumberText.fixed(2.5, 1) == "2.5")
    }

    private func manifest(tracking: String) -> Data {
        Data(#"{"version": 1, "scripts": {"Latn": ["A"]}, "families": [{"name": "A", "margin": 0.02, "faces": [{"file": "a.otf"}], "tracking": [[11, 0.1], \#(tracking)]}]}"#.utf8)
    }

    @Test("manifest tracking outside its range", arguments: [("[17, 1e300]", "$.families[0].tracking[1][1]", "expected tracking in points per character from −10 to 10, found 1e+300"),
                      ("[17, -1e300]", "$.families[0].tracking[1][1]", "expected tracking in points per character from −10 to 10, found -1e+300"),
                      ("[1e9, 0.2]", "$.families[0].tracking[1][0]", "expected a point size in 0–1000, found 1000000000.0")])
    func manifestTrackingOutsideItsRange(row: String, place: String, message: String) throws {
        let manifest = try InputParsers.fontManifest(manifest(tracking: row), file: "manifest.json")
        #expect(throws: InputError(file: "manifest.json", place: place, message)) {
            _ = try FontCatalog(manifest: manifest, manifestPath: "manifest.json") { file in
                throw InputError(file: file, "not read")
            }
        }
    }

    @Test("no hint for a word far longer than every candidate") func noHintForAWordFarLongerThanEveryCandidate() {
        #expect(SpellingHint.hint(for: String(repeating: "systemBlue", count: 100_000), among: ["systemBlue", "white"]) == "")
        #expect(SpellingHint.hint(for: "sytemBlue", among: ["systemBlue", "white"]) == " (did you mean \"systemBlue\"?)")
    }

    @Test("messages escape control characters and cap echoes") func messagesEscapeControlCharactersAndCapEchoes() {
        let error = InputError(file: "a\nb.yaml", place: "1:1", "found \u{1B}]0;title\u{07}")
        #expect(error.description == #"a\nb.yaml:1:1: found \u{1B}]0;title\u{7}"#)
        #expect(InputText.quoted(String(repeating: "x", count: 500)) == "\"" + String(repeating: "x", count: 80) + "…\"")
    }

    /// What XML cannot hold is shown escaped, as in every format (issue 35: one escaping),
    /// rather than dropped: the NUL and the noncharacters as `\u{…}` text.
    @Test("JUnit shows what XML cannot hold escaped") func junitShowsWhatXMLCannotHoldEscaped() {
        #expect(JUnitReporter.escape("a\u{0}b\u{FFFF}c\u{FFFE}<") == #"a\u{0}b\u{FFFF}c\u{FFFE}&lt;"#)
    }

    /// JSON has no way to hold a raw control character: JSONValue writes them as \u escapes.
    @Test("JSON escapes control characters") func jsonEscapesControlCharacters() throws {
        let text = String(JSONValue.string("a\u{0}\u{1B}\n").serialized().dropLast())  // the final newline
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 })
        #expect(try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed) as? String == "a\u{0}\u{1B}\n")
    }
}

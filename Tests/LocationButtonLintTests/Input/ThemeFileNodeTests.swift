import Testing
@testable import LocationButtonLint

/// The positioned reading layer: every problem as `file:line:column: expected …, found …`. Expected
/// positions are counted by hand in the literal texts below (lines and columns start at 1).
@Suite struct ThemeFileNodeTests {
    private func parse(_ text: String, file: String = "t.yaml") throws -> ThemeFileNode {
        try ThemeFileSyntax.parse(text, file: file)
    }

    /// The one-line message parsing `text` fails with, or nil when it parses.
    private func problem(_ text: String, file: String = "t.yaml") -> String? {
        do { _ = try ThemeFileSyntax.parse(text, file: file) } catch { return error.description }
        return nil
    }

    @Test("YAML syntax error names line and column") func yamlSyntaxErrorNamesLineAndColumn() throws {
        // Line 3 is indented by three spaces, under a sequence entry indented by two.
        let message = try #require(problem("buttons:\n  - id: a\n   fontSize: 17\n"))
        #expect(message.hasPrefix("t.yaml:3:"))
        #expect(message.contains("expected YAML or JSON syntax"))
    }

    @Test("JSON syntax error names line and column") func jsonSyntaxErrorNamesLineAndColumn() throws {
        // Missing comma after "a": libyaml stops at the next key on line 3, column 3.
        let message = try #require(problem("{\n  \"id\": \"a\"\n  \"fontSize\": 17\n}\n", file: "t.json"))
        #expect(message.hasPrefix("t.json:3:3: expected YAML or JSON syntax"))
    }

    @Test("duplicate keys are reported") func duplicateKeysAreReported() {
        #expect(problem("id: a\nfontSize: 17\nid: b\n")
                == "t.yaml:1:1: expected each key once in a mapping, found \"id\" more than once")
    }

    @Test("empty file is a problem") func emptyFileIsAProblem() {
        #expect(throws: InputError(file: "t.yaml", "expected a theme (a mapping with a \"buttons\" list), found an empty file")) {
            try parse("# nothing\n")
        }
    }

    @Test("unknown key gets position and hint") func unknownKeyGetsPositionAndHint() throws {
        let root = try parse("id: a\nbackgorund: red\nzzz: 1\n")
        let problems = ThemeFileProblems()
        let fields = try root.fields(of: "a button", keys: ["id", "background", "foreground"], problems: problems)
        #expect(fields["id"] != nil)
        #expect(problems.all.map(\.description) == [
            "t.yaml:2:1: expected a key of a button, found \"backgorund\" (did you mean \"background\"?)",
            "t.yaml:3:1: expected a key of a button, found \"zzz\"",
        ])
    }

    @Test("JSON values carry their positions") func jsonValuesCarryTheirPositions() throws {
        let text = "{\n  \"buttons\": [\n    {\"id\": \"a\", \"fontSize\": \"17\"}\n  ]\n}\n"
        let root = try parse(text, file: "t.json")
        let problems = ThemeFileProblems()
        let buttons = try #require(try root.fields(of: "a theme", keys: ["buttons"], problems: problems)["buttons"]).list()
        let button = try buttons[0].fields(of: "a button", keys: ["id", "fontSize"], problems: problems)
        let fontSize = try #require(button["fontSize"])
        // A quoted "17" is a string, as in JSON: column 29 is the opening quote
        // (python3: `"    {\"id\": \"a\", \"fontSize\": \"17\"}".index("\"17\"") + 1`).
        #expect(throws: InputError(file: "t.json", place: "3:29", "expected a font size in points, found \"17\"")) {
            try fontSize.number("a font size in points", in: 1...200)
        }
    }

    @Test("numbers are range checked") func numbersAreRangeChecked() throws {
        let root = try parse("alpha: 1.5\n")
        let alpha = try #require(try root.fields(of: "a button", keys: ["alpha"], problems: ThemeFileProblems())["alpha"])
        #expect(throws: InputError(file: "t.yaml", place: "1:8", "expected an alpha from 0 to 1, found 1.5")) {
            try alpha.number("an alpha", in: 0...1)
        }
    }

    @Test("enumeration values suggest the nearest") func enumerationValuesSuggestTheNearest() throws {
        let root = try parse("appearance: drak\n")
        let value = try #require(try root.fields(of: "x", keys: ["appearance"], problems: ThemeFileProblems())["appearance"])
        #expect(throws: InputError(file: "t.yaml", place: "1:13",
                                   "expected an appearance (light, dark, light-high-contrast, dark-high-contrast), found \"drak\" (did you mean \"dark\"?)")) {
            try value.oneOf(Appearance.self, "an appearance")
        }
    }

    @Test("booleans must be bare") func booleansMustBeBare() throws {
        let root = try parse("a: true\nb: \"true\"\nc: yes\n")
        let fields = try root.fields(of: "x", keys: ["a", "b", "c"], problems: ThemeFileProblems())
        #expect(try fields["a"]?.bool() == true)
        #expect(throws: InputError.self) { try fields["b"]?.bool() }
        #expect(throws: InputError(file: "t.yaml", place: "3:4", "expected true or false, found \"yes\"")) { try fields["c"]?.bool() }
    }

    @Test("edit distance counts transpositions once") func editDistanceCountsTranspositionsOnce() {
        #expect(SpellingHint.editDistance("backgorund", "background") == 1)
        #expect(SpellingHint.editDistance("kitten", "sitting") == 3)
        #expect(SpellingHint.closest(to: "colour", among: ["color", "alpha"]) == "color")
        #expect(SpellingHint.closest(to: "xyz", among: ["color", "alpha"]) == nil)
    }
}

import Foundation
import Testing

/// Issue 14, "hostile and odd input": each reproducer from the issue exits 2 with one line naming
/// the file and the place, instead of trapping, hanging or writing raw control characters.
@Suite struct HostileInputTests {
    typealias Runner = LocbuttonRunner

    /// Writes `text` as a file in a fresh folder and runs `check` on it with `extra` arguments.
    private func check(_ text: String, name: String = "t.yaml", _ extra: [String] = []) throws -> (LocbuttonRunner.Output, String) {
        let folder = try Runner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return (try Runner.run(["check", path] + extra), path)
    }

    private func button(_ extra: String) -> String {
        "buttons:\n  - id: a\n    title: currentLocation\n    background: \"#1E6B3A\"\n    foreground: white\n" + extra
    }

    @Test("numbers outside their documented range", arguments: [
        ("    cornerRadius: 1e18\n", "6:19: expected a corner radius in points from 0 to 1000, found 1e18"),
        ("    maxWidth: 1e18\n", "6:15: expected a maximum width in points greater than 0 and at most 10000, found 1e18"),
        ("    width: 1e19\n", "6:12: expected a width in points greater than 0 and at most 10000, found 1e19"),
        ("    height: -3\n", "6:13: expected a height in points greater than 0 and at most 10000, found -3"),
    ])
    func numbersOutsideTheirDocumentedRange(key: String, expected: String) throws {
        for format in ["text", "json", "sarif", "junit", "github", "xcode"] {
            let (result, path) = try check(button(key), ["--format", format])
            #expect(result.status == 2)
            #expect(result.stderrLines == ["\(path):\(expected)"])
        }
    }

    /// 462 bytes in the issue; here aliases of aliases used as keys: Yams's duplicate-key check
    /// would hash 2^10 expansions per key. Refused at the first alias key.
    @Test("aliases as mapping keys are refused") func aliasesAsMappingKeysAreRefused() throws {
        var text = "l0: &l0 [x, x]\n"
        for level in 1...10 { text += "l\(level): &l\(level) {*l\(level - 1) : 1, [*l\(level - 1)] : 2}\n" }
        text += button("")
        let (result, path) = try check(text)
        #expect(result.status == 2)
        // Line 2 is `l1: &l1 {*l0 : 1, …}`: the alias `*l0` starts at column 10.
        #expect(result.stderrLines == ["\(path):2:10: expected a key (a name), found an alias used as a key"])
    }

    @Test("a megabyte color name gets no hint and a short echo") func aMegabyteColorNameGetsNoHintAndAShortEcho() throws {
        let name = String(repeating: "systemBlue", count: 100_000)
        let (result, path) = try check(button("").replacingOccurrences(of: "white", with: name))
        #expect(result.status == 2)
        let echo = "\"" + String(name.prefix(80)) + "…\""
        #expect(result.stderrLines == ["\(path):5:17: expected a color literal, system color or asset color name, found \(echo)"])
    }

    @Test("control characters in an id are refused with the place") func controlCharactersInAnIdAreRefusedWithThePlace() throws {
        for (written, shown, code) in [("a\\n::error::forged", "a\\\\n::error::forged", "000A"), ("\\e]0;x\\a", "\\\\u{1B}]0;x\\\\u{7}", "001B"),
                                       ("nul\\0", "nul\\\\u{0}", "0000")] {
            let (result, path) = try check("buttons:\n  - id: \"\(written)\"\n    title: none\n    background: black\n    foreground: white\n")
            #expect(result.status == 2)
            #expect(result.stderrLines.count == 1)
            let expected = "\(path):2:9: expected a button id without control characters, found U+\(code) in \"\(shown)\""
                .replacingOccurrences(of: "\\\\", with: "\\")
            #expect(result.stderrLines.first == expected)
        }
    }

    /// A file name is user text too: in a GitHub annotation `%`, `:` and `,` are escaped as
    /// GitHub's toolkit does (escapeProperty), so the name cannot end the property list.
    @Test("file names are escaped in annotations") func fileNamesAreEscapedInAnnotations() throws {
        let (result, _) = try check("languages: [en]\n" + button("    width: 60\n    height: 44\n"), name: "a,b:c%d.yaml", ["--format", "github"])
        #expect(result.status == 1)
        let annotation = try #require(result.stdoutLines.first { $0.hasPrefix("::error ") })
        #expect(annotation.contains("a%2Cb%3Ac%25d.yaml,line="))
    }

    @Test("a huge title is refused naming catalog key and language") func aHugeTitleIsRefusedNamingCatalogKeyAndLanguage() throws {
        let folder = try Runner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("huge.xcstrings").path
        let title = String(repeating: "Standort ", count: 120_000)
        try #"{"sourceLanguage": "en", "version": "1.0", "strings": {"currentLocation": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "\#(title)"}}}}}}"#
            .write(toFile: catalog, atomically: false, encoding: .utf8)
        let result = try Runner.run(["check", try Runner.fixture("passing.yaml"), "--locales", catalog])
        #expect(result.status == 2)
        // Column 100: the `{` of the "de" localization (python3: the line's index of `{"stringUnit` + 1).
        #expect(result.stderrLines == ["\(catalog):1:100: $.strings.currentLocation.localizations.de: expected a title of at most 200 characters, found 1080000"])
    }

    @Test("a NUL in a title names catalog and key") func aNULInATitleNamesCatalogAndKey() throws {
        let folder = try Runner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("nul.xcstrings").path
        try #"{"sourceLanguage": "en", "strings": {"currentLocation": {"localizations": {"en": {"stringUnit": {"value": "Current\u0000Location"}}}}}}"#
            .write(toFile: catalog, atomically: false, encoding: .utf8)
        let result = try Runner.run(["check", try Runner.fixture("passing.yaml"), "--locales", catalog])
        #expect(result.status == 2)
        // Column 82: the `{` of the "en" localization (python3, as above).
        #expect(result.stderrLines == [#"\#(catalog):1:82: $.strings.currentLocation.localizations.en: expected a one-line title without control characters, found U+0000 in "Current\u{0}Location""#])
    }

    @Test("an out of range colorset number names its path") func anOutOfRangeColorsetNumberNamesItsPath() throws {
        let folder = try Runner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("X.xcassets/C.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": 0, "green": 1e-400, "blue": 0}}}]}"#
            .write(to: set.appendingPathComponent("Contents.json"), atomically: false, encoding: .utf8)
        let theme = folder.appendingPathComponent("t.yaml").path
        try "buttons:\n  - id: a\n    title: none\n    background: C\n    foreground: white\n".write(toFile: theme, atomically: false, encoding: .utf8)
        let assets = folder.appendingPathComponent("X.xcassets").path
        let result = try Runner.run(["check", theme, "--assets", assets])
        #expect(result.status == 2)
        #expect(result.stderrLines == ["\(assets)/C.colorset/Contents.json:$.colors[0].color.components.green: expected a number a 64-bit float holds (about 1e-308 to 1e308 in size, or 0), found 1e-400"])
    }

    @Test("every bad language is named and a folder is no catalog") func everyBadLanguageIsNamedAndAFolderIsNoCatalog() throws {
        let theme = try Runner.fixture("passing.yaml")
        let bad = try Runner.run(["check", theme, "--languages", "de,x!,fr,12"])
        #expect(bad.status == 2)
        #expect(bad.stderrLines == [#"--languages: expected BCP 47 language tags such as de,fr,zh-Hant, found "x!", "12""#])
        let folder = try Runner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fromFolder = try Runner.run(["check", theme, "--languages-from", folder.path])
        #expect(fromFolder.status == 2)
        #expect(fromFolder.stderrLines == ["\(folder.path): expected a String Catalog file (.xcstrings), found a folder"])
    }
}

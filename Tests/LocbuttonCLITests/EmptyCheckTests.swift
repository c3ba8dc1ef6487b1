import Foundation
import Testing
import LocationButtonLint

/// Issue 14, "no empty check passes": a run that would check nothing is bad input (exit 2, one
/// line saying so), never a green "0 passed"; repeated `--languages` lists add up.
@Suite struct EmptyCheckTests {
    typealias Runner = LocbuttonRunner

    @Test("empty lists in a theme are refused together") func emptyListsInAThemeAreRefusedTogether() throws {
        let folder = try Runner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("t.yaml").path
        try "appearances: []\nlanguages: []\nbuttons: []\n".write(toFile: path, atomically: false, encoding: .utf8)
        let result = try Runner.run(["check", path])
        #expect(result.status == 2)
        #expect(result.stderrLines == [
            "\(path):1:14: expected a list of at least one appearance, found an empty list (nothing would be checked)",
            "\(path):2:12: expected a list of at least one language, found an empty list (nothing would be checked)",
            "\(path):3:10: expected a list of at least one button, found an empty list (nothing would be checked)",
        ])
    }

    @Test("an empty languages option checks nothing") func anEmptyLanguagesOptionChecksNothing() throws {
        // `--languages "$LANGS"` with the variable unset in CI.
        let result = try Runner.run(["check", try Runner.fixture("passing.yaml"), "--languages", ""])
        #expect(result.status == 2)
        #expect(result.stderrLines == ["--languages: expected at least one language, found an empty list (nothing would be checked)"])
    }

    @Test("excluding every rule checks nothing") func excludingEveryRuleChecksNothing() throws {
        // Android's and the web's rules are rules too: excluding iOS's alone still checks those.
        let all = RuleCatalog.infos.map(\.id)
        let result = try Runner.run(["check", try Runner.fixture("passing.yaml"), "--exclude-rule", all.joined(separator: ","), "--format", "json"])
        #expect(result.status == 2)
        #expect(result.stderrLines == ["locbutton: --exclude-rule excludes every rule selected; nothing would be checked (see locbutton help)"])
    }

    /// passing.yaml: 1 button × 4 appearances × 12 sizes × (the languages + Xcode's 4
    /// pseudolanguages): 4 × 12 × 6 = 288 combinations for de and fr, 240 for fr alone.
    @Test("repeated languages accumulate") func repeatedLanguagesAccumulate() throws {
        func combinations(_ arguments: [String]) throws -> Int? {
            let result = try Runner.run(["check", try Runner.fixture("passing.yaml"), "--format", "json"] + arguments)
            #expect(result.status == 0)
            return (try Runner.json(result.stdout)["summary"] as? [String: Any])?["combinations"] as? Int
        }
        #expect(try combinations(["--languages", "de", "--languages", "fr"]) == 288)
        #expect(try combinations(["--languages", "fr"]) == 240)
    }
}

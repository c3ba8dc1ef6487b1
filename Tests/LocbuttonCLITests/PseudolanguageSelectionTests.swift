import Foundation
import Testing

/// Issue 14: Xcode's pseudolanguages can be chosen or switched off without dropping real checks
/// (`--pseudolanguages`, theme `pseudolanguages`). passing.yaml with `--languages fr`: 1 button ×
/// 4 appearances × 12 sizes × (fr + the pseudolanguages) combinations.
@Suite struct PseudolanguageSelectionTests {
    typealias Runner = LocbuttonRunner

    private func combinations(_ theme: String, _ arguments: [String]) throws -> Int? {
        let result = try Runner.run(["check", theme, "--languages", "fr", "--format", "json"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return (try Runner.json(result.stdout)["summary"] as? [String: Any])?["combinations"] as? Int
    }

    @Test("the option picks or drops them") func theOptionPicksOrDropsThem() throws {
        let theme = try Runner.fixture("passing.yaml")
        #expect(try combinations(theme, []) == 48 * 5)
        #expect(try combinations(theme, ["--pseudolanguages", "none"]) == 48)
        #expect(try combinations(theme, ["--pseudolanguages", "en-x-double,en-x-rtl"]) == 48 * 3)
        let bad = try Runner.run(["check", theme, "--pseudolanguages", "en-x-dubble"])
        #expect(bad.status == 2)
        #expect(bad.stderrLines == [#"locbutton: --pseudolanguages expects pseudolanguage tags (en-x-accented, en-x-double, en-x-bounded, en-x-rtl) or none, found "en-x-dubble" (see locbutton help)"#])
    }

    @Test("the theme key picks or drops them and the option wins") func theThemeKeyPicksOrDropsThemAndTheOptionWins() throws {
        let folder = try Runner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = try String(contentsOfFile: try Runner.fixture("passing.yaml"), encoding: .utf8)
        let none = folder.appendingPathComponent("none.yaml").path, one = folder.appendingPathComponent("one.yaml").path
        try ("pseudolanguages: none\n" + base).write(toFile: none, atomically: false, encoding: .utf8)
        try ("pseudolanguages: [en-x-bounded]\n" + base).write(toFile: one, atomically: false, encoding: .utf8)
        #expect(try combinations(none, []) == 48)
        #expect(try combinations(one, []) == 48 * 2)
        #expect(try combinations(none, ["--pseudolanguages", "en-x-accented,en-x-bounded"]) == 48 * 3)
    }

    /// At the system's 18 pt, "Current Location" needs 187.4 pt (at most 202.4 pt with the model's
    /// margin), so even scaled to xLarge's 19 pt (the HIG check of the clamped range: at most
    /// 202.4 × 19/18 = 213.6 pt) it fits a fixed 260 pt frame; "Current Location Current Location"
    /// needs at least 308.1 pt at 18 pt: only the stress test is tight. It is reported, and fails `--fail-on
    /// guideline` only when the pseudolanguage is asked for.
    @Test("stress results gate only when asked for") func stressResultsGateOnlyWhenAskedFor() throws {
        let folder = try Runner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = try tightTheme(in: folder)
        let byDefault = try Runner.run(["check", theme, "--fail-on", "guideline"])
        #expect(byDefault.status == 0)
        #expect(byDefault.stdout.contains("en-x-double: stress test: the title is clipped"))
        #expect(byDefault.stdoutLines.dropLast().last == "1 passed, 0 failed (1 passed with findings that do not fail the run: 1 guideline)")
        let asked = try Runner.run(["check", theme, "--fail-on", "guideline", "--pseudolanguages", "en-x-double"])
        #expect(asked.status == 1)
        #expect(asked.stdoutLines.dropLast().last == "0 passed, 1 failed")
    }

    /// The theme of `stressResultsGateOnlyWhenAskedFor`: a fixed 260 pt button whose only
    /// misfits are the pseudolanguages' (en fits; see there). `width` changes the frame.
    private func tightTheme(in folder: URL, name: String = "t.yaml", width: Int = 260) throws -> String {
        let theme = folder.appendingPathComponent(name).path
        try "languages: [en]\nbuttons:\n  - id: tight\n    title: currentLocation\n    glyph: arrowFilled\n    background: \"#1E6B3A\"\n    foreground: white\n    width: \(width)\n    dynamicType: xSmall...xLarge\n"
            .write(toFile: theme, atomically: false, encoding: .utf8)
        return theme
    }

    /// Stress results are a rule of their own, LB015, in every report and in the rule list;
    /// `--exclude-rule`, `--rule` and baselines take it apart from LB004/LB005.
    @Test("stress results are rule LB015") func stressResultsAreRuleLB015() throws {
        let folder = try Runner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = try tightTheme(in: folder)
        let text = try Runner.run(["check", theme])
        #expect(text.stdout.contains("guideline LB015 pseudolanguage-stress: en-x-double"), "\(text.stdout)")
        #expect(!text.stdout.contains("LB004 title-truncated: en-x-"))

        let rules = try Runner.run(["rules"])
        #expect(rules.stdout.contains("LB015") && rules.stdout.contains("pseudolanguage-stress"))
        let one = try Runner.run(["rules", "LB015"])
        #expect(one.status == 0 && one.stdout.contains("stress"))

        let sarif = try Runner.json(try Runner.run(["check", theme, "--format", "sarif"]).stdout)
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect((driver["rules"] as? [[String: Any]])?.contains { $0["id"] as? String == "LB015" } == true)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.contains { $0["ruleId"] as? String == "LB015" })

        // Asked for, a stress result fails its JUnit case under --fail-on guideline, as LB015.
        let junit = try Runner.run(["check", theme, "--format", "junit", "--fail-on", "guideline", "--pseudolanguages", "en-x-double"])
        #expect(junit.status == 1)
        #expect(junit.stdout.contains("<failure") && junit.stdout.contains("LB015 pseudolanguage-stress"))

        // Excluded, nothing is stress-tested; the gate that failed above passes.
        let excluded = try Runner.run(["check", theme, "--exclude-rule", "LB015", "--fail-on", "guideline", "--pseudolanguages", "en-x-double"])
        #expect(excluded.status == 0, "\(excluded.stderr)")
        #expect(!excluded.stdout.contains("en-x-"))

        // At 150 pt en itself is clipped (it needs 187.4 pt): LB004 disables the button. With
        // only LB015 selected the real language is not judged and the stress result is
        // `guideline` at worst, so the default gate (disabled) passes.
        let narrow = try tightTheme(in: folder, name: "narrow.yaml", width: 150)
        #expect(try Runner.run(["check", narrow]).status == 1)
        let stressOnly = try Runner.run(["check", narrow, "--rule", "pseudolanguage-stress"])
        #expect(stressOnly.status == 0, "\(stressOnly.stdout)")
        #expect(stressOnly.stdout.contains("LB015") && !stressOnly.stdout.contains("LB004"))

        // A baseline records LB015 findings and then accepts them.
        let baseline = folder.appendingPathComponent("baseline.json").path
        let asked = ["check", theme, "--fail-on", "guideline", "--pseudolanguages", "en-x-double", "--baseline", baseline]
        #expect(try Runner.run(asked + ["--update-baseline"]).status == 0)
        #expect(try String(contentsOfFile: baseline, encoding: .utf8).contains("LB015"))
        let accepted = try Runner.run(asked)
        #expect(accepted.status == 0, "\(accepted.stdout)")
    }
}

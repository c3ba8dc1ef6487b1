import Foundation
import Testing

/// End-to-end tests of `locbutton contrast` on the built binary.
@Suite struct ContrastCommandTests {
    static func locbutton(_ arguments: [String]) throws -> LocbuttonRunner.Output {
        try LocbuttonRunner.run(arguments)
    }

    static func json(_ run: LocbuttonRunner.Output) throws -> [String: Any] {
        try LocbuttonRunner.json(run.stdout)
    }

    /// The unit tests' color fixtures, shared rather than copied.
    static func fixture(_ name: String) throws -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("LocationButtonLintTests/Fixtures/" + name).path
    }

    /// Below the HIG profile but accepted by CoreLocationUI: exit 0 unless `--fail-on guideline`.
    @Test("default button in dark high contrast fails the profile only") func defaultButtonInDarkHighContrastFailsTheProfileOnly() throws {
        // At 17 pt, where the HIG asks 4.5:1 of the title (the default is 18 pt, an unset button's size).
        let run = try Self.locbutton(["contrast", "white", "systemBlue", "--appearance", "dark-high-contrast", "--size", "17", "--format", "json"])
        #expect(run.status == 0)
        let gated = try Self.locbutton(["contrast", "white", "systemBlue", "--appearance", "dark-high-contrast", "--fail-on", "guideline"])
        #expect(gated.status == 1)
        let doc = try Self.json(run)
        // 2.8312 = WCAG ratio of #FFFFFF and #409CFF (worked in Python: L = 0.320869).
        #expect(abs((doc["ratio"] as? Double ?? 0) - 2.8311) < 0.0002)
        let required = try #require(doc["required"] as? [String: Any])
        #expect(required["title"] as? Double == 4.5 && required["glyph"] as? Double == 3)
        #expect(doc["passes"] as? Bool == false)
        #expect(doc["minimumAlpha"] is NSNull && doc["minimumViewAlpha"] is NSNull)
        #expect(doc["apcaLc"] is Double)
        #expect((doc["suggestions"] as? [Any])?.count == 2)
        #expect((doc["background"] as? [String: Any])?["color"] as? String == "#409CFFFF")
        // The system rule: 2.831187 (Fixtures/System/system_contrast_reference.py), printed rounded
        // down; minimum view alpha in (0.81488, 0.81489] and fill alpha in (0.40768, 0.40769] by the
        // script's scan, printed rounded up.
        let system = try #require(doc["system"] as? [String: Any])
        #expect(system["passes"] as? Bool == true)
        #expect(system["illegibleColors"] as? Bool == false && system["insufficientAlpha"] as? Bool == false)
        #expect(system["ratio"] as? Double == 2.8311)
        #expect(system["minimumViewAlpha"] as? Double == 0.8149)
        #expect(system["minimumBackgroundAlpha"] as? Double == 0.4077)
        #expect((system["messages"] as? [Any])?.isEmpty == true)
    }

    // Script: white on dark systemYellow #FFD60A is 1.411764 — disabled, with the app's console lines.
    @Test("white on dark yellow is disabled and quotes the console") func whiteOnDarkYellowIsDisabledAndQuotesTheConsole() throws {
        let run = try Self.locbutton(["contrast", "white", "systemYellow", "--appearance", "dark", "--format", "json"])
        #expect(run.status == 1)
        let system = try #require(try Self.json(run)["system"] as? [String: Any])
        #expect(system["passes"] as? Bool == false && system["illegibleColors"] as? Bool == true)
        #expect(system["ratio"] as? Double == 1.4117)
        #expect(system["minimumViewAlpha"] is NSNull && system["minimumBackgroundAlpha"] is NSNull)
        #expect(system["messages"] as? [String] == [
            "Error: #locationButton failed due to insufficient contrastRatio between tintColor and backgroundColor",
            "Error: #locationButton failed due to illegible colors",
            "Error: #locationButton failed due to Insufficient Alpha",
        ])
        let text = try Self.locbutton(["contrast", "white", "systemYellow", "--appearance", "dark"])
        #expect(text.stdout.contains("system      FAIL  1.5 rule 1.41:1"))
        #expect(text.stdout.contains("Error: #locationButton failed due to illegible colors"))
        // Light systemYellow #FFCC00: 1.511972 — passes the system, fails the profile: exit 0.
        #expect(try Self.locbutton(["contrast", "white", "systemYellow"]).status == 0)
    }

    // Script: the default light button at cumulative opacity 0.7 is 1.258102 < 1.5 — from the
    // ancestors' alpha that failure is silent; as the button's own alpha it prints Insufficient Alpha.
    @Test("ancestor alpha fails silently") func ancestorAlphaFailsSilently() throws {
        let run = try Self.locbutton(["contrast", "white", "systemBlue", "--ancestor-alpha", "0.7", "--format", "json"])
        #expect(run.status == 1)
        let system = try #require(try Self.json(run)["system"] as? [String: Any])
        #expect(system["failsAtTapTime"] as? Bool == true && system["insufficientAlpha"] as? Bool == false)
        #expect((system["messages"] as? [Any])?.isEmpty == true)
        #expect(system["ratio"] as? Double == 1.2581)
        let text = try Self.locbutton(["contrast", "white", "systemBlue", "--ancestor-alpha", "0.7"])
        #expect(text.stdout.contains("silent, taps grant nothing"))
        let own = try Self.locbutton(["contrast", "white", "systemBlue", "--view-alpha", "0.7", "--format", "json"])
        let ownSystem = try #require(try Self.json(own)["system"] as? [String: Any])
        #expect(ownSystem["insufficientAlpha"] as? Bool == true)
        #expect((ownSystem["messages"] as? [String])?.last == "Error: #locationButton failed due to Insufficient Alpha")
    }

    @Test("all appearances at once") func allAppearancesAtOnce() throws {
        let run = try Self.locbutton(["contrast", "white", "systemBlue", "--appearance", "all", "--format", "json"])
        #expect(run.status == 0)
        let list = try #require(try Self.json(run)["appearances"] as? [[String: Any]])
        #expect(list.compactMap { $0["appearance"] as? String } == ["light", "dark", "light-high-contrast", "dark-high-contrast"])
        // 4.016976, 3.647472, 7.560892, 2.831187 (script), rounded down to 4 places.
        #expect(list.compactMap { ($0["system"] as? [String: Any])?["ratio"] as? Double } == [4.0169, 3.6474, 7.5608, 2.8311])
        // One table: a header and a row per appearance, the system's verdict and ratio in each.
        let text = try Self.locbutton(["contrast", "white", "systemBlue", "--appearance", "all"])
        let lines = text.stdoutLines
        #expect(lines.first?.hasPrefix("appearance") == true && lines.first?.contains("system 1.5 rule") == true)
        for (appearance, ratio) in zip(["light", "dark", "light-high-contrast", "dark-high-contrast"], ["4.02:1", "3.65:1", "7.56:1", "2.83:1"]) {
            #expect(lines.contains { $0.hasPrefix(appearance + " ") && $0.contains("pass " + ratio) }, "\(appearance)")
        }
    }

    @Test("translucent fill reports hand worked minimum alpha") func translucentFillReportsHandWorkedMinimumAlpha() throws {
        // White on black needs fill alpha ≥ 0.534681 for 4.5:1 over a white backdrop (worked in
        // TranslucencyLimitTests); printed rounded up to 4 places.
        let run = try Self.locbutton(["contrast", "#FFFFFF", "#000000", "--background-alpha", "0.3", "--size", "17", "--format", "json"])
        let doc = try Self.json(run)
        #expect(doc["minimumAlpha"] as? Double == 0.5347)
        // The system rule, by hand: white over black is 1; the fill at alpha b over white is gray
        // 1 − b. (1 + 0.05)/(lin(1 − b) + 0.05) ≥ 1.5 ⇔ lin(1 − b) ≤ 0.65 ⇔ 1 − b ≤
        // 1.055·0.65^(1/2.4) − 0.055 = 0.826656 ⇔ b ≥ 0.173344 → 0.1734. At 0.3 it passes: exit 0.
        #expect(run.status == 0)
        let system = try #require(doc["system"] as? [String: Any])
        #expect(system["passes"] as? Bool == true)
        #expect(system["minimumBackgroundAlpha"] as? Double == 0.1734)
        #expect((doc["worstBackdrop"] as? [String: Any])?["backdrop"] as? String == "#FFFFFFFF")
    }

    @Test("passing pair exits zero with text") func passingPairExitsZeroWithText() throws {
        let run = try Self.locbutton(["contrast", "#000", "#fff", "--profile", "wcag-aaa"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("21.00:1"))
        #expect(run.stderr.isEmpty)
    }

    @Test("asset colors resolve per appearance") func assetColorsResolvePerAppearance() throws {
        let catalog = try Self.fixture("Color/Theme.xcassets")
        let run = try Self.locbutton(["contrast", "LightOnly", "Brand", "--assets", catalog, "--appearance", "dark", "--format", "json"])
        let doc = try Self.json(run)
        #expect((doc["background"] as? [String: Any])?["kind"] as? String == "asset")
        // Brand dark is (0.039, 0.518, 1.000) → #0A84FF.
        #expect((doc["background"] as? [String: Any])?["color"] as? String == "#0A84FFFF")
    }

    @Test("bad input is one line and exit two", arguments: [
        ["contrast", "#12345", "#fff"],
        ["contrast", "#fff", "notAColor"],
        ["contrast", "#fff", "#000", "--profile", "wcag-z"],
        ["contrast", "#fff", "#000", "--background-alpha", "1.5"],
        ["contrast", "#fff", "#000", "--size", "1e308"],  // trapped converting the size to Int
        ["contrast", "#fff", "#000", "--size", "nan"],
        ["contrast", "color(display-p3 1e308 0 0)", "#000"],  // overflowed luminance and passed
        ["contrast", "#fff", "#000", "--appearance", "sepia"],
        ["contrast", "#fff", "#000", "--fail-on", "uncertain"],
        ["contrast", "#fff", "#000", "--ancestor-alpha", "-0.1"],
    ])
    func badInputIsOneLineAndExitTwo(arguments: [String]) throws {
        let run = try Self.locbutton(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    /// A color set is read when named (docs/asset-catalogs.md): the broken one is bad input only
    /// when the command uses it.
    @Test("malformed catalog names the file") func malformedCatalogNamesTheFile() throws {
        let catalog = try Self.fixture("Color/Malformed/OutOfRange.xcassets")
        let run = try Self.locbutton(["contrast", "#fff", "Broken", "--assets", catalog])
        #expect(run.status == 2)
        #expect(run.stderr.contains("Broken.colorset/Contents.json:$.colors[0].color.components.red: expected a value in 0–1"))
        #expect(try Self.locbutton(["contrast", "#fff", "#000", "--assets", catalog]).status == 0)
    }
}

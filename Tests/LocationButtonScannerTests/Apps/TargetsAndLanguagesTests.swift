import Foundation
import LocationButtonLint
import LocationButtonScanner
import LocationButtonCheck
import Testing

/// Fixture apps of targets and language evidence (`Fixtures/Apps/PATTERNS.md`), checked end to
/// end as `locbutton check` does, with the languages the project itself gives (no `--languages`).
/// Expected targets and languages are read off each fixture's project files by hand; contrast
/// ratios are WCAG's, (L1 + 0.05) / (L2 + 0.05) over linearized sRGB, worked in the comments.
@Suite struct TargetsAndLanguagesTests {
    struct Checked {
        var themes: [ThemeFile]
        var notes: [String]
        var result: CheckResult
    }

    static func check(_ app: String, languages: String? = nil) throws -> Checked {
        try check(path: ScannerFixtures.path(app), languages: languages)
    }

    static func check(path: String, languages: String? = nil) throws -> Checked {
        let sources = try CheckSources.resolve([path])
        var notes: [String] = []
        let run = CheckRun(measurer: try AppCheck.shaper.get(), resources: AppCheck.packageRoot,
                           options: CheckRun.Options(languages: languages, pseudolanguages: []))
        let themes = try CheckSources.themes(sources, notes: &notes, catalogs: run.catalogs)
        return Checked(themes: themes, notes: notes, result: try run.run(themes: themes))
    }

    // MARK: RangerTargets: an app and its App Clip share the name AccentColor

    @Test("each button is judged in its own targets catalog and languages") func eachButtonIsJudgedInItsOwnTargetsCatalogAndLanguages() throws {
        let checked = try Self.check("RangerTargets")
        // Ranger/LocateView.swift is in the Ranger target's Sources phase; Clip/ is the
        // RangerClip target's synchronized folder. Each is one theme with its own catalog.
        #expect(checked.themes.map(\.target) == ["RangerClip", "Ranger"])
        #expect(checked.themes.map { $0.assetCatalogs.map { $0.hasSuffix("/Clip/Assets.xcassets") } } == [[true], [false]])
        // Ranger ships knownRegions (en, Base, es) and its Localizable.strings variant group (en,
        // es). Not its Settings.bundle's de.lproj (the Settings app's pane), not the test
        // bundle's ja, not tools/Translate.xcodeproj's ru and uk.
        #expect(checked.themes[1].languages == ["en", "es"])
        // The clip: knownRegions again, and its own fr.lproj.
        #expect(checked.themes[0].languages == ["en", "es", "fr"])
        #expect(checked.result.languages?.checked == ["en", "es", "fr"])
        #expect(checked.result.targets == ["ClipLocateView.swift › ClipLocateView.body #1": "RangerClip",
                                           "LocateView.swift › LocateView.body #1": "Ranger"])
    }

    @Test("the apps accent color is its own not the clips") func theAppsAccentColorIsItsOwnNotTheClips() throws {
        let result = try Self.check("RangerTargets", languages: "en").result
        // Ranger's AccentColor #1B5E20: linear 0.01096, 0.11193, 0.01444, L = 0.2126 × 0.01096
        // + 0.7152 × 0.11193 + 0.0722 × 0.01444 = 0.08343; white on it 1.05 / 0.13343 = 7.87.
        let app = try #require(result.button("LocateView.swift › LocateView.body #1"))
        #expect(app.appearances.allSatisfy { abs($0.contrast.title - 7.869) < 0.01 })
        #expect(!app.findings.contains { $0.rule == "LB001" })
        // The clip's AccentColor #FFD60A: linear 1, 0.67244, 0.00304, L = 0.69375; white on it
        // 1.05 / 0.74375 = 1.41 < 1.5: disabled. (Before targets, both buttons took this one:
        // "Clip/Assets.xcassets" sorts first.)
        let clip = try #require(result.button("ClipLocateView.swift › ClipLocateView.body #1"))
        #expect(clip.appearances.allSatisfy { abs($0.contrast.title - 1.412) < 0.01 })
        #expect(clip.verdict == .disabled)
    }

    // MARK: LooseSwift: a folder of Swift files, no project, no localization

    @Test("no evidence checks the development region Xcode sets and says so") func noEvidenceChecksTheDevelopmentRegionXcodeSetsAndSaysSo() throws {
        let checked = try Self.check("LooseSwift")
        #expect(checked.themes.map(\.languages) == [["en"]])
        let languages = try #require(checked.result.languages)
        #expect(languages.checked == ["en"] && languages.isDefault)
        #expect(languages.line == "languages: en (no localization found: checked en, the development region Xcode sets; `--languages all` checks every system language)")
        // A folder with no bundle folder, package or project: the whole project, no target named.
        #expect(checked.result.targets.isEmpty)
        // `--languages all` keeps the full set (58 system languages in the bundled catalog).
        let all = try Self.check("LooseSwift", languages: "all").result.languages
        #expect(all?.checked.count == 58 && all?.source == "--languages")
    }

    // MARK: XcodeGenHarbor: project.yml, a preprocessed Info.plist, mul, kab and a list-like name

    @Test("an Xcode gen apps evidence is read and what it cannot use is a note") func anXcodeGenAppsEvidenceIsReadAndWhatItCannotUseIsANote() throws {
        let checked = try Self.check("XcodeGenHarbor")
        // project.yml: `developmentLanguage: de`; fr.lproj: fr. Base and mul hold no language;
        // kab has no system title; `de,fr.lproj` is one (bad) name, not a list.
        #expect(checked.themes.map(\.languages) == [["de", "fr"]])
        #expect(checked.themes.first?.languagesSource == ".lproj folders, developmentLanguage in project.yml")
        // The folder holding Info.plist is the bundle's: the target is named after it.
        #expect(checked.themes.map(\.target) == ["Harbor"])
        // Each note names its file as the user would (the project folder, then the path).
        let app = ScannerFixtures.path("XcodeGenHarbor")
        #expect(checked.notes.contains("\(app)/Harbor/Info.plist: expected an Info.plist (a property list), found a file that does not parse; the languages it would add are unknown"))
        #expect(checked.notes.contains("\(app)/Harbor/de,fr.lproj: expected a language name such as de or zh-Hans, found \"de,fr\"; skipped"))
        #expect(checked.notes.contains("no system title for kab (\(app)/Harbor/kab.lproj) (iOS does not offer it as a system language); skipped"))
        #expect(!checked.notes.contains { $0.contains("mul") || $0.contains("Base") })
        // The button is judged: navy (0, 0.25, 0.5) under white passes the title's contrast.
        #expect(checked.result.result.buttons.count == 1)
    }

    // MARK: KabyleOnly: the app's only language has no system title

    @Test("an app whose languages have no system title is judged in English") func anAppWhoseLanguagesHaveNoSystemTitleIsJudgedInEnglish() throws {
        let checked = try Self.check("KabyleOnly")
        // kab.lproj and Base.lproj only: CoreLocationUI has no kab title and answers in its
        // development region, English.
        #expect(checked.themes.map(\.languages) == [["en"]])
        let app = ScannerFixtures.path("KabyleOnly")
        #expect(checked.notes.contains("no system title for kab (\(app)/Tala/kab.lproj) (iOS does not offer it as a system language); skipped"))
        #expect(checked.notes.contains("no language of the app has a system title (kab): checked en, CoreLocationUI's development region, which its title falls back to"))
        #expect(checked.result.languages?.checked == ["en"])
        #expect(checked.result.result.buttons.count == 1)
    }

    @Test("an app whose only language the catalog lacks falls back too") func anAppWhoseOnlyLanguageTheCatalogLacksFallsBackToo() throws {
        // cy is a well-formed tag the locale model reads, but iOS has no Welsh system title:
        // the title catalog, not the name, rules it out, when the run chooses the titles.
        let root = try ProjectLanguagesTests().project([
            "Bws/cy.lproj/Localizable.strings": "\"stop\" = \"Arhosfan\";\n",
            "Bws/StopView.swift": "import CoreLocationUI\nimport SwiftUI\n\nstruct StopView: View {\n    var body: some View {\n        LocationButton { }\n    }\n}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let checked = try Self.check(path: root)
        #expect(checked.themes.map(\.languages) == [["cy"]])
        #expect(checked.result.languages?.checked == ["en"])
        #expect(checked.result.skippedLanguages == ["cy (\(root)/Bws/cy.lproj)"])
        #expect(checked.result.languageNotes == [CheckedLanguages.fallbackNote(["cy"], fallback: "en")])
    }

    // MARK: BackdropSets: a set with no color used by one button, beside a failing button

    @Test("a color set without a color is only its buttons problem") func aColorSetWithoutAColorIsOnlyItsButtonsProblem() throws {
        let result = try Self.check("BackdropSets").result
        let buttons = result.result.buttons
        #expect(buttons.count == 2)
        // Backdrop.colorset has one entry without `color`: Xcode compiles no color, so the fill
        // is unknown: uncertain, naming the set's file.
        let backdrop = try #require(buttons.first { $0.source?.line == 7 })
        #expect(backdrop.verdict == .uncertain)
        #expect(backdrop.findings.contains { $0.rule == "LB014" && $0.message.contains("Backdrop.colorset/Contents.json:$.colors: expected a color") })
        // The sunny button is still judged: (1, 0.85, 0.3) has L = 0.71286 (BrandTokens), white
        // on it 1.05 / 0.76286 = 1.376 < 1.5: disabled, so the run fails (exit 1, not 2).
        let sunny = try #require(buttons.first { $0.source?.line == 13 })
        #expect(sunny.verdict == .disabled)
        #expect(sunny.appearances.allSatisfy { abs($0.contrast.title - 1.376) < 0.001 })
    }
}

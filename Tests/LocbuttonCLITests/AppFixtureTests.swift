import Foundation
import Testing

/// Issue 21: `locbutton check` run in small apps written as Xcode and SwiftPM write them
/// (Fixtures/Apps, README there), with no `.locbutton.yml`. Expected values are worked by hand:
///
/// Contrast is CoreLocationUI's ratio (L1 + 0.05) / (L2 + 0.05) of relative luminances, white
/// title (L = 1) on the fill, each channel c = v/255 linearized as ((c + 0.055) / 1.055)^2.4:
/// - #007AFF systemBlue / #0A84FF dark: 4.02 and 3.65 (reference values, as in CheckAppTests).
/// - Dusk Any `0x00 0x7F 0xFF`: G 127/255 → 0.21223, L = 0.7152·0.21223 + 0.0722·1 = 0.22398,
///   1.05 / 0.27398 = 3.83: passes 1.5.
/// - Dusk Dark `0xFF 0xD6 0x0A` (= dark systemYellow #FFD60A): 1.41, below 1.5: disabled.
/// - Dusk High Contrast (Any) `0x00 0x40 0xB3`: G 64/255 → 0.05127, B 179/255 → 0.45072,
///   L = 0.7152·0.05127 + 0.0722·0.45072 = 0.06921, 1.05 / 0.11921 = 8.81.
/// - Sea `"30" "90" "168"` (8-bit): R 0.01297, G 0.10224, B 0.39151, L = 0.2126·0.01297 +
///   0.7152·0.10224 + 0.0722·0.39151 = 0.10416, 1.05 / 0.15416 = 6.81 in every appearance.
/// - Dark with Increase Contrast has no entry: it falls back to Dark (docs/asset-catalogs.md),
///   1.41 again, and the report marks the fill as a fallback there.
@Suite struct AppFixtureTests {
    typealias Runner = LocbuttonRunner

    /// A fresh copy of fixture app `name` (a `.fixture` suffix dropped), removed by the caller.
    static func app(_ name: String) throws -> URL {
        let source = URL(fileURLWithPath: try Runner.fixture("Apps/\(name)"))
        let copy = try Runner.temporaryFolder().appendingPathComponent(name)
        try FileManager.default.copyItem(at: source, to: copy)
        let files = FileManager.default.enumerator(at: copy, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
        for file in files where file.pathExtension == "fixture" {
            try FileManager.default.moveItem(at: file, to: file.deletingPathExtension())
        }
        return copy
    }

    /// `locbutton check --format json` in the app's folder, with no options but `extra`.
    static func check(_ name: String, _ extra: [String] = [], environment: [String: String] = [:])
        throws -> (status: Int32, report: [String: Any]?, stderr: String) {
        let app = try app(name)
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let output = try Runner.run(["check", "--format", "json", "--pseudolanguages", "none"] + extra,
                                    environment: environment, in: app)
        return (output.status, output.status == 2 ? nil : try Runner.json(output.stdout), output.stderr)
    }

    static func buttons(_ report: [String: Any]?) -> [[String: Any]] { report?["buttons"] as? [[String: Any]] ?? [] }
    static func languages(_ report: [String: Any]?) -> (checked: [String], source: String)? {
        guard let languages = report?["languages"] as? [String: Any] else { return nil }
        return (languages["checked"] as? [String] ?? [], languages["source"] as? String ?? "")
    }
    static func appearance(_ button: [String: Any], _ name: String) -> [String: Any]? {
        (button["appearances"] as? [[String: Any]])?.first { $0["appearance"] as? String == name }
    }
    static func titleContrast(_ button: [String: Any], _ name: String) -> Double? {
        (appearance(button, name)?["contrast"] as? [String: Any])?["title"] as? Double
    }

    @Test("xcodes default accent color is the system blue and an unused broken set is not read") func xcodesDefaultAccentColorIsTheSystemBlueAndAnUnusedBrokenSetIsNotRead() throws {
        let (status, report, stderr) = try Self.check("DefaultAccent")
        #expect(status == 0, "\(stderr)")
        let button = try #require(Self.buttons(report).first)
        let configuration = try #require(button["configuration"] as? [String: [String: Any]])
        // No `.tint`: a SwiftUI button takes the app's accent, the AccentColor set, which has no color.
        #expect(configuration["background"]?["value"] as? String == "AccentColor")
        #expect(configuration["background"]?["source"] as? String == "default")
        #expect(configuration["api"]?["value"] as? String == "swiftui")
        #expect((configuration["api"]?["source"] as? [String: Any])?["line"] as? Int == 6)
        #expect((configuration["foreground"]?["source"] as? [String: Any])?["line"] as? Int == 9)
        // Every effective key is echoed, set or not.
        #expect(Set(configuration.keys) == ["api", "title", "glyph", "fontSize", "textStyle", "background", "foreground",
                                            "alpha", "ancestorAlpha", "cornerRadius", "width", "height", "maxWidth",
                                            "device", "dynamicType", "backdrops", "platform", "scale", "rotation",
                                            "occluded", "filter"])
        #expect(abs((Self.titleContrast(button, "light") ?? 0) - 4.02) < 0.005)
        #expect(abs((Self.titleContrast(button, "dark") ?? 0) - 3.65) < 0.005)
        // Dark with Increase Contrast, #409CFF: 2.83 (reference), above CoreLocationUI's 1.5 but
        // below the HIG profile's 3:1 for an 18-pt title: a guideline finding, nothing disabled.
        #expect(button["verdict"] as? String == "guideline")
        let findings = try #require(button["findings"] as? [[String: Any]])
        let contrast = try #require(findings.first { $0["rule"] as? String == "LB001" })
        #expect(contrast["verdict"] as? String == "guideline" && contrast["appearance"] as? String == "dark-high-contrast")
        #expect(abs((contrast["measured"] as? Double ?? 0) - 2.83) < 0.005 && contrast["limit"] as? Double == 3)
        #expect(Self.languages(report)?.checked == ["en"])
        #expect(Self.languages(report)?.source == "knownRegions in Compass.xcodeproj/project.pbxproj")
    }

    @Test("luminosity and contrast variants in hex fall back as Xcode does") func luminosityAndContrastVariantsInHexFallBackAsXcodeDoes() throws {
        let (status, report, stderr) = try Self.check("ContrastVariants")
        #expect(status == 1, "\(stderr)")
        let button = try #require(Self.buttons(report).first)
        #expect(abs((Self.titleContrast(button, "light") ?? 0) - 3.83) < 0.005)
        #expect(abs((Self.titleContrast(button, "dark") ?? 0) - 1.41) < 0.005)
        #expect(abs((Self.titleContrast(button, "light-high-contrast") ?? 0) - 8.81) < 0.005)
        #expect(abs((Self.titleContrast(button, "dark-high-contrast") ?? 0) - 1.41) < 0.005)
        #expect(Self.appearance(button, "dark")?["verdict"] as? String == "disabled")
        #expect(Self.appearance(button, "dark-high-contrast")?["verdict"] as? String == "disabled")
        #expect(Self.appearance(button, "light-high-contrast")?["verdict"] as? String != "disabled")
        // Only the appearance without an entry of its own falls back.
        #expect(Self.appearance(button, "dark-high-contrast")?["fallbackRoles"] as? [String] == ["background"])
        #expect(Self.appearance(button, "dark")?["fallbackRoles"] as? [String] == [])
        // The contrast finding points at the `.tint(Color("Dusk"))` line (7, its `.` in column 13).
        let findings = try #require(button["findings"] as? [[String: Any]])
        let contrast = try #require(findings.first { $0["rule"] as? String == "LB001" })
        let location = try #require(contrast["location"] as? [String: Any])
        #expect(location["file"] as? String == "Dusk/NearbyView.swift")
        #expect(location["line"] as? Int == 7 && location["column"] as? Int == 13)
    }

    @Test("a color from the second catalog resolves and falls back from universal") func aColorFromTheSecondCatalogResolvesAndFallsBackFromUniversal() throws {
        let (status, report, stderr) = try Self.check("TwoCatalogs")
        #expect(status == 0, "\(stderr)")
        let button = try #require(Self.buttons(report).first)
        for appearance in ["light", "dark", "light-high-contrast", "dark-high-contrast"] {
            #expect(abs((Self.titleContrast(button, appearance) ?? 0) - 6.81) < 0.005, "\(appearance)")
            #expect(Self.appearance(button, appearance)?["verdict"] as? String == "pass")
        }
        // Universal only: every appearance but light takes it as a fallback.
        #expect(Self.appearance(button, "light")?["fallbackRoles"] as? [String] == [])
        #expect(Self.appearance(button, "dark")?["fallbackRoles"] as? [String] == ["background"])
    }

    @Test("an English only app is checked in English whatever the machines language") func anEnglishOnlyAppIsCheckedInEnglishWhateverTheMachinesLanguage() throws {
        let (status, report, stderr) = try Self.check("EnglishOnly", environment: ["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8"])
        #expect(status == 0, "\(stderr)")
        // knownRegions (en, Base) and en.lproj; Base.lproj and $(DEVELOPMENT_LANGUAGE) are no language.
        #expect(Self.languages(report)?.checked == ["en"])
        #expect(Self.languages(report)?.source == "knownRegions in Ferry.xcodeproj/project.pbxproj, .lproj folders")
        for button in Self.buttons(report) {
            for finding in button["findings"] as? [[String: Any]] ?? [] {
                #expect((finding["locales"] as? [String] ?? []).allSatisfy { $0 == "en" })
            }
        }
    }

    @Test("the teams languages replace the evidence and the report says so") func theTeamsLanguagesReplaceTheEvidenceAndTheReportSaysSo() throws {
        let app = try Self.app("EnglishOnly")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        try "languages: [de, fr]\n".write(to: app.appendingPathComponent(".locbutton.yml"), atomically: true, encoding: .utf8)
        let output = try Runner.run(["check", "--format", "json", "--pseudolanguages", "none"], in: app)
        #expect(output.status != 2, "\(output.stderr)")
        let languages = Self.languages(try Runner.json(output.stdout))
        #expect(languages?.checked == ["de", "fr"])
        #expect(languages?.source == "languages in .locbutton.yml")
    }

    @Test("a Swift package ships its default localization and resources") func aSwiftPackageShipsItsDefaultLocalizationAndResources() throws {
        let (status, report, stderr) = try Self.check("PackageDefaultLocalization")
        #expect(status == 0, "\(stderr)")
        #expect(Self.languages(report)?.checked == ["en", "fr"])
        #expect(Self.languages(report)?.source == ".lproj folders, defaultLocalization in Package.swift")
    }

    @Test("languages come from known regions lproj folders and string catalogs together") func languagesComeFromKnownRegionsLprojFoldersAndStringCatalogsTogether() throws {
        let (status, report, stderr) = try Self.check("ManyLanguages")
        // `.tint(.yellow)`: dark systemYellow #FFD60A is 1.41 against white, disabled.
        #expect(status == 1, "\(stderr)")
        #expect(Self.languages(report)?.checked == ["de", "en", "fr", "ja"])
        #expect(Self.languages(report)?.source
                == "knownRegions in Harbor.xcodeproj/project.pbxproj, .lproj folders, Harbor/Localizable.xcstrings")
        let button = try #require(Self.buttons(report).first)
        let contrast = try #require((button["findings"] as? [[String: Any]])?.first { $0["rule"] as? String == "LB001" })
        #expect((contrast["location"] as? [String: Any])?["line"] as? Int == 7)
    }

    @Test("without any evidence the development region Xcode sets is checked and the report says so") func withoutAnyEvidenceTheDevelopmentRegionXcodeSetsIsCheckedAndTheReportSaysSo() throws {
        let (status, report, stderr) = try Self.check("LooseSources")
        #expect(status == 0, "\(stderr)")
        let languages = try #require(report?["languages"] as? [String: Any])
        // A new Xcode project's developmentRegion is en (docs/languages.md, "No evidence").
        #expect(languages["checked"] as? [String] == ["en"])
        #expect(languages["default"] as? Bool == true)
        #expect(languages["source"] as? String
                == "no localization found: checked en, the development region Xcode sets; `--languages all` checks every system language")
        // `--languages all`: every language of Locales/LocationButtonTitles.xcstrings (58: see Locales/README.md).
        let all = try Self.check("LooseSources", ["--languages", "all"]).report
        #expect(((all?["languages"] as? [String: Any])?["checked"] as? [String])?.count == 58)
    }

    @Test("the text report says in one line which languages and why") func theTextReportSaysInOneLineWhichLanguagesAndWhy() throws {
        let app = try Self.app("ManyLanguages")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let text = try Runner.run(["check", "--pseudolanguages", "none"], in: app)
        #expect(text.status == 1)
        #expect(text.stdoutLines.filter { $0.hasPrefix("languages:") } == [
            "languages: de, en, fr, ja (from knownRegions in Harbor.xcodeproj/project.pbxproj, .lproj folders, Harbor/Localizable.xcstrings)",
        ])
    }

    @Test("a value the code decides at run time is echoed as unknown not as the default") func aValueTheCodeDecidesAtRunTimeIsEchoedAsUnknownNotAsTheDefault() throws {
        let (status, report, stderr) = try Self.check("InjectedTheme", ["--languages", "en"])
        #expect(status == 0, "\(stderr)")
        let button = try #require(Self.buttons(report).first)
        #expect(button["verdict"] as? String == "uncertain")
        let configuration = try #require(button["configuration"] as? [String: [String: Any]])
        #expect(configuration["background"]?["value"] as? String == "unknown")
        #expect(configuration["background"]?["expression"] as? String == "theme.accent")
        #expect(configuration["foreground"]?["source"] as? String == "default")
    }

    @Test("the GitHub annotations say which languages as a notice") func theGitHubAnnotationsSayWhichLanguagesAsANotice() throws {
        let app = try Self.app("EnglishOnly")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let output = try Runner.run(["check", "--format", "github", "--pseudolanguages", "none"], in: app)
        #expect(output.stdoutLines.contains(
            "::notice title=locbutton languages::languages: en (from knownRegions in Ferry.xcodeproj/project.pbxproj, .lproj folders)"))
    }

    @Test("sources without a location button pass with a note") func sourcesWithoutALocationButtonPassWithANote() throws {
        let (status, report, stderr) = try Self.check("NoButton")
        #expect(status == 0, "\(stderr)")
        #expect(report?["notes"] as? [String] == ["no location button in 2 Swift files"])
        #expect(Self.buttons(report).isEmpty)
        let app = try Self.app("NoButton")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let text = try Runner.run(["check"], in: app)
        #expect(text.status == 0)
        #expect(text.stdoutLines.first == "note: no location button in 2 Swift files")
    }

    @Test("a folder with nothing to read is bad input") func aFolderWithNothingToReadIsBadInput() throws {
        let (status, _, stderr) = try Self.check("CatalogsOnly")
        #expect(status == 2)
        #expect(stderr == ".: expected Swift files, storyboards or xibs to look for location buttons in, found none\n")
    }

    @Test("a broken color set a button uses is that buttons uncertainty at its place") func aBrokenColorSetAButtonUsesIsThatButtonsUncertaintyAtItsPlace() throws {
        let (status, report, stderr) = try Self.check("BrokenUsedColor")
        // One button's bad input is that button's result (uncertain, not failing by default), not exit 2.
        #expect(status == 0, "\(stderr)")
        let button = try #require(Self.buttons(report).first)
        #expect(button["verdict"] as? String == "uncertain")
        let messages = (button["findings"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
        #expect(messages.contains { $0.contains("Pier/Assets.xcassets/Brand.colorset/Contents.json:$.colors[0].color.components.red: expected a value in 0–1") },
                "\(messages)")
    }
}

import Foundation
import Testing
@testable import LocationButtonLint

/// A theme button's `platforms:` and `android:`/`web:` sections, read and judged through the whole
/// check (`CheckRun`). Expected values are worked by hand from the limits in docs/cross-platform.md,
/// from the independent Python reference for Android's colors and from hb-shape for the label width.
@Suite struct PlatformCheckTests {
    private func problems(_ text: String) -> [String] {
        do {
            _ = try InputParsers.theme(text, file: "t.yaml")
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    @Test("sections are read into the spec") func sectionsAreReadIntoTheSpec() throws {
        let theme = try InputParsers.theme("""
            buttons:
              - id: a
                width: 200
                platforms: [ios, android, web]
                android: {height: 40, padding: 2, strokeWidth: -1, label: usePreciseLocation, locales: [de], density: 2.625, foreground: "#111111"}
                web: {fontSize: 12, fontWeight: 100, lang: fr, precise: true, paddingHorizontal: 90}
            """, file: "t.yaml")
        let spec = try #require(theme.buttons.first)
        #expect(spec.platforms == [.ios, .android, .web])
        #expect(spec.android.height == 40 && spec.android.padding == 2 && spec.android.strokeWidth == -1)
        #expect(spec.android.label == "usePreciseLocation" && spec.android.locales == ["de"] && spec.android.density == 2.625)
        #expect(spec.android.foreground == ColorReference("#111111"))
        #expect(spec.web.fontSize == 12 && spec.web.fontWeight == 100 && spec.web.lang == "fr" && spec.web.precise == true)
        #expect(spec.web.paddingHorizontal == 90)
        // The sections' keys are echoed and located as `android.height`.
        #expect(theme.configurations["a"]?["android.height"]?.value == "40")
        #expect(theme.keyLocations["a"]?["web.fontWeight"]?.line == 6)
    }

    @Test("a button without platforms is iOS alone") func aButtonWithoutPlatformsIsIOSAlone() throws {
        let theme = try InputParsers.theme("buttons:\n  - id: a\n", file: "t.yaml")
        #expect(theme.buttons.first?.platforms == [.ios])
        #expect(theme.buttons.first?.android == AndroidSettings() && theme.buttons.first?.web == WebSettings())
    }

    // Every problem on its own line, with its place, what was expected and a hint for a near miss.
    @Test("bad sections are one line each") func badSectionsAreOneLineEach() {
        #expect(problems("buttons:\n  - id: a\n    android: {heigth: 40}\n")
                == ["t.yaml:3:15: expected a key of android settings, found \"heigth\" (did you mean \"height\"?)"])
        #expect(problems("buttons:\n  - id: a\n    platforms: [andriod]\n")
                == ["t.yaml:3:17: expected a platform (ios, android, web), found \"andriod\" (did you mean \"android\"?)"])
        #expect(problems("buttons:\n  - id: a\n    web: {fontWeight: 2000}\n")
                == ["t.yaml:3:23: expected a font weight from 1 to 1000, found 2000"])
        #expect(problems("buttons:\n  - id: a\n    android: 48\n") == ["t.yaml:3:14: expected android settings, found 48"])
        #expect(problems("buttons:\n  - id: a\n    android: {label: preciseLocaton}\n")
                == ["t.yaml:3:22: expected an Android label (none, preciseLocation, usePreciseLocation, sharePreciseLocation, nearMyPreciseLocation, nearYourPreciseLocation), found \"preciseLocaton\" (did you mean \"preciseLocation\"?)"])
    }

    @Test("Android label names are the system models") func androidLabelNamesAreTheSystemModels() {
        #expect(AndroidLabelName.allCases.map(\.rawValue) == AndroidLabel.allCases.map(\.rawValue))
    }

    // SystemUI needs a size: a button on android without one is bad input, on the platforms line.
    @Test("Android without a size is bad input") func androidWithoutASizeIsBadInput() throws {
        let root = TextTestSupport.repositoryRoot
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("platforms-\(UUID().uuidString).yaml").path
        try "languages: [en]\nbuttons:\n  - id: a\n    platforms: [android]\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = CheckRun(measurer: try TextTestSupport.bundledShaper(), resources: root)
        #expect(throws: ThemeFileErrors(problems: [InputError(file: path, place: "4:5",
            "expected android.width and android.height in dp (or the shared width and height) for a button whose platforms name android, found none")])) {
            _ = try run.run(themePaths: [path])
        }
    }

    /// Examples/three-platforms.yaml: white on #FFD94D, 240 × 44 pt, on all three platforms.
    @Test("one button on three platforms") func oneButtonOnThreePlatforms() throws {
        let root = TextTestSupport.repositoryRoot
        let run = CheckRun(measurer: try TextTestSupport.bundledShaper(), resources: root)
        let outcome = try run.run(themePaths: [root.appendingPathComponent("Examples/three-platforms.yaml").path])
        let button = try #require(outcome.result.buttons.first)
        func findings(_ platform: ButtonPlatform?) -> [Finding] { button.findings.filter { $0.platform == platform } }

        // iOS: WCAG luminance of #FFD94D = 0.2126·1 + 0.7152·0.69387 + 0.0722·0.07421 = 0.71422, so
        // white on it is 1.05 / 0.76422 = 1.374:1 < 1.5: CoreLocationUI disables the button.
        #expect(findings(nil).contains { $0.rule == TitleContrastRule.info.id && $0.verdict == .disabled })

        // Android never disables. Colors: the Python reference (Fixtures/Android) gives #616162 for
        // white on #FFD94D, for the text and for the icon, whose unset tint is SystemUI's
        // textColorOnAccent (taken as white) through the same ensureContrast.
        let android = findings(.android)
        #expect(android.allSatisfy { $0.verdict == .guideline && $0.level == .verdict })
        #expect(android.contains { $0.rule == "LB101" && $0.headline == "text color #FFFFFF is drawn as #616162" })
        #expect(android.contains { $0.rule == "LB101" && $0.headline == "icon tint #FFFFFF is drawn as #616162" })
        // Sizes at density 1: height 40 dp = 40 px < 48 → 48 px; padding 2 dp → 4 dp (one finding for the four sides).
        #expect(android.contains { $0.rule == "LB102" && $0.headline == "height 40 px is drawn as 48 px" })
        #expect(android.filter { $0.rule == "LB102" && $0.headline == "padding 2 px is drawn as 4 px" }.count == 1)
        // The label: content 240 − 2·4 = 232 dp wide, 48 − 2·4 = 40 dp high → min 40 dp → labelLarge 14 dp,
        // 16 dp padding, 20 dp icon, 8 dp spacing: room 232 − 32 − 20 − 8 = 172 dp. hb-shape 6.0.0
        // (Inter-Medium.otf, 1000 upem): "Genauen Standort verwenden" advances 14336 → 200.70 dp at 14,
        // + 26 × 0.1 dp tracking = 203.30 dp > 172 × 1.09 (the stand-in margin) = 187.5: clipped.
        // "Use precise location": 9707 → 135.90 + 2.0 = 137.90 dp < 172 / 1.09 = 157.8: fits (no finding).
        let label = try #require(android.first { $0.rule == "LB103" })
        #expect(label.locale == "de" && label.verdict == .guideline)
        #expect(label.detail?.contains("room 172.0 dp") == true)
        #expect(!android.contains { $0.rule == "LB103" && $0.locale == "en" })
        let drawn = try #require(button.platforms?.android)
        #expect(drawn.textColor == "#616162" && drawn.background == "#FFD94D" && drawn.height == 48 && drawn.width == 240)
        // The shape is the content box: 240 − 2·4 by 48 − 2·4 dp, Material's pill (radius 40 / 2).
        #expect(drawn.shapeWidth == 232 && drawn.shapeHeight == 40 && drawn.cornerRadius == 20)
        #expect(drawn.label == "Use precise location")

        // Web: 1.374:1 < 3.0 → invalid (disabled); font-weight 100 is raised to 200 (a clamp).
        let web = findings(.web)
        let invalid = try #require(web.first { $0.rule == "LB201" })
        #expect(invalid.verdict == .disabled && invalid.detail?.contains("invalidReason style_invalid: contrast below 3.0") == true)
        #expect(invalid.headline == "the <geolocation> element is invalid (style_invalid: contrast below 3.0): it grants nothing")
        #expect(web.contains { $0.rule == "LB202" && $0.headline == "font-weight 100 is drawn as 200" && $0.verdict == .guideline })
        let element = try #require(button.platforms?.web)
        #expect(!element.isValid && element.invalidReason == "style_invalid")
        // lang de: Chromium's IDS_PERMISSION_REQUEST_GEOLOCATION in de (Locales/chromium-geolocation-strings.json).
        #expect(element.text == "Standort verwenden" && element.lang == "de")

        // The bordered web button: 2px #1A1A1A on white (17.4:1) is distinct, so its 100px padding is
        // kept (no LB202 for it); at 16px letter-spacing 5px → 0.2em = 3.2px, the icon 40px → 1.5em = 24px;
        // its transform is information.
        let outline = try #require(outcome.result.buttons.first { $0.id == "trail-outline" })
        #expect(!outline.findings.contains { $0.headline.hasPrefix("padding-left") })
        #expect(outline.findings.filter { $0.rule == "LB202" && $0.verdict == .guideline }.map(\.headline).sorted()
                == ["icon height 40px is drawn as 24px", "letter-spacing 5px is drawn as 3.2px"])
        #expect(outline.findings.contains { $0.headline == "transform is not applied" && $0.level == .information })
        #expect(outline.platforms?.web?.drawn.paddingLeft == 100 && outline.platforms?.web?.drawn.borderWidth == 2)
        // The Android pill leaves the icon tint to the system: white on #1A73E8 is 4.505:1 (the Python
        // reference keeps it), so nothing changes; 200 × 48 dp draws a 192 × 40 dp shape.
        let pill = try #require(outcome.result.buttons.first { $0.id == "trail-pill" }?.platforms?.android)
        #expect(pill.iconTint == "#FFFFFF" && pill.outcome == "unchanged" && pill.shapeWidth == 192 && pill.shapeHeight == 40)

        // The button's verdict is the worst of the three; the summary counts each platform apart.
        #expect(button.verdict == .disabled)
        #expect(outcome.result.summary.platformFindings[.web] == VerdictCounts(guideline: 3, disabled: 1))
        #expect(outcome.result.summary.platformFindings[.android]?.guideline == android.count)  // the pill has none
        #expect(outcome.rules.contains { $0.id == "LB101" } && outcome.rules.contains { $0.id == "LB202" })
    }

    // A baseline accepts platform findings as it does iOS's (the rule ids keep them apart).
    @Test("recording a baseline suppresses platform findings") func recordingABaselineSuppressesPlatformFindings() throws {
        let root = TextTestSupport.repositoryRoot
        let run = CheckRun(measurer: try TextTestSupport.bundledShaper(), resources: root,
                           options: CheckRun.Options(recordingBaseline: true))
        let outcome = try run.run(themePaths: [root.appendingPathComponent("Examples/three-platforms.yaml").path])
        let button = try #require(outcome.result.buttons.first)
        #expect(!button.findings.contains { $0.platform != nil })
        #expect(button.suppressedFindings.contains { $0.platform == .web && $0.rule == "LB201" })
    }
}

import Foundation
import Testing

/// `locbutton contrast … --platform`: each system's story for one color pair, end to end.
@Suite struct CrossPlatformContrastCommandTests {
    // White on #FFD94D: iOS 1.5 rule 1.3739 (L 0.71420 by hand, see WebStyleValidityTests) → disabled;
    // Android darkens the title to #616162 (android_contrast_reference.json); Chromium: 1.37 < 3.0 →
    // invalid, style_invalid. A refusal on iOS or the web exits 1.
    @Test("white on brand yellow tells three stories") func whiteOnBrandYellowTellsThreeStories() throws {
        let run = try LocbuttonRunner.run(["contrast", "white", "#FFD94D", "--platform", "all", "--format", "json"])
        #expect(run.status == 1)
        let doc = try LocbuttonRunner.json(run.stdout)
        let platforms = try #require(doc["platforms"] as? [String: Any])
        let ios = try #require(platforms["ios"] as? [String: Any])
        #expect(ios["verdict"] as? String == "disabled" && ios["ratio"] as? Double == 1.3739)
        let android = try #require(platforms["android"] as? [String: Any])
        #expect(android["verdict"] as? String == "changed")
        #expect(android["textColor"] as? String == "#616162" && android["iconTint"] as? String == "#616162")
        #expect((android["logLines"] as? [String])?.first
                == "W LocationButton: Text color color #ffffffff adjusted to #ff616162 for contrast against #ffffd94d")
        #expect((android["assumption"] as? String)?.contains("isColorDark(bg)") == true)
        #expect(android["validationFlags"] as? Int == 3)  // text 0x01 | icon 0x02
        let web = try #require(platforms["web"] as? [String: Any])
        #expect(web["verdict"] as? String == "invalid" && web["invalidReason"] as? String == "style_invalid")
        #expect(web["failedCheck"] as? String == "contrast below 3.0" && web["isValid"] as? Bool == false)
        // The common fix is checked against each rule in CrossPlatformContrastTests; here: it is reported.
        let fix = try #require(doc["smallestCommonFix"] as? [String: Any])
        #expect(["foreground", "background"].contains(fix["role"] as? String ?? "") && (fix["deltaE"] as? Double ?? 0) > 0)

        let text = try LocbuttonRunner.run(["contrast", "white", "#FFD94D", "--platform", "all"])
        #expect(text.status == 1)
        let rows = text.stdoutLines
        #expect(rows[0].hasPrefix("platform") && rows[1].hasPrefix("ios") && rows[2].hasPrefix("android") && rows[3].hasPrefix("web"))
        #expect(rows[1].contains("disabled") && rows[2].contains("changed") && rows[2].contains("#616162"))
        #expect(rows[3].contains("invalidReason style_invalid: contrast below 3.0 (1.37:1)"))
        #expect(text.stdout.contains("assumption: ensureContrast(fg, bg, 4.5)"))
        #expect(rows[4].hasPrefix("fix all") && rows[4].contains("the smallest change all three take unchanged"))
    }

    // The default (ios) output is the existing report, byte for byte.
    @Test("iOS is the default and unchanged") func iosIsTheDefaultAndUnchanged() throws {
        let plain = try LocbuttonRunner.run(["contrast", "white", "#FFD94D"])
        let ios = try LocbuttonRunner.run(["contrast", "white", "#FFD94D", "--platform", "ios"])
        #expect(plain.stdout == ios.stdout && plain.status == ios.status)
        #expect(plain.stdout.hasPrefix("system      FAIL"))
    }

    // Black on white: Android keeps it (21:1 ≥ 4.5) and the web accepts it: exit 0 even with
    // --fail-on guideline; white on #007AFF is changed by Android (4.02 < 4.5; #161617 in
    // android_contrast_reference.json), which only --fail-on guideline turns into exit 1.
    @Test("Android change fails only at guideline") func androidChangeFailsOnlyAtGuideline() throws {
        let fine = try LocbuttonRunner.run(["contrast", "black", "white", "--platform", "android", "--fail-on", "guideline"])
        #expect(fine.status == 0 && fine.stdout.contains("unchanged"))
        let blue = try LocbuttonRunner.run(["contrast", "white", "#007AFF", "--platform", "android"])
        #expect(blue.status == 0 && blue.stdout.contains("#161617"))
        let gated = try LocbuttonRunner.run(["contrast", "white", "#007AFF", "--platform", "android", "--fail-on", "guideline"])
        #expect(gated.status == 1)
    }

    // Black on white (21:1) at 12 px: below min(small, 13px), invalid; at 13 px valid; a size that
    // is no number is bad usage.
    @Test("CSS font size decides the web verdict") func cssFontSizeDecidesTheWebVerdict() throws {
        let small = try LocbuttonRunner.run(["contrast", "black", "white", "--platform", "web", "--css-font-size", "12"])
        #expect(small.status == 1 && small.stdout.contains("invalidReason style_invalid: font size below min(small, 13px) (12px)"))
        let fine = try LocbuttonRunner.run(["contrast", "black", "white", "--platform", "web", "--css-font-size", "13"])
        #expect(fine.status == 0 && fine.stdout.contains("valid at 13px"))
        let bad = try LocbuttonRunner.run(["contrast", "black", "white", "--platform", "web", "--css-font-size", "0"])
        #expect(bad.status == 2 && bad.stderr.contains("--css-font-size: expected a size in px above 0"))
    }

    @Test("all appearances needs the iOS table") func allAppearancesNeedsTheIosTable() throws {
        let run = try LocbuttonRunner.run(["contrast", "white", "#FFD94D", "--platform", "web", "--appearance", "all"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--platform web: expected one --appearance, found all"))
    }
}

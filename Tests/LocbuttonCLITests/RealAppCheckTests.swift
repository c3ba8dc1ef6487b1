import Foundation
import Testing

/// `locbutton check` on the scanner's fixture apps (`Tests/LocationButtonScannerTests/Fixtures/Apps`,
/// each one pattern of real projects; their settings and verdicts are worked by hand in
/// `RealAppPatternTests`), and a baseline that must survive lines inserted above a button.
@Suite struct RealAppCheckTests {
    static func app(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("LocationButtonScannerTests/Fixtures/Apps/\(name)").path
    }

    @Test("preview buttons are reported but do not gate") func previewButtonsAreReportedButDoNotGate() throws {
        let output = try LocbuttonRunner.run(["check", Self.app("Previews"), "--languages", "en"])
        // Both previews tint yellow (white on dark #FFD60A: 1.41 < 1.5), the shipped button does not.
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdoutLines.filter { $0.contains("(preview: does not gate)") }.count == 2)
        #expect(output.stdoutLines.last { !$0.isEmpty }?.hasPrefix("3 passed, 0 failed") == true)
        // In CI annotations a preview's disabled contrast is a warning, never an error.
        let github = try LocbuttonRunner.run(["check", Self.app("Previews"), "--languages", "en", "--format", "github"])
        #expect(github.status == 0 && !github.stdout.contains("::error"))
        #expect(github.stdoutLines.contains { $0.hasPrefix("::warning") && $0.contains("title=LB001") && $0.contains("#Preview") })
    }

    @Test("an unknown fill prints no default numbers") func anUnknownFillPrintsNoDefaultNumbers() throws {
        let output = try LocbuttonRunner.run(["check", Self.app("ThemeVariable"), "--languages", "en", "--detail", "full"])
        #expect(output.stdout.contains("contrast unknown: `theme.accent`"))
        // systemBlue's ratios (4.02 light, 3.65 dark) would be the default's, not the app's.
        #expect(!output.stdout.contains("contrast  light"))
        #expect(!output.stdout.contains("4.02"))
    }

    @Test("a token from another file decides the verdict on its line") func aTokenFromAnotherFileDecidesTheVerdictOnItsLine() throws {
        let output = try LocbuttonRunner.run(["check", Self.app("BrandTokens"), "--languages", "en", "--format", "github"])
        // Brand.sun under white: 1.376:1 < 1.5 in all four appearances: one annotation for the
        // four, on the foreground it names first (`.foregroundStyle(Brand.ink)`, line 9, column 17).
        #expect(output.status == 1)
        let errors = output.stdoutLines.filter { $0.hasPrefix("::error") }
        #expect(errors.count == 1)
        #expect(errors.allSatisfy { $0.contains("LocateView.swift,line=9,col=17,title=LB001") && $0.contains("1.38:1 < 1.50:1") })
        #expect(errors.allSatisfy { $0.contains("light, dark, light-high-contrast, dark-high-contrast") })
    }

    @Test("the scanners notes reach text JSON and SARIF") func theScannersNotesReachTextJSONAndSARIF() throws {
        // DebugOnly's one button is inside `#if DEBUG` (SettingsView.swift, line 12).
        let note = "SettingsView.swift:12: SettingsView.swift › SettingsView.body #1: built only when `#if DEBUG` holds; checked as if it does"
        let text = try LocbuttonRunner.run(["check", Self.app("DebugOnly"), "--languages", "en", "--color", "never"])
        #expect(text.stdoutLines.contains { $0.hasPrefix("note: ") && $0.hasSuffix(note) })
        #expect(text.stdoutLines.contains { $0.hasPrefix("1 button, ") })
        for format in ["json", "sarif"] {
            let output = try LocbuttonRunner.run(["check", Self.app("DebugOnly"), "--languages", "en", "--format", format])
            let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
            let notes = format == "json" ? object?["notes"] as? [String]
                : ((object?["runs"] as? [[String: Any]])?.first?["properties"] as? [String: Any])?["notes"] as? [String]
            #expect(notes?.contains { $0.hasSuffix(note) } == true, "\(format)")
        }
    }

    @Test("xcodes storyboard element is found not passed over") func xcodesStoryboardElementIsFoundNotPassedOver() throws {
        // Before the element was read, this app had "no location button" and passed whatever its colors.
        let output = try LocbuttonRunner.run(["check", Self.app("Harbor"), "--languages", "en", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        let buttons = object?["buttons"] as? [[String: Any]]
        #expect(buttons?.map { $0["id"] as? String } == ["Main.storyboard › hLb-7q-2Xa"])
        let cornerRadius = (buttons?.first?["configuration"] as? [String: Any])?["cornerRadius"] as? [String: Any]
        #expect(cornerRadius?["expression"] as? String == "shareButton.cornerRadius = 12 (over Main.storyboard:19 cornerRadius=\"8\")")
    }

    @Test("each scanned button names its target in the JSON report") func eachScannedButtonNamesItsTargetInTheJSONReport() throws {
        let output = try LocbuttonRunner.run(["check", Self.app("RangerTargets"), "--format", "json"])
        // The clip's yellow AccentColor (1.41:1) disables its button: exit 1, not 2.
        #expect(output.status == 1, "\(output.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let buttons = try #require(report["buttons"] as? [[String: Any]])
        let targets = Dictionary(uniqueKeysWithValues: buttons.map { ($0["id"] as? String ?? "", $0["target"] as? String ?? "") })
        #expect(targets == ["LocateView.swift › LocateView.body #1": "Ranger", "ClipLocateView.swift › ClipLocateView.body #1": "RangerClip"])
        // The app's en, es and the clip's fr, nothing from tests, Settings.bundle or tools/.
        #expect((report["languages"] as? [String: Any])?["checked"] as? [String] == ["en", "es", "fr"])
    }

    @Test("a colorless set is its buttons uncertainty not the runs error") func aColorlessSetIsItsButtonsUncertaintyNotTheRunsError() throws {
        let output = try LocbuttonRunner.run(["check", Self.app("BackdropSets"), "--detail", "full"])
        // The sunny button (1.38:1) is disabled; the Backdrop one uncertain, naming its set.
        #expect(output.status == 1, "\(output.stderr)")
        #expect(output.stdoutLines.contains { $0.hasPrefix("UNCERTAIN ") } && output.stdoutLines.contains { $0.hasPrefix("DISABLED ") })
        #expect(output.stdout.contains("Backdrop.colorset/Contents.json:$.colors"))
    }

    @Test("evidence without a system title never stops the run") func evidenceWithoutASystemTitleNeverStopsTheRun() throws {
        for app in ["KabyleOnly", "XcodeGenHarbor"] {
            let output = try LocbuttonRunner.run(["check", Self.app(app)])
            #expect(output.status == 0, "\(app): \(output.stderr)")
            #expect(!output.stderr.contains("--languages"))
        }
        let all = try LocbuttonRunner.run(["check", Self.app("LooseSwift"), "--languages", "all"])
        #expect(all.stdoutLines.contains("languages: 58 languages (from --languages)"))
    }

    @Test("a baseline survives lines inserted above the button") func aBaselineSurvivesLinesInsertedAboveTheButton() throws {
        let folder = try LocbuttonRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("App/NightView.swift")
        func write(header: String) throws {
            try """
            import CoreLocationUI
            import SwiftUI
            \(header)
            struct NightView: View {
                var body: some View {
                    LocationButton(.currentLocation) { }
                        .tint(.yellow)
                }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        }
        let baseline = folder.appendingPathComponent("baseline.json").path
        try write(header: "")
        // White on dark systemYellow fails (1.41 < 1.5): recorded as accepted.
        let record = try LocbuttonRunner.run(["check", "--languages", "en", "--baseline", baseline, "--update-baseline"], in: folder)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(try LocbuttonRunner.run(["check", "--languages", "en"], in: folder).status == 1)

        try write(header: "\n// Shown on the night map.\n// Yellow is the brand's.\n")
        let again = try LocbuttonRunner.run(["check", "--languages", "en", "--baseline", baseline, "--format", "json"], in: folder)
        #expect(again.status == 0, "\(again.stderr)")
        let report = try LocbuttonRunner.json(again.stdout)
        let button = try #require((report["buttons"] as? [[String: Any]])?.first)
        #expect(button["id"] as? String == "NightView.swift › NightView.body #1")
        #expect((button["source"] as? [String: Any])?["line"] as? Int == 9)   // moved from 6
    }
}

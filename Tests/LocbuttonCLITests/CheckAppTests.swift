import Foundation
import Testing

/// `locbutton check` run inside an app's folder (DESIGN: the app checked from its sources).
/// The app is written here, so a test can change one line of it. Expected facts come from the
/// docs/system-model.md §3: the default white title on systemBlue passes
/// CoreLocationUI's 1.5 rule in every appearance (4.02 light, 3.65 dark, 2.83 dark with Increase
/// Contrast); white on dark-mode systemYellow (#FFD60A) is 1.41 and fails, so the button is
/// `disabled` in dark (and in dark with Increase Contrast, #FFD426: 1.43 by the same formula).
@Suite struct CheckAppTests {
    /// The app's one view; `padded` puts a `.padding()` line before the `.tint`, moving it down.
    static func app(tint: String, padded: Bool = false) -> String {
        """
        import CoreLocationUI
        import SwiftUI

        struct ShareView: View {
            var body: some View {
                VStack {
                    LocationButton(.currentLocation) { }\(padded ? "\n                .padding()" : "")
                        .tint(\(tint))
                    LocationButton(.shareCurrentLocation) { }
                }
            }
        }
        """
    }

    /// A fresh app folder holding `App/ShareView.swift`.
    func makeApp(tint: String, padded: Bool = false) throws -> URL {
        let folder = try LocbuttonRunner.temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Self.app(tint: tint, padded: padded)
            .write(to: folder.appendingPathComponent("App/ShareView.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    /// `::error` annotation lines of a GitHub-format run in `app`.
    func errors(in app: URL) throws -> (status: Int32, lines: [String]) {
        let output = try LocbuttonRunner.run(["check", "--format", "github", "--languages", "en"], in: app)
        return (output.status, output.stdoutLines.filter { $0.hasPrefix("::error") })
    }

    @Test("finds every button in the working directory") func findsEveryButtonInTheWorkingDirectory() throws {
        let app = try makeApp(tint: ".blue")
        defer { try? FileManager.default.removeItem(at: app) }
        let output = try LocbuttonRunner.run(["check", "--format", "json", "--languages", "en"], in: app)
        #expect(output.status == 0, "\(output.stderr)")
        let report = try LocbuttonRunner.json(output.stdout)
        let buttons = try #require(report["buttons"] as? [[String: Any]])
        #expect(buttons.compactMap { $0["id"] as? String } == ["ShareView.swift › ShareView.body #1", "ShareView.swift › ShareView.body #2"])
        let source = try #require(buttons.first?["source"] as? [String: Any])
        #expect(source["file"] as? String == "App/ShareView.swift" && source["line"] as? Int == 7)
    }

    @Test("changing one tint changes the verdict and the annotation line") func changingOneTintChangesTheVerdictAndTheAnnotationLine() throws {
        let blue = try makeApp(tint: ".blue")
        defer { try? FileManager.default.removeItem(at: blue) }
        let before = try errors(in: blue)
        #expect(before.status == 0 && before.lines.isEmpty)

        let yellow = try makeApp(tint: ".yellow")
        defer { try? FileManager.default.removeItem(at: yellow) }
        let after = try errors(in: yellow)
        #expect(after.status == 1)
        // Disabled in dark (1.41:1) and dark with Increase Contrast, on the `.tint(.yellow)` line:
        // line 8, its `.` in column 17; one cause, one annotation naming both.
        #expect(after.lines.count == 1)
        #expect(after.lines.first?.hasSuffix("(also dark-high-contrast)") == true)
        #expect(after.lines.allSatisfy { $0.hasPrefix("::error file=App/ShareView.swift,line=8,col=17,title=LB001") })

        let moved = try makeApp(tint: ".yellow", padded: true)
        defer { try? FileManager.default.removeItem(at: moved) }
        #expect(try errors(in: moved).lines.allSatisfy { $0.contains("file=App/ShareView.swift,line=9,col=17") })
    }
}

/// `locbutton rules` and `locbutton rules LB004`.
@Suite struct RulesCommandTests {
    @Test("lists every rule on a line") func listsEveryRuleOnALine() throws {
        let output = try LocbuttonRunner.run(["rules"])
        #expect(output.status == 0)
        let ids = output.stdoutLines.filter { $0.hasPrefix("LB") }.map { String($0.prefix(5)) }
        // iOS's rules, then Android's and the web's under their heading.
        #expect(ids == (1...15).map { String(format: "LB%03d", $0) } + ["LB101", "LB102", "LB103", "LB201", "LB202"])
        #expect(output.stdoutLines.contains { $0.hasPrefix("Android 17 and the web") })
    }

    @Test("explains a platform rule") func explainsAPlatformRule() throws {
        let output = try LocbuttonRunner.run(["rules", "web-style-invalid"])
        #expect(output.status == 0)
        #expect(output.stdoutLines.first == "LB201 web-style-invalid")
        #expect(output.stdout.contains("invalidReason style_invalid"))
    }

    @Test("explains one rule with its examples") func explainsOneRuleWithItsExamples() throws {
        let output = try LocbuttonRunner.run(["rules", "title-truncated"])
        #expect(output.status == 0)
        #expect(output.stdoutLines.first == "LB004 title-truncated")
        #expect(output.stdout.contains("Examples:\n"))
        let json = try LocbuttonRunner.run(["rules", "LB014", "--format", "json"])
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["LB014"])
        #expect((rules.first?["examples"] as? [Any])?.count == 2)
    }

    @Test("an unknown rule is bad usage") func anUnknownRuleIsBadUsage() throws {
        let output = try LocbuttonRunner.run(["rules", "LB04"])
        #expect(output.status == 2)
        #expect(output.stderrLines == ["locbutton: expected a rule id or name, found \"LB04\" (did you mean \"LB004\"?) (see locbutton help)"])
    }
}

/// The scanner's `TrailSwiftUI` fixture app through every layer: exemptions in SARIF, the
/// configuration echo in JSON.
@Suite struct CheckAppReportTests {
    static let trail = URL(fileURLWithPath: #filePath)  // Tests/LocbuttonCLITests/CheckAppTests.swift
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LocationButtonScannerTests/Fixtures/Apps/TrailSwiftUI").path

    @Test("an exemption is a suppression with the teams reason") func anExemptionIsASuppressionWithTheTeamsReason() throws {
        let output = try LocbuttonRunner.run(["check", Self.trail, "--format", "sarif", "--languages", "en", "--rule", "LB014"])
        #expect(output.status == 0, "\(output.stderr)")
        let sarif = try LocbuttonRunner.json(output.stdout)
        let results = ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let map = try #require(results.first { (($0["properties"] as? [String: Any])?["button"] as? String) == "MapScreen.swift › MapScreen.locateButton #1" })
        let suppression = (map["suppressions"] as? [[String: Any]])?.first
        #expect(suppression?["justification"] as? String == "switched off for this button: brandBadge() only adds a dot in a corner")
        // DebugPanel's `#if os(iOS)` modifier is not exempt: an open LB014 finding at line 10
        let debug = try #require(results.first { (($0["properties"] as? [String: Any])?["button"] as? String) == "DebugPanel.swift › DebugPanel.body #1" })
        #expect(debug["suppressions"] == nil)
        let region = ((debug["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        #expect(region?["startLine"] as? Int == 10 && region?["startColumn"] as? Int == 13)
    }

    @Test("the JSON report echoes where each value came from") func theJSONReportEchoesWhereEachValueCameFrom() throws {
        let output = try LocbuttonRunner.run(["check", Self.trail, "--format", "json", "--languages", "en", "--rule", "LB014"])
        let buttons = try #require(try LocbuttonRunner.json(output.stdout)["buttons"] as? [[String: Any]])
        let share = try #require(buttons.first { $0["id"] as? String == "ShareView.swift › ShareView.body #1" })
        let background = (share["configuration"] as? [String: Any])?["background"] as? [String: Any]
        #expect(background?["value"] as? String == "systemGray")
        #expect(background?["expression"] as? String == ".tint(.gray)")
        let source = background?["source"] as? [String: Any]
        #expect((source?["file"] as? String)?.hasSuffix("TrailSwiftUI/Trail/ShareView.swift") == true)
        #expect(source?["line"] as? Int == 16 && source?["column"] as? Int == 13)
    }
}

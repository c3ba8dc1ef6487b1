import Foundation
import Testing

/// `locbutton check` end to end: exit codes and the findings the JSON report carries for fixture
/// themes whose expected values are worked out independently (contrast ratios with python3 and
/// the WCAG 2.x formula; available widths by hand from the layout model's defaults).
@Suite struct CheckCommandTests {
    typealias Runner = LocbuttonRunner

    private func findings(_ report: [String: Any], button id: String) -> [[String: Any]] {
        let buttons = report["buttons"] as? [[String: Any]] ?? []
        return buttons.first { $0["id"] as? String == id }?["findings"] as? [[String: Any]] ?? []
    }

    @Test("passing theme exits zero with closing line") func passingThemeExitsZeroWithClosingLine() throws {
        let output = try Runner.run(["check", try Runner.fixture("passing.yaml")])
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        #expect(output.stdoutLines.dropLast().last == "1 passed, 0 failed")
        #expect(output.stdout.contains("PASS recenter"))
    }

    /// `narrow` (100 pt): "Share My Current Location" is 12.65 em in Inter (hb-shape, see
    /// EngineScenarioTests), so at AX5 (53/17 of the Large size s) it fits only while
    /// s · 53/17 · (12.65 + 2.8) ≤ 100, s ≤ 2.1 pt: below the HIG's 11 pt, so no size is advised;
    /// and no frame fits on the default screen (iPhone SE: 375 − 2 × 16 = 343 pt).
    @Test("JSON fix hints say why no font size is advised") func jsonFixHintsSayWhyNoFontSizeIsAdvised() throws {
        let output = try Runner.run(["check", try Runner.fixture("failing.yaml"), "--format", "json"])
        let report = try Runner.json(output.stdout)
        let buttons = try #require(report["buttons"] as? [[String: Any]])
        let hints = try #require(buttons.first { $0["id"] as? String == "narrow" }?["fixHints"] as? [String: Any])
        #expect(hints["largestFittingFontSize"] is NSNull)
        #expect(hints["fontSizeBelowMinimum"] as? Bool == true)
        #expect(hints["checkedUpTo"] as? String == "AX5")
        #expect(hints["screenWidth"] as? Double == 343)
        #expect((hints["minimumFrameWidth"] as? Double ?? 0) > 343)
        #expect(hints["largestFittingCategory"] is NSNull)  // already truncates at xSmall
    }

    /// Welsh is not an iOS system language (it is not in the title catalog), so an app that ships
    /// it shows the system title in the user's next language: a note, and the run goes on.
    @Test("languages without a system title are skipped with a note") func languagesWithoutASystemTitleAreSkippedWithANote() throws {
        let path = try Runner.fixture("failing.yaml")
        let output = try Runner.run(["check", path, "--languages", "en,cy", "--format", "json"])
        #expect(output.status == 1)
        #expect(output.stderr == "note: no system title for cy (iOS does not offer it as a system language); skipped\n")
        let report = try Runner.json(output.stdout)
        let locales = Set(findings(report, button: "narrow").flatMap { $0["locales"] as? [String] ?? [] })
        #expect(locales.contains("en") && !locales.contains("cy") && !locales.contains("de"))

        let none = try Runner.run(["check", path, "--languages", "cy"])
        #expect(none.status == 2)
        #expect(none.stdout.isEmpty)
        #expect(none.stderr.contains("--languages: expected at least one language the title catalog covers, found only cy"))
    }

    @Test("failing theme exits one with the expected findings") func failingThemeExitsOneWithTheExpectedFindings() throws {
        let output = try Runner.run(["check", try Runner.fixture("failing.yaml"), "--format", "json"])
        #expect(output.status == 1)
        let report = try Runner.json(output.stdout)
        #expect(report["schemaVersion"] as? Int == 2)
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(summary["buttons"] as? Int == 2 && summary["failed"] as? Int == 2)

        // Gray on near-black, 1.499225:1 by CoreLocationUI's rule (system_contrast_reference.py),
        // below its 1.5:1 in both appearances the theme asks for; the finding quotes the console.
        let contrast = findings(report, button: "dark-brown").filter { $0["rule"] as? String == "LB002" }
        #expect(contrast.compactMap { $0["appearance"] as? String }.sorted() == ["dark", "light"])
        for finding in contrast {
            #expect(finding["verdict"] as? String == "disabled")
            #expect(abs((finding["measured"] as? Double ?? 0) - 1.499225) < 1e-4)  // JSON: 4 places
            #expect(finding["limit"] as? Double == 1.5)
            #expect((finding["console"] as? [String])?.contains("Error: #locationButton failed due to illegible colors") == true)
        }

        // The narrow button is too narrow in both languages from the smallest size on: at xSmall
        // (14 pt) the content needs more than the 100 pt frame.
        let truncated = findings(report, button: "narrow").filter {
            $0["rule"] as? String == "LB004" && $0["boldText"] as? Bool != true
        }
        // Grouped by size range: each group's numbers are its worst language's.
        let truncatedIn = { (group: [String: Any]) in Set(group["locales"] as? [String] ?? []) }
        #expect(truncated.reduce(Set<String>()) { $0.union(truncatedIn($1)) }.isSuperset(of: ["de", "en"]))
        for finding in truncated where !truncatedIn(finding).isDisjoint(with: ["de", "en"]) {
            #expect(finding["verdict"] as? String == "disabled")
            #expect(finding["category"] as? String == "xSmall")
            #expect(finding["limit"] as? Double == 100)
            #expect((finding["measured"] as? Double ?? 0) > 100)
        }
    }

    @Test("several theme files in one run") func severalThemeFilesInOneRun() throws {
        let passing = try Runner.fixture("passing.yaml"), failing = try Runner.fixture("failing.yaml")
        let output = try Runner.run(["check", passing, failing, "--format", "json"])
        #expect(output.status == 1)
        let buttons = (try Runner.json(output.stdout))["buttons"] as? [[String: Any]] ?? []
        #expect(buttons.compactMap { $0["id"] as? String } == ["recenter", "dark-brown", "narrow"])
        #expect(buttons.compactMap { ($0["source"] as? [String: Any])?["file"] as? String } == [passing, failing, failing])
    }

    @Test("fail on sets the gate") func failOnSetsTheGate() throws {
        // White on #007AFF: 4.017:1 (python3), a guideline issue only.
        let theme = try Runner.fixture("guideline.yaml")
        #expect(try Runner.run(["check", theme]).status == 0)
        #expect(try Runner.run(["check", theme, "--fail-on", "guideline"]).status == 1)
        #expect(try Runner.run(["check", theme, "--fail-on", "uncertain"]).status == 0)
        #expect(try Runner.run(["check", try Runner.fixture("failing.yaml"), "--fail-on", "never"]).status == 0)
    }

    @Test("filters narrow the run") func filtersNarrowTheRun() throws {
        let theme = try Runner.fixture("failing.yaml")
        let dark = try Runner.json(try Runner.run(["check", theme, "--format", "json", "--appearances", "dark",
                                                   "--sizes", "AX5", "--exclude-rule", "title-truncated"]).stdout)
        let all = (dark["buttons"] as? [[String: Any]] ?? []).flatMap { $0["findings"] as? [[String: Any]] ?? [] }
        #expect(!all.isEmpty)
        #expect(all.allSatisfy { $0["rule"] as? String != "LB004" })
        #expect(all.allSatisfy { ($0["appearance"] as? String).map { $0 == "dark" } ?? true })
        let narrow = (dark["buttons"] as? [[String: Any]] ?? []).first { $0["id"] as? String == "narrow" }
        #expect((narrow?["appearances"] as? [[String: Any]])?.compactMap { $0["appearance"] as? String } == ["dark"])

        let only = try Runner.run(["check", theme, "--format", "json", "--rule", "LB004"])
        let rules = Set(((try Runner.json(only.stdout))["buttons"] as? [[String: Any]] ?? [])
            .flatMap { $0["findings"] as? [[String: Any]] ?? [] }.compactMap { $0["rule"] as? String })
        #expect(rules == ["LB004"])
    }

    @Test("reports are byte identical for any thread count") func reportsAreByteIdenticalForAnyThreadCount() throws {
        let theme = try Runner.fixture("failing.yaml")
        let one = try Runner.run(["check", theme, "--format", "json", "--detail", "full", "--threads", "1"])
        let two = try Runner.run(["check", theme, "--format", "json", "--detail", "full", "--threads", "2"])
        #expect(one.stdout == two.stdout)
        let button = ((try Runner.json(one.stdout))["buttons"] as? [[String: Any]])?.last
        #expect((button?["text"] as? [[String: Any]])?.isEmpty == false)
        let htmlOne = try Runner.run(["check", theme, "--format", "html", "--threads", "1"])
        let htmlTwo = try Runner.run(["check", theme, "--format", "html", "--threads", "2"])
        #expect(htmlOne.stdout.contains("<p data-button="))
        #expect(htmlOne.stdout == htmlTwo.stdout)
    }

    @Test("the bundled example is checked by its path") func theBundledExampleIsCheckedByItsPath() throws {
        let example = URL(fileURLWithPath: #filePath)  // Tests/LocbuttonCLITests/CheckCommandTests.swift
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/trailhead.yaml").path
        let output = try Runner.run(["check", example, "--format", "json"])
        #expect(output.status == 1)
        let ids = ((try Runner.json(output.stdout))["buttons"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
        #expect(ids == ["recenter-map", "send-location", "share-trailhead", "check-in", "map-overlay", "trail-alert"])
    }

    @Test("color follows the option and no color") func colorFollowsTheOptionAndNoColor() throws {
        let theme = try Runner.fixture("passing.yaml")
        #expect(try Runner.run(["check", theme, "--color", "always"]).stdout.contains("\u{1B}["))
        #expect(!(try Runner.run(["check", theme, "--color", "never"]).stdout.contains("\u{1B}[")))
        // Output to a pipe (a file here) is not a terminal: auto means no color.
        #expect(!(try Runner.run(["check", theme]).stdout.contains("\u{1B}[")))
    }
}

extension CheckCommandTests {
    /// The text report gives one line per cause (rule and verdict) and says where the rest is;
    /// `--detail full` prints every finding: more lines, each cause among them.
    @Test("detail full prints every finding in text") func detailFullPrintsEveryFindingInText() throws {
        func findingLines(_ section: [Substring]) -> [Substring] {
            section.filter { line in ["disabled ", "uncertain ", "guideline ", "warning ", "information "].contains { line.hasPrefix("  " + $0) } }
        }
        func section(_ text: String, _ id: String) -> [Substring] {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            guard let start = lines.firstIndex(where: { !$0.hasPrefix(" ") && $0.contains(" \(id) ") }) else { return [] }
            return Array(lines[start...].prefix { !$0.isEmpty })
        }
        let short = try LocbuttonRunner.run(["check", LocbuttonRunner.exampleTheme, "--color", "never"])
        let full = try LocbuttonRunner.run(["check", LocbuttonRunner.exampleTheme, "--color", "never", "--detail", "full"])
        #expect(short.stdoutLines.contains("each finding with the numbers behind it: --detail full"))
        let causes = findingLines(section(short.stdout, "share-trailhead")).map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
        #expect(Set(causes).count == causes.count && causes.count >= 2)
        let every = findingLines(section(full.stdout, "share-trailhead"))
        #expect(every.count > 2 * causes.count)
        #expect(Set(every.map { $0.split(separator: " ").prefix(2).joined(separator: " ") }) == Set(causes))
        #expect(!full.stdout.contains("--detail full"))
    }
}

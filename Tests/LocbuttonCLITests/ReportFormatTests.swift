import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Every report format of one failing run, checked for what its consumer needs. Lines are those of
/// Fixtures/failing.yaml, all at column 5: `- id: dark-brown` on line 6 and its `foreground` (what
/// a contrast fix changes) on line 9; `- id: narrow` on line 13 and its `width` on line 17.
@Suite struct ReportFormatTests {
    typealias Runner = LocbuttonRunner

    private func run(_ format: String) throws -> (path: String, output: LocbuttonRunner.Output) {
        let path = try Runner.fixture("failing.yaml")
        return (path, try Runner.run(["check", path, "--format", format]))
    }

    @Test("SARIF has what code scanning needs") func sarifHasWhatCodeScanningNeeds() throws {
        let (path, output) = try run("sarif")
        #expect(output.status == 1)
        let sarif = try Runner.json(output.stdout)
        #expect(sarif["version"] as? String == "2.1.0")
        #expect((sarif["$schema"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") == true)
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "locbutton")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count >= 2)
        for rule in rules {
            #expect((rule["id"] as? String)?.hasPrefix("LB") == true)
            #expect(rule["name"] is String)
            #expect(((rule["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            #expect(((rule["help"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            #expect(((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String).map { ["error", "warning", "note"].contains($0) } == true)
        }
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        var lines = Set<Int>()
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            #expect(ruleIDs.contains(ruleID))
            #expect(result["ruleIndex"] as? Int == ruleIDs.firstIndex(of: ruleID))
            #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let physical = try #require(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
            // An absolute path becomes a file URI; a relative one (as in CI) stays relative.
            #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "file://" + path)
            let region = try #require(physical["region"] as? [String: Any])
            #expect(region["startColumn"] as? Int == 5)
            lines.insert(try #require(region["startLine"] as? Int))
        }
        #expect(lines == [9, 17])
        #expect(results.contains { $0["ruleId"] as? String == "LB002" && $0["level"] as? String == "error" })
        // The model's parameters travel with the results (docs/measuring.md §4): CoreLocationUI's padding of
        // one font size per axis and a half-font-size gap, for the iOS 18 target.
        let properties = try #require(run["properties"] as? [String: Any])
        let layout = try #require(properties["layoutModel"] as? [String: Any])
        #expect(layout["paddingPerPoint"] as? Double == 1 && layout["glyphTitleGapPerPoint"] as? Double == 0.5)
        #expect(layout["target"] as? String == "ios18")
        #expect((properties["policy"] as? [String: Any])?["profile"] as? String == "hig")
    }

    @Test("SARIF paths stay relative for code scanning") func sarifPathsStayRelativeForCodeScanning() throws {
        let folder = URL(fileURLWithPath: try Runner.fixture("failing.yaml")).deletingLastPathComponent()
        let output = try Runner.run(["check", "failing.yaml", "--format", "sarif"], in: folder)
        let results = try #require(((try Runner.json(output.stdout))["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let uris = Set(results.compactMap {
            ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
        })
        #expect(uris == ["failing.yaml"])
    }

    @Test("JUnit has a case per button and appearance") func junitHasACasePerButtonAndAppearance() throws {
        let (_, output) = try run("junit")
        let xml = output.stdout
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"))
        // 2 buttons × 2 appearances (light, dark), all four failing.
        #expect(xml.contains("<testsuites name=\"locbutton\" tests=\"4\" failures=\"4\""))
        for name in ["dark-brown [light]", "dark-brown [dark]", "narrow [light]", "narrow [dark]"] {
            #expect(xml.contains("<testcase name=\"\(name)\""))
        }
        #expect(xml.components(separatedBy: "<failure ").count - 1 == 4)
        #expect(xml.contains("LB002 glyph-contrast"))
        #expect(xml.contains("LB004 title-truncated"))
        #expect(xml.contains("<property name=\"layoutModel\" value=\"fontSizeFallback 18, fontSizeMinimum 12, glyphHeightPerPoint 1, glyphMarginPerPoint 0.2, glyphTitleGapPerPoint 0.5, glyphWidthPerPoint 1, intrinsicExtraPoints 1, paddingPerPoint 1, target ios18\"/>"))
        let parsed = XMLParser(data: Data(xml.utf8))
        #expect(parsed.parse())
    }

    @Test("github annotates the theme lines") func githubAnnotatesTheThemeLines() throws {
        let (path, output) = try run("github")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.last == "0 passed, 2 failed")
        let annotations = lines.dropLast()
        #expect(!annotations.isEmpty)
        #expect(annotations.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") })
        #expect(annotations.contains { $0.hasPrefix("::error file=\(path),line=9,col=5,title=LB002 glyph-contrast::dark-brown: ") })
        #expect(annotations.contains { $0.hasPrefix("::error file=\(path),line=17,col=5,title=LB004 title-truncated::narrow: ") })
    }

    @Test("Xcode lines point at the theme") func xcodeLinesPointAtTheTheme() throws {
        let (path, output) = try run("xcode")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.hasPrefix("\(path):9:5: ") || $0.hasPrefix("\(path):17:5: ") })
        #expect(lines.contains { $0.hasPrefix("\(path):9:5: error: dark-brown: ") && $0.hasSuffix("(LB002 glyph-contrast)") })
    }

    @Test("text groups buttons worst first and closes") func textGroupsButtonsWorstFirstAndCloses() throws {
        let (path, output) = try run("text")
        let lines = output.stdoutLines
        #expect(lines.first == "DISABLED dark-brown  \(path):6:5")
        #expect(lines.contains("DISABLED narrow  \(path):13:5"))
        #expect(lines.contains { $0.hasPrefix("  disabled LB004 title-truncated: ") })
        // The range summaries are details: `--detail full`.
        #expect(!lines.contains { $0.hasPrefix("  is clipped, too narrow, from xSmall in de, en") })
        let full = try LocbuttonRunner.run(["check", path, "--detail", "full"])
        #expect(full.stdoutLines.contains { $0.hasPrefix("  is clipped, too narrow, from xSmall in de, en") })
        // 100 pt is far too narrow, and so is the default screen (iPhone SE: 375 − 2 × 16 pt).
        #expect(lines.contains { $0.hasPrefix("  fix: no frame fits on the screen: ") && $0.hasSuffix("the screen leaves 343 pt") })
        #expect(lines.contains { $0.hasPrefix("layout model (per point of font size): ") })
        #expect(lines.dropLast().last == "0 passed, 2 failed")
    }

    @Test("several reports in one run") func severalReportsInOneRun() throws {
        let folder = try Runner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Runner.fixture("failing.yaml")
        let files = ["json", "sarif", "junit", "github", "xcode", "text"].map { ($0, folder.appendingPathComponent("r.\($0)").path) }
        let output = try Runner.run(["check", path, "--format", "json"] + files.flatMap { ["--report", "\($0.0)=\($0.1)"] })
        #expect(output.status == 1)
        for (format, file) in files {
            let written = try String(contentsOfFile: file, encoding: .utf8)
            #expect(written == (try Runner.run(["check", path, "--format", format, "--color", "never"])).stdout)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == files.map { URL(fileURLWithPath: $0.1).lastPathComponent }.sorted())
    }
}

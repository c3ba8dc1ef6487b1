import Foundation
import Testing

/// SARIF as GitHub code scanning takes it (docs/reports.md, "SARIF"): one result per problem, within
/// the limits GitHub documents ("SARIF results exceed limit": at most 20 runs a file, 25,000
/// results a run of which the 5,000 most severe are shown, 1,000 locations a result), and valid
/// against the OASIS SARIF 2.1.0 schema (Fixtures/sarif-schema-2.1.0.json, the errata01 schema the
/// reports name in `$schema`).
@Suite struct CodeScanningTests {
    private typealias Runner = LocbuttonRunner

    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private static func results(_ sarif: [String: Any]) throws -> [[String: Any]] {
        let runs = try #require(sarif["runs"] as? [[String: Any]])
        #expect(runs.count <= 20)
        return try #require(runs.first?["results"] as? [[String: Any]])
    }

    /// What GitHub reads of each result, checked in Swift whatever else is installed.
    private static func expectWithinGitHubLimits(_ results: [[String: Any]]) {
        #expect(results.count <= 5_000)
        var fingerprints = Set<String>()
        for result in results {
            #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            #expect((result["locations"] as? [Any])?.count ?? 0 <= 1_000)
            let print = (result["partialFingerprints"] as? [String: Any])?["locbuttonProblem/v1"] as? String
            #expect(print.map { fingerprints.insert($0).inserted } == true, "one problem, one fingerprint")
        }
    }

    /// The OASIS schema, checked by Python's `jsonschema` (draft-04, as the schema declares).
    private static func expectValidAgainstTheSchema(_ path: String) throws {
        let schema = try Runner.fixture("sarif-schema-2.1.0.json")
        let script = "import json,sys,jsonschema; jsonschema.Draft4Validator(json.load(open(sys.argv[1]))).validate(json.load(open(sys.argv[2]))); print('valid')"
        let check = try Runner.run(["python3", "-c", script, schema, path], executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(check.status == 0 && check.stdout == "valid\n", "\(check.stderr)")
    }

    @Test("the example is a few problems not one alert per language") func theExampleIsAFewProblemsNotOneAlertPerLanguage() throws {
        let output = try Runner.run(["check", Runner.exampleTheme, "--format", "sarif"])
        let results = try Self.results(try Runner.json(output.stdout))
        // 6 buttons; their text report has 19 cause lines (before: 114 results, one per language and size).
        #expect(results.count < 30)
        Self.expectWithinGitHubLimits(results)
    }

    @Test("a problem keeps its alert when a language joins") func aProblemKeepsItsAlertWhenALanguageJoins() throws {
        func problem(_ languages: String) throws -> [String: Any]? {
            let output = try Runner.run(["check", Runner.exampleTheme, "--format", "sarif", "--languages", languages])
            return try Self.results(try Runner.json(output.stdout)).first {
                ($0["properties"] as? [String: Any])?["button"] as? String == "share-trailhead" && $0["ruleId"] as? String == "LB004"
                    && $0["level"] as? String == "error"
            }
        }
        let ru = try #require(try problem("ru")), more = try #require(try problem("ru,de"))
        #expect(((ru["properties"] as? [String: Any])?["locales"] as? [String]) == ["ru"])
        #expect(((more["properties"] as? [String: Any])?["locales"] as? [String])?.sorted() == ["de", "ru"])
        #expect(ru["partialFingerprints"] as? [String: String] == more["partialFingerprints"] as? [String: String])
    }

    @Test("a hundred button theme fits code scanning") func aHundredButtonThemeFitsCodeScanning() throws {
        let folder = try Runner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("varied-100.yaml").path, sarif = folder.appendingPathComponent("r.sarif").path
        let made = try Runner.run(["-c", "python3 Benchmarks/make_theme.py 100 > \"$0\"", theme], in: Self.root,
                                  executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(made.status == 0, "\(made.stderr)")
        let output = try Runner.run(["check", theme, "--report", "sarif=\(sarif)", "--format", "json"])
        #expect(output.status == 1, "\(output.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: sarif))
        // Before: 4,563 results in 4.6 MB.
        #expect(data.count < 1_000_000)
        let results = try Self.results(try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]))
        #expect(results.count < 1_000)
        Self.expectWithinGitHubLimits(results)
        try Self.expectValidAgainstTheSchema(sarif)
    }

    @Test("one storyboard without a button is named") func oneStoryboardWithoutAButtonIsNamed() throws {
        let folder = try Runner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = folder.appendingPathComponent("Main.storyboard")
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505">
                <scenes/>
            </document>

            """.write(to: storyboard, atomically: true, encoding: .utf8)
        let output = try Runner.run(["check", storyboard.path, "--format", "json"])
        #expect(output.status == 0, "\(output.stderr)")
        let notes = try Runner.json(output.stdout)["notes"] as? [String]
        #expect(notes?.count == 1 && notes?.first?.hasPrefix("no location button in ") == true)
        #expect(notes?.first?.hasSuffix("Main.storyboard") == true)
    }

    @Test("render says what neither title nor glyph draws") func renderSaysWhatNeitherTitleNorGlyphDraws() throws {
        let output = try Runner.run(["render", "--title", "none", "--glyph", "none"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("title none and no glyph: UIKit draws &quot;Current Location&quot; without the arrow (neither label nor icon set)")
            || output.stdout.contains("title none and no glyph: UIKit draws \"Current Location\" without the arrow (neither label nor icon set)"))
    }
}

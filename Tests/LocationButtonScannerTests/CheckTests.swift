import Foundation
import Testing
import LocationButtonLint
import LocationButtonScanner
import LocationButtonCheck

/// `Check.run`, the one call `locbutton check` makes: a request in, an outcome out.
@Suite struct CheckTests {
    static let root = AppCheck.packageRoot
    static let trailhead = root.appendingPathComponent("Examples/trailhead.yaml").path

    /// A small run: English only, three sizes, no stress tests.
    static func request(_ paths: [String] = [trailhead]) -> CheckRequest {
        CheckRequest(paths: paths, options: CheckRun.Options(sizes: [.large, .xxxLarge, .ax3], languages: "en", pseudolanguages: []),
                     resources: root)
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func text(_ output: CheckOutcome.Output) -> String {
        var text = ""
        output.write { text += $0 }
        return text
    }

    /// Every finding's fingerprint, as the baseline file records them.
    static func fingerprints(_ outcome: CheckOutcome) -> Set<String> {
        Set(outcome.result.result.buttons.flatMap { button in
            (button.findings + button.suppressedFindings).map { $0.fingerprint(button: button.id) }
        })
    }

    @Test("recording then applying the baseline is judged once and accepts every finding") func recordingThenApplyingTheBaselineIsJudgedOnceAndAcceptsEveryFinding() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baselinePath = folder.appendingPathComponent("baseline.json").path

        // Without a baseline the example fails: three of its buttons are disabled (its comments).
        let plain = try Check.run(Self.request())
        #expect(plain.exitCode == 1)
        let found = Self.fingerprints(plain)
        #expect(!found.isEmpty)

        var record = Self.request()
        record.baseline = .record(baselinePath)
        var progress: [(done: Int, total: Int)] = []
        let recorded = try Check.run(record) { progress.append(($0, $1)) }
        // Judged once: the buttons done only grow, and reach the total once.
        let buttons = recorded.result.result.buttons.count
        #expect(progress.map(\.done) == progress.map(\.done).sorted())
        #expect(progress.filter { $0.done == buttons }.count == 1)
        #expect(progress.allSatisfy { $0.total == buttons })
        // Recording accepts every finding: nothing is reported, nothing fails.
        #expect(recorded.exitCode == 0)
        #expect(recorded.result.result.buttons.allSatisfy { $0.findings.isEmpty })
        #expect(Self.fingerprints(recorded) == found)
        // The baseline is the first file to write, and nothing goes elsewhere but standard output.
        #expect(recorded.files.map(\.path) == [baselinePath])
        try Self.text(recorded.files[0]).write(toFile: baselinePath, atomically: true, encoding: .utf8)
        #expect(try Baseline(contentsOf: baselinePath).fingerprints == found)

        var apply = Self.request()
        apply.baseline = .apply(baselinePath)
        let applied = try Check.run(apply)
        #expect(applied.exitCode == 0)
        #expect(applied.files.isEmpty)
        #expect(applied.report.baselineDelta == BaselineDelta(fixed: 0, new: 0, unchanged: found.count))
        #expect(applied.result.staleBaselineEntries.isEmpty)
        // Recording (every finding suppressed) and applying what it recorded judge alike.
        for (a, b) in zip(recorded.result.result.buttons, applied.result.result.buttons) {
            #expect(a.id == b.id && a.verdict == b.verdict && a.counts == b.counts, "\(a.id)")
            #expect(a.suppressedFindings == b.suppressedFindings, "\(a.id)")
        }
        // The text report says what the baseline accepted, on standard output.
        let text = try #require(applied.standardOutput.map(Self.text))
        #expect(text.contains("against the baseline: 0 fixed, 0 new, \(found.count) unchanged"))
    }

    @Test("the whole text matrix is made when a report asks for it") func theWholeTextMatrixIsMadeWhenAReportAsksForIt() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var request = Self.request()
        request.options.sizes = nil  // all twelve
        request.reports = [(.html, folder.appendingPathComponent("report.html").path)]
        let html = try Check.run(request)
        // send-location: one language (en) × 12 sizes × Bold Text off and on = 24 rows, worked by
        // hand from the theme (boldText: true); the run keeps at most three of them, and the
        // report makes the rest for the asking.
        let index = try #require(html.result.result.buttons.firstIndex { $0.id == "send-location" })
        #expect(html.result.result.buttons[index].text.count <= 3)
        let rows = html.report.textRows(ofButton: index)
        #expect(rows.count == 24)
        #expect(rows.filter(\.boldText).count == 12)
        #expect(Set(rows.map(\.locale)) == ["en"])
        #expect(html.files.map(\.path) == request.reports.map(\.path))
    }

    @Test("a report may not overwrite the asset catalog a theme") func aReportMayNotOverwriteTheAssetCatalogATheme() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Colors.xcassets")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        let theme = folder.appendingPathComponent("theme.yaml")
        try "assets: Colors.xcassets\nbuttons:\n  - id: a\n    title: currentLocation\n".write(to: theme, atomically: true, encoding: .utf8)
        var request = Self.request([theme.path])
        let inside = catalog.appendingPathComponent("report.json").path
        request.reports = [(.json, inside)]
        #expect {
            try Check.run(request)
        } throws: { error in
            let problems = (error as? ThemeFileErrors)?.problems ?? []
            return problems.count == 1 && problems[0].description.contains("one of the run's inputs")
                && problems[0].description.hasPrefix(inside)
        }
        #expect(!FileManager.default.fileExists(atPath: inside))
    }

    @Test("a themes catalog is listed once for its color check and its judging") func aThemesCatalogIsListedOnceForItsColorCheckAndItsJudging() throws {
        let catalogs = AssetCatalogs()
        let run = CheckRun(measurer: try AppCheck.shaper.get(), resources: Self.root,
                           options: CheckRun.Options(sizes: [.large], languages: "en", pseudolanguages: []), catalogs: catalogs)
        var reading = ThemeFile.read(paths: [Self.trailhead])
        let themes = run.decideColors(&reading)
        #expect(reading.problems.isEmpty)
        #expect(catalogs.listings == 1)
        _ = try run.run(themes)
        #expect(catalogs.listings == 1)
    }

    @Test("a projects catalog is listed once for its scan and its judging") func aProjectsCatalogIsListedOnceForItsScanAndItsJudging() throws {
        let catalogs = AssetCatalogs()
        let layout = try ProjectDiscovery.discover(root: ScannerFixtures.path("TrailSwiftUI"))
        #expect(layout.assetCatalogs.count == 1)
        let scan = try ProjectScan.scan(layout, config: nil, catalogs: catalogs)
        let run = CheckRun(measurer: try AppCheck.shaper.get(), resources: Self.root,
                           options: CheckRun.Options(sizes: [.large], languages: "en", pseudolanguages: []), catalogs: catalogs)
        _ = try run.run(themes: [try ScannedTheme.make(from: scan)])
        #expect(catalogs.listings == 1)
    }

    @Test("contrast fails on the system rule and on the profile only when asked") func contrastFailsOnTheSystemRuleAndOnTheProfileOnlyWhenAsked() throws {
        // Black on white is 21:1; white on white 1:1, below the system's 1.5:1.
        #expect(try ContrastCheck(foreground: "black", background: "#FFFFFF").run().exitCode == 0)
        #expect(try ContrastCheck(foreground: "white", background: "#FFFFFF").run().exitCode == 1)
        // docs/commands.md: white on #F7CF00 passes the system rule (1.51:1), far below the
        // profile's 4.5:1, so it fails only with --fail-on guideline.
        var yellow = ContrastCheck(foreground: "white", background: "#F7CF00")
        #expect(try yellow.run().exitCode == 0)
        yellow.failsOnGuideline = true
        #expect(try yellow.run().exitCode == 1)
        // A color that does not parse is bad usage; a second appearance is not for one platform.
        #expect(throws: UsageError.self) { try ContrastCheck(foreground: "whit", background: "black").run() }
        var web = ContrastCheck(foreground: "white", background: "black")
        web.platform = .web
        web.appearances = Appearance.allCases
        #expect(throws: UsageError.self) { try web.validate() }
    }

    @Test("render draws a size below twelve at eighteen as the system does") func renderDrawsASizeBelowTwelveAtEighteenAsTheSystemDoes() throws {
        var render = RenderCheck()
        render.resources = Self.root
        render.pointSize = 18
        let eighteen = try render.svg()
        render.pointSize = 11.5
        #expect(try render.svg() == eighteen)
        render.pointSize = 12
        #expect(try render.svg() != eighteen)
        render.pointSize = 3000
        #expect(throws: UsageError.self) { try render.validate() }
    }
}

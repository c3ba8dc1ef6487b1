import Foundation
import Testing
@testable import LocationButtonLint

/// The shortcuts a large run takes (docs/speed.md) give what the
/// plain computations they replace give: each expectation is that plain computation, written out
/// here, run on the same input.
@Suite struct LargeRunShortcutTests {
    typealias F = ReportFixtures

    /// Findings that differ in every field the report order reads, with ties (equal in all of
    /// them, told apart only by their headline) so a change in how ties fall would show.
    private static func findings() -> [Finding] {
        var generator = SeededGenerator(seed: 6914)
        let rules = ["LB001", "LB004", "LB015", "LB011"], locales: [String?] = [nil, "", "de", "ar", "en-x-double"]
        let appearances: [Appearance?] = [nil] + Appearance.allCases
        let categories: [SizeCategory?] = [nil, .xSmall, .large, .ax5]
        return (0..<400).map { index in
            Finding(rule: rules.randomElement(using: &generator)!, name: "rule", verdict: Verdict.allCases.randomElement(using: &generator)!,
                    level: FindingLevel.allCases.randomElement(using: &generator)!,
                    appearance: appearances.randomElement(using: &generator)!, locale: locales.randomElement(using: &generator)!,
                    category: categories.randomElement(using: &generator)!, boldText: [nil, false, true].randomElement(using: &generator)!,
                    headline: "finding \(index)")
        }
    }

    @Test("findings in report order are sorted by report order") func findingsInReportOrderAreSortedByReportOrder() {
        for _ in 0..<20 {
            let findings = Self.findings()
            #expect(Finding.inReportOrder(findings).map(\.headline) == findings.sorted(by: Finding.reportOrder).map(\.headline))
        }
        #expect(Finding.inReportOrder([]).isEmpty)
    }

    /// Whether buttons fail is asked once per design; the count and the closing line are those
    /// of asking every button (`fails(_:)` per button, counted here by hand).
    @Test("failed count and closing line count every button of each design") func failedCountAndClosingLineCountEveryButtonOfEachDesign() {
        let disabled = F.finding("LB004", .disabled, locale: "de"), guideline = F.finding("LB001", .guideline, appearance: .light)
        let failing = ButtonJudgement(status: .judged, verdict: .disabled, counts: VerdictCounts(), appearances: [],
                                      findings: [disabled], text: [], summaries: [], fixHints: FixHints())
        let below = ButtonJudgement(status: .judged, verdict: .guideline, counts: VerdictCounts(), appearances: [],
                                    findings: [guideline], text: [], summaries: [], fixHints: FixHints())
        let place = LocationButtonLint.SourceLocation(file: "theme.yaml", line: 1)
        // Three buttons share the failing judgement (one of them a preview: its own design, never
        // failing), two the guideline one.
        let buttons = [
            ButtonResult(id: "a", source: place, judgement: failing), ButtonResult(id: "b", source: place, judgement: below),
            ButtonResult(id: "c", source: place, judgement: failing), ButtonResult(id: "p", source: place, judgement: failing, isPreview: true),
            ButtonResult(id: "d", source: place, judgement: below),
        ]
        let report = F.report(buttons)
        #expect(report.designs.count == 3)
        #expect(report.failedCount == buttons.count(where: report.fails))
        #expect(report.failedCount == 2)
        // Passed with findings below --fail-on: b and d (guideline), and the preview (disabled).
        #expect(report.closingLine == "3 passed, 2 failed (3 passed with findings that do not fail the run: 1 disabled, 2 guideline)")
    }

    @Test("only a JSON report echoes configurations") func onlyAJSONReportEchoesConfigurations() {
        func request(_ format: ReportFormat, _ reports: [(format: ReportFormat, path: String)] = []) -> CheckRequest {
            CheckRequest(paths: [], resources: nil, format: format, reports: reports)
        }
        #expect(!request(.text).echoesConfigurations)
        #expect(!request(.sarif, [(.html, "r.html")]).echoesConfigurations)
        #expect(request(.json).echoesConfigurations)
        #expect(request(.text, [(.json, "r.json")]).echoesConfigurations)
    }
}

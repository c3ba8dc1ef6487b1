import Foundation
import Testing
@testable import LocationButtonLint

/// The CI formats are written a button at a time, each judgement's part made once and shared:
/// buttons `a` and `b&"%` share one judgement (two findings), `c` has its own (one finding the
/// team switched off, so suppressed) and `d` is invalid (not judged). Each button must still get its own
/// id, place and fingerprint. The expected text is worked out by hand from the formats' rules.
@Suite struct StreamedReportTests {
    private static let b = "b&\"%"

    private static func at(_ line: Int, _ column: Int = 5) -> LocationButtonLint.SourceLocation {
        LocationButtonLint.SourceLocation(file: "theme.yaml", line: line, column: column)
    }

    private static let truncated = Finding(
        rule: "LB004", name: "title-truncated", verdict: .disabled, locale: "de", category: .large,
        headline: "truncates by 3.6 pt", detail: "title 120 pt, room 116.4 pt, 3% over", measured: 123.6, limit: 120,
        keys: ["width", "fontSize"])
    private static let contrast = Finding(
        rule: "LB001", name: "title-contrast", verdict: .guideline, appearance: .dark, category: .large,
        headline: "title contrast 4.02:1 is below 4.50:1", detail: "4.5:1 for text < 18 pt", measured: 4.02, limit: 4.5,
        keys: ["foreground"])

    private static func appearance(_ appearance: Appearance) -> AppearanceResult {
        AppearanceResult(appearance: appearance, background: "#007AFFFF", foreground: "#FFFFFFFF", fallbackRoles: [],
                         contrast: .init(title: 4.02, glyph: 4.02, required: 4.5, requiredGlyph: 3),
                         translucency: .init(backgroundAlpha: 1, minimumAlpha: nil, viewAlpha: 1, minimumViewAlpha: nil),
                         apcaLc: 0, verdict: .pass)
    }

    private static var report: CheckReport {
        let shared = ButtonJudgement(status: .judged, verdict: .disabled, counts: VerdictCounts(),
                                     appearances: [appearance(.light), appearance(.dark)], findings: [truncated, contrast],
                                     text: [], summaries: [], fixHints: FixHints())
        let own = ButtonJudgement(status: .judged, verdict: .pass, counts: VerdictCounts(), appearances: [appearance(.light)],
                                  findings: [], text: [], summaries: [], fixHints: FixHints(), suppressedFindings: [truncated])
        let invalid = ButtonJudgement(status: .invalid, verdict: .pass, counts: VerdictCounts(), appearances: [],
                                      findings: [], text: [], summaries: [], fixHints: FixHints())
        let buttons = [
            ButtonResult(id: "a", source: at(2), judgement: shared),
            ButtonResult(id: b, source: at(7), judgement: shared),
            ButtonResult(id: "c", source: at(12), judgement: own),
            ButtonResult(id: "d", source: at(16), judgement: invalid),
        ]
        // a writes its width (line 4), b its foreground (line 9, column 7), c its width (line 14);
        // a finding whose keys its button does not write points at the button.
        return CheckReport(result: RunResult(policy: .default, buttons: buttons), rules: [], failOn: .disabled,
                           keyLocations: ["a": ["width": at(4)], b: ["foreground": at(9, 7)], "c": ["width": at(14)]],
                           exemptions: ["c": ["LB004": "legacy screen"]])
    }

    private func streamed(_ format: ReportFormat) -> String {
        var pieces: [String] = []
        format.write(Self.report) { pieces.append($0) }
        return pieces.joined()
    }

    @Test("Xcode lines name each button and its place") func xcodeLinesNameEachButtonAndItsPlace() {
        // Worst first (a and b are disabled, c passes, d has no findings); LB004 fails under
        // --fail-on disabled (error), LB001 is a guideline finding (warning).
        #expect(streamed(.xcode) == """
        theme.yaml:4:5: error: a: de from large: truncates by 3.6 pt (title 120 pt, room 116.4 pt, 3% over) (LB004 title-truncated)
        theme.yaml:2:5: warning: a: dark at large: title contrast 4.02:1 is below 4.50:1 (4.5:1 for text < 18 pt) (LB001 title-contrast)
        theme.yaml:7:5: error: b&"%: de from large: truncates by 3.6 pt (title 120 pt, room 116.4 pt, 3% over) (LB004 title-truncated)
        theme.yaml:9:7: warning: b&"%: dark at large: title contrast 4.02:1 is below 4.50:1 (4.5:1 for text < 18 pt) (LB001 title-contrast)

        """)
    }

    @Test("github commands escape the id and the message") func githubCommandsEscapeTheIdAndTheMessage() {
        // escapeData turns every % into %25, in the id as in the message; c and d pass.
        #expect(streamed(.github) == """
        ::error file=theme.yaml,line=4,col=5,title=LB004 title-truncated::a: de from large: truncates by 3.6 pt (title 120 pt, room 116.4 pt, 3%25 over)
        ::warning file=theme.yaml,line=2,col=5,title=LB001 title-contrast::a: dark at large: title contrast 4.02:1 is below 4.50:1 (4.5:1 for text < 18 pt)
        ::error file=theme.yaml,line=7,col=5,title=LB004 title-truncated::b&"%25: de from large: truncates by 3.6 pt (title 120 pt, room 116.4 pt, 3%25 over)
        ::warning file=theme.yaml,line=9,col=7,title=LB001 title-contrast::b&"%25: dark at large: title contrast 4.02:1 is below 4.50:1 (4.5:1 for text < 18 pt)
        2 passed, 2 failed

        """)
    }

    @Test("JUnit cases per button and appearance") func junitCasesPerButtonAndAppearance() throws {
        let xml = streamed(.junit)
        // a and b: light and dark (4 cases, all failing on LB004, which holds in every
        // appearance); c: light, passing (its finding suppressed); d: skipped.
        #expect(xml.contains("<testsuites name=\"locbutton\" tests=\"6\" failures=\"4\" errors=\"0\" skipped=\"1\">\n"))
        let cases = try #require(xml.firstRange(of: "    <testcase").map { String(xml[$0.lowerBound...]) })
        let lb004 = "de from large: truncates by 3.6 pt (title 120 pt, room 116.4 pt, 3% over) (LB004 title-truncated)"
        let lb001 = "dark at large: title contrast 4.02:1 is below 4.50:1 (4.5:1 for text &lt; 18 pt) (LB001 title-contrast)"
        let failure = "      <failure type=\"disabled\" message=\"1 finding at or above disabled\">"
        #expect(cases == """
            <testcase name="a [light]" classname="theme.yaml">
        \(failure)a: \(lb004)</failure>
            </testcase>
            <testcase name="a [dark]" classname="theme.yaml">
        \(failure)a: \(lb004)</failure>
              <system-out>a: \(lb001)</system-out>
            </testcase>
            <testcase name="b&amp;&quot;% [light]" classname="theme.yaml">
        \(failure)b&amp;&quot;%: \(lb004)</failure>
            </testcase>
            <testcase name="b&amp;&quot;% [dark]" classname="theme.yaml">
        \(failure)b&amp;&quot;%: \(lb004)</failure>
              <system-out>b&amp;&quot;%: \(lb001)</system-out>
            </testcase>
            <testcase name="c [light]" classname="theme.yaml"/>
            <testcase name="d" classname="theme.yaml">
              <skipped message="not judged"/>
            </testcase>
          </testsuite>
        </testsuites>

        """)
    }

    @Test("JUnit without cases keeps the empty line") func junitWithoutCasesKeepsTheEmptyLine() {
        let empty = CheckReport(result: RunResult(policy: .default, buttons: []), rules: [], failOn: .disabled)
        let xml = JUnitReporter().render(empty)
        #expect(xml.contains("tests=\"0\" failures=\"0\" errors=\"0\" skipped=\"0\""))
        #expect(xml.hasSuffix("    </properties>\n\n  </testsuite>\n</testsuites>\n"))
    }

    @Test("SARIF results name their button") func sarifResultsNameTheirButton() throws {
        let text = streamed(.sarif)
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        // Rules LB001 and LB004 come from the findings, sorted: indexes 0 and 1.
        #expect(results.map { $0["ruleIndex"] as? Int } == [1, 0, 1, 0, 1])
        #expect(results.map { ($0["properties"] as? [String: Any])?["button"] as? String } == ["a", "a", Self.b, Self.b, "c"])
        #expect(results.map { (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            .flatMap { ($0["region"] as? [String: Any])?["startLine"] as? Int } } == [4, 2, 7, 9, 14])
        // FNV-1a 64 of the problem — rule, button, verdict, level, stress mark, measuring check,
        // platform, fix keys joined by commas — joined by U+001F (no language, size or appearance,
        // so a language joining the problem keeps it), computed with Python:
        // h = 0xcbf29ce484222325; per byte h ^= b; h = h * 0x100000001b3 mod 2^64.
        #expect(results.map { ($0["partialFingerprints"] as? [String: Any])?["locbuttonProblem/v1"] as? String }
            == ["297d54d6aa947d84", "750aa5da4da87dbc", "69479bb7436d371a", "cdc1ce61ffafa83c", "6e8f6e37fd643ee6"])
        #expect(results.map { $0["suppressions"] != nil } == [false, false, false, false, true])
        let justification = ((results.last?["suppressions"] as? [[String: Any]])?.first?["justification"] as? String)
        #expect(justification == "switched off for this button: legacy screen")
        // The shared judgement's result of b, as JSON pretty-printed four levels deep reads it.
        #expect(text.contains("""
                {
                  "ruleId": "LB004",
                  "ruleIndex": 1,
                  "level": "error",
                  "message": {
                    "text": "b&\\"%: de from large: truncates by 3.6 pt (title 120 pt, room 116.4 pt, 3% over)"
                  },
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "theme.yaml"
                        },
                        "region": {
                          "startLine": 7,
                          "startColumn": 5
                        }
                      }
                    }
                  ],
                  "partialFingerprints": {
                    "locbuttonProblem/v1": "69479bb7436d371a"
                  },
                  "properties": {
                    "button": "b&\\"%",
                    "verdict": "disabled",
                    "measured": 123.6,
                    "limit": 120,
                    "findings": 1,
                    "locales": [
                      "de"
                    ],
                    "sizes": {
                      "first": "large",
                      "last": "large"
                    }
                  }
                },

        """))
    }

    @Test("SARIF without findings has an empty result list") func sarifWithoutFindingsHasAnEmptyResultList() throws {
        let empty = CheckReport(result: RunResult(policy: .default, buttons: []), rules: [], failOn: .disabled)
        let text = SARIFReporter().render(empty)
        #expect(text.contains("\n      \"results\": [],\n      \"properties\": {\n"))
        #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is [String: Any])
    }
}

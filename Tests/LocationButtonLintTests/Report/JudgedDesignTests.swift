import Foundation
import Testing
@testable import LocationButtonLint

/// Reports write what depends on a judgement alone once per judged design (`JudgedDesign`) and
/// add each button's names. The reference here is the same run with no sharing at all: every
/// button holding its own copy of its judgement, so every design has one button. Sharing may
/// change the work, never a byte of any report.
@Suite struct JudgedDesignTests {
    private static func at(_ line: Int) -> LocationButtonLint.SourceLocation {
        LocationButtonLint.SourceLocation(file: "theme.yaml", line: line, column: 5)
    }

    private static let truncated = Finding(
        rule: "LB004", name: "title-truncated", verdict: .disabled, locale: "de", category: .large,
        headline: "truncates by 3.6 pt", measured: 123.6, limit: 120, keys: ["width"])
    private static let contrast = Finding(
        rule: "LB001", name: "title-contrast", verdict: .guideline, appearance: .dark, category: .large,
        headline: "title contrast 4.02:1 is below 4.50:1", measured: 4.02, limit: 4.5, keys: ["foreground"])

    private static func judgement(_ findings: [Finding], verdict: Verdict, suppressed: [Finding] = []) -> ButtonJudgement {
        let row = AppearanceResult(appearance: .dark, background: "#007AFFFF", foreground: "#FFFFFFFF", fallbackRoles: [],
                                   contrast: .init(title: 4.02, glyph: 4.02, required: 4.5, requiredGlyph: 3),
                                   translucency: .init(backgroundAlpha: 1, minimumAlpha: nil, viewAlpha: 1, minimumViewAlpha: nil),
                                   apcaLc: 0, verdict: verdict)
        return ButtonJudgement(status: .judged, verdict: verdict, counts: VerdictCounts(), appearances: [row],
                               findings: findings, text: [], summaries: [], fixHints: FixHints(), suppressedFindings: suppressed)
    }

    /// `a`, `b` and the preview `p` hold one judgement object; `c` an equal one made apart; `d` its own.
    private static func buttons() -> [ButtonResult] {
        let shared = judgement([truncated, contrast], verdict: .disabled)
        return [
            ButtonResult(id: "a", source: at(2), judgement: shared),
            ButtonResult(id: "d", source: at(5), judgement: judgement([contrast], verdict: .guideline, suppressed: [truncated])),
            ButtonResult(id: "b", source: at(8), judgement: shared),
            ButtonResult(id: "p", source: at(11), judgement: shared, isPreview: true),
            ButtonResult(id: "c", source: at(14), judgement: judgement([truncated, contrast], verdict: .disabled)),
        ]
    }

    private static func report(_ buttons: [ButtonResult]) -> CheckReport {
        CheckReport(result: RunResult(policy: .default, buttons: buttons), rules: [], failOn: .guideline,
                    keyLocations: ["a": ["width": at(3)], "b": ["foreground": at(9)], "p": ["width": at(12)]],
                    exemptions: ["d": ["LB004": "legacy screen"]])
    }

    @Test("buttons group by the judgement they hold and by preview") func buttonsGroupByTheJudgementTheyHoldAndByPreview() {
        let result = RunResult(policy: .default, buttons: Self.buttons())
        // a and b share; d, p (a preview) and c (equal, but judged apart) are designs of their own.
        #expect(result.designs.map(\.buttons) == [[0, 2], [1], [3], [4]])
        #expect(result.designs.map(\.isPreview) == [false, false, true, false])
        #expect(result.designOfButton == [0, 1, 0, 2, 3])
        #expect(result.designs[0].judgement === result.buttons[2].judgement)
        #expect(result.designs[3].judgement !== result.designs[0].judgement)
    }

    @Test("designs follow the buttons") func designsFollowTheButtons() {
        var result = RunResult(policy: .default, buttons: Self.buttons())
        result.buttons.removeFirst(2)  // b, p, c are left
        #expect(result.designs.map(\.buttons) == [[0], [1], [2]])
        #expect(result.designOfButton == [0, 1, 2])
    }

    @Test("sharing changes no report", arguments: ReportFormat.allCases.filter { $0 != .html })
    func sharingChangesNoReport(format: ReportFormat) {
        let shared = Self.report(Self.buttons())
        let apart = Self.report(Self.buttons().map { button in
            var button = button
            let j = button.judgement
            button.judgement = ButtonJudgement(status: j.status, verdict: j.verdict, counts: j.counts, appearances: j.appearances,
                                               findings: j.findings, text: j.text, summaries: j.summaries, fixHints: j.fixHints,
                                               suppressedFindings: j.suppressedFindings)
            return button
        })
        #expect(apart.designs.count == 5)
        for detail in [false, true] {
            var sharedReport = shared, apartReport = apart
            sharedReport.fullDetail = detail; apartReport.fullDetail = detail
            var pieces: [String] = []
            format.write(sharedReport) { pieces.append($0) }
            let expected = format.render(apartReport)
            #expect(pieces.joined() == expected, "\(format) full=\(detail)")
            // The preview's lines are never errors, though it shares a's judgement.
            if format == .xcode { #expect(expected.contains("theme.yaml:12:5: warning:")) }
        }
    }
}

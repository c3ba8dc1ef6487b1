import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// JUnit XML for CI test dashboards: one test case per button × appearance, and one per other
/// platform the button has findings on (Android, the web: not iOS appearances), grouped by theme
/// file (the class name). A case fails when a finding that applies to it (its appearance's, or an
/// iOS one that holds in every appearance, such as a truncated title; its platform's) fails the
/// run under `--fail-on`; the other findings go to its system-out.
public struct JUnitReporter: Reporter {
    public init() {}

    /// Writes the document a button at a time. The counts in the head come from a first pass that
    /// counts each design's cases once; each design's cases are made once (see `Cases`) and
    /// per button only its escaped id and class name are added (XML escaping works character by
    /// character, so a line's escape is the id's followed by the rest's).
    public func write(_ report: CheckReport, to sink: (String) -> Void) {
        var tests = 0, failures = 0, skipped = 0
        for design in report.designs {
            let count = Self.counts(design.judgement, in: report), buttons = design.buttons.count
            tests += count.tests * buttons
            failures += count.failures * buttons
            skipped += Self.isSkipped(design.judgement) ? buttons : 0
        }
        let counts = "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\""
        let languages = report.languages.map { "\n      <property name=\"languages\" value=\"\(Self.escape($0.line))\"/>" } ?? ""
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="\(LocationButtonLintInfo.name)" \(counts)>
          <testsuite name="location buttons" \(counts)>
            <properties>
              <property name="policy" value="\(Self.escape(TextReporter.inline(report.policyJSON)))"/>
              <property name="layoutModel" value="\(Self.escape(TextReporter.inline(report.layoutModelJSON)))"/>\(languages)
            </properties>

        """
        var parts = DesignParts(self, for: report)
        for (index, button) in report.buttons.enumerated() {
            let cases = parts.part(ofButton: index)
            let id = Self.escape(button.id)
            let classname = "\" classname=\"\(Self.escape(button.source?.file ?? LocationButtonLintInfo.name))\""
            if let reason = cases.skipped {
                out += "    <testcase name=\"\(id)\(classname)>\n      <skipped message=\"\(reason)\"/>\n    </testcase>\n"
                continue
            }
            for appearance in cases.appearances {
                out += "    <testcase name=\""
                out += id
                out += appearance.name
                out += classname
                guard appearance.failing != nil || appearance.others != nil else {
                    out += "/>\n"
                    continue
                }
                out += ">\n"
                if let failing = appearance.failing {
                    out += failing.head
                    Self.lines(failing.lines, id: id, into: &out)
                    out += "</failure>\n"
                }
                if let others = appearance.others {
                    out += "      <system-out>"
                    Self.lines(others, id: id, into: &out)
                    out += "</system-out>\n"
                }
                out += "    </testcase>\n"
            }
            ReportPiece.handOver(&out, to: sink)
        }
        if tests == 0 { out += "\n" }  // where the cases would be: an empty line
        out += "  </testsuite>\n</testsuites>\n"
        sink(out)
    }

    /// Finding lines, one per line: the button's id, then what follows it.
    private static func lines(_ tails: [String], id: String, into out: inout String) {
        for (index, tail) in tails.enumerated() {
            if index > 0 { out += "\n" }
            out += id
            out += tail
        }
    }

    package func part(of design: JudgedDesign, in report: CheckReport) -> Cases {
        Cases(design.judgement, in: report)
    }

    /// A button that gets one skipped case rather than one per appearance (or platform).
    private static func isSkipped(_ button: ButtonJudgement) -> Bool {
        button.status != .judged || subjects(button).isEmpty
    }

    /// A test case of a button: one iOS appearance, or another platform.
    private enum Subject: Hashable {
        case appearance(Appearance)
        case platform(ButtonPlatform)

        var name: String {
            switch self {
            case .appearance(let appearance): appearance.rawValue
            case .platform(let platform): platform.rawValue
            }
        }
    }

    /// The cases of a judged button: its appearances, then each other platform it has findings on.
    private static func subjects(_ button: ButtonJudgement) -> [Subject] {
        let platforms = Set(button.findings.compactMap(\.platform))
        return button.appearances.map { .appearance($0.appearance) }
            + ButtonPlatform.allCases.filter(platforms.contains).map { .platform($0) }
    }

    /// Whether `finding` is in the case of `subject`: a platform's findings in its case alone; an
    /// iOS finding in its appearance's, or in every appearance's when it holds in all.
    private static func applies(_ finding: Finding, to subject: Subject) -> Bool {
        switch subject {
        case .platform(let platform): finding.platform == platform
        case .appearance(let appearance): finding.platform == nil && (finding.appearance == nil || finding.appearance == appearance)
        }
    }

    /// The cases a button's judgement makes, and how many of them fail.
    private static func counts(_ button: ButtonJudgement, in report: CheckReport) -> (tests: Int, failures: Int) {
        if isSkipped(button) { return (1, 0) }
        let subjects = subjects(button)
        let failing = subjects.filter { subject in
            button.findings.contains { applies($0, to: subject) && report.fails($0) }
        }
        return (subjects.count, failing.count)
    }

    /// A design's test cases, escaped, without the button's id and class name: the reason it
    /// was skipped, or per appearance the rest of the case's name and its failing and other
    /// findings' lines after the id.
    package struct Cases {
        package struct Case {
            package var name: String
            /// The failure's start tag and the failing findings' lines.
            package var failing: (head: String, lines: [String])?
            package var others: [String]?
        }
        package var skipped: String?
        package var appearances: [Case] = []

        package init(_ button: ButtonJudgement, in report: CheckReport) {
            if JUnitReporter.isSkipped(button) {
                skipped = "not judged"
                return
            }
            // Each finding's line is made once: one without an appearance is in every case.
            let lines = button.findings.map { (finding: $0, tail: JUnitReporter.escape(FindingText.afterButton($0))) }
            func tails(_ lines: [(finding: Finding, tail: String)]) -> [String]? {
                lines.isEmpty ? nil : lines.map(\.tail)
            }
            for subject in JUnitReporter.subjects(button) {
                let applying = lines.filter { JUnitReporter.applies($0.finding, to: subject) }
                let failing = applying.filter { report.fails($0.finding) }
                var head: String?
                if !failing.isEmpty {
                    let worst = failing.map(\.finding.verdict).max() ?? .disabled
                    let message = "\(failing.count) finding\(failing.count == 1 ? "" : "s") at or above \(report.failOn?.rawValue ?? "never")"
                    head = "      <failure type=\"\(worst.rawValue)\" message=\"\(JUnitReporter.escape(message))\">"
                }
                self.appearances.append(Case(name: JUnitReporter.escape(" [\(subject.name)]"),
                                             failing: head.map { ($0, tails(failing) ?? []) },
                                             others: tails(applying.filter { !report.fails($0.finding) })))
            }
        }
    }

    /// XML text and attribute escaping; control characters XML 1.0 forbids are dropped.
    package static func escape(_ text: String) -> String { ReportEscaping.markup(text) }
}

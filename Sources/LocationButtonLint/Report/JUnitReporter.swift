/// JUnit XML for CI test dashboards: one test case per button × appearance, grouped by theme file
/// (the class name). A case fails when a finding that applies to it (its appearance's, or one that
/// holds in every appearance, such as a truncated title) fails the run under `--fail-on`; the
/// other findings go to its system-out.
public struct JUnitReporter: Sendable {
    public init() {}

    public func render(_ report: CheckReport) -> String {
        var cases: [String] = []
        var failures = 0, skipped = 0
        for button in report.buttons {
            let classname = button.source?.file ?? LocationButtonLintInfo.name
            let appearances = button.appearances.map(\.appearance)
            if button.status != .judged || appearances.isEmpty {
                skipped += 1
                let reason = button.status == .notApplicable ? "not applicable on this platform" : "not judged"
                cases.append("    <testcase name=\"\(Self.escape(button.id))\" classname=\"\(Self.escape(classname))\">\n"
                             + "      <skipped message=\"\(reason)\"/>\n    </testcase>")
                continue
            }
            for appearance in appearances {
                let findings = button.findings.filter { $0.appearance == nil || $0.appearance == appearance }
                let failing = findings.filter(report.fails)
                var body = ""
                if !failing.isEmpty {
                    failures += 1
                    let worst = failing.map(\.verdict).max() ?? .disabled
                    body += "      <failure type=\"\(worst.rawValue)\" message=\"\(Self.escape("\(failing.count) finding\(failing.count == 1 ? "" : "s") at or above \(report.failOn?.rawValue ?? "never")"))\">"
                    body += Self.escape(failing.map { FindingText.line($0, button: button.id) }.joined(separator: "\n")) + "</failure>\n"
                }
                let others = findings.filter { !report.fails($0) }
                if !others.isEmpty {
                    body += "      <system-out>" + Self.escape(others.map { FindingText.line($0, button: button.id) }.joined(separator: "\n")) + "</system-out>\n"
                }
                let name = "\(button.id) [\(appearance.rawValue)]"
                cases.append("    <testcase name=\"\(Self.escape(name))\" classname=\"\(Self.escape(classname))\"" +
                             (body.isEmpty ? "/>" : ">\n" + body + "    </testcase>"))
            }
        }
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="\(LocationButtonLintInfo.name)" \(counts)>
          <testsuite name="location buttons" \(counts)>
            <properties>
              <property name="policy" value="\(Self.escape(TextReporter.inline(report.policyJSON)))"/>
              <property name="layoutModel" value="\(Self.escape(TextReporter.inline(report.layoutModelJSON)))"/>
            </properties>
        \(cases.joined(separator: "\n"))
          </testsuite>
        </testsuites>

        """
    }

    /// XML text and attribute escaping; control characters XML 1.0 forbids are dropped.
    static func escape(_ text: String) -> String { MarkupText.escaped(text) }
}

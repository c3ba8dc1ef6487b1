/// Lines an Xcode build phase turns into issues in the Issue navigator, pointing at the theme
/// file: `file:line:col: error: message` (also `warning:` and `note:`).
public struct XcodeReporter: Sendable {
    public init() {}

    public func render(_ report: CheckReport) -> String {
        var out = ""
        write(report) { out += $0 }
        return out
    }

    /// Writes the lines a button at a time, buttons worst first, each judgement's lines made once
    /// (see `Lines`); per button only its places and id are added.
    public func write(_ report: CheckReport, to sink: (String) -> Void) {
        var parts = JudgementParts<Lines>()
        var out = ""
        for button in report.buttonsWorstFirst {
            let lines = parts.part(of: button) { Lines(button.findings, in: report) }
            guard !lines.lines.isEmpty else { continue }
            let places = lines.keys.places(of: button, in: report) { $0.map { TextReporter.place($0) + ": " } ?? "" }
            for line in lines.lines {
                out += places[line.keys]
                out += line.severity
                out += button.id
                out += line.tail
            }
            ReportPiece.handOver(&out, to: sink)
        }
        sink(out)
    }

    /// A judgement's lines (`FindingLine`, Bold Text twins folded) without place and button:
    /// `error: ` and `: de from AX2: truncates by … (LB004 title-truncated)\n`.
    private struct Lines {
        var keys = FixKeyLists()
        var lines: [(keys: Int, severity: String, tail: String)] = []

        init(_ findings: [Finding], in report: CheckReport) {
            for line in FindingLine.lines(findings) {
                let finding = line.finding
                lines.append((keys.index(of: finding.keys), FindingText.severity(finding, in: report).rawValue + ": ",
                              FindingText.afterButton(line) + "\n"))
            }
        }
    }
}

import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// Lines an Xcode build phase turns into issues in the Issue navigator, pointing at the theme
/// file: `file:line:col: error: message` (also `warning:` and `note:`).
public struct XcodeReporter: Reporter {
    public init() {}

    /// Writes the lines a button at a time (see `AnnotationLines`).
    public func write(_ report: CheckReport, to sink: (String) -> Void) {
        lines.write(report, as: self, to: sink)
    }

    package func part(of design: JudgedDesign, in report: CheckReport) -> AnnotationLines.Lines {
        lines.lines(of: design, in: report)
    }

    private var lines: AnnotationLines {
        AnnotationLines(
            text: { line, severity in ("", severity.rawValue + ": ", ReportEscaping.line(FindingText.afterButton(line)) + "\n") },
            place: { TextReporter.place($0) + ": " },
            id: ReportEscaping.line
        )
    }
}

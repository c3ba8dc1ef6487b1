/// Lines an Xcode build phase turns into issues in the Issue navigator, pointing at the theme
/// file: `file:line:col: error: message` (also `warning:` and `note:`).
public struct XcodeReporter: Sendable {
    public init() {}

    public func render(_ report: CheckReport) -> String {
        var out = ""
        write(report) { out += $0 }
        return out
    }

    /// Writes the lines a button at a time (see `AnnotationLines`).
    public func write(_ report: CheckReport, to sink: (String) -> Void) {
        AnnotationLines(
            text: { line, severity in ("", severity.rawValue + ": ", ReportEscaping.line(FindingText.afterButton(line)) + "\n") },
            place: { TextReporter.place($0) + ": " },
            id: ReportEscaping.line
        ).write(report, to: sink)
    }
}

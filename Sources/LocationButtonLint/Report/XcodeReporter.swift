/// Lines an Xcode build phase turns into issues in the Issue navigator, pointing at the theme
/// file: `file:line:col: error: message` (also `warning:` and `note:`).
public struct XcodeReporter: Sendable {
    public init() {}

    public func render(_ report: CheckReport) -> String {
        var lines: [String] = []
        for button in report.buttonsWorstFirst {
            for finding in button.findings {
                let place = report.location(of: finding, in: button).map { "\(TextReporter.place($0)): " } ?? ""
                lines.append("\(place)\(FindingText.severity(finding, in: report).rawValue): \(FindingText.line(finding))")
            }
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}

/// Lines an Xcode build phase turns into issues in the Issue navigator, pointing at the theme
/// file: `file:line:col: error: message` (also `warning:` and `note:`).
public struct XcodeReporter: Sendable {
    public init() {}

    public func render(_ report: CheckReport) -> String {
        let lines = report.annotationLines.map { button, line in
            let finding = line.finding
            let place = report.location(of: finding, in: button).map { "\(TextReporter.place($0)): " } ?? ""
            return "\(place)\(FindingText.severity(finding, in: report).rawValue): \(FindingText.line(line, button: button.id))"
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}

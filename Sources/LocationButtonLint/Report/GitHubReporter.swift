/// GitHub Actions workflow commands: each finding becomes an annotation on its line in the theme
/// file (see `FindingLocation`): `::error file=…,line=…,col=…,title=…::message` for findings that
/// fail the run, `::warning` and `::notice` for the rest.
public struct GitHubReporter: Sendable {
    public init() {}

    public func render(_ report: CheckReport) -> String {
        var lines: [String] = []
        for (button, line) in report.annotationLines {
            let finding = line.finding
            let command = switch FindingText.severity(finding, in: report) {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
            var properties: [String] = []
            if let source = report.location(of: finding, in: button) {
                properties.append("file=\(Self.property(source.file))")
                properties.append("line=\(source.line)")
                if let column = source.column { properties.append("col=\(column)") }
            }
            properties.append("title=\(Self.property("\(finding.rule) \(finding.name)"))")
            let message = "\(button.id): \(line.message)"
            lines.append("::\(command) \(properties.joined(separator: ","))::\(Self.data(message))")
        }
        lines.append(report.closingLine)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Escaping of a workflow command's message (GitHub's `escapeData` in @actions/core).
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escaping of a property value, which also must not contain `:` or `,` (`escapeProperty`).
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// GitHub Actions workflow commands: each finding becomes an annotation on its line in the theme
/// file (see `FindingLocation`): `::error file=…,line=…,col=…,title=…::message` for findings that
/// fail the run, `::warning` and `::notice` for the rest.
public struct GitHubReporter: Reporter {
    public init() {}

    /// Writes the commands a button at a time (see `AnnotationLines`).
    public func write(_ report: CheckReport, to sink: (String) -> Void) {
        lines.write(report, as: self, ending: languagesNotice(report) + report.closingLine + "\n", to: sink)
    }

    package func part(of design: JudgedDesign, in report: CheckReport) -> AnnotationLines.Lines {
        lines.lines(of: design, in: report)
    }

    /// The commands' parts. The escapes work character by character, so the message's escape is
    /// the id's followed by the rest's.
    private var lines: AnnotationLines {
        AnnotationLines(
            text: { line, severity in
                let command = switch severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "notice"
                }
                return ("::\(command) ", "title=\(ReportEscaping.githubProperty("\(line.finding.rule) \(line.finding.name)"))::",
                        ReportEscaping.githubData(": \(line.message)") + "\n")
            },
            place: { "file=\(ReportEscaping.githubProperty($0.file)),line=\($0.line)," + ($0.column.map { "col=\($0)," } ?? "") },
            id: ReportEscaping.githubData
        )
    }

    /// Which languages were checked and why, as a notice on the run (every report says it).
    private func languagesNotice(_ report: CheckReport) -> String {
        report.languages.map { "::notice title=\(ReportEscaping.githubProperty("locbutton languages"))::\(ReportEscaping.githubData($0.line))\n" } ?? ""
    }

    /// Escaping of a workflow command's message (GitHub's `escapeData` in @actions/core): every
    /// `%`, CR and LF, also one a combining mark follows.
    package static func data(_ text: String) -> String { escaped(text, property: false) }

    /// Escaping of a property value, which also must not contain `:` or `,` (`escapeProperty`).
    package static func property(_ text: String) -> String { escaped(text, property: true) }

    private static func escaped(_ text: String, property: Bool) -> String {
        func special(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "%") || byte == 0x0D || byte == 0x0A
                || property && (byte == UInt8(ascii: ":") || byte == UInt8(ascii: ","))
        }
        // Most text needs no escape: returned as it is.
        guard text.utf8.contains(where: special) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where property: out += "%3A"
            case "," where property: out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

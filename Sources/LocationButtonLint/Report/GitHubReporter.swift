/// GitHub Actions workflow commands: each finding becomes an annotation on its line in the theme
/// file (see `FindingLocation`): `::error file=…,line=…,col=…,title=…::message` for findings that
/// fail the run, `::warning` and `::notice` for the rest.
public struct GitHubReporter: Sendable {
    public init() {}

    public func render(_ report: CheckReport) -> String {
        var out = ""
        write(report) { out += $0 }
        return out
    }

    /// Writes the commands a button at a time, buttons worst first, each judgement's commands made
    /// once (see `Commands`); per button only its places and escaped id are added. The escapes
    /// work character by character, so the message's escape is the id's followed by the rest's.
    public func write(_ report: CheckReport, to sink: (String) -> Void) {
        var parts = JudgementParts<Commands>()
        var out = ""
        for button in report.buttonsWorstFirst {
            let commands = parts.part(of: button) { Commands(button.findings, in: report) }
            guard !commands.lines.isEmpty else { continue }
            let places = commands.keys.places(of: button, in: report) { source in
                source.map { "file=\(Self.property($0.file)),line=\($0.line)," + ($0.column.map { "col=\($0)," } ?? "") } ?? ""
            }
            let id = Self.data(button.id)
            for line in commands.lines {
                out += line.command
                out += places[line.keys]
                out += line.title
                out += id
                out += line.message
            }
            ReportPiece.handOver(&out, to: sink)
        }
        out += report.closingLine + "\n"
        sink(out)
    }

    /// A judgement's commands (`FindingLine`, Bold Text twins folded) without place and button:
    /// `::error `, `title=LB004 title-truncated::` and the escaped `: de from AX2: …` with its
    /// line break.
    private struct Commands {
        var keys = FixKeyLists()
        var lines: [(keys: Int, command: String, title: String, message: String)] = []

        init(_ findings: [Finding], in report: CheckReport) {
            for line in FindingLine.lines(findings) {
                let finding = line.finding
                let command = switch FindingText.severity(finding, in: report) {
                case .error: "error"
                case .warning: "warning"
                case .note: "notice"
                }
                lines.append((keys.index(of: finding.keys), "::\(command) ",
                              "title=\(GitHubReporter.property("\(finding.rule) \(finding.name)"))::",
                              GitHubReporter.data(": \(line.message)") + "\n"))
            }
        }
    }

    /// Escaping of a workflow command's message (GitHub's `escapeData` in @actions/core): every
    /// `%`, CR and LF, also one a combining mark follows.
    static func data(_ text: String) -> String { escaped(text, property: false) }

    /// Escaping of a property value, which also must not contain `:` or `,` (`escapeProperty`).
    static func property(_ text: String) -> String { escaped(text, property: true) }

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

import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// The lines of the annotation formats (GitHub, Xcode): one per cause of each button (`FindingCause`:
/// its findings' `FindingLine`s, Bold Text twins folded, with the same rule, verdict and place a fix
/// changes), buttons worst first, written a button at a time.
/// What a line says apart from its button's place and id is made once per judged design.
package struct AnnotationLines {
    /// A line's text that depends on the finding alone: before the place, between the place and
    /// the button's id, and after the id with the line break.
    package typealias Text = (beforePlace: String, beforeID: String, afterID: String)

    package var text: (FindingLine, FindingText.Severity) -> Text
    /// The place as the format writes it (nothing when the finding has none).
    package var place: (SourceLocation) -> String
    /// The id as the format writes it (escaped).
    package var id: (String) -> String

    /// Writes every line, then `ending`; `format` is the reporter whose design parts are `lines(of:in:)`.
    package func write<Format: Reporter>(_ report: CheckReport, as format: Format, ending: String = "", to sink: (String) -> Void)
        where Format.DesignPart == Lines
    {
        var parts = DesignParts(format, for: report)
        var out = ""
        for index in report.worstFirst {
            let button = report.buttons[index], lines = parts.part(ofButton: index)
            guard !lines.lines.isEmpty else { continue }
            let places = lines.keys.places(of: button, in: report) { $0.map(place) ?? "" }
            let id = self.id(button.id)
            for line in lines.lines {
                out += line.text.beforePlace
                out += places[line.keys]
                out += line.text.beforeID
                out += id
                out += line.text.afterID
            }
            ReportPiece.handOver(&out, to: sink)
        }
        out += ending
        sink(out)
    }

    /// A design's lines (a reporter's part).
    package func lines(of design: JudgedDesign, in report: CheckReport) -> Lines {
        Lines(design.judgement.findings, preview: design.isPreview, in: report, text: text, escape: id)
    }

    /// A design's lines, each with the index of its fix keys.
    package struct Lines {
        package var keys = FixKeyLists()
        package var lines: [(keys: Int, text: Text)] = []

        /// One line per cause and place a fix changes (`FindingCause`): the worst finding's line,
        /// ending with the other places the cause holds in, unless `--detail full` asks for every line.
        /// A preview's lines are never errors.
        package init(_ findings: [Finding], preview: Bool, in report: CheckReport, text: (FindingLine, FindingText.Severity) -> Text,
             escape: (String) -> String) {
            let findingLines = FindingLine.lines(findings)
            let causes = report.fullDetail ? findingLines.map { FindingCause(lines: [$0]) }
                                           : FindingCause.causes(findingLines) { keys.index(of: $0.finding.keys) }
            for cause in causes {
                let line = cause.first
                var made = text(line, FindingText.severity(line.finding, in: report, preview: preview))
                let also = cause.alsoText(shown: line)
                if !also.isEmpty {
                    // Before the line break the text ends with.
                    made.afterID = String(made.afterID.dropLast()) + escape(also) + "\n"
                }
                lines.append((keys.index(of: line.finding.keys), made))
            }
        }
    }
}

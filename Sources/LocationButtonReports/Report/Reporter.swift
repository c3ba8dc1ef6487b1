import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// A report format's writer (one per `ReportFormat`). It writes a `CheckReport` a piece at a
/// time, so a large run never holds its whole report. What it writes for a button is, but for
/// what names the button (id, place, fingerprints), the same for every button of a judged design:
/// it makes that part once per design (`part(of:in:)`, handed out by `DesignParts` or kept in a
/// memo) and adds the names per button.
package protocol Reporter: Sendable {
    /// What the format makes from a judged design alone (nothing, for a format that shares none).
    associatedtype DesignPart = Void

    func part(of design: JudgedDesign, in report: CheckReport) -> DesignPart

    /// Writes the report in pieces, in order.
    func write(_ report: CheckReport, to sink: (String) -> Void)

    /// The same pieces as UTF-8 bytes, each whole lines of text; a format that makes its text as
    /// bytes (the text report: `ReportBytes`) hands them over without making strings.
    func writeUTF8(_ report: CheckReport, to sink: (UnsafeRawBufferPointer) -> Void)

    /// The whole report: the pieces `write` hands over, joined.
    func render(_ report: CheckReport) -> String
}

extension Reporter {
    package func writeUTF8(_ report: CheckReport, to sink: (UnsafeRawBufferPointer) -> Void) {
        write(report) { piece in
            var piece = piece
            piece.withUTF8 { sink(UnsafeRawBufferPointer($0)) }
        }
    }

    package func render(_ report: CheckReport) -> String {
        var out = ""
        write(report) { out += $0 }
        return out
    }
}

extension Reporter where DesignPart == Void {
    package func part(of design: JudgedDesign, in report: CheckReport) {}
}

import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
extension ReportFormat {
    /// This format's writer. `color` applies to the text format only (ANSI escapes); `drawing`
    /// gives the HTML report what it draws the buttons from (without it, no drawings).
    package func reporter(color: Bool = false, drawing: HTMLDrawingContext? = nil) -> any Reporter {
        switch self {
        case .text: TextReporter(color: color)
        case .json: JSONReporter()
        case .sarif: SARIFReporter()
        case .junit: JUnitReporter()
        case .github: GitHubReporter()
        case .xcode: XcodeReporter()
        case .html: HTMLReporter(context: drawing)
        }
    }

    /// The report in this format (see `reporter(color:drawing:)`).
    public func render(_ report: CheckReport, color: Bool = false, drawing: HTMLDrawingContext? = nil) -> String {
        reporter(color: color, drawing: drawing).render(report)
    }

    /// The report in pieces, in order, so a large run never holds its whole report: the text
    /// format's are many small shared strings (a sink gathers them before writing), the other
    /// formats' about a megabyte each, HTML's one. The pieces joined are `render`.
    public func write(_ report: CheckReport, color: Bool = false, drawing: HTMLDrawingContext? = nil,
                      to sink: (String) -> Void) {
        reporter(color: color, drawing: drawing).write(report, to: sink)
    }

    /// `write`'s pieces as UTF-8 bytes (the text format makes no strings for them).
    package func writeUTF8(_ report: CheckReport, color: Bool = false, drawing: HTMLDrawingContext? = nil,
                   to sink: (UnsafeRawBufferPointer) -> Void) {
        reporter(color: color, drawing: drawing).writeUTF8(report, to: sink)
    }
}

extension ReportFormat {
    /// The report in this format. `color` applies to the text format only (ANSI escapes);
    /// `drawing` gives the HTML report what it draws the buttons from (without it, no drawings).
    public func render(_ report: CheckReport, color: Bool = false, drawing: HTMLDrawingContext? = nil) -> String {
        switch self {
        case .text: TextReporter(color: color).render(report)
        case .json: JSONReporter().render(report)
        case .sarif: SARIFReporter().render(report)
        case .junit: JUnitReporter().render(report)
        case .github: GitHubReporter().render(report)
        case .xcode: XcodeReporter().render(report)
        case .html: HTMLReporter(context: drawing).render(report)
        }
    }

    /// The report in pieces, in order, so a large run never holds its whole report: the text
    /// format's are many small shared strings (a sink gathers them before writing), the other
    /// formats' about a megabyte each, HTML's one. The pieces joined are `render`.
    public func write(_ report: CheckReport, color: Bool = false, drawing: HTMLDrawingContext? = nil,
                      to sink: (String) -> Void) {
        switch self {
        case .text: TextReporter(color: color).write(report, to: sink)
        case .json: JSONReporter().write(report, to: sink)
        case .sarif: SARIFReporter().write(report, to: sink)
        case .junit: JUnitReporter().write(report, to: sink)
        case .github: GitHubReporter().write(report, to: sink)
        case .xcode: XcodeReporter().write(report, to: sink)
        case .html: sink(render(report, color: color, drawing: drawing))
        }
    }
}

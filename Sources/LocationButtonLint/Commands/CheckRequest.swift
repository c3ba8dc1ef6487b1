import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
import LocationButtonReports
import Foundation

/// One `locbutton check` as the caller asks for it: what to read, how to judge, the baseline and
/// which reports to write where. What the reports need of the run (the HTML report's drawings)
/// the library works out from `format` and `reports`; the whole text matrix is made per design
/// when a report prints it (`TextMatrix`).
public struct CheckRequest: Sendable {
    /// App folders, Swift or Interface Builder files, `.locbutton.yml` or theme files; none: the
    /// project of the working directory.
    public var paths: [String]
    /// The filters and the input options (languages, titles, assets, threads).
    public var options: CheckRun.Options
    /// `--fonts`: a font directory or manifest instead of the bundled fonts.
    public var fonts: String?
    /// The folder holding the bundled `Fonts/` and `Locales/`; nil when none was found.
    public var resources: URL?
    public var baseline: BaselineMode
    /// The main report (`--format`) and its file (`--output`; nil or `-`: standard output).
    public var format: ReportFormat
    public var output: String?
    /// More reports, each to its file (`--report FORMAT=FILE`).
    public var reports: [(format: ReportFormat, path: String)]
    /// Every finding in the text report and the whole text matrix in JSON (`--detail full`).
    public var fullDetail: Bool
    /// The lowest verdict that fails the run; nil: nothing fails.
    public var failOn: Verdict?
    /// Whether the text report is colored in a file, and on standard output.
    public var colorFiles: Bool
    public var colorStandardOutput: Bool
    /// The bundled fonts and titles, when the caller started loading them early.
    public var prefetched: ResourcePrefetch?

    public init(paths: [String], options: CheckRun.Options = .init(), fonts: String? = nil, resources: URL?,
                baseline: BaselineMode = .off, format: ReportFormat = .text, output: String? = nil,
                reports: [(format: ReportFormat, path: String)] = [], fullDetail: Bool = false, failOn: Verdict? = .disabled,
                colorFiles: Bool = false, colorStandardOutput: Bool = false) {
        self.paths = paths; self.options = options; self.fonts = fonts; self.resources = resources
        self.baseline = baseline; self.format = format; self.output = output; self.reports = reports
        self.fullDetail = fullDetail; self.failOn = failOn; self.colorFiles = colorFiles
        self.colorStandardOutput = colorStandardOutput
    }

    /// What a run does with its baseline file: nothing, suppress the findings it records, or
    /// record every finding of this run in it (then nothing fails).
    public enum BaselineMode: Sendable, Equatable {
        case off
        case apply(String)
        case record(String)

        public var path: String? {
            switch self {
            case .off: nil
            case .apply(let path), .record(let path): path
            }
        }
    }

    /// Whether the baseline is being recorded (`--update-baseline`).
    public var recordsBaseline: Bool { if case .record = baseline { true } else { false } }

    /// Every report format asked for.
    package var formats: [ReportFormat] { [format] + reports.map(\.format) }

    /// Only the HTML report draws buttons: it then needs every button's spec, titles and backdrops.
    public var drawsButtons: Bool { formats.contains(.html) }

    /// Each button's settings as written (`CheckResult.configurations`): only the JSON report prints them.
    public var echoesConfigurations: Bool { formats.contains(.json) }

    /// Each appearance row's least passing alphas: only the JSON report prints them.
    public var needsAlphaLimits: Bool { formats.contains(.json) }

    /// Where reports go; the baseline being recorded is one too, not an input.
    package var destinations: [String] {
        var paths = reports.map(\.path) + [output].compactMap { $0 }
        if case .record(let path) = baseline { paths.append(path) }
        return paths
    }

    /// Every destination is checked against the run's inputs before any of them is read: writable,
    /// distinct, none of them an input (the baseline is one unless it is being recorded).
    /// `projects` are the folders a pull request controls (the scanned projects, else the
    /// working directory): no destination in one may be a link that leads out of it.
    public func checkDestinations(inputs: [String], projects: [String] = []) throws(InputError) {
        var inputs = inputs
        if case .apply(let path) = baseline { inputs.append(path) }
        try AtomicFileWriter.check(destinations: destinations, inputs: inputs, projects: projects)
    }

    /// The files a check reads besides its PATHs' (no report may overwrite them): the option
    /// files, and the bundled `Fonts/` and `Locales/` (fonts, manifest, titles, label files).
    public var optionInputs: [String] {
        [options.localesFile, options.languagesFrom, options.assets, fonts,
         fonts.map { FontDirectory.manifestPath(of: URL(fileURLWithPath: $0)) },
         resources.map { $0.appendingPathComponent("Fonts").path }, resources.map { $0.appendingPathComponent("Locales").path },
        ].compactMap { $0 }
    }
}

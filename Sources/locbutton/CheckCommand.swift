import ArgumentParser
import Foundation
import LocationButtonLint
import LocationButtonScanner
import LocationButtonCheck

/// `locbutton check [PATH...]`: judges every button of an app's sources or of theme files and
/// writes the reports.
/// Exit codes (docs/contracts.md): 0 nothing at or above `--fail-on`, 1 otherwise, 2 bad usage or bad
/// input, with one line per problem on stderr and no report written.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check an app's location buttons (or a theme's) in every appearance, language and size.",
        discussion: """
            Without PATH, checks the app in the current directory: the project of the .locbutton.yml found \
            there or in a parent folder, else the current directory. The bundled example is \
            Examples/trailhead.yaml.
            """)

    @OptionGroup var fonts: FontsOption
    @OptionGroup var locales: LocalesOption
    @OptionGroup var languages: LanguagesOptions
    @OptionGroup var assets: AssetsOption
    @Argument(help: ArgumentHelp("App folders, Swift files, storyboards, .locbutton.yml, or theme files (.yaml, .yml, .json).",
                                 valueName: "PATH"))
    var paths: [String] = []
    @Option(help: ArgumentHelp("Report format.", valueName: "FORMAT"))
    var format: ReportFormat = .text
    @Option(help: ArgumentHelp("Write the report to FILE instead of standard output (- is standard output).", valueName: "FILE"))
    var output: String?
    @Option(name: .customLong("report"), help: ArgumentHelp("Also write a report in FORMAT to FILE (repeatable).", valueName: "FORMAT=FILE"))
    var reports: [ReportRequest] = []
    @Option(help: "How much the reports hold: summary, or full (every finding in the text report; the whole text measurement matrix in JSON).")
    var detail: Detail = .summary
    @Option(help: "Color the text report: auto (a terminal, unless NO_COLOR is set), always, never.")
    var color: ColorChoice = .auto
    @Option(help: ArgumentHelp("Size categories to check, e.g. AX1...AX5 or large,AX3 (default: all twelve).", valueName: "SIZES"))
    var sizes: String?
    @Option(help: ArgumentHelp("Appearances to check: light, dark, light-high-contrast, dark-high-contrast (comma-separated).", valueName: "LIST"))
    var appearances: String?
    @Option(help: ArgumentHelp("Xcode's pseudolanguages to stress-test with: comma-separated tags (en-x-accented, en-x-double, en-x-bounded, en-x-rtl) or none (default: the theme's, else all four).", valueName: "LIST"))
    var pseudolanguages: String?
    @Option(name: .customLong("rule"), help: ArgumentHelp("Run only these rules (ids or names; repeatable, comma-separated).", valueName: "RULE"))
    var onlyRules: [String] = []
    @Option(name: .customLong("exclude-rule"), help: ArgumentHelp("Skip these rules (ids or names; repeatable, comma-separated).", valueName: "RULE"))
    var excludedRules: [String] = []
    @Option(name: .customLong("fail-on"), help: "Lowest verdict that fails the run (exit 1): disabled, uncertain, guideline, never.")
    var failOn: FailOn = .disabled
    @Option(help: ArgumentHelp("Suppress the findings recorded in this baseline file.", valueName: "FILE"))
    var baseline: String?
    @Flag(name: .customLong("update-baseline"), help: "Record every current finding in the --baseline file (then nothing fails).")
    var updateBaseline = false
    @Option(help: ArgumentHelp("Worker threads (default: every core). Reports do not depend on it.", valueName: "N"))
    var threads: Int?

    enum Detail: String, ExpressibleByArgument, CaseIterable { case summary, full }

    enum FailOn: String, ExpressibleByArgument, CaseIterable {
        case disabled, uncertain, guideline, never
        var verdict: Verdict? { Verdict(rawValue: rawValue) }
    }

    func validate() throws {
        if updateBaseline, baseline == nil { throw ValidationError("--update-baseline needs --baseline FILE") }
        if let threads, threads < 1 { throw ValidationError("--threads expects a positive number, found \(threads)") }
        _ = try BadInputExit.usage { try selection() }
    }

    /// The filters, checked before any file is read.
    func selection() throws -> CheckSelection {
        try CheckSelection(sizes: sizes, appearances: appearances, rules: onlyRules, excludedRules: excludedRules,
                           pseudolanguages: pseudolanguages)
    }

    /// The bundled fonts and titles, loading from the first time this is read: `Locbutton.main`
    /// reads it before parsing the arguments of a check (`ResourcePrefetch`).
    static let earlyResources = ResourceLocator.projectRoot().map(ResourcePrefetch.init(root:))

    func run() throws {
        let filters = try BadInputExit.usage { try selection() }
        var request = CheckRequest(
            paths: paths, options: CheckRun.Options(
                appearances: filters.appearances, sizes: filters.sizes, rules: filters.rules, threads: threads,
                languages: languages.languages, languagesFrom: languages.languagesFrom, localesFile: locales.locales,
                assets: assets.assets, pseudolanguages: filters.pseudolanguages),
            fonts: fonts.fonts, resources: ResourceLocator.projectRoot(),
            baseline: baseline.map { updateBaseline ? .record($0) : .apply($0) } ?? .off,
            format: format, output: output, reports: reports.map { ($0.format, $0.path) }, fullDetail: detail == .full,
            failOn: failOn.verdict, colorFiles: color.enabled(for: nil), colorStandardOutput: color.enabled(for: STDOUT_FILENO))
        request.prefetched = Self.earlyResources
        let progress = ProgressBar()
        defer { progress.finish() }
        let outcome = try BadInputExit.guarding {
            try Check.run(request, progress: progress.isEnabled ? { progress.update(done: $0, of: $1, label: "buttons") } : nil)
        }
        progress.finish()
        for note in outcome.notes { FileHandle.standardError.write(Data("note: \(note)\n".utf8)) }
        try BadInputExit.guarding { try outcome.writeFiles(hook: TemporaryFiles.hook) }
        outcome.writeStandardOutput { StandardOutput.write(utf8: $0) }
        StandardOutput.finish()
        // Everything is written: end the process here rather than return and release the result
        // graph (millions of rows and findings for a large theme) only for the process to end.
        fflush(nil)
        Foundation.exit(outcome.exitCode)
    }
}

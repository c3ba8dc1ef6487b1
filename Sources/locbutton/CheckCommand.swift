import ArgumentParser
import Foundation
import LocationButtonLint
import LocationButtonScanner

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

    @OptionGroup var global: GlobalOptions

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
        _ = try selection()
    }

    /// The filters, checked before any file is read.
    func selection() throws -> CheckSelection {
        try CheckSelection(sizes: sizes, appearances: appearances, rules: onlyRules, excludedRules: excludedRules,
                           pseudolanguages: pseudolanguages)
    }

    func run() throws {
        try BadInputExit.guarding {
            let sources = try CheckSources.resolve(paths)
            Self.noteSkippedLinks(sources)
            try checkDestinations(sources: sources)
            let baselineFile = try baseline.map { path throws(InputError) in
                updateBaseline ? Baseline(fingerprints: []) : try Baseline(contentsOf: path)
            }
            let selection = try selection()
            let progress = ProgressBar()
            defer { progress.finish() }
            let shaper = try Shaper(catalog: FontLoading.directory(global).catalog())
            var run = CheckRun(
                measurer: shaper, resources: try ResourceLocator.resources(),
                options: CheckRun.Options(
                    appearances: selection.appearances, sizes: selection.sizes, rules: selection.rules, threads: threads,
                    languages: global.languages, languagesFrom: global.languagesFrom, localesFile: global.locales,
                    assets: global.assets, baseline: updateBaseline ? nil : baselineFile, recordingBaseline: updateBaseline,
                    pseudolanguages: selection.pseudolanguages, textMatrix: detail == .full || drawsButtons))
            run.prefetchTitles()
            var notes: [String] = []
            let themes = try CheckSources.themes(sources, notes: &notes) { theme in
                // A theme's own catalog is known once the theme is read: check it before it is.
                if global.assets == nil, let catalog = theme.assets {
                    do throws(InputError) { try checkDestinations(inputs: [catalog]) } catch { return [error] }
                }
                return run.unknownColors(in: theme)
            }
            // Judge in slices only when a progress bar can show; results do not depend on it.
            let outcome = try run.run(themes: themes, slices: progress.isEnabled ? 20 : 1) { done, total in
                progress.update(done: done, of: total, label: "buttons")
            }
            progress.finish()
            Self.note(outcome)
            // The text and JSON reports hold the notes; the other formats have no place for them.
            if ![.text, .json].contains(format) {
                for note in notes { FileHandle.standardError.write(Data("note: \(note)\n".utf8)) }
            }
            // Only the HTML report draws buttons; the others need no drawing context.
            try write(outcome, notes: notes, baselineFile: baselineFile, drawing: drawsButtons
                ? HTMLDrawingContext(specs: outcome.specs, titles: outcome.titles, shaper: shaper, backdrops: outcome.backdrops)
                : HTMLDrawingContext(specs: [], titles: [], shaper: shaper))
        }
    }

    /// Whether a requested report draws the buttons (HTML): it then needs the whole text matrix.
    private var drawsButtons: Bool { ([format] + reports.map(\.format)).contains(.html) }

    /// Every report destination, checked before any input is read: writable, distinct, and none
    /// of them one of the run's inputs (the baseline is one unless it is being recorded).
    private func checkDestinations(sources: [CheckSource]) throws(InputError) {
        var inputs = sources.flatMap(\.inputFiles)
        inputs += [global.locales, global.languagesFrom, global.assets, FontLoading.manifestPath(global)].compactMap { $0 }
        try checkDestinations(inputs: inputs)
    }

    private func checkDestinations(inputs: [String]) throws(InputError) {
        var destinations = reports.map(\.path) + [output].compactMap { $0 }
        var inputs = inputs
        if let baseline { if updateBaseline { destinations.append(baseline) } else { inputs.append(baseline) } }
        try AtomicFileWriter.check(destinations: destinations, inputs: inputs)
    }

    /// A report's pieces gathered into buffers for a file's `sink` (one `Data` per 256 KB, not per piece).
    private static func buffered(_ sink: (Data) -> Void, _ write: ((String) -> Void) -> Void) {
        withoutActuallyEscaping(sink) { sink in
            let buffer = PieceBuffer { sink(Data($0)) }
            write(buffer.append)
            buffer.flush()
        }
    }

    /// The links a project scan did not follow, named on stderr (not part of any report).
    private static func noteSkippedLinks(_ sources: [CheckSource]) {
        for case .project(let layout, _) in sources where !layout.skippedLinks.isEmpty {
            let names = layout.skippedLinks.map { PathBytes.display(InputText.escapingControls($0)) }.joined(separator: ", ")
            FileHandle.standardError.write(Data("note: not followed (links that leave the project): \(names)\n".utf8))
        }
    }

    /// Notes on stderr that are not part of any report.
    private static func note(_ outcome: CheckResult) {
        let skipped = outcome.skippedLanguages
        if !skipped.isEmpty {
            FileHandle.standardError.write(Data("note: no system title for \(skipped.joined(separator: ", ")) (iOS does not offer \(skipped.count == 1 ? "it" : "them") as a system language); skipped\n".utf8))
        }
        let stale = outcome.staleBaselineEntries.count
        if stale > 0 {
            FileHandle.standardError.write(Data("note: \(stale) baseline \(stale == 1 ? "entry matches" : "entries match") no finding any more (fixed, renamed or removed); --update-baseline rewrites the file\n".utf8))
        }
    }

    private func write(_ outcome: CheckResult, notes: [String], baselineFile: Baseline?, drawing: HTMLDrawingContext) throws {
        // Each file is written a piece at a time as its report is rendered: a full JSON report of
        // 10,000 buttons is gigabytes.
        var files: [(path: String, write: ((Data) -> Void) -> Void)] = []
        if updateBaseline, let baseline {
            files.append((baseline, { $0(Data(Baseline.serialized(recording: outcome.result.buttons).utf8)) }))
        }
        var report = CheckReport(result: outcome.result, rules: outcome.rules, failOn: failOn.verdict,
                                 fullDetail: detail == .full, keyLocations: outcome.keyLocations,
                                 exemptions: outcome.exemptions, configurations: outcome.configurations,
                                 gatesStressTests: outcome.stressTestsAsked, languages: outcome.languages, notes: notes,
                                 specs: outcome.specs, accentAssetButtons: outcome.accentAssetButtons)
        if !updateBaseline, let baselineFile {
            report.baselineDelta = BaselineDelta(buttons: outcome.result.buttons, stale: outcome.staleBaselineEntries.count,
                                                 baseline: baselineFile)
        }
        let colored = color.enabled(for: nil)
        for request in reports {
            files.append((request.path, { sink in Self.buffered(sink) { request.format.write(report, color: colored, drawing: drawing, to: $0) } }))
        }
        let destination = output ?? "-"
        if destination != "-" {
            files.append((destination, { sink in Self.buffered(sink) { format.write(report, color: colored, drawing: drawing, to: $0) } }))
        }
        try AtomicFileWriter.write(streaming: files)
        if destination == "-" {
            // To standard output as it is rendered, 256 KB at a time: nothing can fail once rendering starts.
            format.write(report, color: color.enabled(for: STDOUT_FILENO), drawing: drawing, to: StandardOutput.write)
        }
        StandardOutput.finish()
        // Everything is written: end the process here rather than return and release the result
        // graph (millions of rows and findings at 10,000 buttons) only for the process to end.
        fflush(nil)
        Foundation.exit(report.failedCount > 0 ? 1 : 0)
    }
}

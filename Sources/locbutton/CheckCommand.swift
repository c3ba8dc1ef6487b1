import ArgumentParser
import Foundation
import LocationButtonLint

/// `locbutton check [THEME...]`: judges every button of the theme files and writes the reports.
/// Exit codes (DESIGN.md §6): 0 nothing at or above `--fail-on`, 1 otherwise, 2 bad usage or bad
/// input, with one line per problem on stderr and no report written.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the location buttons of theme files (YAML or JSON) in every appearance, language and size.",
        discussion: "Without THEME, checks the bundled example (Examples/trailhead.yaml).")

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("Theme files (.yaml, .yml or .json).", valueName: "THEME"))
    var themes: [String] = []

    @Option(help: ArgumentHelp("Report format.", valueName: "FORMAT"))
    var format: ReportFormat = .text

    @Option(help: ArgumentHelp("Write the report to FILE instead of standard output.", valueName: "FILE"))
    var output: String?

    @Option(name: .customLong("report"), help: ArgumentHelp("Also write a report in FORMAT to FILE (repeatable).", valueName: "FORMAT=FILE"))
    var reports: [ReportRequest] = []

    @Option(help: "How much the JSON report holds: summary, or full (adds the whole text measurement matrix).")
    var detail: Detail = .summary

    @Option(help: "Color the text report: auto (a terminal, unless NO_COLOR is set), always, never.")
    var color: ColorChoice = .auto

    @Option(help: ArgumentHelp("Size categories to check, e.g. AX1...AX5 or large,AX3 (default: all twelve).", valueName: "SIZES"))
    var sizes: String?

    @Option(help: ArgumentHelp("Appearances to check: light, dark, light-high-contrast, dark-high-contrast (comma-separated).", valueName: "LIST"))
    var appearances: String?

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
        try CheckSelection(sizes: sizes, appearances: appearances, rules: onlyRules, excludedRules: excludedRules)
    }

    func run() throws {
        let accepted = try acceptedFindings()
        let progress = ProgressBar()
        defer { progress.finish() }
        let outcome: CheckOutcome
        do {
            outcome = try CheckPipeline(global: global, selection: selection(), threads: threads, progress: progress)
                .run(themePaths: themes)
        } catch let problems as ThemeFileErrors {
            progress.finish()
            Self.printProblems(problems.problems)
            throw ExitCode(2)
        } catch let problem as InputError {
            progress.finish()
            Self.printProblems([problem])
            throw ExitCode(2)
        } catch let problem as UncoveredCharacterError {
            // A title the fonts cannot draw: bad input (the locales or the fonts), not a verdict.
            progress.finish()
            FileHandle.standardError.write(Data("locbutton: \(problem.description)\n".utf8))
            throw ExitCode(2)
        }
        progress.finish()
        try write(outcome, accepted: accepted)
    }

    /// The baseline to apply, read before any work so a missing file fails fast; nil without
    /// `--baseline` or when recording a new one.
    private func acceptedFindings() throws -> Baseline? {
        guard let baseline, !updateBaseline else { return nil }
        do { return try Baseline(contentsOf: baseline) } catch {
            Self.printProblems([error])
            throw ExitCode(2)
        }
    }

    private func write(_ outcome: CheckOutcome, accepted: Baseline?) throws {
        var result = outcome.result
        var files: [(path: String, contents: Data)] = []
        var suppressed = 0
        if updateBaseline, let baseline {
            files.append((baseline, Data(Baseline.serialized(recording: result.buttons).utf8)))
            (result.buttons, suppressed) = Baseline(recording: result.buttons).apply(to: result.buttons)
        } else if let accepted {
            (result.buttons, suppressed) = accepted.apply(to: result.buttons)
        }
        let report = CheckReport(result: result, rules: outcome.rules, failOn: failOn.verdict, suppressed: suppressed,
                                 fullDetail: detail == .full, keyLocations: outcome.keyLocations)
        for request in reports {
            files.append((request.path, Data(request.format.render(report, color: color.enabled(for: nil)).utf8)))
        }
        let primary = format.render(report, color: color.enabled(for: output == nil ? STDOUT_FILENO : nil))
        if let output { files.append((output, Data(primary.utf8))) }
        do { try AtomicFileWriter.write(files) } catch {
            Self.printProblems([error])
            throw ExitCode(2)
        }
        if output == nil { FileHandle.standardOutput.write(Data(primary.utf8)) }
        // Everything is written: end the process here rather than return and release the result
        // graph (millions of rows and findings at 10,000 buttons) only for the process to end.
        fflush(nil)
        Foundation.exit(report.failedCount > 0 ? 1 : 0)
    }

    static func printProblems(_ problems: [InputError]) {
        FileHandle.standardError.write(Data(problems.map { $0.description + "\n" }.joined().utf8))
    }
}

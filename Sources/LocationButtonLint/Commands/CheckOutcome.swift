import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
import LocationButtonReports
import Foundation

/// What one check found and what to do with it: the report every format renders, the notes for
/// standard error, the files to write (all or none) and what goes to standard output. The caller
/// writes them and exits (`exitCode`).
public struct CheckOutcome {
    public var result: CheckResult
    public var report: CheckReport
    /// Lines for standard error, in order (`note: ` is the caller's prefix).
    public var notes: [String]
    /// Files to write together: the baseline being recorded, the `--report` files, `--output`.
    public var files: [Output]
    /// The report written to standard output, if any.
    public var standardOutput: Output?

    /// One destination and its contents, rendered a piece at a time as `write` is called (a full
    /// JSON report of a large theme runs to gigabytes: it is never held whole).
    public struct Output {
        public var path: String
        /// Hands over the contents a piece at a time, as UTF-8 bytes (whole lines each).
        public var writeUTF8: ((UnsafeRawBufferPointer) -> Void) -> Void

        /// The same pieces as strings.
        public var write: ((String) -> Void) -> Void {
            { sink in writeUTF8 { sink(String(decoding: $0, as: UTF8.self)) } }
        }
    }

    /// Writes `files`, each a piece at a time as its report is rendered, 256 KB per write: all of
    /// them or none (`AtomicFileWriter`); `hook` hears of the temporary files meanwhile.
    public func writeFiles(hook: TemporaryFileHook = .none) throws(InputError) {
        try AtomicFileWriter.write(streaming: files.map { file in (file.path, { PieceBuffer.gather(file.writeUTF8, into: $0) }) },
                                   hook: hook)
    }

    /// Hands the standard output report to `sink` as it is rendered, as UTF-8 pieces; the host
    /// writes them and says whether they arrived.
    public func writeStandardOutput(to sink: (UnsafeRawBufferPointer) -> Void) {
        standardOutput?.writeUTF8(sink)
    }

    /// docs/contracts.md: 1 when a button fails at or above `--fail-on`, else 0.
    public var exitCode: Int32 { report.failedCount > 0 ? 1 : 0 }

    /// The outcome of `result` for `request`; `notes` are the run's so far (links not followed),
    /// `readingNotes` those of reading the inputs, which the text and JSON reports hold.
    public init(_ result: CheckResult, request: CheckRequest, shaper: Shaper, notes: [String], readingNotes: [String],
         baseline: Baseline?) {
        self.result = result
        var report = CheckReport(result: result.result, rules: result.rules, failOn: request.failOn,
                                 fullDetail: request.fullDetail, keyLocations: result.keyLocations,
                                 exemptions: result.exemptions, configurations: result.configurations,
                                 gatesStressTests: result.stressTestsAsked, languages: result.languages,
                                 notes: readingNotes, specs: result.specs, accentAssetButtons: result.accentAssetButtons)
        report.targets = result.targets
        report.textMatrix = result.textMatrix
        if case .apply = request.baseline, let baseline {
            report.baselineDelta = BaselineDelta(buttons: result.result.buttons, stale: result.staleBaselineEntries.count,
                                                 baseline: baseline)
        }
        self.report = report
        self.notes = notes + Self.notes(result)
        // The text and JSON reports hold the reading notes; the other formats have no place for them.
        if ![.text, .json].contains(request.format) { self.notes += readingNotes }

        // Only the HTML report draws buttons; the others need no drawing context.
        let drawing = request.drawsButtons
            ? HTMLDrawingContext(specs: result.specs, titles: result.titles, shaper: shaper, backdrops: result.backdrops)
            : HTMLDrawingContext(specs: [], titles: [], shaper: shaper)
        func output(_ path: String, _ format: ReportFormat, color: Bool) -> Output {
            Output(path: path) { format.writeUTF8(report, color: color, drawing: drawing, to: $0) }
        }
        files = []
        if case .record(let path) = request.baseline {
            let buttons = result.result.buttons
            files.append(Output(path: path) { sink in
                var text = Baseline.serialized(recording: buttons)
                text.withUTF8 { sink(UnsafeRawBufferPointer($0)) }
            })
        }
        files += request.reports.map { output($0.path, $0.format, color: request.colorFiles) }
        let destination = request.output ?? "-"
        if destination != "-" { files.append(output(destination, request.format, color: request.colorFiles)) }
        standardOutput = destination == "-" ? output("-", request.format, color: request.colorStandardOutput) : nil
    }

    /// The run's notes that are part of no report.
    private static func notes(_ result: CheckResult) -> [String] {
        var notes = result.languageNotes
        let skipped = result.skippedLanguages
        if !skipped.isEmpty {
            notes.append("no system title for \(skipped.joined(separator: ", ")) (iOS does not offer \(skipped.count == 1 ? "it" : "them") as a system language); skipped")
        }
        let stale = result.staleBaselineEntries.count
        if stale > 0 {
            notes.append("\(stale) baseline \(stale == 1 ? "entry matches" : "entries match") no finding any more (fixed, renamed or removed); --update-baseline rewrites the file")
        }
        let legacy = result.legacyBaselineEntries.count
        if legacy > 0 {
            notes.append("\(legacy) baseline \(legacy == 1 ? "entry predates" : "entries predate") LB015's separate width and height findings: each accepts both of its button's in its language; --update-baseline rewrites \(legacy == 1 ? "it" : "them") as one entry per finding")
        }
        return notes
    }
}

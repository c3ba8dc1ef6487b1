import LocationButtonScanner
import Foundation
import LocationButtonLint

/// `locbutton check` as one call: a request in, an outcome out, every step once and in order —
/// what each PATH is (`CheckSources.resolve`), the report destinations against the inputs, the
/// baseline, the fonts and titles, the themes read and the projects scanned (asset catalogs
/// listed once, shared by the scan and the judging), the judging (`CheckRun`), and the reports
/// to write (`CheckOutcome`). It lives beside the scanner because a check reads projects; the
/// judging and the reports are the core library's.
public enum Check {
    /// Runs the check. `progress` is told the buttons judged and the total as judging goes (in
    /// 20 steps when given; results do not depend on it). Bad input throws `ThemeFileErrors` or
    /// `InputError`, with the notes said before it in a `Check.Interrupted`.
    public static func run(_ request: CheckRequest,
                           progress: ((_ done: Int, _ total: Int) -> Void)? = nil) throws -> CheckOutcome {
        let sources = try CheckSources.resolve(request.paths)
        let notes = skippedLinks(sources)
        do {
            return try run(request, sources: sources, notes: notes, progress: progress)
        } catch where !notes.isEmpty {
            throw Interrupted(notes: notes, error: error)
        }
    }

    /// A check stopped by bad input after it had notes to say (links it did not follow).
    public struct Interrupted: Error {
        public var notes: [String]
        public var error: any Error
    }

    private static func run(_ request: CheckRequest, sources: [CheckSource], notes: [String],
                            progress: ((Int, Int) -> Void)?) throws -> CheckOutcome {
        var notes = notes
        let projects = sources.projectRoots
        try request.checkDestinations(inputs: sources.flatMap(\.inputFiles) + request.optionInputs, projects: projects)
        let baseline: Baseline?
        switch request.baseline {
        case .off: baseline = nil
        case .apply(let path) where projects.contains(where: { InputFile.leaves(path, project: $0) }):
            // A planted link to a baseline elsewhere could suppress every finding: not followed,
            // so nothing is suppressed.
            notes.append("not followed (a baseline that leads out of the project): \(InputText.shown(path))")
            baseline = Baseline(fingerprints: [])
        case .apply(let path): baseline = try Baseline(contentsOf: path)
        case .record: baseline = Baseline(fingerprints: [])
        }
        let shaper = try request.prefetched?.shaper(fonts: request.fonts, root: request.resources)
            ?? Shaper(catalog: BundledResources.fonts(request.fonts, root: request.resources).catalog())
        var options = request.options
        options.recordingBaseline = request.recordsBaseline
        options.baseline = options.recordingBaseline ? nil : baseline
        // The reports that print the whole text matrix make it a design at a time (`TextMatrix`).
        options.textMatrix = false
        options.alphaLimits = request.needsAlphaLimits
        var run = CheckRun(measurer: shaper, resources: try BundledResources.root(request.resources), options: options)
        run.prefetchTitles(after: request.prefetched)
        var readingNotes: [String] = []
        var reading = CheckSources.read(sources, notes: &readingNotes, catalogs: run.catalogs,
                                        echoesValues: request.echoesConfigurations, threads: request.options.threads)
        // A theme's own catalog is known once the theme is read: check it before it is.
        if request.options.assets == nil {
            for (i, file) in reading.files.files.enumerated() {
                guard let catalog = file.theme?.assets else { continue }
                do throws(InputError) { try request.checkDestinations(inputs: [catalog], projects: projects) } catch {
                    reading.files.refuse(file: i, because: error)
                }
            }
        }
        let themes = run.decideColors(&reading.files)
        let problems = reading.problems
        guard problems.isEmpty else { throw ThemeFileErrors(problems: problems) }
        let result = try run.run(themes + reading.scanned.map(run.decideColors), slices: progress == nil ? 1 : 20) { done, total in
            progress?(done, total)
        }
        return CheckOutcome(result, request: request, shaper: shaper, notes: notes, readingNotes: readingNotes,
                            baseline: baseline)
    }

    /// The links a project scan did not follow (part of no report).
    private static func skippedLinks(_ sources: [CheckSource]) -> [String] {
        sources.compactMap { source in
            guard case .project(let layout, _) = source, !layout.skippedLinks.isEmpty else { return nil }
            let names = layout.skippedLinks.map { PathBytes.display(InputText.escapingControls($0)) }.joined(separator: ", ")
            return "not followed (links that leave the project): \(names)"
        }
    }
}

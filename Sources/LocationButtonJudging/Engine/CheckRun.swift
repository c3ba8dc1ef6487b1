import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import Foundation

/// The judging half of one `locbutton check` (the whole call is `Check.run`): theme files in, the
/// judged result out. It resolves the themes' colors against their asset catalogs (each listed
/// once, `AssetCatalogs`), reads their languages, collects every bad input (thrown together as one
/// `ThemeFileErrors` before anything is judged), decides which options win over the themes'
/// settings, and judges each theme's buttons with its own policy.
public struct CheckRun: Sendable {
    /// What the command line may set; nil leaves the themes' own settings.
    public struct Options: Sendable {
        /// Appearances to check instead of the theme's (or all four).
        public var appearances: [Appearance]?
        /// Size categories to check (nil: all twelve).
        public var sizes: [SizeCategory]?
        /// Rule ids to run (nil: every rule).
        public var rules: Set<String>?
        /// Worker threads (nil: every core); results do not depend on it.
        public var threads: Int?
        /// Comma-separated languages instead of the theme's.
        public var languages: String?
        /// A String Catalog whose languages are checked (the app's Localizable.xcstrings).
        public var languagesFrom: String?
        /// A String Catalog whose titles replace or extend the bundled ones.
        public var localesFile: String?
        /// An asset catalog colors resolve against instead of the theme's.
        public var assets: String?
        /// Findings to suppress.
        public var baseline: Baseline?
        /// Accept every finding of this run, to record it as the new baseline: judged once, with
        /// every finding suppressed, so the counts and summaries are what the next run with the
        /// recorded baseline reports.
        public var recordingBaseline: Bool
        /// Pseudolanguages to stress-test with instead of the theme's (or all four).
        public var pseudolanguages: [Pseudolanguage]?
        /// Keep every text row in the results (`RunOptions.textMatrix`); otherwise the result's
        /// `textMatrix` makes them when a report prints them.
        public var textMatrix: Bool
        /// Work out the least passing alphas of every appearance row; see `RunOptions.alphaLimits`.
        public var alphaLimits: Bool

        public init(appearances: [Appearance]? = nil, sizes: [SizeCategory]? = nil, rules: Set<String>? = nil,
                    threads: Int? = nil, languages: String? = nil, languagesFrom: String? = nil,
                    localesFile: String? = nil, assets: String? = nil, baseline: Baseline? = nil,
                    recordingBaseline: Bool = false, pseudolanguages: [Pseudolanguage]? = nil, textMatrix: Bool = true,
                    alphaLimits: Bool = true) {
            self.appearances = appearances; self.sizes = sizes; self.rules = rules; self.threads = threads
            self.languages = languages; self.languagesFrom = languagesFrom; self.localesFile = localesFile
            self.assets = assets; self.baseline = baseline; self.recordingBaseline = recordingBaseline
            self.pseudolanguages = pseudolanguages; self.textMatrix = textMatrix
            self.alphaLimits = alphaLimits
        }
    }

    public var measurer: any TextMeasuring
    /// The folder that holds the bundled `Locales/`.
    public var resources: URL
    public var options: Options
    /// The run's asset catalogs, shared with whatever else reads them (a project scan).
    public var catalogs: AssetCatalogs

    /// The title catalogs being parsed in the background, when `prefetchTitles` was called.
    private var titleFiles: StringCatalogPrefetch?

    public init(measurer: any TextMeasuring, resources: URL, options: Options = Options(),
                catalogs: AssetCatalogs = AssetCatalogs()) {
        self.measurer = measurer; self.resources = resources; self.options = options; self.catalogs = catalogs
    }

    /// Starts parsing the title catalogs the run will read on a background thread, so that
    /// parsing overlaps reading the themes (the CLI calls it before reading them), taking those
    /// `early` has loaded. Results do not depend on it; a run whose options change afterwards
    /// reads the files it then names.
    public mutating func prefetchTitles(after early: ResourcePrefetch? = nil) {
        titleFiles = TitleCatalogLoader.prefetch(root: resources, localesFile: options.localesFile,
                                                 languagesFrom: options.languagesFrom, after: early?.titles)
    }

    /// One theme's share of the run.
    private struct Job {
        var engine: RuleEngine
        var buttons: PreparedButtons
        var options: RunOptions
        var acceptance: RunAcceptance
    }

    /// Judges every button of `themePaths`, in file order. Each theme's buttons are judged in
    /// `slices` parts, and `progress` is told the buttons done and the total after each (the
    /// results do not depend on it).
    public func run(themePaths: [String], slices: Int = 1,
                    progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> CheckResult {
        var reading = ThemeFile.read(paths: themePaths)
        let themes = decideColors(&reading)
        _ = try reading.themes()
        return try run(themes, slices: slices, progress: progress)
    }

    /// Decides each read theme's colors, once, and adds its unknown color names to its file's
    /// problems, so they are reported with the file's other mistakes.
    public func decideColors(_ reading: inout ThemeFileReading) -> [ColoredTheme] {
        reading.files.indices.compactMap { i in
            guard let theme = reading.files[i].theme else { return nil }
            let colored = decideColors(theme)
            reading.add(colored.unknownColors, toFile: i)
            return colored
        }
    }

    /// A theme's colors, decided: its resolver, over `--assets` or the theme's own catalogs (a
    /// scanned project's every catalog; listed, not read), and the names it does not know. The
    /// resolver is the one the judging uses: nothing is resolved or read twice.
    public func decideColors(_ theme: ThemeFile) -> ColoredTheme {
        do throws(InputError) {
            let resolver = try catalogs.resolver(for: options.assets.map { [$0] } ?? theme.assetCatalogs)
            return ColoredTheme(theme: theme, resolver: .success(resolver), unknownColors: theme.unknownColors(for: resolver))
        } catch {
            return ColoredTheme(theme: theme, resolver: .failure(error), unknownColors: [])
        }
    }

    /// Judges every button of `themes` (theme files already read, or an app's sources scanned
    /// into themes), in order.
    public func run(themes: [ThemeFile], slices: Int = 1,
                    progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> CheckResult {
        try run(themes.map(decideColors), slices: slices, progress: progress)
    }

    /// Judges every button of themes whose colors are decided, in order.
    public func run(_ themes: [ColoredTheme], slices: Int = 1,
                    progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> CheckResult {
        var problems: [InputError] = []
        var jobs: [Job] = []
        var skipped: [String] = []
        var checkedLanguages: [CheckedLanguages] = []
        var accentAssetButtons: Set<String> = []
        var languageNotes: [String] = [], targets: [String: String] = [:]
        var specs: [ButtonSpec] = [], localized: [LocalizedTitles] = [], backdrops: [String: [Appearance: [Color]]] = [:]
        // Buttons that name Android or the web: their designs there, judged after iOS.
        var platformDesigns: [String: (design: CrossPlatformDesign, platforms: [ButtonPlatform])] = [:]
        for colored in themes {
            let theme = colored.theme
            let resolver: ColorResolver
            switch colored.resolver {
            case .success(let decided): resolver = decided
            case .failure(let error):
                problems.append(error)
                continue
            }
            let unknownColors = colored.unknownColors
            problems += unknownColors
            func effectiveTitles(_ languages: String?) throws -> (catalog: TitleCatalog, unmatched: [String]) {
                try TitleCatalogLoader.effective(root: resources, localesFile: options.localesFile, languages: languages,
                                                 languagesFrom: options.languagesFrom, prefetched: titleFiles)
            }
            var titles = try effectiveTitles(options.languages ?? theme.languages?.joined(separator: ","))
            // iOS offers as system languages only those it localizes (the catalog has them all),
            // so for another language an app ships the system shows the title in the user's next
            // preferred language: nothing of its own to check. A scanned app that ships nothing
            // else runs in a localization CoreLocationUI lacks, which falls back to its
            // development region (docs/languages.md); for a selection the user named, it is bad input.
            if titles.catalog.locales.isEmpty && !titles.unmatched.isEmpty {
                if options.languages == nil, options.languagesFrom == nil, let fallback = theme.languagesFallback {
                    languageNotes.append(CheckedLanguages.fallbackNote(titles.unmatched, fallback: fallback))
                    titles = (try effectiveTitles(fallback).catalog, titles.unmatched)
                } else {
                    let source = options.languages != nil ? "--languages" : theme.path
                    problems.append(InputError(file: source, "expected at least one language the title catalog covers, found only \(titles.unmatched.joined(separator: ", "))"))
                }
            }
            let named = titles.unmatched.map { tag in theme.languageOrigins[tag].map { "\(tag) (\($0))" } ?? tag }
            skipped += named.filter { !skipped.contains($0) }
            if let target = theme.target { for button in theme.buttons { targets[button.id] = target } }
            checkedLanguages.append(languagesChecked(titles.catalog.locales, theme: theme))
            // Without a stress test rule (LB015 excluded, or other rules named) nothing is stress-tested.
            let stressTests = options.rules.map { rules in
                RuleCatalog.stressTestRules.contains { rules.contains(type(of: $0).info.id) }
            } ?? true
            let themeTitles = LocalizedTitles.all(from: titles.catalog, pseudolanguages: !stressTests ? []
                                                    : options.pseudolanguages ?? theme.pseudolanguages ?? Pseudolanguage.allCases)
            let engine = RuleEngine(policy: theme.policy, measurer: measurer, colors: resolver, titles: themeTitles)
            // An unset SwiftUI tint is the app's AccentColor where it has one (the reports' defaults).
            if resolver.hasAsset(ColorReference.accentColor.name) {
                accentAssetButtons.formUnion(theme.buttons.filter { $0.api == .swiftui && $0.background == nil }.map(\.id))
            }
            // One theme (the usual run) shares its list rather than copying every spec.
            if specs.isEmpty { specs = theme.buttons } else { specs += theme.buttons }
            localized += themeTitles
            // By index: copying each spec cost more than the checks.
            for i in theme.buttons.indices where theme.buttons[i].platforms != [.ios] {
                let spec = theme.buttons[i]
                if let why = PlatformCheck.missingSize(spec) {
                    let place = theme.keyLocations[spec.id]?["platforms"] ?? spec.source
                    problems.append(InputError(file: theme.path, place: place.map { "\($0.line):\($0.column ?? 1)" }, why))
                } else if let design = try? PlatformCheck.design(spec, colors: resolver, locales: titles.catalog.locales) {
                    // An unknown color is reported above, on its line.
                    platformDesigns[spec.id] = (design, spec.platforms)
                }
            }
            for i in theme.buttons.indices {
                guard let names = theme.buttons[i].backdrops, let resolved = try? names.map({ try resolver.resolve($0.name) }) else { continue }
                backdrops[theme.buttons[i].id] = Dictionary(uniqueKeysWithValues: Appearance.allCases.map { a in (a, resolved.map { $0[a] }) })
            }
            let prepared = engine.prepare(theme.buttons)
            // An unknown color is reported once, on its theme line.
            if unknownColors.isEmpty { problems += prepared.problems }
            let runOptions = RunOptions(appearances: options.appearances ?? theme.appearances ?? Appearance.allCases,
                                        categories: options.sizes ?? SizeCategory.allCases,
                                        boldText: theme.boldText ?? false, rules: options.rules, threads: options.threads,
                                        textMatrix: options.textMatrix, alphaLimits: options.alphaLimits)
            let acceptance = RunAcceptance(baseline: options.baseline, acceptsEveryFinding: options.recordingBaseline,
                                           exemptions: theme.exemptions)
            jobs.append(Job(engine: engine, buttons: prepared.buttons, options: runOptions, acceptance: acceptance))
        }
        guard problems.isEmpty else { throw ThemeFileErrors(problems: problems) }

        var (buttons, textMatrix) = try judge(jobs, slices: slices, progress: progress)
        if !platformDesigns.isEmpty {
            let acceptance = RunAcceptance(baseline: options.baseline, acceptsEveryFinding: options.recordingBaseline,
                                           exemptions: Self.merged(themes.map(\.theme.exemptions)))
            buttons = try withPlatforms(buttons, platformDesigns, acceptance: acceptance)
        }
        // Recording: the baseline is every finding judged, so none of its entries is stale or legacy.
        let baseline = options.recordingBaseline ? nil : options.baseline
        // Reports carry one policy: the first theme's. Themes of one run normally share it; each
        // button was still judged with its own theme's.
        let policy = jobs.first?.engine.policy ?? .default
        return CheckResult(
            result: RunResult(policy: policy, buttons: buttons),
            rules: (RuleCatalog.iosInfos + (platformDesigns.isEmpty ? [] : RuleCatalog.platformInfos)).filter { options.rules?.contains($0.id) ?? true },
            keyLocations: Self.merged(themes.map(\.theme.keyLocations)),
            exemptions: Self.merged(themes.map(\.theme.exemptions)),
            configurations: Self.merged(themes.map(\.theme.configurations)),
            skippedLanguages: skipped,
            languages: CheckedLanguages.merged(checkedLanguages),
            staleBaselineEntries: baseline?.staleEntries(in: buttons) ?? [],
            legacyBaselineEntries: baseline?.legacyEntries(in: buttons) ?? [],
            specs: specs, titles: localized, backdrops: backdrops, accentAssetButtons: accentAssetButtons,
            stressTestsAsked: options.pseudolanguages != nil || themes.contains { $0.theme.pseudolanguages != nil },
            languageNotes: languageNotes, targets: targets, textMatrix: textMatrix)
    }

    /// `buttons` with the findings of the platforms they name beyond iOS (`PlatformCheck`), kept
    /// or suppressed as each button's acceptance says, counted in the button's verdict; a button
    /// that does not name iOS keeps only those.
    private func withPlatforms(_ buttons: [ButtonResult],
                               _ designs: [String: (design: CrossPlatformDesign, platforms: [ButtonPlatform])],
                               acceptance: RunAcceptance) throws -> [ButtonResult] {
        // The bundled string files are read only when a button needs them.
        let labels = designs.values.contains { ($0.design.android?.label ?? .none) != .none }
            ? try AndroidLabelCatalog.bundled(root: resources) : nil
        let strings = designs.values.contains { $0.design.web != nil } ? try ChromiumGeolocationStrings.bundled(root: resources) : nil
        let check = PlatformCheck(judge: CrossPlatformJudge(androidLabels: labels, webStrings: strings, measurer: measurer))
        return buttons.map { button in
            guard button.status == .judged, let (design, platforms) = designs[button.id] else { return button }
            let (found, results) = check.check(design, platforms: platforms)
            var kept: [Finding] = [], suppressed: [Finding] = []
            let accepting = acceptance.of(button: button.id)
            for finding in found where options.rules?.contains(finding.rule) ?? true {
                if accepting.accepts(finding) {
                    suppressed.append(finding)
                } else {
                    kept.append(finding)
                }
            }
            let j = button.judgement, ios = platforms.contains(.ios)
            let findings = ((ios ? j.findings : []) + kept).sorted(by: Finding.reportOrder)
            let verdict = max(ios ? j.verdict : .pass, kept.filter { $0.level == .verdict }.map(\.verdict).max() ?? .pass)
            var result = button
            result.judgement = ButtonJudgement(
                status: j.status, verdict: verdict, counts: ios ? j.counts : VerdictCounts(), appearances: j.appearances,
                findings: findings, text: j.text, summaries: ios ? j.summaries : [], fixHints: ios ? j.fixHints : FixHints(),
                suppressedFindings: ((ios ? j.suppressedFindings : []) + suppressed).sorted(by: Finding.reportOrder),
                platforms: results)
            return result
        }
    }

    /// Which languages a theme's buttons are checked in, and why those.
    private func languagesChecked(_ locales: [String], theme: ThemeFile) -> CheckedLanguages {
        if options.languages != nil { return CheckedLanguages(checked: locales, source: "--languages") }
        if let file = options.languagesFrom { return CheckedLanguages(checked: locales, source: "--languages-from \(file)") }
        if theme.languages != nil {
            return CheckedLanguages(checked: locales, source: theme.languagesSource ?? "languages in \(theme.path)",
                                    isDefault: theme.languagesAreDefault)
        }
        // Every language, by the theme's own choice (`languages: all`).
        if let source = theme.languagesSource { return CheckedLanguages(checked: locales, source: source) }
        return CheckedLanguages(checked: locales, source: CheckedLanguages.defaultSource, isDefault: true)
    }

    /// Per-button tables of several themes as one (ids are unique across them); one theme's as
    /// it is, without rehashing every id.
    private static func merged<Value>(_ tables: [[String: Value]]) -> [String: Value] {
        tables.count == 1 ? tables[0] : tables.reduce(into: [:]) { $0.merge($1) { first, _ in first } }
    }

    /// The results in order and, when they keep only some text rows, how to make the rest.
    private func judge(_ jobs: [Job], slices: Int,
                       progress: (Int, Int) -> Void) throws -> (buttons: [ButtonResult], matrix: TextMatrix?) {
        var buttons: [ButtonResult] = [], parts: [TextMatrix.Part] = []
        let total = jobs.reduce(0) { $0 + $1.buttons.count }
        for job in jobs {
            let measure = Measurements(titles: job.engine.titles, measurer: measurer)
            let judge = ButtonJudge(policy: job.engine.policy, options: job.options, titles: job.engine.titles,
                                    acceptance: job.acceptance, cache: JudgeCache())
            parts.append(TextMatrix.Part(start: buttons.count, buttons: job.buttons, policy: job.engine.policy,
                                         options: job.options, acceptance: job.acceptance, titles: job.engine.titles,
                                         measure: measure))
            let size = max(1, job.buttons.count / max(1, slices))
            for start in stride(from: 0, to: job.buttons.count, by: size) {
                let judged = try job.engine.run(job.buttons, range: start..<min(start + size, job.buttons.count), judge: judge,
                                                measure: measure)
                // The usual run's one part is taken as it is, not copied (one result per button).
                if buttons.isEmpty { buttons = judged } else { buttons += judged }
                progress(buttons.count, total)
            }
        }
        return (buttons, options.textMatrix ? nil : TextMatrix(parts: parts))
    }
}

/// What a check run found, before reports are written.
public struct CheckResult: Sendable {
    public var result: RunResult
    /// The rules that ran, for SARIF's rule table.
    public var rules: [RuleInfo]
    /// Where every button's keys are written (button id → key → location), for annotations.
    public var keyLocations: [String: [String: SourceLocation]]
    /// Rules switched off per button, with the reason (button id → rule id → reason).
    public var exemptions: [String: [String: String]]
    /// What each button's keys were set to and where (button id → key → value).
    public var configurations: [String: [String: ConfiguredValue]]
    /// Languages asked for that no title catalog has (iOS does not offer them), skipped.
    public var skippedLanguages: [String]
    /// The languages checked and why those; nil when no theme was judged.
    public var languages: CheckedLanguages?
    /// Baseline fingerprints that match no finding of this run (fixed, renamed or removed).
    public var staleBaselineEntries: [String]
    /// Baseline fingerprints of an earlier version that still match: each accepts both of LB015's
    /// findings (width and height) of a button and language.
    public var legacyBaselineEntries: [String] = []
    /// Every button's spec and the titles' texts per locale, for reports that draw the buttons.
    public var specs: [ButtonSpec]
    public var titles: [LocalizedTitles]
    /// Each button's listed backdrops resolved per appearance (button id → appearance → colors).
    public var backdrops: [String: [Appearance: [Color]]]
    /// SwiftUI buttons without a tint in an app with an `AccentColor` set: their fill is that set.
    public var accentAssetButtons: Set<String>
    /// Pseudolanguages were asked for by name (option or theme), so their stress results gate.
    public var stressTestsAsked: Bool
    /// What choosing the languages noticed (a fallback language checked), one line each.
    public var languageNotes: [String] = []
    /// Each scanned button's target (button id → target name), when known.
    public var targets: [String: String] = [:]
    /// The whole text matrix, made on request, when the results keep only the rows the text
    /// report reads (`Options.textMatrix` off); nil when they keep every row.
    public var textMatrix: TextMatrix?
}

import Foundation
import LocationButtonLint

/// What a check run produced, before baseline and reports.
struct CheckOutcome {
    var result: RunResult
    /// The rules that ran, for the SARIF rule table.
    var rules: [RuleInfo]
    /// Where every button's keys are written, for annotations.
    var keyLocations: [String: [String: SourceLocation]]
    /// Pseudolanguages were asked for by name (option or theme), so their stress results gate.
    var stressTestsAsked: Bool
}

/// Wires the readers to the engine for `locbutton check`: theme files, their asset catalogs and
/// languages, the fonts; every bad input is collected and thrown as one `ThemeFileErrors` before
/// anything is judged.
struct CheckPipeline {
    var global: GlobalOptions
    var selection: CheckSelection
    var threads: Int?
    var progress: ProgressBar

    /// The theme `locbutton check` checks when given none.
    static let bundledExample = "Examples/trailhead.yaml"

    private struct Job {
        var theme: ThemeFile
        var engine: RuleEngine
        var options: RunOptions
    }

    func run(themePaths: [String]) throws -> CheckOutcome {
        guard let root = ResourceLocator.projectRoot() else {
            throw InputError(file: "Fonts/manifest.json", "expected the bundled fonts and locales next to the locbutton executable or in $LOCBUTTON_HOME, found none")
        }
        let paths = themePaths.isEmpty ? [Self.displayPath(root.appendingPathComponent(Self.bundledExample).path)] : themePaths
        // Unknown color names are reported with the themes' other mistakes, all at once.
        let themes = try ThemeFile.load(paths: paths) { theme in
            var colors: [String: AppearanceColors] = [:]
            if let path = global.assets ?? theme.assets {
                guard let catalog = try? AssetCatalog.load(path: path) else { return [] }  // reported below, once
                colors = catalog.colors
            }
            return theme.unknownColors(for: ColorResolver(assets: colors))
        }
        let shaper = try Shaper(catalog: FontLoading.directory(global).catalog())

        var problems: [InputError] = []
        var jobs: [Job] = []
        var skipped: [String] = []
        for theme in themes {
            let resolver: ColorResolver
            do {
                let assets = try (global.assets ?? theme.assets).map { path throws(InputError) in try AssetCatalog.load(path: path) }
                resolver = ColorResolver(assets: assets?.colors ?? [:])
            } catch {
                problems.append(error)
                continue
            }
            let unknownColors = theme.unknownColors(for: resolver)
            problems += unknownColors
            let languages = global.languages ?? theme.languages?.joined(separator: ",")
            let titles = try TitleCatalogLoader.effective(root: root, localesFile: global.locales, languages: languages,
                                                          languagesFrom: global.languagesFrom)
            // iOS offers as system languages only those it localizes (the catalog has them all),
            // so for another language an app ships the system shows the title in the user's next
            // preferred language: nothing of its own to check. Only a selection of nothing but
            // such languages is bad input.
            if titles.catalog.locales.isEmpty && !titles.unmatched.isEmpty {
                let source = global.languages != nil ? "--languages" : theme.path
                problems.append(InputError(file: source, "expected at least one language the title catalog covers, found only \(titles.unmatched.joined(separator: ", "))"))
            }
            skipped += titles.unmatched.filter { !skipped.contains($0) }
            let engine = RuleEngine(policy: theme.policy, measurer: shaper, colors: resolver,
                                    titles: LocalizedTitles.all(from: titles.catalog, pseudolanguages: selection.pseudolanguages
                                                                    ?? theme.pseudolanguages ?? Pseudolanguage.allCases))
            if unknownColors.isEmpty { problems += engine.validate(theme.buttons) }
            let options = RunOptions(appearances: selection.appearances ?? theme.appearances ?? Appearance.allCases,
                                     categories: selection.sizes ?? SizeCategory.allCases,
                                     boldText: theme.boldText ?? false, rules: selection.rules, threads: threads)
            jobs.append(Job(theme: theme, engine: engine, options: options))
        }
        guard problems.isEmpty else { throw ThemeFileErrors(problems: problems) }
        if !skipped.isEmpty {
            let names = skipped.joined(separator: ", ")
            FileHandle.standardError.write(Data("note: no system title for \(names) (iOS does not offer \(skipped.count == 1 ? "it" : "them") as a system language); skipped\n".utf8))
        }

        var buttons: [ButtonResult] = []
        let total = jobs.reduce(0) { $0 + $1.theme.buttons.count }
        for job in jobs {
            // Judge in slices only when a progress bar can show; measurements are cached in the
            // shaper, so slicing costs little, and results do not depend on it.
            let step = progress.isEnabled ? max(1, job.theme.buttons.count / 20) : max(1, job.theme.buttons.count)
            for start in stride(from: 0, to: job.theme.buttons.count, by: step) {
                let slice = Array(job.theme.buttons[start..<min(start + step, job.theme.buttons.count)])
                buttons += try job.engine.run(slice, options: job.options).buttons
                progress.update(done: buttons.count, of: total, label: "buttons")
            }
        }
        // Reports carry one policy: the first theme's. Themes of one run normally share it; each
        // button was still judged with its own theme's.
        let policy = jobs.first?.engine.policy ?? .default
        let ruleIDs = selection.rules
        return CheckOutcome(result: RunResult(policy: policy, buttons: buttons),
                            rules: RuleCatalog.infos.filter { ruleIDs?.contains($0.id) ?? true },
                            keyLocations: themes.reduce(into: [:]) { $0.merge($1.keyLocations) { first, _ in first } },
                            stressTestsAsked: selection.pseudolanguages != nil || themes.contains { $0.pseudolanguages != nil })
    }

    /// A path under the working directory as a relative path (what annotations and SARIF want).
    static func displayPath(_ path: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(cwd) ? String(path.dropFirst(cwd.count)) : path
    }
}

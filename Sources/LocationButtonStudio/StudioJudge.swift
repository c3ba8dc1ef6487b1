import Foundation
import LocationButtonLint

/// Judges one button of a theme's (edited) text exactly as `locbutton check` would — the text
/// decoded by the theme reader (`InputParsers.themes`, its colors decided by `CheckRun.decideColors`), the button judged
/// by `CheckRun` — and draws it with the HTML report's own code. The fonts, titles and shaper are
/// loaded once and kept, so an edit costs one button's judging and drawing.
public final class StudioJudge: Sendable {
    let run: CheckRun
    let shaper: Shaper
    /// The title lines' paths, kept from one drawing to the next (an edit redraws the same titles).
    let paths = DrawingPathCache()

    /// `resources`: the folder holding `Fonts/` and `Locales/`.
    public init(resources: URL) throws(InputError) {
        shaper = Shaper(catalog: try BundledResources.fonts(nil, root: resources).catalog())
        var run = CheckRun(measurer: shaper, resources: try BundledResources.root(resources),
                           options: CheckRun.Options(textMatrix: true, alphaLimits: true))
        run.prefetchTitles()
        self.run = run
    }

    /// What the page shows for one button, first without its drawing (`drawing` makes that).
    public struct Judged: Sendable {
        public var verdict: String
        /// Per appearance: the verdict and the resolved colors.
        public var appearances: [AppearanceRow]
        public var fixes: [StudioFix]
        /// The theme reader's messages, one line each as `check` prints them.
        public var problems: [Problem]
        /// The button's API (`swiftui`, `uikit`), and the edits as its code (`StudioSnippet`).
        public var api: String = ""
        public var code: String = ""
        /// The colors the button is drawn in as the theme names them, defaults included
        /// (`background`, `foreground` → `systemBlue`, `white`, …).
        public var written: [String: String] = [:]
        /// Colors the request set per appearance, as written into their role's value.
        public var composed: [String: String] = [:]
        /// Milliseconds spent judging, on the wall clock and in CPU time.
        public var milliseconds: [String: Double] = [:]
        /// The button's part of the HTML report, drawn when asked for (nil: nothing to draw).
        public var drawing: Drawing?

        static func invalid(_ problems: [Problem]) -> Judged {
            Judged(verdict: "invalid", appearances: [], fixes: [], problems: problems)
        }
    }

    /// The judged button as the HTML report draws it, drawn on demand: the page shows the
    /// verdicts first and the drawings as they come.
    public struct Drawing: Sendable {
        let report: CheckReport
        var context: HTMLDrawingContext

        /// The button's section of the report (without the report's header) and the style its
        /// drawings need.
        public func render() -> (section: String, style: String) {
            let page = HTMLReportPieces(ReportFormat.html.render(report, drawing: context))
            return (page.sections, page.style)
        }

        /// What the page places: the style, then the section; and the time drawing it took.
        func rendered() -> Rendered {
            let started = StudioTiming()
            let (section, style) = render()
            // The page's fixed style is in the studio's stylesheet (`StudioPage.stylesheet`): a
            // drawing brings only its cells' sizes, so placing it restyles only the report.
            return Rendered(markup: "<style>" + StudioCSS.scoped(style, under: StudioPage.reportScope) + "</style>" + section,
                            milliseconds: started.elapsed)
        }
    }

    public struct Rendered: Sendable {
        public var markup: String
        var milliseconds: StudioTiming.Elapsed
    }

    /// One bad-input line, with the theme line it points at and the key whose field it belongs to.
    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        public var description: String
        public var line: Int?
        public var key: String?

        init(_ error: InputError) {
            description = error.description
            line = error.place.flatMap { Int($0.prefix { $0.isNumber }) }
        }
    }

    public struct AppearanceRow: Sendable, Equatable {
        public var appearance: String
        public var verdict: String
        public var background: String
        public var foreground: String
    }

    /// Judges `button` of the theme `text` (the file `path` holds, with the studio's edits).
    /// Bad input is returned as the problems `check` would print, not thrown.
    public func judge(path: String, text: String, button id: String) -> Judged {
        let started = StudioTiming()
        var reading = InputParsers.themes([(path, text)])
        let themes = run.decideColors(&reading)
        guard reading.problems.isEmpty, let theme = themes.first else { return .invalid(reading.problems.map(Problem.init)) }
        return judge(theme, button: id, text: text, started: started)
    }

    /// Judges `button` of an app's scan with the studio's edits (`StudioApp`).
    func judge(theme: ThemeFile, button id: String) -> Judged {
        judge(run.decideColors(theme), button: id)
    }

    /// Judges `button` of a theme already read: a theme file's `text` (its fixes name values
    /// written there), or an app's scan with the studio's edits (`StudioApp`, `text` empty).
    private func judge(_ colored: ColoredTheme, button id: String, text: String = "", started: StudioTiming = StudioTiming()) -> Judged {
        let path = colored.theme.path
        let one = colored.only(id)
        guard !one.theme.buttons.isEmpty else {
            return .invalid([Problem(InputError(file: path, "expected a button \"\(id)\", found none"))])
        }
        let result: CheckResult
        do {
            result = try run.run([one])
        } catch let error as ThemeFileErrors {
            return .invalid(error.problems.map(Problem.init))
        } catch {
            return .invalid([Problem(error as? InputError ?? InputError(file: path, "\(error)"))])
        }
        guard let button = result.result.buttons.first else { return .invalid([]) }
        let report = CheckReport(result: result.result, rules: result.rules, failOn: .disabled, keyLocations: result.keyLocations,
                                 exemptions: result.exemptions, configurations: result.configurations,
                                 gatesStressTests: result.stressTestsAsked, languages: result.languages,
                                 specs: result.specs, accentAssetButtons: result.accentAssetButtons)
        var context = HTMLDrawingContext(specs: result.specs, titles: result.titles, shaper: shaper, backdrops: result.backdrops)
        context.pathCache = paths
        let rows = button.appearances.map { row in
            AppearanceRow(appearance: row.appearance.rawValue, verdict: row.verdict.rawValue,
                          background: row.background, foreground: row.foreground)
        }
        let spec = result.specs.first { $0.id == id }
        let written = spec.map { ["background": $0.resolvedBackground(hasAccentColorAsset: result.accentAssetButtons.contains(id)).name,
                                  "foreground": $0.resolvedForeground.name] } ?? [:]
        return Judged(verdict: button.status == .judged ? button.verdict.rawValue : button.status.rawValue,
                      appearances: rows, fixes: StudioFix.ranked(button, text: text, spec: spec), problems: [],
                      api: spec?.api.rawValue ?? "", written: written, milliseconds: started.elapsed.json,
                      drawing: Drawing(report: report, context: context))
    }
}

/// The parts of an HTML report page the studio places in its own page: the style of its cells, and the body
/// after the report's header (the sections, the shared drawing definitions and the findings
/// table). Cut at the page's fixed markers, which `HTMLReporter.render` writes once each.
struct HTMLReportPieces {
    var style: String
    var sections: String

    init(_ page: String) {
        // What follows the style every page starts with (`HTMLReporter.fixedStyle`): this page's sizes.
        let whole = Self.between(page, "<style>\n", "\n</style>") ?? ""
        style = whole.hasPrefix(HTMLReporter.fixedStyle) ? String(whole.dropFirst(HTMLReporter.fixedStyle.count)) : whole
        let body = Self.between(page, "<body>\n", "<script>") ?? ""
        sections = body.firstRange(of: "</header>\n").map { String(body[$0.upperBound...]) } ?? body
    }

    /// Swift's own search (Foundation's `range(of:)` would copy the page to UTF-16 first).
    private static func between(_ text: String, _ start: String, _ end: String) -> String? {
        guard let open = text.firstRange(of: start), let close = text[open.upperBound...].firstRange(of: end) else { return nil }
        return String(text[open.upperBound..<close.lowerBound])
    }
}

import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// The report for looking (`--format html`): one self-contained page — inline style, inline SVG,
/// a small inline filter script the page does not need — with each button's verdict, source and
/// configuration, its findings, contrast swatches per appearance and a grid of the button drawn in
/// every language and Dynamic Type size per appearance. Glyph outlines, title lines and drawings
/// are defined once and placed by reference, so the page grows with cells, not with their ink.
public struct HTMLReporter: Reporter {
    /// Pixels per point in the grid: small enough for twelve sizes side by side, large enough to read.
    public static let cellScale = 0.6
    /// Pixels per point of the contrast swatches' drawings.
    public static let swatchScale = 1.0
    /// A grid's header row, a row without a taller drawing, and what a cell adds to its drawing
    /// (padding and border spacing), in pixels as the page's style sets them: the panel's height
    /// before the browser lays it out.
    package static let gridHeaderHeight = 50.0
    package static let gridRowMinimumHeight = 38.0
    package static let gridCellPadding = 12.0
    /// The grid's border spacing, in pixels (`table.grid` in the page's style).
    package static let gridCellSpacing = 6.0

    /// nil: the page has the data but no drawings.
    public var context: HTMLDrawingContext?
    /// The start of every page's style, whatever it draws: the page's own rules, the appearance
    /// tabs' and the drawings' paint. The rest sizes this page's cells. A program that places
    /// pages' sections in its own page (the studio) serves this part once.
    public static let fixedStyle = HTMLPageAssets.style + "\n" + HTMLPageAssets.appearanceRules + "\n" + ButtonPaint.stylesheet + "\n"

    /// The page's script (cells' hover texts, the filters), which every page ends with.
    public static var script: String { HTMLPageAssets.script }

    /// Bytes of sections before the rest is listed (`defaultSectionBudget`; tests lower it).
    package var sectionBudget = Self.defaultSectionBudget

    public init(context: HTMLDrawingContext?) { self.context = context }

    /// The page's head (its style and definitions) follows from every section, so the sections
    /// are made first and kept; then the page is handed over a section at a time (about a
    /// megabyte a piece), never joined whole.
    public func write(_ report: CheckReport, to sink: (String) -> Void) {
        var page = HTMLPageState(cache: context?.pathCache)
        let order = report.worstFirst
        let drawn = HTMLDrawnDesigns(report, order: order) { context?.spec($0) }
        var sections: [String] = []
        sections.reserveCapacity(order.count)
        // Sections until the page's budget; the buttons after it one line each (worst first, so
        // these are the least severe), so a page stays under 20 MB whatever the theme.
        var bytes = 0, pageBytes = 0, listed: [String] = [], unlisted = 0
        for (index, position) in order.enumerated() {
            let button = report.buttons[position]
            guard bytes + pageBytes < sectionBudget else {
                if listed.count < Self.listedLimit { listed.append(Self.line(button)) } else { unlisted += 1 }
                continue
            }
            // Only a section that draws reads the text matrix: made for it, let go after it.
            let drawing = drawn.drawings[index]
            let section = HTMLButtonSection(button: button, index: index, report: report, context: context, drawing: drawing,
                                            rows: drawing == .own ? report.textRows(ofButton: position) : [])
                .markup(page: &page)
            bytes += section.utf8.count
            sections.append(section)
            // Only a drawn section adds definitions to the page (at most `HTMLDrawnDesigns.limit` of them).
            if drawn.drawings[index] == .own { pageBytes = page.byteCount }
        }
        if !listed.isEmpty {
            sections.append("<section class=\"listed\"><h2>\(listed.count) more buttons, listed</h2>\n<p class=muted>The page "
                + "stops showing buttons in full at \(sectionBudget / 1_000_000) MB so a browser can open it; "
                + "these come last in the order (least severe). The text and JSON reports have their findings.</p>\n<ul>"
                + listed.joined(separator: "\n") + "</ul>"
                + (unlisted > 0 ? "<p class=muted>and \(unlisted) more buttons, not listed: the text and JSON reports have them.</p>" : "")
                + "</section>")
        }
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<title>LocationButtonLint report</title>\n<style>\n" + Self.fixedStyle
        out += page.sizeRules.joined(separator: "\n") + "\n</style>\n</head>\n<body>\n"
        out += header(report, drawn: drawn, listed: listed.count + unlisted) + "\n"
        // Clip paths and patterns where the browser renders them; the shapes and drawings that
        // cells place by `<use>` where it does not (`.defs`: it would otherwise style and lay out
        // every `<use>` inside the drawings, whether or not a cell shows them).
        // The definitions are most of the page: handed over piece by piece, never joined (a
        // joined copy beside the kept sections was the page's peak).
        out += "<svg width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\"><defs>\n"
        Self.handOver(&out, then: page.definitions.resources, to: sink)
        out += "\n</defs></svg>\n"
        out += "<div class=defs aria-hidden=true><svg><defs>\n"
        Self.handOver(&out, then: page.definitions.shapes, to: sink)
        out += "\n"
        for (index, symbol) in page.symbolMarkup.enumerated() {
            if index > 0 { out += "\n" }
            out += symbol
            ReportPiece.handOver(&out, to: sink)
        }
        out += "\n</defs></svg></div>\n"
        // Each section followed by a newline (one newline alone for a page without sections),
        // let go once handed over.
        if sections.isEmpty { out += "\n" }
        for index in sections.indices {
            out += sections[index]
            out += "\n"
            sections[index] = ""
            ReportPiece.handOver(&out, to: sink)
        }
        // The hover texts' findings, looked up by the script (the cells need no script; their hover texts do).
        out += "<div id=findings hidden data-rows=\"\(page.findingRows.joined(separator: "|"))\">\n" + page.notes.joined(separator: "\n") + "\n</div>\n<div id=tip role=tooltip hidden></div>\n"
        out += "<script>\n\(HTMLPageAssets.script)\n</script>\n</body>\n</html>\n"
        sink(out)
    }

    /// Bytes of button sections and the drawings' shared definitions a page holds before listing
    /// the rest one line each: with the style and at most `listedLimit` lines, under 20 MB.
    package static let defaultSectionBudget = 16_000_000
    /// Buttons listed one line each at most (about 200 bytes a line).
    package static let listedLimit = 10_000

    /// `out`, then `piece`: a large piece is handed over as it is rather than copied into `out`.
    private static func handOver(_ out: inout String, then piece: String, to sink: (String) -> Void) {
        guard piece.utf8.count > 1 << 16 else { out += piece; return }
        if !out.isEmpty { sink(out); out = "" }
        sink(piece)
    }

    /// A button past the budget: its verdict, id, place and how many findings it has.
    private static func line(_ button: ButtonResult) -> String {
        let verdict = button.status == .judged ? button.verdict.rawValue : button.status.rawValue
        let place = button.source.map { " " + MarkupText.escaped("\($0.file):\($0.line)") } ?? ""
        let count = button.findings.count
        return "<li data-button=\"\(MarkupText.escaped(button.id))\" data-verdict=\"\(verdict)\"><span class=\"badge v-\(verdict)\">\(verdict)</span> "
            + "\(MarkupText.escaped(button.id))\(place) — \(count) finding\(count == 1 ? "" : "s")</li>"
    }

    private func header(_ report: CheckReport, drawn: HTMLDrawnDesigns, listed: Int) -> String {
        let summary = report.result.summary
        var out = "<header>\n<h1>LocationButtonLint report</h1>\n"
        out += "<p>\(summary.buttons) \(summary.buttons == 1 ? "button" : "buttons"), \(summary.combinations) combinations: "
        let counts = report.buttons.reduce(VerdictCounts()) { $0 + $1.counts }
        out += Verdict.allCases.map { v in "<span class=\"badge v-\(v.rawValue)\">\(v.rawValue)</span> \(counts[v])" }
            .joined(separator: " ")
        out += " — \(MarkupText.escaped(report.closingLine))</p>\n"
        // Android's and the web's findings, counted apart (they are not combinations).
        for platform in ButtonPlatform.allCases {
            guard let counts = summary.platformFindings[platform] else { continue }
            out += "<p>\(platform.rawValue) findings: " + Verdict.allCases.reversed().filter { counts[$0] > 0 }
                .map { v in "<span class=\"badge v-\(v.rawValue)\">\(v.rawValue)</span> \(counts[v])" }.joined(separator: " ") + "</p>\n"
        }
        if let languages = report.languages { out += "<p>\(ReportEscaping.markup(languages.line))</p>\n" }
        for note in report.notes { out += "<p>note: \(ReportEscaping.markup(note))</p>\n" }
        if drawn.leftOut > 0 {
            out += "<p>note: the page draws the first \(HTMLDrawnDesigns.limit) of \(drawn.designCount) designs (worst first); "
                + "the other \(drawn.leftOut) are listed with their findings but not drawn, so the page stays small enough to open. "
                + "Check fewer buttons at once to draw them.</p>\n"
        }
        let languages = report.designs.map { report.textLocales(of: $0).count }.max() ?? 0
        if languages > HTMLGrid.languageLimit {
            out += "<p>note: each grid draws at most \(HTMLGrid.languageLimit) of the \(languages) languages (those with a finding first), "
                + "so the page stays small enough to open; every finding is listed. Check fewer languages at once to draw them.</p>\n"
        }
        if listed > 0 {
            out += "<p>note: the last \(listed) buttons (least severe) are listed at the end of the page one line each, "
                + "not shown in full, so the page stays under 20 MB.</p>\n"
        }
        out += "<p class=\"legend muted\">Each cell draws the button as the size rule judged it, at \(MarkupText.number(Self.cellScale)) px per point: "
            + "fill, corner radius, arrow and the title's HarfBuzz-shaped glyphs, clipped to the frame; a title that does not fit "
            + "shows faded outside the frame with the shortfall. One drawing serves every appearance: the tabs above a grid choose "
            + "the appearance that paints it and the verdict that outlines it (a cell holds one element per group of appearances "
            + "with the same verdict, its data-appearance listing them). Hover or focus a cell for the measured width, "
            + "room, margin and findings (this needs the page's script). A second drawing in a cell is the same button with Bold Text. "
            + MarkupText.escaped(ArrowGlyph.legend) + "</p>\n"
        out += "<p class=\"legend muted\">Policy: \(MarkupText.escaped(TextReporter.inline(report.policyJSON))). "
            + "Layout model (per point of font size): \(MarkupText.escaped(TextReporter.inline(report.layoutModelJSON))).</p>\n"
        out += filters(report)
        return out + "</header>"
    }

    /// The filter form, hidden until the script shows it (without the script every cell shows).
    private func filters(_ report: CheckReport) -> String {
        // Each design's languages and appearances once: buttons that share a judgement share them.
        var localeSet = Set<String>(), appearanceSet = Set<Appearance>()
        for design in report.designs {
            localeSet.formUnion(report.textLocales(of: design))
            for a in design.judgement.appearances { appearanceSet.insert(a.appearance) }
        }
        let locales = localeSet.sorted(), appearances = appearanceSet.sorted()
        func options(_ values: [String]) -> String {
            values.map { "<option value=\"\(MarkupText.escaped($0))\">\(MarkupText.escaped($0))</option>" }.joined()
        }
        var out = "<form id=\"filters\" hidden>"
        out += "<span>Verdict: " + Verdict.allCases.map {
            "<label><input type=\"checkbox\" name=\"verdict\" value=\"\($0.rawValue)\" checked> \($0.rawValue)</label>"
        }.joined(separator: " ") + "</span>"
        out += "<label>Language <select name=\"language\"><option value=\"\">all</option>\(options(locales))</select></label>"
        out += "<label>Appearance <select name=\"appearance\"><option value=\"\">as chosen per button</option>\(options(appearances.map(\.rawValue)))</select></label>"
        let rules = report.rules.map { "<option value=\"\(MarkupText.escaped($0.id))\">\(MarkupText.escaped($0.id + " " + $0.name))</option>" }
        out += "<label>Rule <select name=\"rule\"><option value=\"\">all</option>\(rules.joined())</select></label>"
        out += "<label><input type=\"checkbox\" name=\"fit\" checked> fit grids to the window</label>"
            + "<label>Drawing size <input type=\"range\" name=\"zoom\" min=\"20\" max=\"100\" value=\"100\"></label>"
        return out + "</form>\n"
    }
}

import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// One button's part of the HTML report: header (verdict, id, source), configuration, summaries,
/// findings, contrast swatches per appearance, and the grid of drawn cells per appearance.
package struct HTMLButtonSection {
    package var button: ButtonResult
    package var index: Int
    package var report: CheckReport
    package var context: HTMLDrawingContext?
    /// Whether this section draws its swatches and grid, or points at the section that does.
    package var drawing: HTMLDrawnDesigns.Drawing = .own
    /// The button's whole text matrix (`CheckReport.textRows(ofButton:)`), which a drawing section reads.
    package var rows: [TextRow]

    private var spec: ButtonSpec? { context?.spec(button.id) }
    private static func e(_ text: String) -> String { ReportEscaping.markup(text) }

    package func markup(page: inout HTMLPageState) -> String {
        let verdict = button.status == .judged ? button.verdict.rawValue : button.status.rawValue
        var out = "<section class=\"button v-\(verdict)\" id=\"button-\(index)\" data-button=\"\(Self.e(button.id))\" data-verdict=\"\(verdict)\">\n"
        out += "<h2><span class=\"badge\">\(verdict)</span> \(Self.e(button.id))</h2>\n"
        if let source = button.source {
            out += "<p class=\"source\">\(Self.e(source.file)):\(source.line)\(source.column.map { ":\($0)" } ?? "")</p>\n"
        }
        out += configuration()
        if !button.summaries.isEmpty {
            out += "<ul>" + button.summaries.map { "<li>\(Self.e($0))</li>" }.joined() + "</ul>\n"
        }
        out += findings()
        guard button.status == .judged else { return out + "</section>" }
        out += HTMLPlatformRows(button: button).markup()
        switch drawing {
        case .own:
            out += swatches(page: &page)
            out += grids(page: &page)
        case .sameAs(let index, let id):
            out += "<p class=muted>Contrast and every language and size: as <a href=\"#button-\(index)\">\(Self.e(id))</a>, "
                + "which has the same design.</p>\n"
        case .leftOut:
            out += "<p class=muted>Contrast and every language and size: not drawn (the page draws the first "
                + "\(HTMLDrawnDesigns.limit) designs; the JSON report has every finding's numbers).</p>\n"
        }
        return out + "</section>"
    }

    // MARK: configuration and findings

    private func configuration() -> String {
        guard let spec else { return "" }
        var rows: [(String, String)] = [("api", spec.api.rawValue), ("title", spec.title.rawValue), ("glyph", spec.glyph.rawValue),
                                        ("fontSize", MarkupText.number(spec.fontSize))]
        if let style = spec.textStyle { rows.append(("textStyle", style.rawValue)) }
        rows.append(("dynamicType", spec.dynamicType.follows
            ? "\(spec.dynamicType.range.lowerBound.rawValue)...\(spec.dynamicType.range.upperBound.rawValue)" : "fixed"))
        if let background = spec.background { rows.append(("background", background.name)) }
        if let foreground = spec.foreground { rows.append(("foreground", foreground.name)) }
        if spec.viewAlpha != 1 { rows.append(("alpha", MarkupText.number(spec.viewAlpha, 3))) }
        if spec.ancestorAlpha != 1 { rows.append(("ancestorAlpha", MarkupText.number(spec.ancestorAlpha, 3))) }
        if spec.scale != 1 { rows.append(("scale", MarkupText.number(spec.scale, 3))) }
        if spec.rotation != 0 { rows.append(("rotation", MarkupText.number(spec.rotation, 2))) }
        if spec.occluded { rows.append(("occluded", "true")) }
        if let filter = spec.filter { rows.append(("filter", filter)) }
        if let radius = spec.cornerRadius { rows.append(("cornerRadius", MarkupText.number(radius))) }
        if let width = spec.frame.width { rows.append(("width", MarkupText.number(width))) }
        if let height = spec.frame.height { rows.append(("height", MarkupText.number(height))) }
        if let maxWidth = spec.frame.maxWidth { rows.append(("maxWidth", MarkupText.number(maxWidth))) }
        if let device = spec.frame.device { rows.append(("device", device.rawValue)) }
        if let backdrops = spec.backdrops { rows.append(("backdrops", backdrops.map(\.name).joined(separator: ", "))) }
        rows.append(("platform", spec.platform.rawValue))
        let body = rows.map { "<tr><th>\(Self.e($0.0))</th><td>\(Self.e($0.1))</td></tr>" }.joined()
        return "<details><summary>Configuration</summary><table class=\"config\">\(body)</table></details>\n"
    }

    /// One line per cause, as the text report groups them (`FindingCause`): the standing line's
    /// brief message and where else it holds ("also de, fr"), the cause's full lines with their
    /// numbers one click away; each cell's hover text has its own.
    private func findings() -> String {
        guard !button.findings.isEmpty else { return "" }
        let items = FindingCause.causes(FindingLine.lines(button.findings)).map { cause in
            let first = cause.first, finding = first.finding
            let label = finding.level == .verdict ? finding.verdict.rawValue : finding.level.rawValue
            // A design past the page's drawing limit keeps its lines, not their numbers (the page's size).
            let count = cause.lines.count == 1 ? "the numbers" : "all \(cause.lines.count) lines"
            let full = drawing == .leftOut ? ""
                : "<details><summary>\(count)</summary><ul>" + cause.lines.map { "<li>\(Self.e($0.message))</li>" }.joined() + "</ul></details>"
            return "<li data-rule=\"\(Self.e(finding.rule))\" class=\"v-\(finding.verdict.rawValue)\"><span class=\"badge\">\(label)</span> "
                + "\(Self.e(finding.rule)) \(Self.e(finding.name)): \(Self.e(first.briefMessage + cause.alsoText(shown: first)))"
                + full + "</li>"
        }
        return "<h3>Findings</h3>\n<ul class=\"findings\">" + items.joined(separator: "\n") + "</ul>\n"
    }

    // MARK: contrast

    private func colors(_ row: AppearanceResult) -> (fill: Color, foreground: Color, worst: Color?) {
        let fill = (try? ColorLiteral.parse(row.background)) ?? .black
        let foreground = (try? ColorLiteral.parse(row.foreground)) ?? .white
        let colors = ButtonColors(foreground: foreground, background: fill, viewAlpha: row.translucency.viewAlpha)
        let listed = context?.backdrops[button.id]?[row.appearance]
        let translucent = fill.alpha < 1 || row.translucency.viewAlpha < 1
        let worst = translucent ? colors.worstBackdrop(listed.map { .only($0) } ?? .anyColor).backdrop : nil
        return (fill, foreground, worst)
    }

    /// The custom properties a panel sets so its cells' shared drawings take this appearance's colors.
    /// `suffix` names them for one appearance (the grid's tabs choose among them).
    private func paintVariables(_ row: AppearanceResult, suffix: String = "") -> String {
        let c = colors(row)
        let values = [MarkupText.rgb(c.fill), MarkupText.number(c.fill.alpha, 3), MarkupText.rgb(c.foreground),
                      MarkupText.number(c.foreground.alpha, 3), MarkupText.number(row.translucency.viewAlpha, 3),
                      MarkupText.rgb(c.worst ?? .white), c.worst == nil ? "0" : "1"]
        return zip(ButtonPaint.variables, values).map { "--\($0)\(suffix):\($1)" }.joined(separator: ";")
    }

    private func swatches(page: inout HTMLPageState) -> String {
        var out = "<h3>Contrast</h3>\n<div class=\"swatches\">"
        for row in button.appearances {
            let c = colors(row)
            out += "<div class=\"swatch v-\(row.verdict.rawValue)\" data-appearance=\"\(row.appearance.rawValue)\" style=\"\(paintVariables(row))\">"
            out += "<b>\(row.appearance.rawValue)</b> <span class=\"badge\">\(row.verdict.rawValue)</span><br>"
            out += "<span class=\"chip\" style=\"background:\(MarkupText.rgb(c.fill))\"></span>fill \(Self.e(row.background)) "
            out += "<span class=\"chip\" style=\"background:\(MarkupText.rgb(c.foreground))\"></span>title and glyph \(Self.e(row.foreground))<br>"
            out += "WCAG contrast: title \(Self.ratio(row.contrast.title)), glyph \(Self.ratio(row.contrast.glyph))<br>"
            if let spec {
                // CoreLocationUI's own rule: its better directional ratio at the real alphas × the view's.
                let system = SystemContrastAnalysis(SystemButtonColors(foreground: c.foreground, background: c.fill,
                                                                       buttonAlpha: spec.viewAlpha, ancestorAlpha: spec.ancestorAlpha))
                out += "system rule: \(Self.ratio(system.ratio)), needs \(Self.ratio(SystemModel.contrastThreshold)) — "
                    + "\(system.passes ? "passes" : Self.systemFailure(system.verdict))<br>"
            }
            out += "profile \(Self.e(report.result.policy.profile.rawValue)): needs \(Self.ratio(row.contrast.required)) title, "
                + "\(Self.ratio(row.contrast.requiredGlyph)) glyph<br>"
            if let worst = c.worst {
                out += "translucent (fill alpha \(MarkupText.number(row.translucency.backgroundAlpha, 3)), view alpha "
                    + "\(MarkupText.number(row.translucency.viewAlpha, 3))): worst backdrop "
                    + "<span class=\"chip\" style=\"background:\(MarkupText.rgb(worst))\"></span>\(worst.hex)<br>"
            }
            if let drawing = defaultDrawing(translucent: translucent, page: &page) {
                // Symbols are drawn at the grid's scale: the swatch scales its own up.
                let symbol = page.symbol([drawing])
                out += "<svg width=\"\(MarkupText.number(symbol.width * HTMLReporter.swatchScale))\" "
                    + "height=\"\(MarkupText.number(symbol.height * HTMLReporter.swatchScale))\"><use href=\"#\(symbol.id)\" "
                    + "transform=\"scale(\(MarkupText.factor(HTMLReporter.swatchScale / HTMLReporter.cellScale)))\"/></svg>"
            }
            out += "</div>"
        }
        return out + "</div>\n"
    }

    /// How the system's contrast rule fails: the console lines the app prints, or silence at tap time.
    private static func systemFailure(_ verdict: SystemContrastVerdict) -> String {
        let lines = verdict.consoleLines.map(\.rawValue)
        return lines.isEmpty ? "fails at tap time, silently (the app prints nothing)" : "fails: " + e(lines.joined(separator: "; "))
    }

    private static func ratio(_ value: Double) -> String { MarkupText.number(value, 2) + ":1" }

    // MARK: grid

    /// One grid for every appearance: the tabs (radio buttons, CSS only) choose which of each
    /// cell's verdict elements shows and which appearance's colors paint the shared drawings.
    private func grids(page: inout HTMLPageState) -> String {
        let grid = HTMLGrid(button: button, rows: rows) { [spec] category in spec?.shownCategory(at: category) ?? category }
        let translucent = self.translucent
        var out = "<h3>Every language and size</h3>\n" + HTMLPageAssets.verdictLegend + "<div class=tabs>"
        for (i, row) in button.appearances.enumerated() {
            let id = "t\(index)-\(i)"
            out += "<input type=radio name=t\(index) id=\(id) value=\(row.appearance.rawValue)\(i == 0 ? " checked" : "")>"
                + "<label for=\(id)>\(row.appearance.rawValue)</label>"
        }
        // Each appearance's colors under its own names; the checked tab picks one set (HTMLPageAssets).
        let paint = button.appearances.map { paintVariables($0, suffix: "-" + $0.appearance.rawValue) }.joined(separator: ";")
        let buttonAttribute = MarkupText.attribute(button.id)
        let notes = grid.findings.map { page.noteIndex($0) }
        let columns = grid.categories.count
        // Every cell's drawing first: which cells set their row's height and their column's width.
        var symbols: [HTMLPageState.Symbol?] = []
        symbols.reserveCapacity(grid.cells.count)
        for (r, locale) in grid.locales.enumerated() {
            let text = spec.flatMap { context?.titles[locale]?[$0.title] }
            for cell in grid.cells[(r * columns)..<((r + 1) * columns)] {
                let made = cell.rows.isEmpty ? [defaultDrawing(translucent: translucent)].compactMap { $0 }
                                             : cell.rows.compactMap { drawing($0, text: text, translucent: translucent, page: &page) }
                symbols.append(made.isEmpty ? nil : page.symbol(made, measurements: cell.rows.map(HTMLPageState.RowNumbers.init)))
            }
        }
        let sized = Self.sizingCells(symbols, columns: columns)
        // Each column's header holds its widest drawing's width, so hiding rows (the language
        // filter) keeps the columns as they are.
        // What the page's script needs to fit the grid to the window before the browser lays it
        // out: the label column's width (about 6.5 px a character) and each column's widest
        // drawing in pixels; the script scales the drawings (`--z`), not the text.
        let labelCharacters = grid.locales.map { max($0.count, LocaleName.english($0).count) }.max() ?? 0
        let labelWidth = 6.5 * Double(max(labelCharacters, 14))
        var header = "", columnWidths: [String] = []
        for (c, category) in grid.categories.enumerated() {
            let size = grid.cells.first { $0.category == category }?.rows.first?.fontSize ?? spec?.fontSize
            let widest = stride(from: c, to: symbols.count, by: max(columns, 1)).compactMap { symbols[$0]?.width }.max()
            // The header's content box plus its 1-px padding equals a sized cell's drawing plus its 3-px padding.
            let width = widest.map { " class=" + page.columnClass(width: $0 * HTMLReporter.cellScale) } ?? ""
            columnWidths.append(MarkupText.number((widest ?? 0) * HTMLReporter.cellScale, 0))
            header += "<th\(width)>\(category.rawValue)" + (size.map { "<br><span class=t>\(MarkupText.number($0, 1)) pt</span>" } ?? "") + "</th>"
        }
        var table = "<table class=grid data-l=\(Int(labelWidth.rounded(.up))) data-c=\"\(columnWidths.joined(separator: " "))\">"
            + "<thead><tr><th></th>" + header + "</tr></thead><tbody>"
        var height = HTMLReporter.gridHeaderHeight
        for (r, locale) in grid.locales.enumerated() {
            let text = spec.flatMap { context?.titles[locale]?[$0.title] }
            let range = (r * columns)..<((r + 1) * columns)
            let cells = grid.cells[range]
            let findings = page.findingRowIndex(cells.flatMap { $0.groups.map { group in
                var seen: [Int] = []
                for note in group.findings.map({ notes[$0] }) where !seen.contains(note) { seen.append(note) }
                return seen
            } })
            // The label in the page's own (Latin) glyphs: the drawings carry their own outlines, but
            // a title in Devanagari or Han here would show as boxes where the viewer lacks the font.
            // The title's text goes in the label's tooltip only.
            let tooltip = text.map { " title=\(MarkupText.attribute($0))" } ?? ""
            table += "\n<tr data-locale=\(MarkupText.attribute(locale)) data-f=\(findings)><th\(tooltip)>\(locale.isEmpty ? "every language" : Self.e(locale))"
                + (locale.isEmpty ? "" : " <span class=t>\(Self.e(LocaleName.english(locale)))</span>")
            var rowHeight = HTMLReporter.gridRowMinimumHeight
            for (i, cell) in zip(range, cells) {
                table += self.cell(cell, symbol: symbols[i], sized: sized.contains(i), buttonAttribute: buttonAttribute, page: &page)
                rowHeight = max(rowHeight, (symbols[i]?.height ?? 0) * HTMLReporter.cellScale + HTMLReporter.gridCellPadding)
            }
            height += rowHeight
        }
        // The panel is laid out only near the screen (`content-visibility: auto`); until then it
        // takes its estimated height, so the page's scroll height is about right from the start.
        out += "\n<div class=panel style=\"\(paint);contain-intrinsic-height:auto \(Int(height.rounded()))px\">" + table
        return out + "</tbody></table></div></div>\n"
    }

    /// The cells whose drawings give the table its sizes: per row the tallest, per column the
    /// widest. Only they are sized; every other drawing is placed at its cell's top-left corner in
    /// a 1-pixel `<svg>` it overflows, inside the room those cells make (a size class on each of
    /// 60,000 cells would cost the page more than half a megabyte).
    package static func sizingCells(_ symbols: [HTMLPageState.Symbol?], columns: Int) -> Set<Int> {
        var sized = Set<Int>()
        guard columns > 0 else { return sized }
        let rows = symbols.count / columns
        for r in 0..<rows {
            let row = (r * columns)..<((r + 1) * columns)
            if let tallest = row.max(by: { (symbols[$0]?.height ?? -1) < (symbols[$1]?.height ?? -1) }), symbols[tallest] != nil {
                sized.insert(tallest)
            }
        }
        for c in 0..<columns {
            let column = stride(from: c, to: rows * columns, by: columns)
            if let widest = column.max(by: { (symbols[$0]?.width ?? -1) < (symbols[$1]?.width ?? -1) }), symbols[widest] != nil {
                sized.insert(widest)
            }
        }
        return sized
    }

    /// A cell: the drawing (its symbol holds the measured numbers), then one element per group of
    /// appearances with the same verdict, an empty `p` which carries the data attributes (its
    /// findings are listed by its row's `data-f`, an entry of the page's findings table). `</td>`,
    /// `</th>` and `</p>` are optional in HTML (the next `p`, `td` or `tr` closes them), so a page
    /// of 100,000 such elements leaves them out; the script makes the cells focusable, as only it
    /// shows their hover texts.
    private func cell(_ cell: HTMLGrid.Cell, symbol: HTMLPageState.Symbol?, sized: Bool, buttonAttribute: String,
                      page: inout HTMLPageState) -> String {
        var out = "<td>"
        if let symbol {
            out += (sized ? "<svg class=\(page.sizeClass(symbol, scale: HTMLReporter.cellScale))>" : "<svg>") + "<use href=#\(symbol.id)></svg>"
        }
        let locale = MarkupText.attribute(cell.locale)
        for group in cell.groups {
            out += "<p data-button=\(buttonAttribute) data-locale=\(locale) data-size=\(cell.category.rawValue) "
                + "data-verdict=\(group.verdict.rawValue) data-appearance=\(MarkupText.attribute(group.appearances.map(\.rawValue).joined(separator: " ")))"
            out += ">"
        }
        return out
    }

    // MARK: drawings

    /// Whether some appearance lets the backdrop show through (then drawings carry the backdrop layer).
    private var translucent: Bool {
        button.appearances.contains { row in
            row.translucency.viewAlpha < 1 || ((try? ColorLiteral.parse(row.background))?.alpha ?? 1) < 1
        }
    }

    private func sketch(fontSize: Double, weight: FontWeight, locale: String, text: String?, translucent: Bool) -> ButtonSketch? {
        guard let spec else { return nil }
        return ButtonSketch(text: text, locale: locale, fontSize: fontSize, weight: weight, glyph: spec.glyph,
                            width: spec.frame.width, height: spec.frame.height, widthLimit: spec.frame.widthLimit,
                            cornerRadius: spec.cornerRadius, paint: .cssVariables(withBackdrop: translucent),
                            target: report.result.policy.target)
    }

    private func drawing(_ row: TextRow, text: String?, translucent: Bool, page: inout HTMLPageState) -> ButtonDrawing? {
        guard let spec, let text, let shaper = context?.shaper,
              var sketch = sketch(fontSize: row.fontSize, weight: spec.titleWeight(boldText: row.boldText), locale: row.locale,
                                  text: text, translucent: translucent),
              let line = page.line(text, locale: row.locale, weight: sketch.weight, pointSize: row.fontSize, shaper: shaper)
        else { return nil }
        sketch.rightToLeft = page.isRightToLeft(row.locale)
        return sketch.drawing(line: line)
    }

    /// The button at the default size in English, else the first locale (glyph-only buttons: no title).
    private func defaultDrawing(translucent: Bool, page: inout HTMLPageState) -> ButtonDrawing? {
        guard let spec else { return nil }
        let defaults = rows.filter { $0.category == .default && !$0.boldText }
        let row = defaults.first { $0.locale == "en" } ?? defaults.first ?? rows.first
        if let row, let text = context?.titles[row.locale]?[spec.title] {
            return drawing(row, text: text, translucent: translucent, page: &page)
        }
        return defaultDrawing(translucent: translucent)
    }

    /// The glyph-only drawing at the default size.
    private func defaultDrawing(translucent: Bool) -> ButtonDrawing? {
        guard let spec else { return nil }
        return sketch(fontSize: spec.pointSize(at: .default), weight: spec.titleWeight(boldText: false), locale: "en", text: nil,
                      translucent: translucent)?.drawing(line: nil)
    }
}

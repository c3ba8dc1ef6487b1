/// One button's part of the HTML report: header (verdict, id, source), configuration, summaries,
/// findings, contrast swatches per appearance, and the grid of drawn cells per appearance.
struct HTMLButtonSection {
    var button: ButtonResult
    var index: Int
    var report: CheckReport
    var context: HTMLDrawingContext?

    private var spec: ButtonSpec? { context?.specs[button.id] }
    private static func e(_ text: String) -> String { MarkupText.escaped(text) }

    func markup(page: inout HTMLPageState) -> String {
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
        out += swatches(page: &page)
        out += grids(page: &page)
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

    private func findings() -> String {
        guard !button.findings.isEmpty else { return "" }
        let items = button.findings.map { finding in
            let label = finding.level == .verdict ? finding.verdict.rawValue : finding.level.rawValue
            return "<li data-rule=\"\(Self.e(finding.rule))\" class=\"v-\(finding.verdict.rawValue)\"><span class=\"badge\">\(label)</span> "
                + "\(Self.e(finding.rule)) \(Self.e(finding.name)): \(Self.e(finding.message))\(finding.boldText == true ? " (with Bold Text)" : "")</li>"
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
    private func paintVariables(_ row: AppearanceResult) -> String {
        let c = colors(row)
        return "--fill:\(MarkupText.rgb(c.fill));--fill-a:\(MarkupText.number(c.fill.alpha, 3));"
            + "--fg:\(MarkupText.rgb(c.foreground));--fg-a:\(MarkupText.number(c.foreground.alpha, 3));"
            + "--view-a:\(MarkupText.number(row.translucency.viewAlpha, 3));"
            + "--backdrop:\(MarkupText.rgb(c.worst ?? .white));--backdrop-a:\(c.worst == nil ? 0 : 1)"
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
                let symbol = page.symbol([drawing])
                out += "<svg width=\"\(MarkupText.number(symbol.width * HTMLReporter.swatchScale))\" "
                    + "height=\"\(MarkupText.number(symbol.height * HTMLReporter.swatchScale))\"><use href=\"#\(symbol.id)\"/></svg>"
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

    private func grids(page: inout HTMLPageState) -> String {
        let grid = HTMLGrid(button: button) { [spec] category in spec?.shownCategory(at: category) ?? category }
        // Every appearance draws the same geometry: draw each position once, in the first appearance's order.
        let translucent = self.translucent
        // … and its measurements' hover text once: both are the same in every appearance.
        let positions: [Position] = (grid.cells[button.appearances[0].appearance] ?? []).map { cell in
            let text = spec.flatMap { context?.titles[cell.locale]?[$0.title] }
            let made = cell.rows.isEmpty ? [defaultDrawing(translucent: translucent)].compactMap { $0 }
                                         : cell.rows.compactMap { drawing($0, text: text, translucent: translucent, page: &page) }
            var svg = ""
            if !made.isEmpty {
                let symbol = page.symbol(made)
                let size = page.sizeClass(width: symbol.width * HTMLReporter.cellScale, height: symbol.height * HTMLReporter.cellScale)
                svg = "<svg class=\(size)><use href=#\(symbol.id) /></svg>"
            }
            return Position(svg: svg, measurementClass: page.tipClass("m", measurementText(cell)))
        }
        var out = "<h3>Every language and size</h3>\n<div class=\"tabs\">"
        for (i, row) in button.appearances.enumerated() {
            let id = "tabs-\(index)-\(i)"
            out += "<input type=\"radio\" name=\"tabs-\(index)\" id=\"\(id)\" data-appearance=\"\(row.appearance.rawValue)\"\(i == 0 ? " checked" : "")>"
                + "<label for=\"\(id)\">\(row.appearance.rawValue)</label>"
        }
        for row in button.appearances {
            out += "\n<div class=\"panel\" data-appearance=\"\(row.appearance.rawValue)\" style=\"\(paintVariables(row))\">"
            out += table(grid, appearance: row.appearance, positions: positions, page: &page)
            out += "</div>"
        }
        return out + "</div>\n"
    }

    /// What every appearance's cell at one grid position shares: the drawing and the measurements' text.
    private struct Position {
        var svg: String
        var measurementClass: String
    }

    private func table(_ grid: HTMLGrid, appearance: Appearance, positions: [Position], page: inout HTMLPageState) -> String {
        let cells = grid.cells[appearance] ?? []
        var out = "<table class=\"grid\"><thead><tr><th></th>"
        for category in grid.categories {
            let size = cells.first { $0.category == category }?.rows.first?.fontSize ?? spec?.fontSize
            out += "<th>\(category.rawValue)" + (size.map { "<br><span class=\"t\">\(MarkupText.number($0, 1)) pt</span>" } ?? "") + "</th>"
        }
        out += "</tr></thead><tbody>"
        let button = MarkupText.attribute(self.button.id)
        for (r, locale) in grid.locales.enumerated() {
            let text = spec.flatMap { context?.titles[locale]?[$0.title] }
            out += "\n<tr data-locale=\(MarkupText.attribute(locale))><th>\(locale.isEmpty ? "every language" : Self.e(locale))"
                + (text.map { " <span class=t>\(Self.e($0))</span>" } ?? "") + "</th>"
            for i in (r * grid.categories.count)..<((r + 1) * grid.categories.count) {
                out += self.cell(cells[i], appearance: appearance, buttonAttribute: button, position: positions[i], page: &page)
            }
            out += "</tr>"
        }
        return out + "</tbody></table>"
    }

    private func cell(_ cell: HTMLGrid.Cell, appearance: Appearance, buttonAttribute: String, position: Position,
                      page: inout HTMLPageState) -> String {
        var classes = position.measurementClass
        if !cell.findings.isEmpty {
            classes += " " + page.tipClass("f", cell.findings.map { "\n\($0.rule) \($0.name): \($0.message)" }.joined())
        }
        var out = "<td tabindex=0 class=\(MarkupText.attribute(classes)) data-button=\(buttonAttribute) data-locale=\(MarkupText.attribute(cell.locale)) "
            + "data-size=\(cell.category.rawValue) data-appearance=\(appearance.rawValue) data-verdict=\(cell.verdict.rawValue)"
        var rules: [String] = []
        for finding in cell.findings where !rules.contains(finding.rule) { rules.append(finding.rule) }
        if !rules.isEmpty { out += " data-rules=" + MarkupText.attribute(rules.joined(separator: " ")) }
        return out + ">" + position.svg
    }

    /// The first part of a cell's hover and focus text: where, and the measured numbers per row
    /// (its findings follow, per appearance).
    private func measurementText(_ cell: HTMLGrid.Cell) -> String {
        var lines = ["\(cell.locale.isEmpty ? "every language" : cell.locale) · \(cell.category.rawValue)"]
        for row in cell.rows {
            let fit = row.slack >= 0 ? "fits with \(MarkupText.number(row.slack, 1)) pt to spare"
                                     : "short by \(MarkupText.number(-row.slack, 1)) pt"
            lines.append("\(row.boldText ? "Bold Text: " : "")\(MarkupText.number(row.fontSize, 1)) pt: title \(MarkupText.number(row.titleWidth, 1)) pt, "
                + "room \(MarkupText.number(row.availableTitleWidth, 1)) pt, \(fit) (model margin ±\(MarkupText.number(row.margin, 1)) pt)")
        }
        return lines.joined(separator: "\n")
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
              let sketch = sketch(fontSize: row.fontSize, weight: spec.titleWeight(boldText: row.boldText), locale: row.locale,
                                  text: text, translucent: translucent),
              let line = page.line(text, locale: row.locale, weight: sketch.weight, pointSize: row.fontSize, shaper: shaper)
        else { return nil }
        return sketch.drawing(line: line)
    }

    /// The button at the default size in English, else the first locale (glyph-only buttons: no title).
    private func defaultDrawing(translucent: Bool, page: inout HTMLPageState) -> ButtonDrawing? {
        guard let spec else { return nil }
        let rows = button.text.filter { $0.category == .default && !$0.boldText }
        let row = rows.first { $0.locale == "en" } ?? rows.first ?? button.text.first
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

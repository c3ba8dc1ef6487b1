/// One button's grid as the HTML report draws it: a cell per appearance × locale × size category
/// of its text matrix (a glyph-only button: one per appearance), each with the regular and Bold
/// Text rows it shows, its verdict (the worst of those combinations) and the findings behind it.
struct HTMLGrid {
    struct Cell {
        var locale: String
        var category: SizeCategory
        /// Regular first, then Bold Text (when checked).
        var rows: [TextRow]
        var verdict: Verdict
        /// Verdict-level findings that apply to one of the cell's combinations, in report order.
        var findings: [Finding]
    }

    /// Locales in the order of the text matrix, each with its categories in order.
    var locales: [String]
    var categories: [SizeCategory]
    /// Cells by appearance, then by locale and category (row-major).
    var cells: [Appearance: [Cell]]

    init(button: ButtonResult) {
        var locales: [String] = [], categories: [SizeCategory] = []
        var rows: [String: [SizeCategory: [TextRow]]] = [:]
        for row in button.text {
            if !locales.contains(row.locale) { locales.append(row.locale) }
            if !categories.contains(row.category) { categories.append(row.category) }
            rows[row.locale, default: [:]][row.category, default: []].append(row)
        }
        categories.sort()
        if locales.isEmpty { locales = [""]; categories = [.default] }
        self.locales = locales
        self.categories = categories
        var cells: [Appearance: [Cell]] = [:]
        let verdictFindings = button.findings.filter { $0.level == .verdict }
        for appearance in button.appearances.map(\.appearance) {
            var list: [Cell] = []
            for locale in locales {
                for category in categories {
                    let cellRows = (rows[locale]?[category] ?? []).sorted { !$0.boldText && $1.boldText }
                    let settings = cellRows.isEmpty ? [false] : cellRows.map(\.boldText)
                    let applying = verdictFindings.filter { finding in
                        settings.contains { finding.applies(appearance: appearance, locale: locale.isEmpty ? nil : locale,
                                                            category: category, boldText: $0) }
                    }
                    let verdict = ([Verdict.pass] + cellRows.map(\.verdict) + applying.map(\.verdict)).max()!
                    list.append(Cell(locale: locale, category: category, rows: cellRows, verdict: verdict, findings: applying))
                }
            }
            cells[appearance] = list
        }
        self.cells = cells
    }
}

extension Finding {
    /// Whether the finding concerns this combination: each of its axes is unset or matches.
    func applies(appearance: Appearance, locale: String?, category: SizeCategory, boldText: Bool) -> Bool {
        if let own = self.appearance, own != appearance { return false }
        if let own = self.locale, own != locale { return false }
        if let own = self.boldText, own != boldText { return false }
        if let first = self.category, category < first { return false }
        return true
    }
}

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

    /// `shown` maps the user's size category to the one the button shows (its Dynamic Type clamp),
    /// where findings' size ranges are stated.
    init(button: ButtonResult, shown: (SizeCategory) -> SizeCategory = { $0 }) {
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
                    var verdict = Verdict.pass, applying: [Finding] = []
                    for row in cellRows.isEmpty ? [nil] : cellRows.map(Optional.some) {
                        let combination = Self.combination(row: row, findings: verdictFindings, appearance: appearance,
                                                           locale: locale, shownCategory: shown(category), boldText: row?.boldText ?? false)
                        verdict = max(verdict, combination.verdict)
                        applying += combination.findings.filter { !applying.contains($0) }
                    }
                    list.append(Cell(locale: locale, category: category, rows: cellRows, verdict: verdict, findings: applying))
                }
            }
            cells[appearance] = list
        }
        self.cells = cells
    }
}

extension HTMLGrid {
    /// One combination's verdict, as the engine counts it: the worse of its text row's verdict and
    /// every verdict-level finding whose axes cover it.
    static func combination(row: TextRow?, findings: [Finding], appearance: Appearance, locale: String,
                            shownCategory: SizeCategory, boldText: Bool) -> (verdict: Verdict, findings: [Finding]) {
        let applying = findings.filter {
            $0.applies(appearance: appearance, locale: locale.isEmpty ? nil : locale, category: shownCategory, boldText: boldText)
        }
        return (([row?.verdict ?? .pass] + applying.map(\.verdict)).max()!, applying)
    }
}

extension Finding {
    /// Whether the finding concerns this combination: each of its axes is unset or matches.
    func applies(appearance: Appearance, locale: String?, category: SizeCategory, boldText: Bool) -> Bool {
        if let own = self.appearance, own != appearance { return false }
        if let own = self.locale, own != locale { return false }
        if let own = self.boldText, own != boldText { return false }
        if let first = self.category, category < first || category > (categoryEnd ?? first) { return false }
        return true
    }
}

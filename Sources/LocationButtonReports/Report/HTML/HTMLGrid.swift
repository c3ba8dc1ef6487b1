import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// One button's grid as the HTML report draws it: a cell per locale × size category of its text
/// matrix (a glyph-only button: one cell), each with the regular and Bold Text rows it shows and,
/// per group of appearances that share a verdict, that verdict (the worst of the group's
/// combinations) and the findings behind it. The drawing is shared by every appearance.
package struct HTMLGrid {
    package struct Cell {
        package var locale: String
        package var category: SizeCategory
        /// Regular first, then Bold Text (when checked).
        package var rows: [TextRow]
        /// Appearances grouped by verdict, in the button's appearance order of first occurrence.
        package var groups: [Group]
    }

    /// Appearances of one cell that share a verdict.
    package struct Group {
        package var appearances: [Appearance]
        package var verdict: Verdict
        /// Indices into `findings` of those that apply to one of the group's combinations, in report order.
        package var findings: [Int]
    }

    /// Languages a grid draws at most: a catalog of 2,028 regional variants made a 167 MB page.
    /// Those with a finding come first; the page says how many were left out (`HTMLReporter`).
    package static let languageLimit = 100

    /// Locales in the order of the text matrix, each with its categories in order.
    package var locales: [String]
    package var categories: [SizeCategory]
    /// Cells by locale and category (row-major).
    package var cells: [Cell]
    /// The button's verdict-level findings, which groups refer to by index.
    package var findings: [Finding]

    /// `shown` maps the user's size category to the one the button shows (its Dynamic Type clamp),
    /// where findings' size ranges are stated.
    /// `matrix`: the button's whole text matrix (`CheckReport.textRows(ofButton:)`).
    package init(button: ButtonResult, rows matrix: [TextRow], shown: (SizeCategory) -> SizeCategory = { $0 }) {
        var locales: [String] = [], categories: [SizeCategory] = []
        var rows: [String: [SizeCategory: [TextRow]]] = [:]
        for row in matrix {
            if rows[row.locale] == nil { locales.append(row.locale) }
            if !categories.contains(row.category) { categories.append(row.category) }
            rows[row.locale, default: [:]][row.category, default: []].append(row)
        }
        categories.sort()
        if locales.count > Self.languageLimit {
            // Languages with a finding first, then the matrix's order; drawn in the matrix's order.
            let named = Set(button.findings.compactMap(\.locale))
            let kept = Set((locales.filter(named.contains) + locales.filter { !named.contains($0) }).prefix(Self.languageLimit))
            locales = locales.filter(kept.contains)
        }
        if locales.isEmpty { locales = [""]; categories = [.default] }
        self.locales = locales
        self.categories = categories
        findings = button.findings.filter { $0.level == .verdict }
        let axes = findings.map(FindingAxes.init)
        let shownIndices = categories.map { shown($0).index }
        let appearances = button.appearances.map(\.appearance)
        var cells: [Cell] = []
        cells.reserveCapacity(locales.count * categories.count)
        for locale in locales {
            let tag: String? = locale.isEmpty ? nil : locale
            // Only findings about this locale (or every locale) can apply to its cells.
            let candidates = axes.indices.filter { axes[$0].locale == nil || axes[$0].locale == tag }
            for (c, category) in categories.enumerated() {
                let cellRows = (rows[locale]?[category] ?? []).sorted { !$0.boldText && $1.boldText }
                var groups: [Group] = []
                for appearance in appearances {
                    var verdict = Verdict.pass, applying: [Int] = []
                    for row in cellRows.isEmpty ? [nil] : cellRows.map(Optional.some) {
                        let combination = Self.combination(row: row, axes: axes, candidates: candidates, appearance: appearance,
                                                           locale: tag, shownCategory: shownIndices[c], boldText: row?.boldText ?? false)
                        verdict = max(verdict, combination.verdict)
                        applying += combination.findings.filter { !applying.contains($0) }
                    }
                    if let i = groups.firstIndex(where: { $0.verdict == verdict }) {
                        groups[i].appearances.append(appearance)
                        groups[i].findings += applying.filter { !groups[i].findings.contains($0) }
                    } else {
                        groups.append(Group(appearances: [appearance], verdict: verdict, findings: applying))
                    }
                }
                cells.append(Cell(locale: locale, category: category, rows: cellRows, groups: groups))
            }
        }
        self.cells = cells
    }
}

extension HTMLGrid {
    /// One combination's verdict, as the engine counts it: the worse of its text row's verdict and
    /// every verdict-level finding whose axes cover it.
    package static func combination(row: TextRow?, findings: [Finding], appearance: Appearance, locale: String,
                            shownCategory: SizeCategory, boldText: Bool) -> (verdict: Verdict, findings: [Finding]) {
        let result = combination(row: row, axes: findings.map(FindingAxes.init), candidates: Array(findings.indices),
                                 appearance: appearance, locale: locale.isEmpty ? nil : locale,
                                 shownCategory: shownCategory.index, boldText: boldText)
        return (result.verdict, result.findings.map { findings[$0] })
    }

    /// The same over findings' axes prepared once (`candidates`: the indices that may apply).
    private static func combination(row: TextRow?, axes: [FindingAxes], candidates: [Int], appearance: Appearance, locale: String?,
                                    shownCategory: Int, boldText: Bool) -> (verdict: Verdict, findings: [Int]) {
        var verdict = row?.verdict ?? .pass, applying: [Int] = []
        for i in candidates where axes[i].applies(appearance: appearance, locale: locale, category: shownCategory, boldText: boldText) {
            applying.append(i)
            verdict = max(verdict, axes[i].verdict)
        }
        return (verdict, applying)
    }
}

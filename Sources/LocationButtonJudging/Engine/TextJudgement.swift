import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// The text half of a button's verdict: every (locale × Bold Text × category) cell of its title
/// laid out and run through the text rules, folded into rows, findings and summaries.
package struct TextJudgement: Sendable {
    /// Text verdict per Bold Text index, category index and locale index.
    package var verdicts: [[[Verdict]]]
    package var rows: [TextRow]
    package var findings: [Finding]
    /// Findings the baseline accepts: kept out of every verdict, summary and hint.
    package var suppressedFindings: [Finding] = []
    package var summaries: [String]
    /// The title does not fit somewhere in a real locale (pseudolanguages are stress tests).
    package var doesNotFit = false
    /// Fix hints that follow from the measurements (see `TextFixHints`); nil when it fits.
    package var largestFittingFontSize: Double?
    package var fontSizeBelowMinimum = false
    package var checkedUpTo: SizeCategory?
    package var minimumFrameWidth: Double?
    package var minimumFrameHeight: Double?
    package var screenWidth: Double?
    package var largestFittingCategory: SizeCategory?
    package var longestFittingTitle: Title?
    /// For a title the system keeps at a fixed size: where it would not fit if it followed
    /// Dynamic Type (advice LB010 carries, never a verdict: the system draws it fixed).
    package var dynamicTypeAdvice = DynamicTypeAdvice()

    /// A rule's verdict in one cell (`TextRule.verdict`); hits are kept per rule, locale and Bold
    /// Text setting. The hit that becomes a finding is asked for its outcome (`check`).
    private struct Hit {
        var category: Int
        var verdict: Verdict
    }

    /// `suppressed` holds the groups (`group(rule:locale:bold:)`) whose finding the baseline accepts.
    package init(spec: ButtonSpec, axes: ButtonAxes, measure: Measurements, scope: TextRuleScope, policy: Policy,
         reportBold: Bool, suppressed: Set<Int> = [], keepsAllRows: Bool = true) throws
    {
        let localeCount = max(axes.locales.count, 1)
        verdicts = Array(repeating: Array(repeating: Array(repeating: Verdict.pass, count: localeCount),
                                          count: axes.categories.count), count: axes.boldTexts.count)
        rows = []
        findings = []
        summaries = []
        guard spec.title != .none else { return }
        let rules = scope.rules

        // A pseudolanguage's tag marks its rows as stress tests, also where a theme lists the tag
        // among its languages (then it is judged as a language too, but never counts for hints).
        let stressTags = Set(axes.locales.filter(\.isPseudolanguage).map(\.locale))
        let isStressTest = axes.locales.map { stressTags.contains($0.locale) }
        let groupCount = axes.locales.count * axes.boldTexts.count
        // Per rule: its hits in one array, group after group (cells are visited locale, Bold Text,
        // category), and where each group starts: one array per rule rather than per group.
        var hits = Array(repeating: [Hit](), count: rules.count)
        var groupStarts = Array(repeating: [Int](repeating: 0, count: groupCount + 1), count: rules.count)
        for ri in rules.indices { hits[ri].reserveCapacity(axes.cellCount) }
        // Per rule: whether it fails (uncertain or worse) in a real language, calling for its fix hints.
        var failsInLanguage = Array(repeating: false, count: rules.count)
        let matrix = try measure.matrix(spec: spec, axes: axes)
        // Per locale: the margin of our wording of the title (looked up once, not per cell).
        let wordingMargins = axes.locales.map { $0.wordingMargins[spec.title] }
        // One cell of the matrix: the title measured at the category's size, laid out in the frame
        // (and for a fixed title, at the size Dynamic Type would give it); nil where the locale
        // lacks the title.
        // The room of every cell, read from the spec once.
        let room = TitleRoom(spec: spec, target: policy.target)
        let grownSizes = spec.followsDynamicType ? nil : axes.categories.map(spec.dynamicTypePointSize(at:))
        func metrics(_ li: Int, _ bi: Int, _ ci: Int) -> TextMetrics? {
            guard var metrics = matrix[axes.cell(locale: li, bold: bi, category: ci)] else { return nil }
            // A wording of ours may be shorter or longer than Apple's: its margin widens the font's.
            metrics.uncertainty += wordingMargins[li] ?? 0
            return metrics
        }
        // A cell holds the title's geometry and where it is, never the spec: one is made per
        // (locale, Bold Text, category) and every text rule reads it.
        func cell(_ li: Int, _ bi: Int, _ ci: Int, _ geometry: TitleGeometry) -> TextCell {
            TextCell(locale: axes.locales[li].locale, isPseudolanguage: axes.locales[li].isPseudolanguage,
                     category: axes.categories[ci], boldText: axes.boldTexts[bi], geometry: geometry)
        }
        rows.reserveCapacity(axes.cellCount)
        var flatVerdicts = [Verdict](repeating: .pass, count: axes.cellCount)
        // Per locale: the first category index where the title, grown as Dynamic Type would grow
        // it, would not fit where the drawn one does (fixed titles only).
        var adviceCategory = [Int?](repeating: nil, count: axes.locales.count)
        if !axes.locales.isEmpty && !axes.boldTexts.isEmpty {
            // Per rule: whether it runs in the real languages, in the pseudolanguages.
            let runs = [false, true].map { pseudo in rules.indices.map { scope.runs($0, pseudolanguage: pseudo) } }
            for (li, locale) in axes.locales.enumerated() {
                let pseudo = locale.isPseudolanguage, ruleRuns = runs[pseudo ? 1 : 0]
                for (bi, bold) in axes.boldTexts.enumerated() {
                    let group = li * axes.boldTexts.count + bi
                    for ri in rules.indices { groupStarts[ri][group] = hits[ri].count }
                    for (ci, category) in axes.categories.enumerated() {
                        guard let metrics = metrics(li, bi, ci) else { continue }
                        let geometry = TitleGeometry(room: room, metrics: metrics)
                        // Grown only while the advice's first category can still move down.
                        if let grownSizes, !isStressTest[li], ci < adviceCategory[li] ?? .max,
                           TitleSizeAxis.wouldNotFit(
                               drawn: geometry, grown: TitleGeometry(room: room, metrics: metrics, pointSize: grownSizes[ci])) {
                            adviceCategory[li] = ci
                        }
                        var verdict = Verdict.pass
                        let textCell = cell(li, bi, ci, geometry)
                        for ri in rules.indices where ruleRuns[ri] {
                            guard let measured = rules[ri].verdict(textCell) else { continue }
                            let found = scope.verdict(ri, measured, pseudolanguage: pseudo)
                            hits[ri].append(Hit(category: ci, verdict: found))
                            if suppressed.isEmpty || !suppressed.contains(Self.group(rule: ri, locale: li, bold: bi, axes: axes)) {
                                verdict = max(verdict, found)
                                if found >= .uncertain && !isStressTest[li] { failsInLanguage[ri] = true }
                            }
                        }
                        flatVerdicts[axes.cell(locale: li, bold: bi, category: ci)] = verdict
                        rows.append(TextRow(
                            locale: locale.locale, isStressTest: isStressTest[li], category: category, boldText: bold,
                            fontSize: geometry.pointSize, titleWidth: geometry.titleWidth,
                            availableTitleWidth: geometry.availableTitleWidth, neededHeight: geometry.neededHeight,
                            availableHeight: geometry.availableHeight, margin: geometry.widthMargin,
                            maximumNeededWidth: geometry.needed.width.upper, maximumNeededHeight: geometry.needed.height.upper,
                            verdict: verdict))
                    }
                }
            }
            for ri in rules.indices { groupStarts[ri][groupCount] = hits[ri].count }
            for (li, ci) in adviceCategory.enumerated() {
                guard let ci else { continue }
                dynamicTypeAdvice.add(axes.locales[li].locale, from: spec.shownCategory(at: axes.categories[ci]))
            }
            verdicts = axes.boldTexts.indices.map { bi in
                axes.categories.indices.map { ci in
                    axes.locales.indices.map { li in flatVerdicts[axes.cell(locale: li, bold: bi, category: ci)] }
                }
            }
        }

        for (ri, rule) in rules.enumerated() {
            fold(hits[ri], groupStarts: groupStarts[ri], rule: ri, scope: scope, spec: spec, axes: axes, reportBold: reportBold,
                 outcome: { li, bi, ci in
                     // The outcome of a hit again, for its finding (`metrics` is nil only where no hit was recorded).
                     scope.outcome(ri, rule.check(cell(li, bi, ci, TitleGeometry(room: room, metrics: metrics(li, bi, ci)!)))!,
                                   pseudolanguage: axes.locales[li].isPseudolanguage)
                 },
                 hidden: { suppressed.contains(Self.group(rule: ri, locale: $0, bold: $1, axes: axes)) })
        }

        doesNotFit = rows.contains { !$0.isStressTest && $0.verdict >= .uncertain }
        // The hints the failing rules call for, from the same measurements.
        let hints = rules.indices.filter { failsInLanguage[$0] }.reduce(into: Set<FixHintPart>()) {
            $0.formUnion(type(of: rules[$1]).fixHints)
        }
        if !hints.isEmpty {
            checkedUpTo = axes.categories.max().map(spec.shownCategory(at:))
        }
        if hints.contains(.fontSize) {
            let size = TextFixHints.largestFittingFontSize(spec: spec, axes: axes, matrix: matrix, target: policy.target)
            if let size, size < SystemModel.fontSizeMinimum {
                fontSizeBelowMinimum = true
            } else {
                largestFittingFontSize = size
            }
        }
        if hints.contains(.frameWidth) {
            minimumFrameWidth = TextFixHints.minimumFrameWidth(spec: spec, rows: rows)
            let screen = (spec.frame.device ?? .default).contentWidth
            if let width = minimumFrameWidth, width > screen { screenWidth = screen }
        }
        if hints.contains(.frameHeight) { minimumFrameHeight = TextFixHints.minimumFrameHeight(spec: spec, rows: rows) }
        if hints.contains(.sizeClamp) {
            largestFittingCategory = TextFixHints.largestFittingCategory(spec: spec, rows: rows, axes: axes)
        }
        if hints.contains(.title) {
            longestFittingTitle = try TextFixHints.longestFittingTitle(spec: spec, axes: axes, measure: measure,
                                                                       target: policy.target)
        }
        if !keepsAllRows { rows = Self.summaryRows(rows) }
    }

    /// The rows a judgement's summary names, in their order: the first (the button has a title),
    /// the tightest real fit and the first real misfit by (category, locale), so `min` over them
    /// picks the same rows as over all. Without the full matrix (`RunOptions.textMatrix`) a run
    /// of thousands of buttons that share no layout would otherwise hold millions of rows.
    package static func summaryRows(_ rows: [TextRow]) -> [TextRow] {
        // One pass; ties keep the earlier row, as `min(by:)` does. Rows are read in place: a
        // copy per row (its locale) cost more than the comparisons.
        var tightest: Int?, firstMisfit: Int?
        rows.withUnsafeBufferPointer { rows in
            for index in rows.indices where !rows[index].isStressTest {
                if tightest.map({ rows[index].slack < rows[$0].slack }) ?? true { tightest = index }
                if rows[index].verdict >= .uncertain,
                   firstMisfit.map({
                       // (category, locale) < theirs, the locales compared only on a tie.
                       rows[index].category != rows[$0].category ? rows[index].category < rows[$0].category
                           : rows[index].locale < rows[$0].locale
                   }) ?? true {
                    firstMisfit = index
                }
            }
        }
        let kept = Set((rows.isEmpty ? [] : [0]) + [tightest, firstMisfit].compactMap { $0 })
        return kept.sorted().map { rows[$0] }
    }

    /// One finding per locale and Bold Text setting at the worst verdict, naming the first size
    /// category where it occurs; and the grouped summary lines.
    /// The index of one rule's cells in one locale and Bold Text setting: what one finding covers.
    package static func group(rule: Int, locale: Int, bold: Int, axes: ButtonAxes) -> Int {
        (rule * axes.locales.count + locale) * axes.boldTexts.count + bold
    }

    private mutating func fold(_ hits: [Hit], groupStarts: [Int], rule ri: Int, scope: TextRuleScope, spec: ButtonSpec, axes: ButtonAxes,
                               reportBold: Bool,
                               outcome: (_ locale: Int, _ bold: Int, _ category: Int) -> CellOutcome,
                               hidden: (_ locale: Int, _ bold: Int) -> Bool) {
        let rule = scope.rules[ri]
        // (bold, verdict) → first category index → locale indexes, for the summaries.
        var groups: [Int: [Verdict: [Int: [Int]]]] = [:]
        for li in axes.locales.indices {
            for bi in axes.boldTexts.indices {
                let group = li * axes.boldTexts.count + bi
                let mine = hits[groupStarts[group]..<groupStarts[group + 1]]
                guard !mine.isEmpty else { continue }
                // The worst verdict and the first and last category where it occurs, in one pass
                // each (a rule has one hit per cell, so categories do not repeat).
                var worst = mine[mine.startIndex].verdict
                for hit in mine where hit.verdict > worst { worst = hit.verdict }
                var first = Hit(category: .max, verdict: worst), last = Hit(category: .min, verdict: worst)
                for hit in mine where hit.verdict == worst {
                    if hit.category < first.category { first = hit }
                    if hit.category > last.category { last = hit }
                }
                // A fixed title's size matters only where Dynamic Type would grow it (HIG).
                let follows = spec.followsDynamicType || first.category > 0
                let words = outcome(li, bi, first.category)
                let finding = Finding(
                    scope.ruleInfo(ri, pseudolanguage: axes.locales[li].isPseudolanguage), words,
                    locale: axes.locales[li].locale,
                    category: follows ? spec.shownCategory(at: axes.categories[first.category]) : nil,
                    categoryEnd: follows ? spec.shownCategory(at: axes.categories[last.category]) : nil,
                    boldText: reportBold ? axes.boldTexts[bi] : nil, isStressTest: axes.locales[li].isPseudolanguage,
                    measuredBy: axes.locales[li].isPseudolanguage ? type(of: rule).info.id : nil)
                guard !hidden(li, bi) else { suppressedFindings.append(finding); continue }
                findings.append(finding)
                if worst != .pass { groups[bi, default: [:]][worst, default: [:]][first.category, default: []].append(li) }
                // A title that truncates from xLarge may already truncate at smaller sizes within
                // the font margin; the summary says so, or "from xLarge" would read as safe below.
                if worst == .disabled {
                    var earlier: Int?
                    for hit in mine where hit.verdict == .uncertain && hit.category < first.category {
                        if earlier.map({ hit.category < $0 }) ?? true { earlier = hit.category }
                    }
                    if let earlier { groups[bi, default: [:]][.uncertain, default: [:]][earlier, default: []].append(li) }
                }
            }
        }
        // Bold Text index → verdict → summary; a Bold Text line that says what the regular one
        // says is left out (it would only double the report).
        var lines: [Int: [Verdict: String]] = [:]
        for bi in groups.keys.sorted() {
            for verdict in Verdict.allCases.reversed() {
                guard let byCategory = groups[bi]?[verdict] else { continue }
                let parts = byCategory.keys.sorted().map { ci -> String in
                    let names = byCategory[ci]!.map { axes.locales[$0].locale }.joined(separator: ", ")
                    let shown = spec.shownCategory(at: axes.categories[ci])
                    return spec.followsDynamicType || ci > 0 ? "from \(shown.rawValue) in \(names)" : "in \(names)"
                }
                let line = "\(type(of: rule).summaryPhrase(verdict)) \(parts.joined(separator: "; "))"
                lines[bi, default: [:]][verdict] = line
                guard axes.boldTexts[bi] else { summaries.append(line); continue }
                let regular = axes.boldTexts.firstIndex(of: false).flatMap { lines[$0]?[verdict] }
                if line != regular { summaries.append("with Bold Text, \(line)") }
            }
        }
    }
}

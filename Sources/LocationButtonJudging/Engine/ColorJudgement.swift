import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// The color half of a button's verdict: every (appearance × Bold Text × category) cell run
/// through the color rules, folded into appearance rows, findings, summaries and suggestions.
package struct ColorJudgement: Sendable {
    /// Color verdict per Bold Text index, category index and appearance index.
    package var verdicts: [[[Verdict]]]
    package var rows: [AppearanceResult]
    package var findings: [Finding]
    /// Findings the baseline accepts: kept out of every verdict, summary and hint.
    package var suppressedFindings: [Finding] = []
    package var summaries: [String]
    package var suggestions: [FixHints.ColorSuggestion]
    /// Smallest background and view alpha that pass in every checked appearance, when the
    /// translucency rule failed somewhere (nil otherwise, or when no alpha is enough).
    package var minimumBackgroundAlpha: Double?
    package var minimumViewAlpha: Double?

    /// A rule's verdict in one cell; only the cell a finding names is worded (`ColorRule.check`).
    private struct Hit {
        var category: Int
        var verdict: Verdict
    }

    package init(spec: ButtonSpec, axes: ButtonAxes, appearances: [Appearance], palette: ButtonPalette,
         rules: [any ColorRule], policy: Policy, reportBold: Bool, alphaLimits: Bool = true, math: any ColorMath,
         isSuppressed: (_ rule: String, _ appearance: Appearance, _ boldText: Bool?) -> Bool = { _, _, _ in false })
    {
        verdicts = Array(repeating: Array(repeating: Array(repeating: Verdict.pass, count: appearances.count),
                                          count: axes.categories.count), count: axes.boldTexts.count)
        rows = []
        findings = []
        summaries = []
        suggestions = []
        // Per rule: worst verdict per appearance, for the summaries.
        var worstByRule = Array(repeating: [Verdict](repeating: .pass, count: appearances.count), count: rules.count)
        // For the translucency hint: each appearance's colors, and the strictest ratio any cell asks.
        var drawnColors: [(ButtonColors, Backdrops)] = []
        var systems: [SystemContrastAnalysis] = []
        var strictest = 0.0
        // The fix hints each rule's failures call for.
        let hintsByRule = rules.map { type(of: $0).fixHints }

        for (ai, appearance) in appearances.enumerated() {
            let drawn = ButtonColors(foreground: palette.foreground[appearance],
                                     background: palette.background[appearance], viewAlpha: spec.cumulativeAlpha)
            let systemColors = SystemButtonColors(foreground: drawn.foreground, background: drawn.background,
                                                  buttonAlpha: spec.viewAlpha, ancestorAlpha: spec.ancestorAlpha)
            let system = math.systemContrast(systemColors)
            systems.append(system)
            let backdrops: Backdrops = palette.backdrops.map { .only($0.map { $0[appearance] }) } ?? .anyColor
            let opaque = ButtonColors(foreground: drawn.foreground, background: drawn.background.withAlpha(1))
            let opaqueContrast = math.worstBackdrop(opaque, .anyColor).contrast
            let worst = math.worstBackdrop(drawn, backdrops)
            let worstContrast = drawn.isTranslucent ? worst.contrast : opaqueContrast
            let fallback = palette.fallbackRoles(appearance)
            drawnColors.append((drawn, backdrops))

            var hits = Array(repeating: Array(repeating: [Hit](), count: axes.boldTexts.count), count: rules.count)
            // Per rule and Bold Text setting: whether the baseline accepts the finding it makes.
            let hidden = rules.map { rule in
                axes.boldTexts.map { bold in
                    let info = type(of: rule).info
                    return isSuppressed(info.id, appearance, info.level == .verdict && reportBold ? bold : nil)
                }
            }
            var appearanceVerdict = Verdict.pass
            var failingRequired = 0.0
            func cell(_ bi: Int, _ ci: Int) -> ColorCell {
                let bold = axes.boldTexts[bi], category = axes.categories[ci]
                let size = spec.pointSize(at: category), weight = spec.titleWeight(boldText: bold)
                return ColorCell(
                    spec: spec, appearance: appearance, category: category, boldText: bold, pointSize: size,
                    weight: weight, colors: drawn, backdrops: backdrops, opaqueContrast: opaqueContrast,
                    worstContrast: worstContrast,
                    requiredTitle: policy.requiredTitleRatio(pointSize: size, weight: weight),
                    requiredGlyph: policy.requiredGlyphRatio, fallbackRoles: fallback, system: system, policy: policy,
                    math: math)
            }
            for bi in axes.boldTexts.indices {
                for ci in axes.categories.indices {
                    let cell = cell(bi, ci)
                    var verdict = Verdict.pass
                    strictest = max(strictest, cell.requiredForShownParts)
                    for (ri, rule) in rules.enumerated() {
                        guard let found = rule.verdict(cell) else { continue }
                        hits[ri][bi].append(Hit(category: ci, verdict: found.verdict))
                        guard found.level == .verdict, !hidden[ri][bi] else { continue }
                        verdict = max(verdict, found.verdict)
                        worstByRule[ri][ai] = max(worstByRule[ri][ai], found.verdict)
                        if found.verdict != .pass && hintsByRule[ri].contains(.colors) {
                            failingRequired = max(failingRequired, cell.requiredForShownParts)
                        }
                    }
                    verdicts[bi][ci][ai] = verdict
                    appearanceVerdict = max(appearanceVerdict, verdict)
                }
            }
            for (ri, rule) in rules.enumerated() {
                fold(hits[ri], info: type(of: rule).info, spec: spec, appearance: appearance, axes: axes,
                     reportBold: reportBold, hidden: hidden[ri]) { bi, ci in rule.check(cell(bi, ci))! }
            }
            rows.append(Self.row(spec: spec, appearance: appearance, drawn: drawn, backdrops: backdrops,
                                 worst: worst, worstContrast: worstContrast, fallback: fallback, policy: policy,
                                 alphaLimits: alphaLimits, verdict: appearanceVerdict, math: math))
            // Colors that pass the system rule first, then the profile's, each nearest first.
            for s in system.passes ? [] : SystemColorSuggester.suggestions(system.colors) {
                suggestions.append(.init(appearance: appearance, role: s.role.rawValue, color: s.color.hex, ratio: s.contrast,
                                         passesSystemRule: true))
            }
            if failingRequired > 0 {
                let profile = math.suggestions(drawn, backdrops, required: failingRequired)
                    .sorted { $0.distance < $1.distance }
                for s in profile {
                    suggestions.append(.init(appearance: appearance, role: s.role.rawValue, color: s.color.hex, ratio: s.contrast))
                }
            }
        }

        for (ri, rule) in rules.enumerated() where type(of: rule).info.level == .verdict {
            if let line = type(of: rule).summaryLine(worst: worstByRule[ri], appearances: appearances,
                                                     profile: policy.profile) {
                summaries.append(line)
            }
        }
        if rules.indices.contains(where: { hintsByRule[$0].contains(.alphaLimits) && worstByRule[$0].contains { $0 != .pass } })
        {
            // The system's limits when it refuses the alphas somewhere, else the profile's: the
            // largest alpha loss that still passes.
            if systems.contains(where: { !$0.passes }) {
                minimumBackgroundAlpha = Self.largest(systems.map(\.minimumBackgroundAlpha))
                minimumViewAlpha = Self.largest(systems.map(\.minimumViewAlpha))
            } else {
                let limits = drawnColors.map { math.translucencyLimits($0.0, $0.1, required: strictest) }
                minimumBackgroundAlpha = Self.largest(limits.map(\.backgroundAlpha))
                minimumViewAlpha = Self.largest(limits.map(\.viewAlpha))
            }
        }
    }

    /// The alpha every appearance accepts: the largest of their minimums, rounded up to hundredths
    /// so the printed value passes; nil when one has none.
    private static func largest(_ minimums: [Double?]) -> Double? {
        guard !minimums.contains(where: { $0 == nil }), let value = minimums.compactMap({ $0 }).max() else { return nil }
        return min(1, NumberText.ceiling(value, 2))
    }

    private static func row(spec: ButtonSpec, appearance: Appearance, drawn: ButtonColors, backdrops: Backdrops,
                            worst: WorstBackdrop, worstContrast: Double, fallback: [String], policy: Policy,
                            alphaLimits: Bool, verdict: Verdict, math: any ColorMath) -> AppearanceResult
    {
        let required = policy.requiredTitleRatio(pointSize: spec.pointSize(at: .default), weight: spec.titleWeight(boldText: false))
        let shown = max(spec.title != .none ? required : 0, spec.glyph != .none ? policy.requiredGlyphRatio : 0)
        let limits = alphaLimits ? math.translucencyLimits(drawn, backdrops, required: shown) : AlphaLimits()
        let translucency = AppearanceResult.Translucency(
            backgroundAlpha: drawn.background.alpha, minimumAlpha: limits.backgroundAlpha,
            viewAlpha: drawn.viewAlpha, minimumViewAlpha: limits.viewAlpha)
        return AppearanceResult(
            appearance: appearance, background: drawn.background.hex, foreground: drawn.foreground.hex,
            fallbackRoles: fallback,
            contrast: .init(title: worstContrast, glyph: worstContrast, required: required,
                            requiredGlyph: policy.requiredGlyphRatio),
            translucency: translucency, apcaLc: APCA.lightnessContrast(text: worst.title, background: worst.fill),
            verdict: verdict)
    }

    /// One finding per Bold Text setting at the worst verdict, naming the size categories where
    /// it holds (contrast thresholds fall as the size grows, so these are the smallest ones).
    private mutating func fold(_ hits: [[Hit]], info: RuleInfo, spec: ButtonSpec, appearance: Appearance,
                               axes: ButtonAxes, reportBold: Bool, hidden: [Bool],
                               outcome: (_ bold: Int, _ category: Int) -> CellOutcome)
    {
        for (bi, mine) in hits.enumerated() {
            guard let worst = mine.map(\.verdict).max() else { continue }
            let at = mine.filter { $0.verdict == worst }
            let first = at.min { $0.category < $1.category }!, last = at.max { $0.category < $1.category }!
            // Named by the size the clamped title shows, so a button clamped at xxxLarge never
            // reads "at xSmall–AX5".
            let from = spec.shownCategory(at: axes.categories[first.category])
            let to = spec.shownCategory(at: axes.categories[last.category])
            let sized = spec.followsDynamicType && info.level == .verdict
            let perBold = info.level == .verdict && reportBold
            let finding = Finding(info, outcome(bi, first.category), appearance: appearance,
                                  category: sized ? from : nil, categoryEnd: sized ? to : nil,
                                  boldText: perBold ? axes.boldTexts[bi] : nil)
            if hidden[bi] { suppressedFindings.append(finding) } else { findings.append(finding) }
            if !perBold { break }
        }
    }
}

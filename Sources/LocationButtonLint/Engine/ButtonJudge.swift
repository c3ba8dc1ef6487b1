/// Judges one button from the run's measurement table: the button rules, then colors and text,
/// combined per combination.
struct ButtonJudge: Sendable {
    struct Judged: Sendable {
        var result: ButtonResult
        /// The title does not fit somewhere in a real locale, so a shorter title is worth trying.
        var needsShorterTitle: Bool
    }

    var policy: Policy
    var options: RunOptions
    var titles: [LocalizedTitles]
    var colors: ColorResolver
    var buttonRules: [any ButtonRule]
    var colorRules: [any ColorRule]
    var textRules: [any TextRule]
    let memo = ColorMemo()
    /// CoreLocationUI's contrast rule per distinct colors and alphas.
    let systemMemo = Memo<SystemButtonColors, SystemContrastAnalysis>()
    /// Text judgements by profile: buttons that differ only in colors, radius or id share one.
    let textMemo = Memo<TextProfile, TextJudgement>()

    init(policy: Policy, options: RunOptions, titles: [LocalizedTitles], colors: ColorResolver) {
        self.policy = policy; self.options = options; self.titles = titles; self.colors = colors
        // Button rules always run: an invalid spec is never judged, whatever the selection.
        buttonRules = RuleCatalog.buttonRules
        colorRules = RuleCatalog.colorRules.filter { Self.isSelected(type(of: $0).info, options) }
        textRules = RuleCatalog.textRules.filter { Self.isSelected(type(of: $0).info, options) }
    }

    /// Whether the run's rule selection (ids or names) includes the rule; nil selects all.
    private static func isSelected(_ info: RuleInfo, _ options: RunOptions) -> Bool {
        options.rules.map { $0.contains(info.id) || $0.contains(info.name) } ?? true
    }

    func isJudged(_ spec: ButtonSpec) -> Bool {
        RuleCatalog.invalidMessages(spec, policy: policy).isEmpty
    }

    func judge(_ spec: ButtonSpec, table: MeasurementTable) throws -> Judged {
        let axes = ButtonAxes(spec: spec, options: options, titles: titles)
        let context = ButtonContext(policy: policy, defaultNeededHeight: defaultNeededHeight(spec, axes: axes, table: table))

        var findings: [Finding] = []
        var floor = Verdict.pass
        for rule in buttonRules {
            guard let outcome = rule.check(spec, context: context) else { continue }
            let info = type(of: rule).info
            guard Self.isSelected(info, options) || outcome.level == .invalid else { continue }
            findings.append(Finding(info, outcome, button: spec.id))
            if outcome.level == .verdict { floor = max(floor, outcome.verdict) }
        }
        if findings.contains(where: { $0.level == .invalid }) {
            return Judged(result: unjudged(spec, .invalid, findings.filter { $0.level == .invalid }), needsShorterTitle: false)
        }

        let palette = try ButtonPalette(spec: spec, resolver: colors)
        let color = ColorJudgement(spec: spec, axes: axes, appearances: options.appearances, palette: palette,
                                   rules: colorRules, policy: policy, reportBold: options.boldText, memo: memo,
                                   systemMemo: systemMemo)
        let text = textMemo.value(TextProfile(spec)) {
            TextJudgement(spec: spec, axes: axes, table: table, rules: textRules, policy: policy, reportBold: options.boldText)
        }

        var counts = VerdictCounts()
        for bi in axes.boldTexts.indices {
            for ci in axes.categories.indices {
                counts = counts + CombinationCounter.count(colorVerdicts: color.verdicts[bi][ci],
                                                           textVerdicts: text.verdicts[bi][ci], floor: floor)
            }
        }
        let verdict = Verdict.allCases.last { counts[$0] > 0 } ?? .pass
        findings += color.findings + text.findings.map { $0.about(button: spec.id) }
        findings.sort(by: Finding.reportOrder)

        let hints = FixHints(
            largestFittingFontSize: text.largestFittingFontSize, fontSizeBelowMinimum: text.fontSizeBelowMinimum,
            checkedUpTo: text.checkedUpTo, minimumFrameWidth: text.minimumFrameWidth, screenWidth: text.screenWidth,
            largestFittingCategory: text.largestFittingCategory, colorSuggestions: color.suggestions,
            minimumBackgroundAlpha: color.minimumBackgroundAlpha, minimumViewAlpha: color.minimumViewAlpha)
        let result = ButtonResult(
            id: spec.id, source: spec.source, status: .judged, verdict: verdict, counts: counts,
            appearances: color.rows, findings: findings, text: text.rows, summaries: text.summaries + color.summaries,
            fixHints: hints)
        return Judged(result: result, needsShorterTitle: text.doesNotFit)
    }

    private func unjudged(_ spec: ButtonSpec, _ status: ButtonResult.Status, _ findings: [Finding]) -> ButtonResult {
        ButtonResult(id: spec.id, source: spec.source, status: status, verdict: .pass, counts: VerdictCounts(),
                     appearances: [], findings: findings, text: [], summaries: [], fixHints: FixHints())
    }

    /// The height the content needs at the default size in the reference locale (the glyph's
    /// alone for a glyph-only button).
    private func defaultNeededHeight(_ spec: ButtonSpec, axes: ButtonAxes, table: MeasurementTable) -> Double {
        let size = spec.pointSize(at: .default)
        var line = 0.0
        if spec.title != .none, let reference = axes.referenceLocale,
           let key = axes.key(spec: spec, title: spec.title, locale: reference, category: .default, boldText: false),
           let m = table[key]
        {
            line = m.lineHeight
        }
        let title = spec.title == .none ? nil : (width: SystemLength.zero, lineHeight: SystemLength(line))
        return SystemSizeRule.neededSize(title: title, hasGlyph: spec.glyph != .none, fontSize: size, target: policy.target)
            .height.estimate
    }
}

import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// Judges one prepared button: the button rules, then colors and text (measured on first use),
/// combined per combination, with fix hints from the same measurements.
package struct ButtonJudge: Sendable {
    package var policy: Policy
    package var options: RunOptions
    package var titles: [LocalizedTitles]
    package var buttonRules: [any ButtonRule]
    package var colorRules: [any ColorRule]
    package var textRules: TextRuleScope
    /// What the team accepted, per button (the placement stage reads it; the judge is handed one
    /// button's or design's `Acceptance`).
    package var acceptance: RunAcceptance
    /// What is computed once and shared: the judge's tables of every kind (one per judge).
    package let cache: JudgeCache

    package init(policy: Policy, options: RunOptions, titles: [LocalizedTitles], acceptance: RunAcceptance = RunAcceptance(),
         cache: JudgeCache) {
        self.policy = policy; self.options = options; self.titles = titles; self.acceptance = acceptance; self.cache = cache
        buttonRules = RuleCatalog.buttonRules.filter { Self.isSelected(type(of: $0).info, options) }
        colorRules = RuleCatalog.colorRules.filter { Self.isSelected(type(of: $0).info, options) }
        textRules = TextRuleScope { Self.isSelected($0, options) }
    }

    /// Whether the run's rule selection (ids or names) includes the rule; nil selects all.
    private static func isSelected(_ info: RuleInfo, _ options: RunOptions) -> Bool {
        options.rules.map { $0.contains(info.id) || $0.contains(info.name) } ?? true
    }

    /// Judges the buttons in `range` in order on `threads` workers, in two stages. Designs
    /// (`PreparedButtons.designs`) first: each is judged once, on whichever worker is free, with
    /// what every button accepts (`RunAcceptance.ofDesigns`); a theme of thousands of buttons often
    /// has a hundred designs. Then the placements: each button takes its design's judgement, or one
    /// judged with its own acceptance where that changes it (its baseline entries, its exemptions),
    /// shared with the design's buttons that accept the same findings.
    package func judge(_ buttons: PreparedButtons, range: Range<Int>, measure: Measurements, threads: Int) throws -> [ButtonResult] {
        // Each design's first button here, in the order met: an error is the lowest failing button's.
        // Designs are numbered from 0, so a list finds a design's place in `firsts` (-1: not met yet).
        var firstOf = [Int](repeating: -1, count: buttons.designCount), firsts: [Int] = []
        for i in range where firstOf[buttons.designs[i]] < 0 {
            firstOf[buttons.designs[i]] = firsts.count
            firsts.append(i)
        }
        let designs = acceptance.ofDesigns
        let judgements = try ParallelMap.map(count: firsts.count, threads: threads) { [firsts] d in
            try cache.designs.value(buttons.designs[firsts[d]]) {
                try judgeAlone(buttons.button(firsts[d]), measure: measure, accepting: designs).judgement
            }
        }
        // Every button takes its design's judgement, on every core (one result per button).
        return try ParallelMap.map(count: range.count, threads: threads) { [firstOf] k in
            let i = range.lowerBound + k, id = buttons.specs[i].id
            var judgement = judgements[firstOf[buttons.designs[i]]]
            let accepted = acceptance.accepted(of: judgement, ofButton: id, hasUnknownSettings: !buttons.specs[i].unresolved.isEmpty)
            if accepted != .nothing {
                let own = { try judgeAlone(buttons.button(i), measure: measure, accepting: acceptance.of(button: id)).judgement }
                judgement = accepted == .unknown ? try own()
                    : try cache.placements.value(JudgeCache.PlacementKey(design: buttons.designs[i], accepted: accepted), own)
            }
            return ButtonResult(id: id, source: buttons.specs[i].source, judgement: judgement, isPreview: buttons.specs[i].isPreview)
        }
    }

    /// The button judged with what `accepting` accepts; when that is nothing, its judgement is
    /// shared by profile with other designs'.
    package func judgeAlone(_ button: PreparedButton, measure: Measurements, accepting: Acceptance) throws -> ButtonResult {
        var spec = button.spec
        // `.fixedSize()` texts beside the button lower its room's bound by their measured width.
        spec.unresolved = try FixedTextRoom.tightened(spec.unresolved, measure: measure)
        // A room the code bounds but does not fix is measured at its bound (`TextJudgement.atUpperBound`).
        spec.frame = UnknownSettings.frameAtBound(spec)
        // Invalid findings are kept whatever the rule selection: an invalid spec is never judged.
        if !button.invalid.isEmpty { return unjudged(spec, .invalid, button.invalid, accepting: accepting) }
        let palette = try button.palette.get()
        let axes = cache.axes.value(spec.title) { ButtonAxes(spec: spec, options: options, titles: titles) }
        let context = ButtonContext(policy: policy,
                                    defaultNeededHeight: try defaultNeededHeight(spec, axes: axes, measure: measure))

        var findings: [Finding] = [], suppressed: [Finding] = []
        var floor = Verdict.pass
        for rule in buttonRules {
            guard let outcome = rule.check(spec, context: context) else { continue }
            let finding = Finding(type(of: rule).info, outcome)
            guard !accepting.accepts(rule: finding.rule) else { suppressed.append(finding); continue }
            findings.append(finding)
            if outcome.level == .verdict { floor = max(floor, outcome.verdict) }
        }

        // When nothing is accepted the judgement depends only on the profiles and the button's own
        // findings, so designs that share them share it.
        let colorProfile = ColorProfile(spec, palette: palette)
        var profile = TextProfile(spec)
        profile.suppressed = suppressedTextGroups(spec, axes: axes, accepting: accepting)
        let judgement = { () throws -> ButtonJudgement in
            try self.judgement(spec, axes: axes, palette: palette, colorProfile: colorProfile, textProfile: profile,
                               own: findings, suppressedOwn: suppressed, floor: floor, accepting: accepting, measure: measure)
        }
        let shared = accepting.acceptsAny ? try judgement()
            : try cache.judgements.value(JudgeCache.JudgementKey(color: colorProfile, text: profile, own: findings), judgement)
        return ButtonResult(id: spec.id, source: spec.source, judgement: shared, isPreview: spec.isPreview)
    }

    private func judgement(_ spec: ButtonSpec, axes: ButtonAxes, palette: ButtonPalette, colorProfile: ColorProfile,
                           textProfile: TextProfile, own: [Finding], suppressedOwn: [Finding], floor: Verdict,
                           accepting: Acceptance, measure: Measurements) throws -> ButtonJudgement {
        func judgeColors() -> ColorJudgement {
            ColorJudgement(spec: spec, axes: axes, appearances: spec.appearances(of: options.appearances), palette: palette,
                           rules: colorRules, policy: policy, reportBold: options.boldText,
                           alphaLimits: options.alphaLimits, math: cache.colorMath) {
                accepting.accepts(rule: $0, appearance: $1, boldText: $2)
            }
        }
        var color = accepting.acceptsAny ? judgeColors() : cache.colorJudgements.value(colorProfile, judgeColors)
        var text = try cache.textJudgements.value(textProfile) {
            try TextJudgement(spec: spec, axes: axes, measure: measure, scope: textRules, policy: policy,
                              reportBold: options.boldText, suppressed: textProfile.suppressed, keepsAllRows: options.textMatrix)
        }
        // What rests on a setting the scan could not read is uncertain, not measured with a default.
        // An exemption of LB014 is the team's word that what the scan could not read does not matter here.
        let unknown = accepting.acknowledgesUnresolvedSettings ? UnknownSettings() : UnknownSettings(spec)
        // Where a fixed title would not fit if it followed Dynamic Type: LB010's advice, no verdict.
        var own = own.map { FixedSizeRule.advised($0, text.dynamicTypeAdvice) }, floor = floor
        let suppressedOwn = suppressedOwn.map { FixedSizeRule.advised($0, text.dynamicTypeAdvice) }
        if !unknown.isEmpty {
            func selected(_ info: RuleInfo) -> RuleInfo? { Self.isSelected(info, options) ? info : nil }
            if !unknown.colors.isEmpty { color = color.unknown(because: unknown.colors, reportedBy: selected(TitleContrastRule.info)) }
            if !unknown.text.isEmpty, spec.title != .none {
                if let bound = unknown.textRoomBound {
                    text = text.atUpperBound(bound, because: unknown.text, reportedBy: selected(TitleTruncatedRule.info),
                                             disabledPhrases: textRules.rules.map { type(of: $0).summaryPhrase(.disabled) })
                } else {
                    text = text.unknown(because: unknown.text, reportedBy: selected(TitleTruncatedRule.info))
                }
            }
            own = own.map { finding in unknown.rules[finding.rule].map { UnknownSettings.replacing(finding, $0) } ?? finding }
            floor = own.filter { $0.level == .verdict }.map(\.verdict).max() ?? .pass
        }

        var counts = VerdictCounts()
        for bi in axes.boldTexts.indices {
            for ci in axes.categories.indices {
                counts = counts + CombinationCounter.count(colorVerdicts: color.verdicts[bi][ci],
                                                           textVerdicts: text.verdicts[bi][ci], floor: floor)
            }
        }
        let verdict = Verdict.allCases.last { counts[$0] > 0 } ?? .pass
        let findings = Finding.inReportOrder(own + color.findings + text.findings)
        let suppressed = Finding.inReportOrder(suppressedOwn + color.suppressedFindings + text.suppressedFindings)
        let hints = FixHints(
            largestFittingFontSize: text.largestFittingFontSize, fontSizeBelowMinimum: text.fontSizeBelowMinimum,
            checkedUpTo: text.checkedUpTo, minimumFrameWidth: text.minimumFrameWidth,
            minimumFrameHeight: text.minimumFrameHeight, screenWidth: text.screenWidth,
            largestFittingCategory: text.largestFittingCategory, longestFittingTitle: text.longestFittingTitle,
            colorSuggestions: color.suggestions,
            minimumBackgroundAlpha: color.minimumBackgroundAlpha, minimumViewAlpha: color.minimumViewAlpha)
        return ButtonJudgement(
            status: .judged, verdict: verdict, counts: counts, appearances: color.rows, findings: findings,
            text: text.rows, summaries: text.summaries + color.summaries, fixHints: hints, suppressedFindings: suppressed)
    }

    /// The text judgement's groups (rule × locale × Bold Text) whose findings the baseline accepts.
    private func suppressedTextGroups(_ spec: ButtonSpec, axes: ButtonAxes, accepting: Acceptance) -> Set<Int> {
        guard accepting.acceptsAny else { return [] }
        var groups = Set<Int>()
        for ri in textRules.rules.indices {
            for (li, locale) in axes.locales.enumerated() {
                let id = textRules.ruleInfo(ri, pseudolanguage: locale.isPseudolanguage).id
                let measuredBy = locale.isPseudolanguage ? type(of: textRules.rules[ri]).info.id : nil
                for (bi, bold) in axes.boldTexts.enumerated()
                where accepting.accepts(rule: id, locale: locale.locale,
                                         boldText: options.boldText ? bold : nil, measuredBy: measuredBy)
                {
                    groups.insert(TextJudgement.group(rule: ri, locale: li, bold: bi, axes: axes))
                }
            }
        }
        return groups
    }

    private func unjudged(_ spec: ButtonSpec, _ status: ButtonResult.Status, _ findings: [Finding],
                          accepting: Acceptance) -> ButtonResult {
        let hidden = { (f: Finding) in accepting.accepts(rule: f.rule) }
        return ButtonResult(id: spec.id, source: spec.source, status: status, verdict: .pass, counts: VerdictCounts(),
                            appearances: [], findings: findings.filter { !hidden($0) }, text: [], summaries: [],
                            fixHints: FixHints(), suppressedFindings: findings.filter(hidden), isPreview: spec.isPreview)
    }

    /// The height the content needs at the default size in the reference locale (the glyph's
    /// alone for a glyph-only button).
    private func defaultNeededHeight(_ spec: ButtonSpec, axes: ButtonAxes, measure: Measurements) throws -> Double {
        let size = spec.pointSize(at: .default)
        var line = 0.0
        if spec.title != .none, let reference = axes.referenceLocale,
           let key = axes.key(spec: spec, title: spec.title, locale: reference, category: .default, boldText: false)
        {
            line = try measure(key).lineHeight
        }
        let title = spec.title == .none ? nil : (width: SystemLength.zero, lineHeight: SystemLength(line))
        return SystemSizeFormula.neededSize(title: title, hasGlyph: spec.glyph != .none, fontSize: size, target: policy.target)
            .height.estimate
    }
}

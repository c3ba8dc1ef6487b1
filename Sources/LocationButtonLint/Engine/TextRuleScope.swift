/// Which text rules run in which titles, from the rules' own declarations (`Rule.titleScope`,
/// `StressTestRule.checks`): a text rule selected runs in the real languages; a stress test rule
/// selected (LB015) runs the checks it names in the pseudolanguages, their findings reported under
/// its id. So `--rule LB015` checks only the stress tests and `--exclude-rule LB015` only the real
/// languages.
struct TextRuleScope: Sendable {
    /// The text rules to evaluate at all, in id order.
    var rules: [any TextRule]
    /// Per rule in `rules`: whether it runs in the real languages.
    var inLanguages: [Bool]
    /// Per rule in `rules`: the stress test rule that runs it in the pseudolanguages, if any.
    var inPseudolanguages: [(any StressTestRule)?]

    init(selects: (RuleInfo) -> Bool) {
        let stressRules = RuleCatalog.stressTestRules.filter {
            type(of: $0).titleScope == .pseudolanguages && selects(type(of: $0).info)
        }
        let candidates = RuleCatalog.textRules
        let languages = candidates.map { type(of: $0).titleScope == .languages && selects(type(of: $0).info) }
        let stress = candidates.map { rule in stressRules.first { $0.runs(rule) } }
        let kept = candidates.indices.filter { languages[$0] || stress[$0] != nil }
        rules = kept.map { candidates[$0] }
        inLanguages = kept.map { languages[$0] }
        inPseudolanguages = kept.map { stress[$0] }
    }

    func runs(_ rule: Int, pseudolanguage: Bool) -> Bool {
        pseudolanguage ? inPseudolanguages[rule] != nil : inLanguages[rule]
    }

    /// The id a finding of `rules[rule]` reports in this locale.
    func ruleInfo(_ rule: Int, pseudolanguage: Bool) -> RuleInfo {
        guard pseudolanguage, let stress = inPseudolanguages[rule] else { return type(of: rules[rule]).info }
        return type(of: stress).info
    }

    /// A verdict of `rules[rule]` in this locale, as the rule reporting it words it.
    func verdict(_ rule: Int, _ found: Verdict, pseudolanguage: Bool) -> Verdict {
        guard pseudolanguage, let stress = inPseudolanguages[rule] else { return found }
        return stress.verdict(found)
    }

    /// An outcome of `rules[rule]` in this locale, as the rule reporting it words it.
    func outcome(_ rule: Int, _ found: CellOutcome, pseudolanguage: Bool) -> CellOutcome {
        guard pseudolanguage, let stress = inPseudolanguages[rule] else { return found }
        return stress.outcome(found)
    }
}

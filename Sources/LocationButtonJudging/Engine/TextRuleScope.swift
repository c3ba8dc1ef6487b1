import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// Which text rules run in which titles, from the rules' own declarations (`Rule.titleScope`,
/// `StressTestRule.checks`): a text rule selected runs in the real languages; a stress test rule
/// selected (LB015) runs the checks it names in the pseudolanguages, their findings reported under
/// its id. So `--rule LB015` checks only the stress tests and `--exclude-rule LB015` only the real
/// languages.
package struct TextRuleScope: Sendable {
    /// The text rules to evaluate at all, in id order.
    package var rules: [any TextRule]
    /// Per rule in `rules`: whether it runs in the real languages.
    package var inLanguages: [Bool]
    /// Per rule in `rules`: the stress test rule that runs it in the pseudolanguages, if any.
    package var inPseudolanguages: [(any StressTestRule)?]
    /// Per rule in `rules`: whether it runs in the pseudolanguages, and the worst verdict it may
    /// report there (its stress test rule's cap). Read in every cell of a matrix, so the stress
    /// test rule, an existential, is not copied out to answer.
    private var runsInPseudolanguages: [Bool]
    private var pseudolanguageCaps: [Verdict]

    package init(selects: (RuleInfo) -> Bool) {
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
        runsInPseudolanguages = inPseudolanguages.map { $0 != nil }
        pseudolanguageCaps = inPseudolanguages.map { $0.map { type(of: $0).verdictCap } ?? .disabled }
    }

    package func runs(_ rule: Int, pseudolanguage: Bool) -> Bool {
        pseudolanguage ? runsInPseudolanguages[rule] : inLanguages[rule]
    }

    /// The id a finding of `rules[rule]` reports in this locale.
    package func ruleInfo(_ rule: Int, pseudolanguage: Bool) -> RuleInfo {
        guard pseudolanguage, let stress = inPseudolanguages[rule] else { return type(of: rules[rule]).info }
        return type(of: stress).info
    }

    /// A verdict of `rules[rule]` in this locale, as the rule reporting it words it.
    package func verdict(_ rule: Int, _ found: Verdict, pseudolanguage: Bool) -> Verdict {
        guard pseudolanguage, runsInPseudolanguages[rule] else { return found }
        return min(found, pseudolanguageCaps[rule])
    }

    /// An outcome of `rules[rule]` in this locale, as the rule reporting it words it.
    package func outcome(_ rule: Int, _ found: CellOutcome, pseudolanguage: Bool) -> CellOutcome {
        guard pseudolanguage, let stress = inPseudolanguages[rule] else { return found }
        return stress.outcome(found)
    }
}

/// Which locales each text rule runs in. A text rule selected by id (LB004, LB005) runs in the
/// real languages; the pseudolanguage stress rule (LB015) selected runs every text rule in the
/// pseudolanguages, its findings reported under LB015. So `--rule LB015` checks only the stress
/// tests and `--exclude-rule LB015` only the real languages.
struct TextRuleScope: Sendable {
    /// The text rules to evaluate at all, in id order.
    var rules: [any TextRule]
    /// Per rule in `rules`: whether it runs in the real languages.
    var inLanguages: [Bool]
    /// Whether every rule in `rules` runs in the pseudolanguages.
    var inPseudolanguages: Bool

    init(selects: (RuleInfo) -> Bool) {
        let stress = selects(PseudolanguageStressRule.info)
        inPseudolanguages = stress
        rules = RuleCatalog.textRules.filter { stress || selects(type(of: $0).info) }
        inLanguages = rules.map { selects(type(of: $0).info) }
    }

    func runs(_ rule: Int, pseudolanguage: Bool) -> Bool {
        pseudolanguage ? inPseudolanguages : inLanguages[rule]
    }

    /// The id a finding of `rule` reports in this locale.
    func ruleInfo(_ rule: any TextRule, pseudolanguage: Bool) -> RuleInfo {
        pseudolanguage ? PseudolanguageStressRule.info : type(of: rule).info
    }
}

extension Finding {
    /// A finding from a rule's cell outcome, in the rule's words, pointing at the rule's fix keys.
    init(_ info: RuleInfo, _ outcome: CellOutcome, appearance: Appearance? = nil,
         locale: String? = nil, category: SizeCategory? = nil, categoryEnd: SizeCategory? = nil, boldText: Bool? = nil,
         isStressTest: Bool = false, measuredBy: String? = nil) {
        self.init(rule: info.id, name: info.name, verdict: outcome.level == .verdict ? outcome.verdict : .pass,
                  level: outcome.level, appearance: appearance, locale: locale, category: category,
                  categoryEnd: categoryEnd, boldText: boldText, isStressTest: isStressTest, headline: outcome.headline,
                  measured: outcome.measured, limit: outcome.limit, keys: info.fixKeys,
                  console: outcome.console.map { $0.map(\.rawValue) }, amount: outcome.amount, measuredBy: measuredBy)
        explanation = outcome.explanation
    }
}

extension Finding {
    /// A finding from a rule's cell outcome.
    init(_ info: RuleInfo, _ outcome: CellOutcome, button: String, appearance: Appearance? = nil,
         locale: String? = nil, category: SizeCategory? = nil, boldText: Bool? = nil, message: String? = nil) {
        self.init(rule: info.id, name: info.name, verdict: outcome.level == .verdict ? outcome.verdict : .pass,
                  level: outcome.level, button: button, appearance: appearance, locale: locale, category: category,
                  boldText: boldText, message: message ?? outcome.message, measured: outcome.measured,
                  limit: outcome.limit)
    }
}

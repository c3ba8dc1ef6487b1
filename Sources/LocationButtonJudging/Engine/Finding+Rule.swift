import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
extension Finding {
    /// A finding from a rule's cell outcome, in the rule's words, pointing at the rule's fix keys.
    package init(_ info: RuleInfo, _ outcome: CellOutcome, appearance: Appearance? = nil,
         locale: String? = nil, category: SizeCategory? = nil, categoryEnd: SizeCategory? = nil, boldText: Bool? = nil,
         isStressTest: Bool = false, measuredBy: String? = nil) {
        self.init(rule: info.id, name: info.name, verdict: outcome.level == .verdict ? outcome.verdict : .pass,
                  level: outcome.level, appearance: appearance, locale: locale, category: category,
                  categoryEnd: categoryEnd, boldText: boldText, isStressTest: isStressTest,
                  words: outcome.amount == nil ? outcome.headline : "", explanation: outcome.explanation,
                  measured: outcome.measured, limit: outcome.limit, keys: info.fixKeyTexts,
                  console: outcome.console.map(SystemConsoleLine.texts), amount: outcome.amount,
                  measuredBy: measuredBy, platform: nil)
    }
}

extension SystemConsoleLine {
    /// `lines` as the text findings carry. A finding names one line nearly always, and a large run
    /// holds a million findings: each single line's list is made once and shared.
    package static func texts(_ lines: [SystemConsoleLine]) -> [String] {
        lines.count == 1 ? single[lines[0]]! : lines.map(\.rawValue)
    }

    private static let single = Dictionary(uniqueKeysWithValues: allCases.map { ($0, [$0.rawValue]) })
}

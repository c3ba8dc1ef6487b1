/// Every rule the engine runs, in id order. Reports list `RuleCatalog.infos` as rule metadata.
public enum RuleCatalog {
    static let buttonRules: [any ButtonRule] = [
        EmptyButtonRule(), CornerRadiusRule(), HitTargetRule(), FixedSizeRule(), PlatformRule(), FontSizeRule(), TapTimeRule(),
        TitleTruncatedRule(), TitleClippedRule(),
    ]
    static let colorRules: [any ColorRule] = [TitleContrastRule(), GlyphContrastRule(), TranslucencyRule(), MissingVariantRule()]
    static let textRules: [any TextRule] = [TitleTruncatedRule(), TitleClippedRule()]

    /// The button rules' messages that make a spec impossible to judge (level `invalid`). Shape checks
    /// need no measurement, so the content height is left at 0.
    static func invalidMessages(_ spec: ButtonSpec, policy: Policy) -> [String] {
        let context = ButtonContext(policy: policy, defaultNeededHeight: 0)
        return buttonRules.compactMap { rule in
            rule.check(spec, context: context).flatMap { $0.level == .invalid ? $0.text : nil }
        }
    }

    /// Every rule type, in id order.
    public static let all: [any Rule.Type] = [
        TitleContrastRule.self, GlyphContrastRule.self, TranslucencyRule.self, TitleTruncatedRule.self,
        TitleClippedRule.self, EmptyButtonRule.self, CornerRadiusRule.self, HitTargetRule.self,
        MissingVariantRule.self, FixedSizeRule.self, PlatformRule.self, FontSizeRule.self, TapTimeRule.self,
    ]

    public static var infos: [RuleInfo] { all.map { $0.info } }

    /// The rule with this id or name.
    public static func info(_ idOrName: String) -> RuleInfo? {
        infos.first { $0.id == idOrName || $0.name == idOrName }
    }
}

/// Every rule the engine runs, in id order. Reports list `RuleCatalog.infos` as rule metadata.
public enum RuleCatalog {
    /// Every rule, in id order: a new rule is added here and nowhere else.
    static let rules: [any Rule] = [
        TitleContrastRule(), GlyphContrastRule(), TranslucencyRule(), TitleTruncatedRule(), TitleClippedRule(),
        EmptyButtonRule(), CornerRadiusRule(), HitTargetRule(), MissingVariantRule(), FixedSizeRule(), PlatformRule(),
        FontSizeRule(), TapTimeRule(), UnresolvedSettingRule(), PseudolanguageStressRule(),
    ]

    /// The rules of each kind, in id order (a rule may be of two kinds).
    static let buttonRules = rules.compactMap(\.asButtonRule)
    static let colorRules = rules.compactMap(\.asColorRule)
    static let textRules = rules.compactMap(\.asTextRule)
    static let stressTestRules = rules.compactMap(\.asStressTestRule)

    /// Every rule type, in id order.
    public static let all: [any Rule.Type] = rules.map { type(of: $0) }

    public static var infos: [RuleInfo] { all.map { $0.info } }

    /// The rule with this id or name.
    public static func info(_ idOrName: String) -> RuleInfo? {
        infos.first { $0.id == idOrName || $0.name == idOrName }
    }
}

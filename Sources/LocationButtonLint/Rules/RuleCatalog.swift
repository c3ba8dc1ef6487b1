/// Every rule the engine runs, in id order. Reports list `RuleCatalog.infos` as rule metadata.
public enum RuleCatalog {
    /// Every rule, in id order. A new rule is added here and to its kind's list below.
    static let rules: [any Rule] = [
        TitleContrastRule(), GlyphContrastRule(), TranslucencyRule(), TitleTruncatedRule(), TitleClippedRule(),
        EmptyButtonRule(), CornerRadiusRule(), HitTargetRule(), MissingVariantRule(), FixedSizeRule(), PlatformRule(),
        FontSizeRule(), TapTimeRule(), UnresolvedSettingRule(), PseudolanguageStressRule(),
    ]

    /// The rules of each kind, in id order (a rule may be of two kinds). Written out rather than
    /// cast from `rules`: each failed cast scans every conformance of the binary once, milliseconds
    /// of a run's start. `RuleCatalogTests` checks that they are `rules`' of that kind.
    static let buttonRules: [any ButtonRule] = [
        TitleTruncatedRule(), TitleClippedRule(), EmptyButtonRule(), CornerRadiusRule(), HitTargetRule(), FixedSizeRule(),
        PlatformRule(), FontSizeRule(), TapTimeRule(), UnresolvedSettingRule(),
    ]
    static let colorRules: [any ColorRule] = [TitleContrastRule(), GlyphContrastRule(), TranslucencyRule(), MissingVariantRule()]
    static let textRules: [any TextRule] = [TitleTruncatedRule(), TitleClippedRule()]

    /// Every rule type, in id order.
    public static let all: [any Rule.Type] = rules.map { type(of: $0) }

    public static var infos: [RuleInfo] { all.map { $0.info } }

    /// The rule with this id or name.
    public static func info(_ idOrName: String) -> RuleInfo? {
        infos.first { $0.id == idOrName || $0.name == idOrName }
    }
}

import LocationButtonModel
/// Every rule, in id order. Reports list `iosInfos` as rule metadata, and `platformInfos` too when
/// a button names Android or the web.
public enum RuleCatalog {
    /// Every rule, in id order: a new rule is added here and nowhere else. What the engine runs of
    /// it follows from the protocols it conforms to (the kind lists below); `RuleCatalogTests`
    /// finds every rule type declared in `Rules/` here.
    package static let rules: [any Rule] = [
        TitleContrastRule(), GlyphContrastRule(), TranslucencyRule(), TitleTruncatedRule(), TitleClippedRule(),
        EmptyButtonRule(), CornerRadiusRule(), HitTargetRule(), MissingVariantRule(), FixedSizeRule(), PlatformRule(),
        FontSizeRule(), TapTimeRule(), UnresolvedSettingRule(), PseudolanguageStressRule(),
        AndroidColorChangedRule(), AndroidSizeClampedRule(), AndroidLabelRule(), WebStyleInvalidRule(), WebStyleClampedRule(),
    ]

    /// The rules of each kind, in id order (a rule may be of two kinds).
    package static let buttonRules = rules.compactMap(\.asButtonRule)
    package static let colorRules = rules.compactMap(\.asColorRule)
    package static let textRules = rules.compactMap(\.asTextRule)
    package static let stressTestRules = rules.compactMap(\.asStressTestRule)
    package static let crossPlatformRules = rules.compactMap(\.asCrossPlatformRule)

    /// Every rule type, in id order.
    public static let all: [any Rule.Type] = rules.map { type(of: $0) }

    /// Every rule's metadata, in id order.
    public static var infos: [RuleInfo] { all.map { $0.info } }

    /// CoreLocationUI's rules: every run's.
    public static let iosInfos = rules.filter { $0.asCrossPlatformRule == nil }.map { type(of: $0).info }

    /// Android 17's and Chromium's rules: a run's when a button names those platforms.
    public static let platformInfos = crossPlatformRules.map { type(of: $0).info }

    /// The rule with this id or name.
    public static func info(_ idOrName: String) -> RuleInfo? {
        infos.first { $0.id == idOrName || $0.name == idOrName }
    }
}

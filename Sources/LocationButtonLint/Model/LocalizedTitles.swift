/// The system's titles in one language, as the engine checks them.
public struct LocalizedTitles: Sendable, Hashable {
    /// BCP 47 tag, e.g. `de`, `zh-Hant`, or a pseudolanguage's name.
    public var locale: String
    /// Xcode's pseudolanguages are stress tests: the system, not the app, localizes the title, so
    /// they never yield `disabled` (see `RuleEngine`).
    public var isPseudolanguage: Bool
    public var texts: [TitleKey: String]

    public init(locale: String, isPseudolanguage: Bool = false, texts: [TitleKey: String]) {
        self.locale = locale; self.isPseudolanguage = isPseudolanguage; self.texts = texts
    }
}

/// The system's titles in one language, as the engine checks them.
public struct LocalizedTitles: Sendable, Hashable {
    /// BCP 47 tag, e.g. `de`, `zh-Hant`, or a pseudolanguage's tag (`en-x-accented`).
    public var locale: String
    /// Xcode's pseudolanguages are stress tests: the system, not the app, localizes the title, so
    /// they never yield `disabled` (see `RuleEngine`).
    public var isPseudolanguage: Bool
    public var texts: [Title: String]
    /// Fraction of a title's width by which Apple's wording may differ from this text (ours, not
    /// verified as Apple's; `WordingProvenance`); absent: none.
    public var wordingMargins: [Title: Double]

    public init(locale: String, isPseudolanguage: Bool = false, texts: [Title: String], wordingMargins: [Title: Double] = [:]) {
        self.locale = locale; self.isPseudolanguage = isPseudolanguage; self.texts = texts
        self.wordingMargins = wordingMargins
    }

    /// Every locale of `catalog` (sorted, so reports list them in the same order), then the
    /// given pseudolanguages generated from its English titles.
    public static func all(from catalog: TitleCatalog, pseudolanguages: [Pseudolanguage] = Pseudolanguage.allCases)
        -> [LocalizedTitles]
    {
        catalog.locales.map { LocalizedTitles(locale: $0, texts: catalog.titles(locale: $0),
                                              wordingMargins: catalog.wordingMargins(locale: $0)) }
            + pseudolanguages.map { LocalizedTitles(locale: $0.tag, isPseudolanguage: true, texts: catalog.titles(locale: $0.tag)) }
                .filter { !$0.texts.isEmpty }
    }
}

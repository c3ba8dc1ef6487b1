/// The system titles' text per locale: the bundled catalog, possibly merged with a team's own, and
/// possibly restricted to the languages an app ships. Pseudolanguages are not stored; `text` makes
/// them from the English titles on request.
public struct TitleCatalog: Sendable, Equatable {
    /// Locale tag (canonical, see `LocaleInfo.tag`) → title → text. Never holds `.none`.
    public private(set) var texts: [String: [Title: String]]
    /// The English titles pseudolanguages are made from. Kept when the catalog is restricted to
    /// an app's languages, which need not include English.
    public private(set) var english: [Title: String]
    /// Locale → title → the wording margin of a text that is ours, not Apple's (`WordingProvenance`);
    /// absent: none (Apple's text, or a team's).
    public var wordingMargins: [String: [Title: Double]] = [:]

    /// `english` defaults to the texts stored under `en`.
    public init(texts: [String: [Title: String]], english: [Title: String]? = nil,
                wordingMargins: [String: [Title: Double]] = [:]) {
        self.texts = texts.mapValues { $0.filter { $0.key != .none } }.filter { !$0.value.isEmpty }
        self.english = (english ?? self.texts["en"] ?? [:]).filter { $0.key != .none }
        self.wordingMargins = wordingMargins
    }

    /// The wording margin of the text `text(title, locale:)` gives: that of the tag it is found
    /// under. A pseudolanguage, a stress test that never disables, has none.
    public func wordingMargin(_ title: Title, locale: String) -> Double {
        wordingMargin(title, in: Lookup(locale))
    }

    private func wordingMargin(_ title: Title, in lookup: Lookup) -> Double {
        switch lookup {
        case .pseudo: return 0
        case .chain(let chain):
            guard let tag = chain.first(where: { texts[$0]?[title] != nil }) else { return 0 }
            return wordingMargins[tag]?[title] ?? 0
        }
    }

    /// Every title's wording margin in the locale (after fallback).
    public func wordingMargins(locale: String) -> [Title: Double] {
        let lookup = Lookup(locale)  // the tag is read once for every title
        var found: [Title: Double] = [:]
        for title in Title.withText where text(title, in: lookup) != nil {
            let margin = wordingMargin(title, in: lookup)
            if margin > 0 { found[title] = margin }
        }
        return found
    }

    /// The stored locales, sorted, so every report lists them in the same order.
    public var locales: [String] { texts.keys.sorted() }

    /// The text the system would show: the first tag of the locale's fallback chain that has the
    /// title; a pseudolanguage's transform of the English text. Nil for `.none` or when absent.
    public func text(_ title: Title, locale: String) -> String? {
        guard title != .none else { return nil }
        return text(title, in: Lookup(locale))
    }

    /// Every title with text in the locale (after fallback).
    public func titles(locale: String) -> [Title: String] {
        let lookup = Lookup(locale)  // the tag is read once for every title
        var found: [Title: String] = [:]
        for title in Title.withText { found[title] = text(title, in: lookup) }
        return found
    }

    /// Where a locale's texts come from: a pseudolanguage's transform, or a fallback chain.
    private enum Lookup {
        case pseudo(Pseudolanguage)
        case chain([String])

        init(_ locale: String) {
            if let pseudo = Pseudolanguage(tag: locale) { self = .pseudo(pseudo) }
            else { self = .chain(LocaleInfo(tag: locale)?.fallbackChain ?? [locale]) }
        }
    }

    private func text(_ title: Title, in lookup: Lookup) -> String? {
        switch lookup {
        case .pseudo(let pseudo): english[title].map(pseudo.apply(to:))
        case .chain(let chain): chain.lazy.compactMap { texts[$0]?[title] }.first
        }
    }

    public enum MergeMode: String, Sendable {
        /// The team's texts replace the bundled ones they name; languages it adds are added;
        /// the rest stays.
        case extend
        /// Only the team's catalog counts.
        case replace
    }

    /// This catalog with a team's catalog (e.g. Apple's strings taken from the framework) on top.
    public func merging(_ team: TitleCatalog, mode: MergeMode = .extend) -> TitleCatalog {
        guard mode == .extend else { return team }
        var merged = texts
        var margins = wordingMargins
        for (locale, titles) in team.texts {
            merged[locale, default: [:]].merge(titles) { _, theirs in theirs }
            // The team's text is its own (Apple's, when taken from the framework): no wording margin.
            for title in titles.keys { margins[locale]?[title] = nil }
        }
        return TitleCatalog(texts: merged, english: merged["en"], wordingMargins: margins)
    }

    /// The catalog an app's users see: one locale per selected language, texts found along the
    /// language's fallback chain (`es-MX` gets `es-419`'s). `unmatched` lists the languages
    /// nothing here covers — iOS does not offer them, so the system shows the title in the
    /// user's next preferred language.
    public func restricted(to selection: LanguageSelection) -> (catalog: TitleCatalog, unmatched: [String]) {
        var selected: [String: [Title: String]] = [:]
        var margins: [String: [Title: Double]] = [:]
        var unmatched: [String] = []
        for language in selection.languages {
            let titles = titles(locale: language)
            if titles.isEmpty { unmatched.append(language) } else { selected[language] = titles }
            let found = wordingMargins(locale: language)
            if !found.isEmpty { margins[language] = found }
        }
        return (TitleCatalog(texts: selected, english: english, wordingMargins: margins), unmatched)
    }
}

import Foundation

/// The languages to check: what `--languages de,fr,ja` lists, or what an app's String Catalog
/// ships (`--languages-from`: its localizations plus its source language).
public struct LanguageSelection: Sendable, Equatable {
    /// Canonical tags, in the order first given, without repeats.
    public let languages: [String]

    /// Tags the model cannot read (malformed, or an unknown language without a script subtag)
    /// are returned in `rejected` rather than silently dropped.
    public static func make(_ tags: [String]) -> (selection: LanguageSelection, rejected: [String]) {
        var languages: [String] = []
        var rejected: [String] = []
        for raw in tags {
            guard let info = LocaleInfo(tag: raw) else { rejected.append(raw); continue }
            if !languages.contains(info.tag) { languages.append(info.tag) }
        }
        return (LanguageSelection(languages: languages), rejected)
    }

    /// Splits a comma-separated list such as `de, fr,ja`; empty items are ignored.
    public static func parse(list: String) -> (selection: LanguageSelection, rejected: [String]) {
        make(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
    }

    /// Both selections' languages, this one's first.
    public func union(_ other: LanguageSelection) -> LanguageSelection {
        LanguageSelection(languages: languages + other.languages.filter { !languages.contains($0) })
    }

    private init(languages: [String]) { self.languages = languages }
}

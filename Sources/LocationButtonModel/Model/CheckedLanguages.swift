/// The languages a run checked titles in and where that choice came from, said in every report:
/// a title is only as right as the languages it is checked in.
public struct CheckedLanguages: Sendable, Equatable {
    /// BCP 47 tags, sorted (pseudolanguages, stress tests, are not among them).
    public var checked: [String]
    /// Where the choice came from: `--languages`, a theme's `languages`, the app's localizations
    /// (`knownRegions in App.xcodeproj/project.pbxproj, .lproj folders`), or the default.
    public var source: String
    /// Nothing chose them: every system language, for want of evidence.
    public var isDefault: Bool

    public init(checked: [String], source: String, isDefault: Bool = false) {
        self.checked = checked; self.source = source; self.isDefault = isDefault
    }

    /// What a run without any language evidence checks, and how to narrow it.
    public static let defaultSource = "no localization found, so every system language; set the app's with --languages, or languages: in .locbutton.yml or the theme"

    /// Several themes' choices as one: the languages together, the sources in order.
    public static func merged(_ all: [CheckedLanguages]) -> CheckedLanguages? {
        guard !all.isEmpty else { return nil }
        var sources: [String] = []
        for item in all where !sources.contains(item.source) { sources.append(item.source) }
        return CheckedLanguages(checked: Array(Set(all.flatMap(\.checked))).sorted(), source: sources.joined(separator: "; "),
                                isDefault: all.allSatisfy(\.isDefault))
    }

    /// Why `fallback` is checked for an app none of whose languages has a system title.
    public static func fallbackNote(_ languages: [String], fallback: String) -> String {
        "no language of the app has a system title (\(languages.joined(separator: ", "))): checked \(fallback), CoreLocationUI's development region, which its title falls back to"
    }

    /// The text report's line.
    public var line: String {
        let list = checked.count > 12 ? "\(checked.count) languages" : checked.joined(separator: ", ")
        return isDefault ? "languages: \(list) (\(source))" : "languages: \(list) (from \(source))"
    }
}

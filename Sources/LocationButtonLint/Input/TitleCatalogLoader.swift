import Foundation

/// Turns String Catalogs into the titles the checks use: the bundled
/// `Locales/LocationButtonTitles.xcstrings`, a team's `--locales` catalog on top, restricted to
/// `--languages` / `--languages-from`.
public enum TitleCatalogLoader {
    /// Where the bundled catalog lives under the project root.
    public static let bundledPath = "Locales/LocationButtonTitles.xcstrings"

    /// The bundled titles.
    public static func bundled(root: URL) throws(InputError) -> TitleCatalog {
        try load(contentsOf: root.appendingPathComponent(bundledPath), file: bundledPath)
    }

    /// A title catalog file (the bundled one or a team's).
    public static func load(contentsOf url: URL, file: String? = nil) throws(InputError) -> TitleCatalog {
        let name = file ?? url.path
        return try titles(from: StringCatalogReader.read(contentsOf: url, file: name), file: name)
    }

    /// The titles in a parsed catalog. Its keys must be the five title names (a misspelt key
    /// would otherwise be silently ignored); its language tags must be readable BCP 47. A
    /// localization without text (`state` `new` with an empty value) is skipped.
    public static func titles(from catalog: StringCatalog, file: String) throws(InputError) -> TitleCatalog {
        let root = JSONPath().member("strings")
        var texts: [String: [Title: String]] = [:]
        for key in catalog.strings.keys.sorted() {
            guard let title = Title(rawValue: key), title != .none, let entry = catalog.strings[key] else {
                let expected = Title.withText.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                throw InputError(file: file, place: root.member(key).description,
                                 "expected a title key (\(expected)), found \"\(key)\"")
            }
            // Sorted, so two spellings of one tag (`pt_BR`, `pt-BR`) resolve the same way every run.
            for language in entry.localizations.keys.sorted() {
                guard let localization = entry.localizations[language] else { continue }
                let path = root.member(key).member("localizations").member(language)
                guard let info = LocaleInfo(tag: language) else {
                    throw InputError(file: file, place: path.description,
                                     "expected a BCP 47 language tag such as \"de\" or \"zh-Hant\", found \"\(language)\"")
                }
                if let text = plainText(localization), !text.isEmpty { texts[info.tag, default: [:]][title] = text }
            }
        }
        guard !texts.isEmpty else {
            throw InputError(file: file, place: root.description, "expected at least one translated title, found none")
        }
        return TitleCatalog(texts: texts)
    }

    /// The text an iPhone shows: the plain string unit, else the iPhone (or catch-all) device
    /// variation, else the plural `other` form.
    private static func plainText(_ localization: StringCatalog.Localization) -> String? {
        if let unit = localization.stringUnit { return unit.value }
        let device = localization.variations["device"]
        for variation in [device?["iphone"], device?["other"], localization.variations["plural"]?["other"]] {
            if let variation, let text = plainText(variation) { return text }
        }
        return nil
    }

    /// The titles in effect for one run, from the global options: the bundled catalog, a team's
    /// catalog on top (`localesFile`), restricted to the listed languages and those a catalog
    /// ships. Paths are as the user typed them, relative to `base`. `unmatched` lists selected
    /// languages no catalog covers.
    public static func effective(root: URL, localesFile: String?, languages: String?, languagesFrom: String?,
                                 base: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        throws(InputError) -> (catalog: TitleCatalog, unmatched: [String]) {
        // Each file is parsed once: `--languages-from` often names the bundled catalog itself.
        var parsed: [URL: StringCatalog] = [:]
        func read(_ url: URL, _ name: String) throws(InputError) -> StringCatalog {
            if let catalog = parsed[url.standardizedFileURL] { return catalog }
            let catalog = try StringCatalogReader.read(contentsOf: url, file: name)
            parsed[url.standardizedFileURL] = catalog
            return catalog
        }
        var catalog = try titles(from: read(root.appendingPathComponent(bundledPath), bundledPath), file: bundledPath)
        if let localesFile {
            catalog = catalog.merging(try titles(from: read(url(localesFile, base), localesFile), file: localesFile))
        }
        var selection: LanguageSelection?
        if let languages {
            let (listed, rejected) = LanguageSelection.parse(list: languages)
            if let bad = rejected.first {
                throw InputError(file: "--languages", "expected BCP 47 language tags such as de,fr,zh-Hant, found \"\(bad)\"")
            }
            selection = listed
        }
        if let languagesFrom {
            let shipped = try languageSelection(of: read(url(languagesFrom, base), languagesFrom), file: languagesFrom)
            selection = selection.map { $0.union(shipped) } ?? shipped
        }
        guard let selection else { return (catalog, []) }
        return catalog.restricted(to: selection)
    }

    /// The languages an app's String Catalog ships: its localizations plus its source language.
    public static func languageSelection(contentsOf url: URL, file: String? = nil) throws(InputError) -> LanguageSelection {
        let name = file ?? url.path
        return try languageSelection(of: StringCatalogReader.read(contentsOf: url, file: name), file: name)
    }

    private static func languageSelection(of catalog: StringCatalog, file name: String) throws(InputError) -> LanguageSelection {
        let (selection, rejected) = LanguageSelection.make(catalog.languages)
        if let bad = rejected.first {
            throw InputError(file: name, "expected BCP 47 language tags, found \"\(bad)\"")
        }
        return selection
    }

    private static func url(_ path: String, _ base: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
    }
}

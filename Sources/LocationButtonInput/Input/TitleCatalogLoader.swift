import LocationButtonModel
import Foundation

/// Turns String Catalogs into the titles the checks use: the bundled
/// `Locales/LocationButtonTitles.xcstrings`, a team's `--locales` catalog on top, restricted to
/// `--languages` / `--languages-from`.
public enum TitleCatalogLoader {
    /// Where the bundled catalog lives under the project root.
    public static let bundledPath = "Locales/LocationButtonTitles.xcstrings"

    /// The bundled titles' texts (`effective` also gives them their wording margins).
    public static func bundled(root: URL) throws(InputError) -> TitleCatalog {
        try load(contentsOf: root.appendingPathComponent(bundledPath), file: bundledPath)
    }

    /// A title catalog file (the bundled one or a team's).
    public static func load(contentsOf url: URL, file: String? = nil) throws(InputError) -> TitleCatalog {
        let name = file ?? url.path
        return try titles(from: StringCatalogReader.read(contentsOf: url, file: name), file: name, at: url)
    }

    /// `titles(from:file:)` of the catalog read from `url`, its errors located by line and column.
    private static func titles(from catalog: StringCatalog, file name: String, at url: URL) throws(InputError) -> TitleCatalog {
        do { return try titles(from: catalog, file: name) } catch {
            // Read again only to say where: the catalog was just read, so the bytes are there.
            throw PathBytes.contents(url.path, limit: InputFile.Kind.titleCatalog.limit).map(error.locatedInJSON) ?? error
        }
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
                                 "expected a title key (\(expected)), found \(InputText.quoted(key))")
            }
            // Sorted, so two spellings of one tag (`pt_BR`, `pt-BR`) resolve the same way every run.
            for language in entry.localizations.keys.sorted() {
                guard let localization = entry.localizations[language] else { continue }
                // Built only for a message: a catalog has hundreds of localizations.
                var path: JSONPath { root.member(key).member("localizations").member(language) }
                guard let info = LocaleInfo(tag: language) else {
                    throw InputError(file: file, place: path.description,
                                     "expected a BCP 47 language tag such as \"de\" or \"zh-Hant\", found \(InputText.quoted(language))")
                }
                if let text = plainText(localization), !text.isEmpty {
                    try checkTitle(text, file: file, place: path)
                    texts[info.tag, default: [:]][title] = text
                }
            }
        }
        guard !texts.isEmpty else {
            throw InputError(file: file, place: root.description, "expected at least one translated title, found none")
        }
        return TitleCatalog(texts: texts)
    }

    /// The longest title accepted, in characters: the longest system title is under 50, and a
    /// pseudolanguage at most doubles it; a longer one is a mistake that would take long to shape.
    public static let maximumTitleLength = 200

    /// A title is one line of text: no control characters (a NUL, a newline), and not too long.
    private static func checkTitle(_ text: String, file: String, place: @autoclosure () -> JSONPath) throws(InputError) {
        if let bad = InputText.firstControl(in: text) {
            throw InputError(file: file, place: place().description,
                             "expected a one-line title without control characters, found U+\(String(format: "%04X", bad.value)) in \(InputText.quoted(text))")
        }
        // Characters are counted only when the bytes could be too many: a character is at least one byte.
        if text.utf8.count > maximumTitleLength, text.count > maximumTitleLength {
            throw InputError(file: file, place: place().description,
                             "expected a title of at most \(maximumTitleLength) characters, found \(text.count)")
        }
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
        try effective(root: root, localesFile: localesFile, languages: languages, languagesFrom: languagesFrom,
                      base: base, prefetched: nil)
    }

    /// The files `effective` reads for these options, being read from now on (those `earlier`
    /// reads taken from it): the title catalogs parsed, `languagesFrom` streamed for its languages.
    package static func prefetch(root: URL, localesFile: String?, languagesFrom: String?,
                         base: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                         after earlier: StringCatalogPrefetch? = nil) -> StringCatalogPrefetch {
        let files = [(root.appendingPathComponent(bundledPath), bundledPath)]
            + [localesFile].compactMap { $0 }.map { (url($0, base), $0) }
        return StringCatalogPrefetch(files, languagesOf: languagesFrom.map { (url($0, base), $0) }, root: root, after: earlier)
    }

    /// The titles of `root`'s bundled catalog, parsed as `catalog`. The bundled wordings are
    /// ours: each carries its provenance's margin.
    package static func bundledTitles(_ catalog: StringCatalog, root: URL) throws(InputError) -> TitleCatalog {
        var titles = try titles(from: catalog, file: bundledPath, at: root.appendingPathComponent(bundledPath))
        titles.wordingMargins = try WordingProvenance.bundled(root: root).margins(for: titles)
        return titles
    }

    /// `effective`, taking the catalogs `prefetched` has parsed.
    package static func effective(root: URL, localesFile: String?, languages: String?, languagesFrom: String?,
                          base: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                          prefetched: StringCatalogPrefetch?)
        throws(InputError) -> (catalog: TitleCatalog, unmatched: [String]) {
        // Each file is parsed once: `--locales` may name the bundled catalog itself.
        var parsed: [URL: StringCatalog] = [:]
        func read(_ url: URL, _ name: String) throws(InputError) -> StringCatalog {
            if let catalog = parsed[url.standardizedFileURL] { return catalog }
            let catalog: StringCatalog
            if let early = prefetched?.catalog(at: url) { catalog = try early.get() }
            else { catalog = try StringCatalogReader.read(contentsOf: url, file: name) }
            parsed[url.standardizedFileURL] = catalog
            return catalog
        }
        var catalog: TitleCatalog
        if let early = prefetched?.bundledTitles(root: root) { catalog = try early.get() }
        else { catalog = try bundledTitles(read(root.appendingPathComponent(bundledPath), bundledPath), root: root) }
        if let localesFile {
            let localesURL = url(localesFile, base)
            catalog = catalog.merging(try titles(from: read(localesURL, localesFile), file: localesFile, at: localesURL))
        }
        var selection: LanguageSelection?
        // `--languages all`: every language the catalog has.
        if let languages, languages.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) != ["all"] {
            let (listed, rejected) = LanguageSelection.parse(list: languages)
            if !rejected.isEmpty {
                // Every bad tag at once, as for a theme file.
                throw InputError(file: "--languages", "expected BCP 47 language tags such as de,fr,zh-Hant, found \(rejected.map(InputText.quoted).joined(separator: ", "))")
            }
            if listed.languages.isEmpty {
                throw InputError(file: "--languages", "expected at least one language, found an empty list (nothing would be checked)")
            }
            selection = listed
        }
        if let languagesFrom {
            let fromURL = url(languagesFrom, base)
            let languages: StringCatalogLanguages.Shipped
            if let early = prefetched?.shipped(at: fromURL) { languages = try early.get() }
            else { languages = try shipped(fromURL, file: languagesFrom) }
            let shipped = try languageSelection(of: languages, file: languagesFrom)
            selection = selection.map { $0.union(shipped) } ?? shipped
        }
        guard let selection else { return (catalog, []) }
        return catalog.restricted(to: selection)
    }

    /// The languages an app's String Catalog ships: its source language, then its localizations.
    public static func languageSelection(contentsOf url: URL, file: String? = nil) throws(InputError) -> LanguageSelection {
        let name = file ?? url.path
        return try languageSelection(of: shipped(url, file: name), file: name)
    }

    /// The languages of the catalog at `url`, streamed (`StringCatalogLanguages`): its texts
    /// are not kept, so a 60 MB catalog costs its languages (docs/hostile-input.md). Errors name
    /// the file as `name`.
    package static func shipped(_ url: URL, file name: String) throws(InputError) -> StringCatalogLanguages.Shipped {
        guard PathBytes.exists(url.path) else {
            throw InputError(file: name, "expected a String Catalog file (.xcstrings), found no such file")
        }
        guard !PathBytes.isFolder(url.path) else {
            throw InputError(file: name, "expected a String Catalog file (.xcstrings), found a folder")
        }
        do { return try StringCatalogLanguages.shipped(InputBytes(url.path, as: .stringCatalog)) } catch {
            guard error.file == url.path else { throw error }
            throw InputError(file: name, place: error.place, error.message)
        }
    }

    private static func languageSelection(of shipped: StringCatalogLanguages.Shipped,
                                          file name: String) throws(InputError) -> LanguageSelection {
        guard let source = shipped.source else {
            throw InputError(file: name, place: JSONPath().description,
                             "expected key \"sourceLanguage\" (a language tag such as \"en\"), found none")
        }
        let (selection, rejected) = LanguageSelection.make([source] + shipped.languages.subtracting([source]).sorted())
        if !rejected.isEmpty {
            throw InputError(file: name, "expected BCP 47 language tags, found \(rejected.map(InputText.quoted).joined(separator: ", "))")
        }
        return selection
    }

    private static func url(_ path: String, _ base: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
    }
}

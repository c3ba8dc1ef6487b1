import LocationButtonModel
import Foundation

/// String Catalogs parsed on a background thread while the CLI reads the themes, so that parsing
/// them (about 15 ms for the bundled titles) overlaps reading instead of following it; the
/// bundled one's titles are also made there, and `--languages-from`'s languages streamed. A
/// catalog is asked for by URL; the answer, or the error reading it, is the one
/// `StringCatalogReader` (`TitleCatalogLoader.shipped`) gives when called then.
package final class StringCatalogPrefetch: Sendable {
    private struct Parsed: Sendable {
        var catalogs: [URL: Result<StringCatalog, InputError>] = [:]
        var bundled: Result<TitleCatalog, InputError>?
        var languages: (url: URL, shipped: Result<StringCatalogLanguages.Shipped, InputError>)?
    }

    private let parsed: BackgroundValue<Parsed>
    /// The files parsed here (standardized); others are `earlier`'s.
    private let urls: Set<URL>
    private let earlier: StringCatalogPrefetch?
    /// The folder whose bundled catalog's titles are made, as `TitleCatalogLoader.bundledTitles`.
    private let root: URL

    /// Starts parsing the files, in order, each URL once (under the first name given for it);
    /// the first is `root`'s bundled catalog. Files `earlier` parses are taken from it. Then
    /// `languagesOf`'s languages are read.
    package init(_ files: [(url: URL, name: String)], languagesOf languageFile: (url: URL, name: String)? = nil,
         root: URL, after earlier: StringCatalogPrefetch? = nil) {
        self.root = root; self.earlier = earlier
        let own = files.filter { earlier?.urls.contains($0.url.standardizedFileURL) != true }
        urls = Set(own.map(\.url.standardizedFileURL))
        let bundledURL = files.first?.url.standardizedFileURL
        parsed = BackgroundValue {
            var parsed = Parsed()
            for (url, name) in own where parsed.catalogs[url.standardizedFileURL] == nil {
                parsed.catalogs[url.standardizedFileURL] = Result { () throws(InputError) in
                    try StringCatalogReader.read(contentsOf: url, file: name)
                }
            }
            if let bundledURL, case .success(let catalog)? = parsed.catalogs[bundledURL] {
                parsed.bundled = Result { () throws(InputError) in try TitleCatalogLoader.bundledTitles(catalog, root: root) }
            }
            if let file = languageFile {
                parsed.languages = (file.url.standardizedFileURL,
                                    Result { () throws(InputError) in try TitleCatalogLoader.shipped(file.url, file: file.name) })
            }
            return parsed
        }
    }

    /// The parsed catalog at `url`, once parsing is done; nil for a file not asked for.
    package func catalog(at url: URL) -> Result<StringCatalog, InputError>? {
        let key = url.standardizedFileURL
        return urls.contains(key) ? parsed.value.catalogs[key] : earlier?.catalog(at: url)
    }

    /// `TitleCatalogLoader.shipped` of the catalog at `url`, once read; nil for a file not asked for.
    package func shipped(at url: URL) -> Result<StringCatalogLanguages.Shipped, InputError>? {
        guard let languages = parsed.value.languages, languages.url == url.standardizedFileURL else { return nil }
        return languages.shipped
    }

    /// `TitleCatalogLoader.bundledTitles` of `root`'s bundled catalog, once made; nil when it
    /// was not parsed or the prefetch is for another folder.
    package func bundledTitles(root: URL) -> Result<TitleCatalog, InputError>? {
        guard root.standardizedFileURL == self.root.standardizedFileURL else { return nil }
        return parsed.value.bundled ?? earlier?.bundledTitles(root: root)
    }
}

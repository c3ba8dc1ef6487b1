import Foundation

/// String Catalogs parsed on a background thread while the CLI reads the themes, so that parsing
/// them (about 15 ms for the bundled titles) overlaps reading instead of following it; the
/// bundled one's titles are also made there. A catalog is asked for by URL; the answer, or the
/// error reading it, is the one `StringCatalogReader` gives when called then.
final class StringCatalogPrefetch: @unchecked Sendable {
    /// Written once by the background task before `done` is left; read only after waiting on it.
    private var catalogs: [URL: Result<StringCatalog, InputError>] = [:]
    private var bundled: Result<TitleCatalog, InputError>?
    private let done = DispatchGroup()
    /// The folder whose bundled catalog's titles are made, as `TitleCatalogLoader.bundledTitles`.
    private let root: URL

    /// Starts parsing the files, in order, each URL once (under the first name given for it);
    /// the first is `root`'s bundled catalog.
    init(_ files: [(url: URL, name: String)], root: URL) {
        self.root = root
        done.enter()
        DispatchQueue.global().async { [self] in
            var parsed: [URL: Result<StringCatalog, InputError>] = [:]
            for (url, name) in files where parsed[url.standardizedFileURL] == nil {
                parsed[url.standardizedFileURL] = Result { () throws(InputError) in
                    try StringCatalogReader.read(contentsOf: url, file: name)
                }
            }
            if let first = files.first, case .success(let catalog)? = parsed[first.url.standardizedFileURL] {
                bundled = Result { () throws(InputError) in try TitleCatalogLoader.bundledTitles(catalog, root: root) }
            }
            catalogs = parsed
            done.leave()
        }
    }

    /// `TitleCatalogLoader.bundledTitles` of `root`'s bundled catalog, once made; nil when it
    /// was not parsed or the prefetch is for another folder.
    func bundledTitles(root: URL) -> Result<TitleCatalog, InputError>? {
        guard root.standardizedFileURL == self.root.standardizedFileURL else { return nil }
        done.wait()
        return bundled
    }

    /// The parsed catalog at `url`, once parsing is done; nil for a file not asked for.
    func catalog(at url: URL) -> Result<StringCatalog, InputError>? {
        done.wait()
        return catalogs[url.standardizedFileURL]
    }
}

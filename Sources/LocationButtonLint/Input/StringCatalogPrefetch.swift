import Foundation

/// String Catalogs parsed on a background thread while the CLI reads the themes, so that parsing
/// them (about 15 ms for the bundled titles) overlaps reading instead of following it.
/// A catalog is asked for by URL; the answer, or the error reading it, is the one
/// `StringCatalogReader` gives when called then.
final class StringCatalogPrefetch: @unchecked Sendable {
    /// Written once by the background task before `done` is left; read only after waiting on it.
    private var catalogs: [URL: Result<StringCatalog, InputError>] = [:]
    private let done = DispatchGroup()

    /// Starts parsing the files, in order, each URL once (under the first name given for it).
    init(_ files: [(url: URL, name: String)]) {
        done.enter()
        DispatchQueue.global().async { [self] in
            var parsed: [URL: Result<StringCatalog, InputError>] = [:]
            for (url, name) in files where parsed[url.standardizedFileURL] == nil {
                parsed[url.standardizedFileURL] = Result { () throws(InputError) in
                    try StringCatalogReader.read(contentsOf: url, file: name)
                }
            }
            catalogs = parsed
            done.leave()
        }
    }

    /// The parsed catalog at `url`, once parsing is done; nil for a file not asked for.
    func catalog(at url: URL) -> Result<StringCatalog, InputError>? {
        done.wait()
        return catalogs[url.standardizedFileURL]
    }
}

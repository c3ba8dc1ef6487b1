import LocationButtonModel
import Foundation

/// The asset catalogs one run reads, each listed once however many themes, scans and checks name
/// it (a listing walks the whole folder), with one color resolver per list of catalogs, so a color
/// set is read once too. A catalog that cannot be listed keeps its error: each theme that names it
/// reports it, without a second walk.
public final class AssetCatalogs: @unchecked Sendable {
    private let lock = NSLock()
    private var listed: [String: Result<AssetCatalog, InputError>] = [:]
    private var resolvers: [[String]: ColorResolver] = [:]

    public init() {}

    /// How many folders were walked: once per distinct path (what the tests observe).
    public var listings: Int { lock.withLock { listed.count } }

    /// The catalog at `path`, listed on first use.
    public func catalog(at path: String) throws(InputError) -> AssetCatalog {
        let result = lock.withLock {
            if let known = listed[path] { return known }
            let made = Result { () throws(InputError) in try AssetCatalog.load(path: path) }
            listed[path] = made
            return made
        }
        return try result.get()
    }

    /// A resolver over the catalogs at `paths` (a name resolves in the first that has it); the
    /// same resolver for the same list, so what it has read it keeps.
    public func resolver(for paths: [String]) throws(InputError) -> ColorResolver {
        if let known = lock.withLock({ resolvers[paths] }) { return known }
        var sources: [AssetColorSource] = []
        for path in paths { sources.append(try catalog(at: path).colorSource) }
        let made = ColorResolver(catalogs: sources)
        return lock.withLock {
            if let known = resolvers[paths] { return known }
            resolvers[paths] = made
            return made
        }
    }
}

import Foundation

/// The colors of an asset catalog (`.xcassets`): every `*.colorset` at any depth, named as Xcode
/// names them — the set's folder name, prefixed with `Folder/` for each enclosing folder whose
/// `Contents.json` sets `"provides-namespace": true`.
public struct AssetCatalog: Sendable {
    /// The catalog as the user named it.
    public var path: String
    /// Colors by (namespaced) name.
    public var colors: [String: AppearanceColors]

    public init(path: String, colors: [String: AppearanceColors]) {
        self.path = path; self.colors = colors
    }

    /// Reads every color set under `path`. Throws an `InputError` naming the `Contents.json` and
    /// the JSON path of the first problem.
    public static func load(path: String) throws(InputError) -> AssetCatalog {
        // Listed by bytes (PathBytes): a colorset's name need not be UTF-8. A linked catalog is
        // read through its target; links inside it are not followed (as Xcode: no loops).
        let root = URL(fileURLWithPath: path)
        guard PathBytes.isFolder(path) else {
            throw InputError(file: path, "expected an asset catalog folder (.xcassets), found no such folder")
        }
        // Only a catalog is walked: `assets: /usr` would list every folder below it.
        guard root.standardizedFileURL.lastPathComponent.hasSuffix(".xcassets") else {
            throw InputError(file: path, "expected an asset catalog folder (.xcassets), found a folder of another kind")
        }
        var colors: [String: AppearanceColors] = [:]
        try collect(folder: root, displayPath: path, namespace: "", into: &colors)
        return AssetCatalog(path: path, colors: colors)
    }

    private static func collect(folder: URL, displayPath: String, namespace: String,
                                into colors: inout [String: AppearanceColors]) throws(InputError) {
        guard let names = PathBytes.entries(folder.path) else {
            throw InputError(file: displayPath, "expected a readable folder, found one that cannot be listed")
        }
        for name in names.sorted() {
            let child = folder.appendingPathComponent(name)
            guard PathBytes.isFolder(child.path, followingLinks: false) else { continue }
            let childPath = displayPath + "/" + name
            if name.hasSuffix(".colorset") {
                let contents = childPath + "/Contents.json"
                let json = try readJSON(child.appendingPathComponent("Contents.json"), displayPath: contents)
                colors[namespace + String(name.dropLast(".colorset".count))] =
                    try ColorSetReader(file: contents).read(json)
            } else if !name.contains(".") || name.hasSuffix(".xcassets") {
                // A plain folder (group). Other sets (.imageset, .appiconset …) are skipped.
                let contentsURL = child.appendingPathComponent("Contents.json")
                var childNamespace = namespace
                if PathBytes.exists(contentsURL.path) {
                    let json = try readJSON(contentsURL, displayPath: childPath + "/Contents.json")
                    if case .object(let root) = json, case .object(let properties)? = root["properties"],
                       properties["provides-namespace"] == .bool(true) {
                        childNamespace += name + "/"
                    }
                }
                try collect(folder: child, displayPath: childPath, namespace: childNamespace, into: &colors)
            }
        }
    }

    private static func readJSON(_ url: URL, displayPath: String) throws(InputError) -> ParsedJSON {
        let data: Data
        do { data = try InputFile.read(url.path, as: .assetContents) } catch {
            throw InputError(file: displayPath, error.message)
        }
        return try ParsedJSON.parse(data, file: displayPath)
    }
}

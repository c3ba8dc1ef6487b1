import LocationButtonModel
import Foundation

/// The colors of an asset catalog (`.xcassets`): every `*.colorset` at any depth, named as Xcode
/// names them — the set's folder name, prefixed with `Folder/` for each enclosing folder whose
/// `Contents.json` sets `"provides-namespace": true`.
///
/// Loading lists the sets; a set's `Contents.json` is read only when its color is asked for
/// (`color(named:)`), so a mistake in a color no checked button uses is no input error, as an app
/// that never draws that color is not broken by it (docs/asset-catalogs.md).
public struct AssetCatalog: Sendable {
    /// The catalog as the user named it.
    public var path: String
    /// Each color set's `Contents.json` by (namespaced) name, as the user would name the file.
    public var colorFiles: [String: String]
    /// Color sets inside a group whose `Contents.json` does not read: the group's problem, said
    /// when such a set is used (its name is then taken without the group's namespace).
    public var blocked: [String: InputError] = [:]
    /// The name of the app's accent color set (Xcode's `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`,
    /// `AccentColor` in every template): a set of that name without a color is the system default accent.
    public static let accentColorName = "AccentColor"

    public init(path: String, colorFiles: [String: String]) {
        self.path = path; self.colorFiles = colorFiles
    }

    /// The color set names, sorted.
    public var names: [String] { colorFiles.keys.sorted() }

    /// Lists every color set under `path` (reading only the folders' `Contents.json` for
    /// namespaces). Throws an `InputError` when the folder is missing or cannot be listed.
    public static func load(path: String) throws(InputError) -> AssetCatalog {
        // Listed by bytes (PathBytes): a colorset's name need not be UTF-8. A linked catalog is
        // read through its target; links inside it are not followed (as Xcode: no loops).
        guard PathBytes.isFolder(path) else {
            throw InputError(file: path, "expected an asset catalog folder (.xcassets), found no such folder")
        }
        // Only a catalog is walked: `assets: /usr` would list every folder below it.
        guard URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent.hasSuffix(".xcassets") else {
            throw InputError(file: path, "expected an asset catalog folder (.xcassets), found a folder of another kind")
        }
        var catalog = AssetCatalog(path: path, colorFiles: [:])
        try catalog.collect(folder: URL(fileURLWithPath: path), displayPath: path, namespace: "", blockedBy: nil)
        return catalog
    }

    /// The color set `name`, read now; nil when the catalog has no set of that name. Throws an
    /// `InputError` naming the set's `Contents.json` and the JSON path of the problem.
    public func color(named name: String) throws(InputError) -> AppearanceColors? {
        guard let file = colorFiles[name] else { return nil }
        if let problem = blocked[name] { throw problem }
        let json = try Self.readJSON(URL(fileURLWithPath: file), displayPath: file, inside: path)
        guard let colors = try ColorSetReader(file: file).read(json) else {
            // Xcode compiles a set without any color into nothing; only the accent color has a
            // system default to fall back to.
            guard name == Self.accentColorName, let accent = SystemColors.named(SystemColors.defaultTintName) else {
                throw InputError(file: file, place: "$.colors",
                                 "expected a color for the color set \(InputText.quoted(name)) a button uses, found an entry without one (Xcode ships no color for it)")
            }
            return accent
        }
        return colors
    }

    /// The catalog as the color resolver reads it: names now, each set when it is named.
    public var colorSource: AssetColorSource {
        let catalog = self
        return AssetColorSource(names: Set(colorFiles.keys)) { name throws(InputError) in try catalog.color(named: name) }
    }

    /// Every color of the catalog, read now (a problem in any set is thrown).
    public func allColors() throws(InputError) -> [String: AppearanceColors] {
        var colors: [String: AppearanceColors] = [:]
        for name in names { colors[name] = try color(named: name) }
        return colors
    }

    private mutating func collect(folder: URL, displayPath: String, namespace: String,
                                  blockedBy problem: InputError?) throws(InputError) {
        guard let names = PathBytes.entries(folder.path) else {
            throw InputError(file: displayPath, "expected a readable folder, found one that cannot be listed")
        }
        for name in names.sorted() {
            let child = folder.appendingPathComponent(name)
            guard PathBytes.isFolder(child.path, followingLinks: false) else { continue }
            let childPath = displayPath + "/" + name
            if name.hasSuffix(".colorset") {
                let colorName = namespace + String(name.dropLast(".colorset".count))
                colorFiles[colorName] = childPath + "/Contents.json"
                if let problem { blocked[colorName] = problem }
            } else if !name.contains(".") || name.hasSuffix(".xcassets") {
                // A plain folder (group). Other sets (.imageset, .appiconset …) are skipped.
                let contentsURL = child.appendingPathComponent("Contents.json")
                var childNamespace = namespace
                var childProblem = problem
                if PathBytes.exists(contentsURL.path) {
                    do {
                        let json = try Self.readJSON(contentsURL, displayPath: childPath + "/Contents.json", inside: path)
                        if case .object(let root) = json, case .object(let properties)? = root["properties"],
                           properties["provides-namespace"] == .bool(true) {
                            childNamespace += name + "/"
                        }
                    } catch {
                        childProblem = childProblem ?? error
                    }
                }
                try collect(folder: child, displayPath: childPath, namespace: childNamespace, blockedBy: childProblem)
            }
        }
    }

    /// A `Contents.json`; one that is a link leading out of the catalog (`catalog`) is refused,
    /// not followed: its content would otherwise decide a verdict and be echoed.
    private static func readJSON(_ url: URL, displayPath: String, inside catalog: String) throws(InputError) -> ParsedJSON {
        let data: Data
        do { data = try InputFile.read(url.path, as: .assetContents, inside: catalog) } catch {
            throw InputError(file: displayPath, error.message)
        }
        return try ParsedJSON.parse(data, file: displayPath)
    }
}

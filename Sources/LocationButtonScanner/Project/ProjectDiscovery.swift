import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import Foundation

/// Walks a project folder for what the check reads: Swift files, storyboards and xibs, asset
/// catalogs, String Catalogs, `.lproj` folders, Xcode projects, Info.plists, Package.swift and
/// XcodeGen/Tuist manifests. Hidden folders and build
/// products (`.build`, `DerivedData`, `Pods`, `Carthage`, `node_modules`) are skipped; an asset
/// catalog or Xcode project is taken whole, not entered. `included` and `excluded` are paths
/// relative to `root` (a folder covers everything below it).
public enum ProjectDiscovery {
    package static let skippedFolders: Set<String> = ["build", "DerivedData", "Pods", "Carthage", "node_modules"]

    public static func discover(root: String, included: [String] = [], excluded: [String] = []) throws(InputError) -> ProjectLayout {
        guard PathBytes.isFolder(root) else {
            throw InputError(file: root, "expected a project folder, found no such folder")
        }
        var layout = ProjectLayout(root: root)
        var languages: Set<String> = []
        let filter = PathFilter(included: included, excluded: excluded)
        let inside = PathBytes.realPath(root).map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        try walk(URL(fileURLWithPath: root).path, relative: "", filter: filter) { relative, name, isFolder, isLink in
            let path = root == "." ? relative : (root.hasSuffix("/") ? root : root + "/") + relative
            // A link that leaves the project (to /dev/zero, a token file, another checkout) is
            // not followed: a pull request could otherwise make the check read anything.
            if isLink, PathBytes.linkTarget(path) != nil,
               let inside, !(PathBytes.realPath(path).map { $0.hasPrefix(inside) } ?? false) {
                layout.skippedLinks.append(path)
                return false
            }
            if isFolder {
                if name.hasSuffix(".xcassets") {
                    if relative.split(separator: "/").contains("Preview Content") {
                        layout.developmentAssetCatalogs.append(path)
                    } else {
                        layout.assetCatalogs.append(path)
                    }
                    return false
                }
                if name.hasSuffix(".xcodeproj") {
                    let project = path + "/project.pbxproj"
                    // The bundle is not walked: its project file is held to the same link rule here.
                    if InputFile.leaves(project, project: root) { layout.skippedLinks.append(project) }
                    else if PathBytes.exists(project) { layout.xcodeProjects.append(project) }
                    return false
                }
                if name.hasSuffix(".lproj") {
                    layout.lprojFolders.append(path)
                    let language = String(name.dropLast(".lproj".count))
                    if language != "Base" { languages.insert(language) }
                }
                return !name.hasPrefix(".") && !skippedFolders.contains(name) && !name.hasSuffix(".xcworkspace")
            }
            if name == "Info.plist" { layout.infoPlists.append(path) }
            if name == "Package.swift" { layout.packageManifests.append(path) }
            // XcodeGen's and Tuist's project manifests, read as text for the development language.
            if name == "project.yml" || name == "Project.swift" { layout.projectManifests.append(path) }
            switch pathExtension(name) {
            case "swift": layout.swiftFiles.append(path)
            case "storyboard", "xib": layout.interfaceBuilderFiles.append(path)
            case "xcstrings": layout.stringCatalogs.append(path)
            default: break
            }
            return false
        }
        layout.lprojLanguages = languages.sorted()
        return layout
    }

    /// `URL(fileURLWithPath: name).pathExtension` for the extensions the walk looks for, without
    /// making a URL for every file: a name that does not end with one has none of them, and one
    /// that does (but for a dot file, which is left to URL) has it.
    package static func pathExtension(_ name: String) -> String {
        let looked = ["swift", "storyboard", "xib", "xcstrings"]
        guard let found = looked.first(where: { name.hasSuffix("." + $0) }) else { return "" }
        return name.hasPrefix(".") ? URL(fileURLWithPath: name).pathExtension : found
    }

    /// Calls `visit(relativePath, name, isFolder, isLink)` for every entry in name order; a
    /// folder is entered when `visit` returns true. Listed by bytes (`PathBytes`): a name need
    /// not be UTF-8. A link to a folder is not entered (no loops). `folder` is a URL's `path`;
    /// an entry's is it, a slash and the name, as `appendingPathComponent` makes it.
    private static func walk(_ folder: String, relative: String, filter: PathFilter,
                             visit: (String, String, Bool, Bool) throws(InputError) -> Bool) throws(InputError) {
        guard let names = PathBytes.entries(folder) else {
            throw InputError(file: folder, "expected a readable folder, found one that cannot be listed")
        }
        for name in names.sorted() {
            let entry = (folder.hasSuffix("/") ? folder : folder + "/") + name
            let path = relative.isEmpty ? name : relative + "/" + name
            let mode = PathBytes.status(entry, followingLinks: false).map { $0.st_mode & S_IFMT }
            let isFolder = mode == S_IFDIR
            guard filter.allows(path, isFolder: isFolder) else { continue }
            if try visit(path, name, isFolder, mode == nil || mode == S_IFLNK), isFolder {
                try walk(entry, relative: path, filter: filter, visit: visit)
            }
        }
    }
}

/// `included` / `excluded` paths of `.locbutton.yml`, relative to the project root.
package struct PathFilter {
    package let included: [String]
    package let excluded: [String]

    package init(included: [String], excluded: [String]) {
        func clean(_ path: String) -> String {
            var path = path
            while path.hasPrefix("./") { path.removeFirst(2) }
            while path.hasSuffix("/") { path.removeLast() }
            return path
        }
        self.included = included.map(clean)
        self.excluded = excluded.map(clean)
    }

    package func allows(_ path: String, isFolder: Bool) -> Bool {
        func covers(_ prefix: String) -> Bool { path == prefix || path.hasPrefix(prefix + "/") }
        if excluded.contains(where: covers) { return false }
        if included.isEmpty { return true }
        // A folder on the way to an included path is entered; a file must lie inside one.
        return included.contains { covers($0) || (isFolder && $0.hasPrefix(path + "/")) }
    }
}

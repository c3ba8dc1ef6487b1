import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import Foundation

/// The targets of one Xcode project (`project.pbxproj`, an old-style property list) as far as a
/// button's target is concerned: which files each builds (its Sources and Resources build
/// phases' file references, and Xcode 16's file-system-synchronized folders minus their
/// membership exceptions), its Info.plist, the Swift package products it links, and the
/// project's `knownRegions` and `developmentRegion`. Paths are the project folder's, joined
/// through the group tree as Xcode does (`<group>` relative to the parent group, `SOURCE_ROOT`
/// to the project folder, `<absolute>`); references to built products or the SDK are skipped.
package struct XcodeProject {
    package struct Target {
        package var name: String
        /// `com.apple.product-type.application`, `…app-extension`, `…bundle.unit-test`, …
        package var productType: String
        /// Files and folders the target builds or copies, normalized (`ProjectPaths.normalized`).
        package var members: Set<String> = []
        /// Synchronized folders: everything below belongs, but for the exceptions.
        package var folders: [String] = []
        package var exceptions: Set<String> = []
        package var infoPlist: String?
        package var packageProducts: [String] = []

        package var isApplication: Bool { productType == "com.apple.product-type.application" }
        package var isTest: Bool { productType.contains("test") }

        /// Whether the target builds or copies `path` (normalized), or a folder holding it.
        package func contains(_ path: String) -> Bool {
            if members.contains(path), !exceptions.contains(path) { return true }
            return folders.contains { path.hasPrefix($0 + "/") } && !exceptions.contains(path)
                || ProjectPaths.ancestors(of: path).contains { members.contains($0) }
        }
    }

    package var path: String
    package var targets: [Target] = []
    package var knownRegions: [String] = []
    package var developmentRegion: String?
    /// Why the targets were not read (a project over `targetReadLimit`), said as a note.
    package var unreadTargets: InputError?

    /// The largest project whose targets are read: that takes the whole tree, about 25 bytes
    /// per byte (a 60 MB project took 1,475 MB). A larger one gives its regions, streamed
    /// (`XcodeProjectRegions`, docs/hostile-input.md), and no targets.
    package static let targetReadLimit = 8 << 20

    /// Reads `path`; a file that does not parse is an `InputError` naming it (said as a note).
    package init(path: String) throws(InputError) {
        self.path = path
        if let size = PathBytes.status(path).map({ Int($0.st_size) }), size > Self.targetReadLimit {
            (knownRegions, developmentRegion) = try XcodeProjectRegions.read(path)
            unreadTargets = InputError(file: path, "expected a project of at most \(InputFile.describe(Self.targetReadLimit)) to read its targets from, found one of \(InputFile.describe(size)); its regions are read as a stream, its targets are not")
            return
        }
        let data = try InputFile.read(path, as: .xcodeProject)
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw InputError(file: path, "expected an Xcode project (a property list), found a file that does not parse")
        }
        guard let root = plist as? [String: Any], let objects = root["objects"] as? [String: Any],
              let rootID = root["rootObject"] as? String, let project = objects[rootID] as? [String: Any] else {
            throw InputError(file: path, place: "rootObject", "expected the project object, found none")
        }
        knownRegions = project["knownRegions"] as? [String] ?? []
        developmentRegion = project["developmentRegion"] as? String
        // The folder holding the `.xcodeproj`, as the layout spells paths.
        let folder = ProjectPaths.parent(ProjectPaths.parent(path))
        var paths: [String: String] = [:]
        func object(_ id: Any?) -> [String: Any]? { (id as? String).flatMap { objects[$0] as? [String: Any] } }
        func place(_ id: String, under parent: String) {
            guard let item = objects[id] as? [String: Any] else { return }
            let own = item["path"] as? String
            let base: String? = switch item["sourceTree"] as? String ?? "<group>" {
            case "<group>": parent
            case "SOURCE_ROOT": folder
            case "<absolute>": ""
            default: nil
            }
            guard let base else { return }
            let here = own.map { ProjectPaths.joined(base, $0) } ?? base
            paths[id] = here
            for child in item["children"] as? [String] ?? [] { place(child, under: here) }
        }
        if let main = project["mainGroup"] as? String { place(main, under: folder) }
        for targetID in project["targets"] as? [String] ?? [] {
            guard let item = objects[targetID] as? [String: Any], item["isa"] as? String == "PBXNativeTarget" else { continue }
            var target = Target(name: item["name"] as? String ?? targetID, productType: item["productType"] as? String ?? "")
            for phase in (item["buildPhases"] as? [String] ?? []).compactMap(object) {
                for file in (phase["files"] as? [String] ?? []).compactMap(object) {
                    guard let ref = file["fileRef"] as? String, let path = paths[ref] else { continue }
                    target.members.insert(ProjectPaths.normalized(path))
                    // A variant group (`Localizable.strings` in every language) is its children.
                    for child in (objects[ref] as? [String: Any])?["children"] as? [String] ?? [] {
                        if let path = paths[child] { target.members.insert(ProjectPaths.normalized(path)) }
                    }
                }
            }
            for id in item["fileSystemSynchronizedGroups"] as? [String] ?? [] {
                guard let folder = paths[id].map(ProjectPaths.normalized) else { continue }
                target.folders.append(folder)
                // An exception set lists the folder's files that are not the named target's.
                for exception in ((objects[id] as? [String: Any])?["exceptions"] as? [String] ?? []).compactMap(object)
                where exception["target"] as? String == targetID {
                    for name in exception["membershipExceptions"] as? [String] ?? [] {
                        target.exceptions.insert(ProjectPaths.normalized(ProjectPaths.joined(folder, name)))
                    }
                }
            }
            target.packageProducts = (item["packageProductDependencies"] as? [String] ?? []).compactMap {
                object($0)?["productName"] as? String
            }
            let configurations = object(item["buildConfigurationList"])?["buildConfigurations"] as? [String] ?? []
            if let plist = configurations.compactMap({ object($0)?["buildSettings"] as? [String: Any] })
                .compactMap({ $0["INFOPLIST_FILE"] as? String }).first {
                let relative = plist.replacingOccurrences(of: "$(SRCROOT)/", with: "").replacingOccurrences(of: "$(PROJECT_DIR)/", with: "")
                if !relative.contains("$(") { target.infoPlist = ProjectPaths.normalized(ProjectPaths.joined(folder, relative)) }
            }
            targets.append(target)
        }
    }
}

/// Paths as the layout spells them (the root as given, a slash, the rest), compared after
/// dropping `.` parts and resolving `..` without touching the disk.
package enum ProjectPaths {
    package static func joined(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") || base.isEmpty { return path }
        return base.hasSuffix("/") ? base + path : base + "/" + path
    }

    package static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    package static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// Every folder above `path` (normalized), nearest first.
    package static func ancestors(of path: String) -> [String] {
        var result: [String] = []
        var current = path
        while let slash = current.lastIndex(of: "/"), slash != current.startIndex {
            current = String(current[..<slash])
            result.append(current)
        }
        return result
    }

    /// The path's last part.
    package static func name(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

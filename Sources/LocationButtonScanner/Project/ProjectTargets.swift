import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import Foundation

/// The target a source file belongs to, and what that target ships: its asset catalogs and its
/// language evidence (docs/languages.md, "Which target"). A file's target is, first found: an
/// Xcode target that builds it (an app before an extension, an extension before a test bundle),
/// a Swift package target whose folder holds it, the nearest folder above it holding an
/// Info.plist or an asset catalog (a bundle's folder), else the whole project.
package struct ProjectTargets {
    package enum Key: Hashable {
        case xcode(project: Int, target: Int)
        case package(manifest: Int, target: Int)
        case folder(String)
        case project
    }

    package let layout: ProjectLayout
    package private(set) var projects: [XcodeProject] = []
    package private(set) var manifests: [PackageManifest] = []
    /// Files that did not read (said as notes; what they would have added is unknown).
    package private(set) var problems: [InputError] = []
    /// What was read only in part (a project too large for its targets), said as notes.
    package private(set) var notes: [String] = []
    /// Folders directly holding an Info.plist or an asset catalog (normalized).
    private let bundleFolders: Set<String>
    private let root: String

    package init(_ layout: ProjectLayout) {
        self.layout = layout
        root = ProjectPaths.normalized(layout.root == "." ? "" : layout.root)
        bundleFolders = Set((layout.infoPlists + layout.assetCatalogs).map { ProjectPaths.parent(ProjectPaths.normalized($0)) })
        for path in layout.xcodeProjects {
            do throws(InputError) {
                let project = try XcodeProject(path: path)
                projects.append(project)
                if let unread = project.unreadTargets { notes.append(unread.description) }
            } catch { problems.append(error) }
        }
        for path in layout.packageManifests {
            do throws(InputError) { manifests.append(try PackageManifest(path: path)) } catch { problems.append(error) }
        }
    }

    /// The target of the file at `path` (as the layout spells it).
    package func target(of path: String) -> Key {
        let file = ProjectPaths.normalized(path)
        var best: (key: Key, rank: Int)?
        for (p, project) in projects.enumerated() {
            for (t, target) in project.targets.enumerated() where target.contains(file) {
                let rank = target.isApplication ? 0 : target.isTest ? 2 : 1
                if best.map({ rank < $0.rank }) ?? true { best = (.xcode(project: p, target: t), rank) }
            }
        }
        if let best { return best.key }
        var package: (key: Key, depth: Int)?
        for (m, manifest) in manifests.enumerated() {
            for (t, target) in manifest.targets.enumerated() where file.hasPrefix(target.folder + "/") {
                if target.folder.count > package?.depth ?? -1 { package = (.package(manifest: m, target: t), target.folder.count) }
            }
        }
        if let package { return package.key }
        for folder in ProjectPaths.ancestors(of: file) {
            if !root.isEmpty, !(folder + "/").hasPrefix(root + "/") { break }
            if bundleFolders.contains(folder) { return folder == root ? .project : .folder(folder) }
        }
        return .project
    }

    /// The target's name as the report says it; nil for the whole project.
    package func name(of key: Key) -> String? {
        switch key {
        case .xcode(let p, let t): projects[p].targets[t].name
        case .package(let m, let t): manifests[m].targets[t].name
        case .folder(let folder): ProjectPaths.name(folder)
        case .project: nil
        }
    }

    /// What the target ships: its asset catalogs (its own first) and its language evidence.
    package func resources(of key: Key) -> TargetResources {
        switch key {
        case .xcode(let p, let t):
            let target = projects[p].targets[t]
            var resources = TargetResources(layout, where: target.contains)
            resources.projects = [projects[p]]
            resources.infoPlists = target.infoPlist.map { plist in layout.infoPlists.filter { ProjectPaths.normalized($0) == plist } } ?? []
            for package in linkedPackageTargets(of: target) { resources.add(packageResources(package)) }
            return resources
        case .package(let m, let t):
            var resources = packageResources((m, t))
            // A package's views draw in the app that links it: its languages are the app's.
            let apps = linkingApps(of: (m, t))
            if !apps.isEmpty {
                resources.languageEvidence = TargetResources(layout, where: { _ in false }).languageEvidence
                for app in apps { resources.add(self.resources(of: app), catalogsAfter: true) }
            }
            return resources
        case .folder(let folder):
            // No project says what builds the folder: its own catalogs answer first, then the
            // project's others (a package's catalog the code names with `bundle:`).
            var resources = enclosing(folder, TargetResources(layout, where: { $0.hasPrefix(folder + "/") }))
            resources.assetCatalogs += layout.assetCatalogs.filter { !resources.assetCatalogs.contains($0) }
            return resources
        case .project:
            return enclosing(root, TargetResources(layout, where: { _ in true }))
        }
    }

    /// The whole project's evidence: every Xcode project and package manifest.
    package func everything() -> TargetResources {
        var resources = TargetResources(layout, where: { _ in true }).withProjectManifests(layout)
        resources.projects = projects
        resources.manifests = manifests
        return resources
    }

    /// A folder's resources with the project-wide evidence of the Xcode projects and packages
    /// whose folder holds it (a helper project in `tools/` speaks for nothing outside it), and
    /// XcodeGen and Tuist manifests.
    private func enclosing(_ folder: String, _ resources: TargetResources) -> TargetResources {
        func holds(_ file: String) -> Bool {
            let dir = ProjectPaths.parent(ProjectPaths.normalized(file))
            return dir.isEmpty || folder == dir || folder.hasPrefix(dir + "/")
        }
        var resources = resources.withProjectManifests(layout)
        resources.projects = projects.filter { holds(ProjectPaths.parent($0.path)) }
        resources.manifests = manifests.filter { holds($0.path) }
        return resources
    }

    private func packageResources(_ target: (manifest: Int, target: Int)) -> TargetResources {
        let manifest = manifests[target.manifest]
        let folder = manifest.targets[target.target].folder
        var resources = TargetResources(layout, where: { $0.hasPrefix(folder + "/") })
        resources.manifests = [manifest]
        return resources
    }

    /// Package targets an Xcode target links by product name.
    private func linkedPackageTargets(of target: XcodeProject.Target) -> [(Int, Int)] {
        var linked: [(Int, Int)] = []
        for (m, manifest) in manifests.enumerated() {
            let names = Set(target.packageProducts.flatMap(manifest.targets(ofProduct:)))
            for (t, packageTarget) in manifest.targets.enumerated() where names.contains(packageTarget.name) { linked.append((m, t)) }
        }
        return linked
    }

    /// The app targets that link a package target; when none names it, every app target of the
    /// project's Xcode projects (a local package is the app's, whatever product names it uses).
    private func linkingApps(of package: (manifest: Int, target: Int)) -> [Key] {
        var apps: [Key] = [], all: [Key] = []
        for (p, project) in projects.enumerated() {
            for (t, target) in project.targets.enumerated() where target.isApplication {
                all.append(.xcode(project: p, target: t))
                if linkedPackageTargets(of: target).contains(where: { $0 == package }) { apps.append(.xcode(project: p, target: t)) }
            }
        }
        return apps.isEmpty ? all : apps
    }
}

/// A target's asset catalogs and the files whose languages are its own (docs/languages.md).
package struct TargetResources {
    package var assetCatalogs: [String]
    package var languageEvidence: Evidence

    /// The files language evidence is read from.
    package struct Evidence {
        package var lprojFolders: [String]
        package var stringCatalogs: [String]
        package var infoPlists: [String]
        package var projects: [XcodeProject] = []
        package var manifests: [PackageManifest] = []
        /// XcodeGen `project.yml` and Tuist `Project.swift`.
        package var projectManifests: [String] = []
    }

    package var projects: [XcodeProject] {
        get { languageEvidence.projects }
        set { languageEvidence.projects = newValue }
    }
    package var manifests: [PackageManifest] {
        get { languageEvidence.manifests }
        set { languageEvidence.manifests = newValue }
    }
    package var infoPlists: [String] {
        get { languageEvidence.infoPlists }
        set { languageEvidence.infoPlists = newValue }
    }

    /// The layout's catalogs and evidence for which `owns` holds (normalized paths). A `.lproj`
    /// inside a nested bundle (`Settings.bundle/en.lproj`: the Settings app's pane) and anything
    /// in a test folder is no language of the app.
    package init(_ layout: ProjectLayout, where owns: (String) -> Bool) {
        let root = ProjectPaths.normalized(layout.root == "." ? "" : layout.root)
        func keep(_ paths: [String], evidence: Bool = false) -> [String] {
            paths.filter { path in
                let normalized = ProjectPaths.normalized(path)
                guard owns(normalized) else { return false }
                guard evidence else { return true }
                // Folders inside the project only: the project itself may sit in a `…Tests` folder.
                let inside = root.isEmpty || !normalized.hasPrefix(root + "/") ? normalized : String(normalized.dropFirst(root.count + 1))
                let folders = inside.split(separator: "/").dropLast()
                return !folders.contains { $0.hasSuffix(".bundle") || $0.hasSuffix("Tests") || $0.hasSuffix(".xctest") }
            }
        }
        assetCatalogs = keep(layout.assetCatalogs)
        languageEvidence = Evidence(lprojFolders: keep(layout.lprojFolders, evidence: true),
                                    stringCatalogs: keep(layout.stringCatalogs, evidence: true),
                                    infoPlists: keep(layout.infoPlists, evidence: true))
    }

    /// With the project's XcodeGen and Tuist manifests, which speak for every target.
    package func withProjectManifests(_ layout: ProjectLayout) -> TargetResources {
        var copy = self
        copy.languageEvidence.projectManifests = layout.projectManifests
        return copy
    }

    /// Another target's catalogs (after or before this one's) and evidence, added.
    package mutating func add(_ other: TargetResources, catalogsAfter: Bool = true) {
        let more = other.assetCatalogs.filter { !assetCatalogs.contains($0) }
        assetCatalogs = catalogsAfter ? assetCatalogs + more : more + assetCatalogs
        func union<T>(_ a: [T], _ b: [T], _ same: (T, T) -> Bool) -> [T] { a + b.filter { item in !a.contains { same($0, item) } } }
        let o = other.languageEvidence
        languageEvidence.lprojFolders = union(languageEvidence.lprojFolders, o.lprojFolders, ==)
        languageEvidence.stringCatalogs = union(languageEvidence.stringCatalogs, o.stringCatalogs, ==)
        languageEvidence.infoPlists = union(languageEvidence.infoPlists, o.infoPlists, ==)
        languageEvidence.projects = union(languageEvidence.projects, o.projects) { $0.path == $1.path }
        languageEvidence.manifests = union(languageEvidence.manifests, o.manifests) { $0.path == $1.path }
        languageEvidence.projectManifests = union(languageEvidence.projectManifests, o.projectManifests, ==)
    }
}

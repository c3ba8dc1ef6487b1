import LocationButtonScanner
import Foundation
import LocationButtonLint

/// What `locbutton check [PATH…]` reads: theme files, and projects scanned from source.
public enum CheckSource: Sendable {
    /// A theme file (YAML or JSON): a design checked before it is code.
    case theme(String)
    /// An app's folder, or single Swift/Interface Builder files, with its `.locbutton.yml`.
    case project(ProjectLayout, ProjectConfig?)
}

/// Decides what each PATH is. A directory is a project; a `.swift`, `.storyboard` or `.xib` file
/// is scanned alone (with the project's asset catalogs and `.locbutton.yml`); `.locbutton.yml`
/// names its project; any other file is a theme. Without a PATH: the project of the
/// `.locbutton.yml` in the working directory or its parents, else the working directory.
public enum CheckSources {
    public static func resolve(_ paths: [String], currentDirectory: String = ".") throws(ThemeFileErrors) -> [CheckSource] {
        var problems: [InputError] = []
        var sources: [CheckSource] = []
        for path in paths.isEmpty ? [currentDirectory] : paths {
            do throws(ThemeFileErrors) {
                sources.append(try source(for: path, implicit: paths.isEmpty))
            } catch {
                problems += error.problems
            }
        }
        guard problems.isEmpty else { throw ThemeFileErrors(problems: problems) }
        return sources
    }

    private static func source(for path: String, implicit: Bool) throws(ThemeFileErrors) -> CheckSource {
        guard PathBytes.exists(path) else {
            let expected = switch URL(fileURLWithPath: path).pathExtension {
            case "yaml", "yml", "json": "a theme file"
            case "swift": "a Swift file"
            case "storyboard", "xib": "a storyboard or xib"
            default: "a theme file, a Swift file or a project folder"
            }
            throw ThemeFileErrors(problems: [InputError(file: path, "expected \(expected), found no such file")])
        }
        let name = URL(fileURLWithPath: path).lastPathComponent
        if PathBytes.isFolder(path) {
            let config = try ProjectConfigReader.find(from: path).map { found throws(ThemeFileErrors) in
                try ProjectConfigReader.load(path: found)
            }
            // The configuration's folder is the project root (its paths are relative to it); an
            // explicit folder below it limits the sources scanned.
            let root = config?.root ?? path
            let layout = try discover(root, config)
            // `check .` at the root names the whole project, as `check` does: the same rules apply.
            let whole = implicit || PathBytes.realPath(root).map { $0 == PathBytes.realPath(path) } == true
            return .project(whole ? layout : layout.limited(to: path), config)
        }
        if name == ProjectConfigReader.fileName {
            let config = try ProjectConfigReader.load(path: path)
            return .project(try discover(config.root, config), config)
        }
        let ext = URL(fileURLWithPath: path).pathExtension
        guard ["swift", "storyboard", "xib"].contains(ext) else { return .theme(path) }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().relativePath
        let config = try ProjectConfigReader.find(from: folder).map { found throws(ThemeFileErrors) in
            try ProjectConfigReader.load(path: found)
        }
        var layout = try discover(config?.root ?? folder, config)
        layout.isPartial = true
        layout.contextSwiftFiles = layout.swiftFiles.filter { URL(fileURLWithPath: $0).standardizedFileURL != URL(fileURLWithPath: path).standardizedFileURL }
        layout.swiftFiles = ext == "swift" ? [path] : []
        layout.interfaceBuilderFiles = ext == "swift" ? [] : [path]
        return .project(layout, config)
    }

    private static func discover(_ root: String, _ config: ProjectConfig?) throws(ThemeFileErrors) -> ProjectLayout {
        do {
            return try ProjectDiscovery.discover(root: root, included: config?.included ?? [], excluded: config?.excluded ?? [])
        } catch {
            throw ThemeFileErrors(problems: [error])
        }
    }
}

extension CheckSources {
    /// The themes `locbutton check PATH…` judges: theme files as read, then each project scanned
    /// into a theme, every problem of every input kept to be reported together. A project whose
    /// sources hold no location button is no problem (the button may have been removed): `notes`
    /// says so (`no location button in 42 Swift files`); one with no sources at all is, as nothing
    /// was read. A scan lists its asset catalogs in `catalogs`; `threads` bounds its workers (`--threads`).
    public static func read(_ sources: [CheckSource], notes: inout [String], catalogs: AssetCatalogs = AssetCatalogs(),
                            echoesValues: Bool = true, threads: Int? = nil) -> Reading {
        var themePaths: [String] = []
        var reading = Reading()
        for source in sources {
            switch source {
            case .theme(let path):
                themePaths.append(path)
            case .project(let layout, let config):
                let swift = layout.swiftFiles.count, interfaceBuilder = layout.interfaceBuilderFiles.count
                guard swift + interfaceBuilder > 0 else {
                    reading.scanProblems.append(InputError(file: layout.root,
                        "expected Swift files, storyboards or xibs to look for location buttons in, found none"))
                    continue
                }
                do throws(ThemeFileErrors) {
                    let scan = try ProjectScan.scan(layout, config: config, catalogs: catalogs, threads: threads)
                    notes += scan.notes
                    guard !scan.buttons.isEmpty else {
                        notes.append(Self.nothingFound(in: layout))
                        continue
                    }
                    notes += scan.languageNotes.filter { !notes.contains($0) }
                    for part in scan.parts where !part.buttons.isEmpty { reading.scanned.append(try ScannedTheme.make(from: part, threads: threads)) }
                } catch {
                    reading.scanProblems += error.problems
                }
            }
        }
        if !themePaths.isEmpty { reading.files = ThemeFile.read(paths: themePaths, echoesValues: echoesValues) }
        return reading
    }

    /// `read(_:notes:catalogs:echoesValues:threads:)`'s themes, when no input has a problem.
    public static func themes(_ sources: [CheckSource], notes: inout [String], catalogs: AssetCatalogs = AssetCatalogs(),
                              threads: Int? = nil) throws(ThemeFileErrors) -> [ThemeFile] {
        try read(sources, notes: &notes, catalogs: catalogs, threads: threads).themes()
    }

    /// `themes(_:notes:)` without the notes.
    public static func themes(_ sources: [CheckSource]) throws(ThemeFileErrors) -> [ThemeFile] {
        var notes: [String] = []
        return try themes(sources, notes: &notes)
    }

    /// What reading a check's sources gave: the projects' problems, the theme files as read (a
    /// check adds what it finds in a theme to its file's problems) and the scanned themes.
    public struct Reading {
        public var scanProblems: [InputError] = []
        public var files = ThemeFileReading()
        public var scanned: [ThemeFile] = []

        /// Every problem: the scans', the theme files', then each scanned button whose id a theme
        /// file or a button scanned before it has (theme files' ids were checked as they were read).
        public var problems: [InputError] {
            var ids = UniqueButtonIDs()
            // Once a theme file has a problem, its ids are not compared (it may be the file to fix).
            if files.problems.isEmpty { for file in files.files { if let theme = file.theme { ids.remember(theme.buttons) } } }
            return scanProblems + files.problems + scanned.flatMap { ids.problems($0.buttons) }
        }

        /// The theme files' themes, then the scanned ones, when there is no problem.
        public func themes() throws(ThemeFileErrors) -> [ThemeFile] {
            let problems = self.problems
            guard problems.isEmpty else { throw ThemeFileErrors(problems: problems) }
            return files.files.compactMap(\.theme) + scanned
        }
    }
}

extension CheckSources {
    /// The note for sources without a location button: the one file named (`Locate.storyboard`),
    /// else how many files of each kind were searched in which folder.
    package static func nothingFound(in layout: ProjectLayout) -> String {
        let files = layout.swiftFiles + layout.interfaceBuilderFiles
        if layout.isPartial, files.count == 1 { return "no location button in \(files[0])" }
        let swift = layout.swiftFiles.count, interfaceBuilder = layout.interfaceBuilderFiles.count
        var searched: [String] = []
        if swift > 0 { searched.append(swift == 1 ? "1 Swift file" : "\(swift) Swift files") }
        if interfaceBuilder > 0 { searched.append(interfaceBuilder == 1 ? "1 storyboard or xib" : "\(interfaceBuilder) storyboards and xibs") }
        let folder = layout.root == "." ? "" : " of \(layout.root)"
        return "no location button in \(searched.joined(separator: " and "))\(folder)"
    }
}

extension CheckSource {
    /// The files a check reads from this source, which no report may overwrite.
    public var inputFiles: [String] {
        switch self {
        case .theme(let path):
            return [path]
        case .project(let layout, let config):
            return layout.swiftFiles + layout.interfaceBuilderFiles + layout.assetCatalogs + layout.stringCatalogs
                + layout.xcodeProjects + layout.infoPlists + layout.packageManifests + layout.projectManifests + [config?.path].compactMap { $0 }
        }
    }
}

extension [CheckSource] {
    /// The folders a pull request controls: the scanned projects' roots, else (themes only) the
    /// working directory. Nothing is written through a link in one that leads out of it.
    public var projectRoots: [String] {
        let roots = compactMap { source -> String? in
            guard case .project(let layout, _) = source else { return nil }
            return layout.root
        }
        return roots.isEmpty ? ["."] : roots
    }
}

import Foundation
import LocationButtonLint

/// The languages an app ships, which are the languages its location button's title can show:
/// CoreLocationUI follows the app's own localization, so an English-only app shows English on a
/// German device (docs/languages.md). The evidence, all of it taken
/// together (`Base` is no language): the Xcode project's `knownRegions` and `developmentRegion`
/// (what Xcode's Localizations list shows), `.lproj` folders, String Catalog languages, Info.plist
/// `CFBundleLocalizations` and `CFBundleDevelopmentRegion`, and a Swift package's
/// `defaultLocalization` (its target resources are the `.lproj` folders and catalogs above).
public enum ProjectLanguages {
    /// The languages found and where: `source` names each kind of evidence with its files,
    /// relative to the project root; empty `languages` means no evidence at all.
    public struct Found: Sendable, Equatable {
        public var languages: [String]
        public var source: String
    }

    public static func of(_ layout: ProjectLayout) throws(InputError) -> [String] {
        try find(layout).languages
    }

    public static func find(_ layout: ProjectLayout) throws(InputError) -> Found {
        var languages: Set<String> = []
        var sources: [String] = []
        func add(_ found: some Sequence<String>, _ source: String) {
            let usable = Set(found.map { legacyNames[$0] ?? $0 }).subtracting(["Base"]).filter { !$0.isEmpty && !$0.hasPrefix("$(") }
            guard !usable.isEmpty else { return }
            languages.formUnion(usable)
            sources.append(source)
        }
        let relative = { (path: String) in Self.relative(path, to: layout.root) }
        for project in layout.xcodeProjects {
            let (known, development) = try regions(project)
            add(known + [development].compactMap { $0 }, "knownRegions in \(relative(project))")
        }
        add(layout.lprojLanguages, ".lproj folders")
        for catalog in layout.stringCatalogs { add(try catalogLanguages(catalog), relative(catalog)) }
        for plist in layout.infoPlists { add(try infoPlistLanguages(plist), "CFBundleLocalizations in \(relative(plist))") }
        for manifest in layout.packageManifests {
            add([try defaultLocalization(manifest)].compactMap { $0 }, "defaultLocalization in \(relative(manifest))")
        }
        return Found(languages: languages.sorted(), source: sources.joined(separator: ", "))
    }

    /// The language names projects from before Xcode 4 list (`English.lproj`, `knownRegions =
    /// (English, Japanese, …)`), which the bundle machinery still matches to these codes.
    static let legacyNames = ["English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es",
                              "Italian": "it", "Dutch": "nl"]

    static func relative(_ path: String, to root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) && root != "." ? String(path.dropFirst(prefix.count)) : path
    }

    /// `knownRegions` of the project object in a `project.pbxproj` (an old-style property list).
    static func knownRegions(_ path: String) throws(InputError) -> [String] {
        try regions(path).known
    }

    /// `knownRegions` and `developmentRegion` of the project object (`XcodeProjectRegions`:
    /// read as a stream, keeping only these).
    static func regions(_ path: String) throws(InputError) -> (known: [String], development: String?) {
        try XcodeProjectRegions.read(path)
    }

    /// The source language and every language with a localization in a String Catalog, read
    /// without its texts (`StringCatalogLanguages`).
    static func catalogLanguages(_ path: String) throws(InputError) -> Set<String> {
        try StringCatalogLanguages.read(path)
    }

    /// An Info.plist's `CFBundleLocalizations` and `CFBundleDevelopmentRegion` (a build setting
    /// such as `$(DEVELOPMENT_LANGUAGE)` is no language: the project's `developmentRegion` gives it).
    static func infoPlistLanguages(_ path: String) throws(InputError) -> [String] {
        let data = try InputFile.read(path, as: .infoPlist)
        guard let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) else {
            throw InputError(file: path, "expected an Info.plist (a property list), found a file that does not parse")
        }
        guard let root = plist as? [String: Any] else {
            throw InputError(file: path, "expected a dictionary at the top of the Info.plist, found another value")
        }
        return (root["CFBundleLocalizations"] as? [String] ?? []) + [root["CFBundleDevelopmentRegion"] as? String].compactMap { $0 }
    }

    /// `defaultLocalization: "en"` in a Package.swift (read as text: the manifest is Swift).
    static func defaultLocalization(_ path: String) throws(InputError) -> String? {
        let data = try InputFile.read(path, as: .packageManifest)
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputError(file: path, "expected a readable UTF-8 Package.swift, found none")
        }
        guard let match = text.firstMatch(of: /defaultLocalization\s*:\s*"([^"\\]+)"/) else { return nil }
        return String(match.1)
    }
}

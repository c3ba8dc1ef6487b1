import Foundation
import LocationButtonLint

/// The languages an app ships: the `knownRegions` of its Xcode project (what Xcode's
/// Localizations list shows), else the `.lproj` folders and String Catalog languages.
public enum ProjectLanguages {
    public static func of(_ layout: ProjectLayout) throws(InputError) -> [String] {
        var regions: Set<String> = []
        for project in layout.xcodeProjects { regions.formUnion(try knownRegions(project)) }
        if regions.isEmpty {
            regions.formUnion(layout.lprojLanguages)
            for catalog in layout.stringCatalogs { regions.formUnion(try catalogLanguages(catalog)) }
        }
        regions.remove("Base")
        return regions.sorted()
    }

    /// `knownRegions` of the project object in a `project.pbxproj` (an old-style property list).
    static func knownRegions(_ path: String) throws(InputError) -> [String] {
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
        return project["knownRegions"] as? [String] ?? []
    }

    /// The source language and every language with a localization in a String Catalog.
    static func catalogLanguages(_ path: String) throws(InputError) -> Set<String> {
        let data = try InputFile.read(path, as: .stringCatalog)
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw InputError(file: path, "expected a String Catalog (JSON), found a file that does not parse")
        }
        var languages: Set<String> = []
        if let source = root["sourceLanguage"] as? String { languages.insert(source) }
        for case let entry as [String: Any] in (root["strings"] as? [String: Any])?.values.map({ $0 }) ?? [] {
            languages.formUnion((entry["localizations"] as? [String: Any])?.keys.map { $0 } ?? [])
        }
        return languages
    }
}

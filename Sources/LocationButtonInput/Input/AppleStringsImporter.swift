import LocationButtonModel
import Foundation

/// Takes the titles out of Apple's own CoreLocationUI.framework (copied from an iOS simulator
/// runtime on a Mac), so a team can check against the exact system strings with `--locales`.
/// Apple's key names are private and may change, so titles are recognized by their English
/// value; every language's value under the same key is then that title. Reads both layouts
/// Apple ships: `<lang>.lproj/<Table>.strings` and a single `<Table>.loctable` (language →
/// key → value), each a property list (binary, XML or old-style text).
public enum AppleStringsImporter {
    public static func titles(frameworkAt url: URL, file: String? = nil) throws(InputError) -> TitleCatalog {
        let name = file ?? url.path
        // table → language → key → value
        var tables: [String: [String: [String: String]]] = [:]
        for item in files(under: url) {
            if item.pathExtension == "loctable" {
                let table = item.deletingPathExtension().lastPathComponent
                guard let plist = propertyList(at: item) as? [String: Any] else { continue }
                for (folder, value) in plist {
                    guard let language = language(folder), let strings = value as? [String: Any] else { continue }
                    tables[table, default: [:]][language, default: [:]].merge(strings.compactMapValues { $0 as? String }) { $1 }
                }
            } else if item.pathExtension == "strings",
                      item.deletingLastPathComponent().pathExtension == "lproj",
                      let language = language(item.deletingLastPathComponent().deletingPathExtension().lastPathComponent),
                      let strings = propertyList(at: item) as? [String: Any] {
                let table = item.deletingPathExtension().lastPathComponent
                tables[table, default: [:]][language, default: [:]].merge(strings.compactMapValues { $0 as? String }) { $1 }
            }
        }
        var texts: [String: [Title: String]] = [:]
        for (_, languages) in tables.sorted(by: { $0.key < $1.key }) {
            guard let english = languages["en"] else { continue }
            for (key, value) in english {
                guard let title = englishTitles[value] else { continue }
                for (language, strings) in languages { if let text = strings[key], !text.isEmpty { texts[language, default: [:]][title] = text } }
            }
        }
        guard !texts.isEmpty else {
            let wanted = englishTitles.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            throw InputError(file: name, "expected .strings or .loctable files whose English values include \(wanted), found none")
        }
        return TitleCatalog(texts: texts)
    }

    /// Apple's documented English titles (CLLocationButton.Label / LocationButton.Title).
    private static let englishTitles: [String: Title] = [
        "Current Location": .currentLocation, "Send Current Location": .sendCurrentLocation,
        "Send My Current Location": .sendMyCurrentLocation, "Share Current Location": .shareCurrentLocation,
        "Share My Current Location": .shareMyCurrentLocation,
    ]

    /// Folder names Apple used before ISO codes, and its region-style Chinese names.
    private static let legacyNames = [
        "English": "en", "German": "de", "French": "fr", "Japanese": "ja", "Spanish": "es", "Italian": "it",
        "Dutch": "nl", "zh_CN": "zh-Hans", "zh_TW": "zh-Hant",
    ]

    /// The canonical tag for an `.lproj` or loctable language name; nil for `Base` and others.
    private static func language(_ folder: String) -> String? {
        LocaleInfo(tag: legacyNames[folder] ?? folder)?.tag
    }

    private static func files(under url: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
        return (enumerator?.compactMap { $0 as? URL } ?? []).sorted { $0.path < $1.path }
    }

    private static func propertyList(at url: URL) -> Any? {
        guard let data = try? InputFile.read(url.path, as: .stringCatalog) else { return nil }
        return try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    }
}

import Foundation

/// The labels an app may ask SystemUI to draw (`LocationButtonSession.TEXT_TYPE_*`); any other
/// value draws no text (the interactor logs it and sets flag 0x40).
public enum AndroidLabel: String, Sendable, Hashable, CaseIterable, Codable {
    case none, preciseLocation, usePreciseLocation, sharePreciseLocation, nearMyPreciseLocation, nearYourPreciseLocation

    /// The `TEXT_TYPE_*` value.
    public var textType: Int { Self.allCases.firstIndex(of: self)! }
}

/// `Locales/android-location-button-labels.json`: SystemUI's translations of the labels, each
/// with the public source it was read from (Locales/README.md).
public struct AndroidLabelCatalog: Sendable, Decodable {
    public static let bundledPath = "Locales/android-location-button-labels.json"

    public struct Source: Sendable, Decodable, Hashable { public var repository, path, commit: String }
    public struct Entry: Sendable, Decodable {
        public var tag: String
        public var resourceDirectory: String
        public var source: Source
        public var labels: [String: String]
    }
    public var license: String
    public var languages: [Entry]

    public static func decode(_ data: Data, file: String = bundledPath) throws(InputError) -> AndroidLabelCatalog {
        let catalog: AndroidLabelCatalog
        do { catalog = try JSONDecoder().decode(AndroidLabelCatalog.self, from: data) } catch {
            throw InputError(file: file, "expected {\"license\": …, \"languages\": [{\"tag\", \"resourceDirectory\", \"source\", \"labels\"}]}, found a file that does not decode")
        }
        for (i, entry) in catalog.languages.enumerated() {
            for label in AndroidLabel.allCases where label != .none && (entry.labels[label.rawValue] ?? "").isEmpty {
                throw InputError(file: file, place: "$.languages[\(i)].labels.\(label.rawValue)", "expected the label's text, found none")
            }
        }
        return catalog
    }

    public static func bundled(root: URL) throws(InputError) -> AndroidLabelCatalog {
        guard let data = PathBytes.contents(root.appendingPathComponent(bundledPath).path) else {
            throw InputError(file: bundledPath, "expected the bundled Android label file, found none")
        }
        return try decode(data)
    }

    /// The entry Android's resource lookup picks for `locale` among the stored ones: the exact tag,
    /// then the language alone (`pt-BR` → `pt`), then the default English strings. `iw`/`in`
    /// are Android's old codes for `he`/`id`.
    public func entry(for locale: String) -> Entry? {
        let wanted = locale.replacingOccurrences(of: "_", with: "-").lowercased()
        let language = String(wanted.split(separator: "-").first ?? "")
        let legacy = ["iw": "he", "in": "id"][language] ?? language
        func find(_ tag: String) -> Entry? { languages.first { $0.tag.lowercased() == tag } }
        return find(wanted) ?? find(legacy + wanted.dropFirst(language.count)) ?? find(legacy) ?? find("en")
    }

    /// The text SystemUI draws for `label` in `locale`; nil for `.none` (no text).
    public func text(_ label: AndroidLabel, locale: String) -> (tag: String, text: String)? {
        guard label != .none, let entry = entry(for: locale), let text = entry.labels[label.rawValue] else { return nil }
        return (entry.tag, text)
    }
}

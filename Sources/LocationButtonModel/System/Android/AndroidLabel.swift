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
    public struct Gap: Sendable, Decodable { public var resourceDirectory, reason: String }
    public var license: String
    public var languages: [Entry]
    /// SystemUI resource directories the file does not carry (their text is unknown here).
    public var notTranscribed: [Gap]

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

    /// The entry Android's resource lookup picks for `locale`: the exact tag, then the language
    /// alone (`pt-BR` → `pt`), then the default English strings. Nil when the lookup would stop
    /// at a SystemUI directory this file does not carry: its text is unknown, not English.
    /// `iw`/`in`/`tl` are Android's directory codes for `he`/`id`/`fil` (docs/cross-platform.md).
    public func entry(for locale: String) -> Entry? {
        let parts = locale.replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
        guard let first = parts.first?.lowercased(), !first.isEmpty else { return find("en") }
        let language = ["iw": "he", "in": "id", "tl": "fil"][first] ?? first
        let directoryLanguage = ["he": "iw", "id": "in", "fil": "tl"][language] ?? language
        var candidates: [(tag: String, directory: String)] = []
        if parts.count > 1 {
            let sub = parts[1]
            let directory = sub.count == 4 ? "values-b+\(directoryLanguage)+\(sub.prefix(1).uppercased() + sub.dropFirst().lowercased())"
                                           : "values-\(directoryLanguage)-r\(sub.uppercased())"
            candidates.append(("\(language)-\(sub)", directory))
        }
        candidates.append((language, "values-\(directoryLanguage)"))
        for c in candidates {
            if let entry = find(c.tag.lowercased()) { return entry }
            if notTranscribed.contains(where: { $0.resourceDirectory == c.directory }) { return nil }
        }
        return find("en")
    }

    private func find(_ tag: String) -> Entry? { languages.first { $0.tag.lowercased() == tag } }

    /// The text SystemUI draws for `label` in `locale`; nil for `.none` (no text).
    public func text(_ label: AndroidLabel, locale: String) -> (tag: String, text: String)? {
        guard label != .none, let entry = entry(for: locale), let text = entry.labels[label.rawValue] else { return nil }
        return (entry.tag, text)
    }
}

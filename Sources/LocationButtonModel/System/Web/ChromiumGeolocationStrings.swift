import Foundation

/// `Locales/chromium-geolocation-strings.json`: the text Chromium's `<geolocation>` element
/// shows per language, read from Chromium's public resources (Locales/README.md).
public struct ChromiumGeolocationStrings: Sendable, Decodable {
    public static let bundledPath = "Locales/chromium-geolocation-strings.json"

    public struct Entry: Sendable, Decodable {
        public var tag: String
        public var source: AndroidLabelCatalog.Source
        public var strings: [String: String]
    }
    public var license: String
    public var languages: [Entry]

    public static func decode(_ data: Data, file: String = bundledPath) throws(InputError) -> ChromiumGeolocationStrings {
        let strings: ChromiumGeolocationStrings
        do { strings = try JSONDecoder().decode(ChromiumGeolocationStrings.self, from: data) } catch {
            throw InputError(file: file, "expected {\"license\": …, \"languages\": [{\"tag\", \"source\", \"strings\"}]}, found a file that does not decode")
        }
        for (i, entry) in strings.languages.enumerated() {
            for key in ["useLocation", "usePreciseLocation"] where (entry.strings[key] ?? "").isEmpty {
                throw InputError(file: file, place: "$.languages[\(i)].strings.\(key)", "expected the string, found none")
            }
        }
        return strings
    }

    /// The element's language rule: the inherited `lang`, lowercased; the exact tag, then the part
    /// before the first hyphen, then the browser's language the same way, then English.
    public func text(lang: String, precise: Bool, browserLanguage: String = "en") -> (tag: String, text: String) {
        let key = precise ? "usePreciseLocation" : "useLocation"
        func find(_ tag: String) -> Entry? { languages.first { $0.tag.lowercased() == tag } }
        func resolve(_ lang: String) -> Entry? {
            let l = lang.lowercased()
            return find(l) ?? find(String(l.split(separator: "-").first ?? ""))
        }
        let entry = resolve(lang) ?? resolve(browserLanguage) ?? find("en")
        return (entry?.tag ?? "en", entry?.strings[key] ?? (precise ? "Use precise location" : "Use location"))
    }
}

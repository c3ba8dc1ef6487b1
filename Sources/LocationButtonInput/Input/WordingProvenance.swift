import LocationButtonModel
import Foundation

/// `Locales/wording-provenance.json`: where each bundled title's wording comes from (`seen` in
/// Apple's UI, iOS's `convention` for the words, or translator `judgement`) and the wording
/// margin each carries, a fraction of the title's width by which Apple's own string may differ.
/// Locales/README.md gives the reasons; titles from a team's catalog carry none.
public struct WordingProvenance: Sendable, Decodable {
    public static let bundledPath = "Locales/wording-provenance.json"

    public var margins: [String: Double]
    /// Language → `currentLocation` / `actions` (the four send and share titles) → provenance.
    public var languages: [String: [String: String]]

    /// Reads the bundled file under `root`.
    public static func bundled(root: URL) throws(InputError) -> WordingProvenance {
        let url = root.appendingPathComponent(bundledPath)
        guard let data = PathBytes.contents(url.path, limit: InputFile.Kind.bundledTable.limit) else {
            throw InputError(file: bundledPath, "expected the bundled wording provenance file, found none")
        }
        let provenance: WordingProvenance
        if let plain = PlainJSONReader.read(data), let read = WordingProvenance(plain) {
            provenance = read  // one pass; JSONDecoder judges anything else
        } else {
            do { provenance = try JSONDecoder().decode(WordingProvenance.self, from: data) } catch {
                throw InputError(file: bundledPath, "expected {\"margins\": …, \"languages\": …}, found a file that does not decode")
            }
        }
        for (language, titles) in provenance.languages.sorted(by: { $0.key < $1.key }) {
            for (key, kind) in titles.sorted(by: { $0.key < $1.key }) where provenance.margins[kind] == nil {
                throw InputError(file: bundledPath, place: "$.languages.\(language).\(key)",
                                 "expected one of \(provenance.margins.keys.sorted().joined(separator: ", ")), found \(InputText.quoted(kind))")
            }
        }
        return provenance
    }

    /// The file as `JSONDecoder` reads it (other keys ignored), or nil for any other shape.
    private init?(_ tree: ParsedJSON) {
        guard case .object(let root) = tree, case .object(let marginItems)? = root["margins"],
              case .object(let languageItems)? = root["languages"] else { return nil }
        var margins: [String: Double] = [:]
        for (kind, value) in marginItems {
            guard case .number(let margin) = value else { return nil }
            margins[kind] = margin
        }
        var languages: [String: [String: String]] = [:]
        for (language, value) in languageItems {
            guard case .object(let titleItems) = value else { return nil }
            var titles: [String: String] = [:]
            for (key, item) in titleItems {
                guard case .string(let kind) = item else { return nil }
                titles[key] = kind
            }
            languages[language] = titles
        }
        self.margins = margins
        self.languages = languages
    }

    /// The wording margin of `title` in `language`; a bundled language the file does not list
    /// is taken as `judgement`, the widest.
    public func margin(_ title: Title, language: String) -> Double {
        let key = title == .currentLocation ? "currentLocation" : "actions"
        let kind = languages[language]?[key] ?? "judgement"
        return margins[kind] ?? margins.values.max() ?? 0
    }

    /// Margins for every (language, title) of `catalog`: language → title → fraction.
    public func margins(for catalog: TitleCatalog) -> [String: [Title: Double]] {
        var result: [String: [Title: Double]] = [:]
        for (language, titles) in catalog.texts {
            for title in titles.keys { result[language, default: [:]][title] = margin(title, language: language) }
        }
        return result
    }
}

import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
import Foundation

/// Writes titles as an Xcode String Catalog (the format of `Locales/LocationButtonTitles.xcstrings`
/// and of `--locales`): keys and languages sorted, two-space indent and `" : "` as Xcode writes.
public enum StringCatalogWriter {
    public static func xcstrings(_ catalog: TitleCatalog) throws -> String {
        struct Unit: Encodable { var state = "translated"; var value: String }
        struct Localization: Encodable { var stringUnit: Unit }
        struct Entry: Encodable {
            var comment: String
            var extractionState = "manual"
            var localizations: [String: Localization]
        }
        struct Document: Encodable {
            var sourceLanguage = "en"
            var strings: [String: Entry]
            var version = "1.0"
        }
        var strings: [String: Entry] = [:]
        for title in Title.withText {
            var localizations: [String: Localization] = [:]
            for (locale, titles) in catalog.texts {
                if let text = titles[title] { localizations[locale] = Localization(stringUnit: Unit(value: text)) }
            }
            guard !localizations.isEmpty else { continue }
            strings[title.rawValue] = Entry(comment: "CLLocationButton.Label.\(title.rawValue) / LocationButton.Title.\(title.rawValue)",
                                            localizations: localizations)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(Document(strings: strings)), as: UTF8.self) + "\n"
    }
}

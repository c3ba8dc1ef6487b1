import LocationButtonModel
import LocationButtonInput
import LocationButtonRules

/// What a name found in a project's language evidence (an `.lproj` folder's name, a
/// `knownRegions` entry, an Info.plist's `CFBundleLocalizations` item) means (docs/languages.md):
/// a language the locale model reads, a language it does not (no system title: `kab`, `eo`), no
/// language at all (`Base`, `mul`, a build setting), or a name that is no language tag (`x y`,
/// `de,fr`). A name is one name: a comma in it is a bad name, never a list.
package enum LanguageName: Equatable {
    case language(String)
    case withoutSystemTitle(String)
    case notALanguage
    case bad

    package init(_ raw: String) {
        let name = Self.legacyNames[raw] ?? raw
        if name.isEmpty || Self.notLanguages.contains(name) || name.hasPrefix("$(") { self = .notALanguage; return }
        if let info = LocaleInfo(tag: name), info.pseudolanguage == nil { self = .language(info.tag); return }
        // A well-formed tag whose language the model does not know: iOS offers no system
        // language for it, so CoreLocationUI has no title of its own in it.
        if name.wholeMatch(of: /[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*/) != nil {
            self = .withoutSystemTitle(name)
        } else {
            self = .bad
        }
    }

    /// Folders and entries that hold resources for every language, or none: `Base` (Base
    /// Internationalization), `mul` (Xcode 15's multilingual String Catalog output), `und` and
    /// `zxx` (BCP 47's undetermined and no linguistic content).
    package static let notLanguages: Set<String> = ["Base", "mul", "und", "zxx"]

    /// The language names projects from before Xcode 4 use (`English.lproj`, `knownRegions =
    /// (English, Japanese)`), which bundles still match: the classic Mac OS language list's
    /// names, as CFBundle reads them. `Chinese` is that list's Traditional Chinese (language 19;
    /// Simplified Chinese is `SimpChinese`, 33).
    package static let legacyNames = [
        "English": "en", "French": "fr", "German": "de", "Italian": "it", "Dutch": "nl", "Swedish": "sv",
        "Spanish": "es", "Danish": "da", "Portuguese": "pt", "Norwegian": "nb", "Hebrew": "he", "Japanese": "ja",
        "Arabic": "ar", "Finnish": "fi", "Greek": "el", "Icelandic": "is", "Turkish": "tr", "Croatian": "hr",
        "Chinese": "zh-Hant", "TradChinese": "zh-Hant", "SimpChinese": "zh-Hans", "Korean": "ko", "Polish": "pl",
        "Hungarian": "hu", "Russian": "ru", "Czech": "cs", "Thai": "th", "Ukrainian": "uk", "Romanian": "ro",
        "Slovak": "sk", "Catalan": "ca", "Vietnamese": "vi", "Indonesian": "id", "Malay": "ms", "Hindi": "hi",
    ]
}

import Foundation
import Testing
@testable import LocationButtonLint

/// The content of `Locales/LocationButtonTitles.xcstrings`.
@Suite struct BundledTitlesTests {
    /// iOS 18's system languages (Settings › General › Language & Region), as the project issue
    /// lists them, plus `es-MX` (see Locales/README.md).
    static let iOSLanguages = [
        "ar", "bg", "bn", "ca", "cs", "da", "de", "el", "en", "en-AU", "en-GB", "en-IN", "es", "es-419",
        "es-MX", "es-US", "fi", "fr", "fr-CA", "gu", "he", "hi", "hr", "hu", "id", "it", "ja", "kk", "kn",
        "ko", "lt", "lv", "ml", "mr", "ms", "nb", "nl", "or", "pa", "pl", "pt-BR", "pt-PT", "ro", "ru",
        "sk", "sl", "sr", "sv", "ta", "te", "th", "tr", "uk", "ur", "vi", "zh-Hans", "zh-Hant", "zh-HK",
    ]

    /// Locales whose titles are English on purpose: iOS's regional Englishes spell these five
    /// titles as US English does (no -our/-ise word in them).
    static let englishExceptions: Set<String> = ["en", "en-AU", "en-GB", "en-IN"]

    @Test("every iOS language has its own entry and nothing else") func everyIOSLanguageHasItsOwnEntryAndNothingElse() throws {
        #expect(try LocalesFixtures.bundled().locales == Self.iOSLanguages.sorted())
    }

    @Test("english titles are apples documented ones") func englishTitlesAreApplesDocumentedOnes() throws {
        let catalog = try LocalesFixtures.bundled()
        // From Apple's documentation of CLLocationButton.Label / LocationButton.Title.
        #expect(catalog.texts["en"] == [
            .currentLocation: "Current Location", .sendCurrentLocation: "Send Current Location",
            .sendMyCurrentLocation: "Send My Current Location", .shareCurrentLocation: "Share Current Location",
            .shareMyCurrentLocation: "Share My Current Location",
        ])
    }

    @Test("has five translated titles", arguments: iOSLanguages) func hasFiveTranslatedTitles(_ locale: String) throws {
        let catalog = try LocalesFixtures.bundled()
        let english = try #require(catalog.texts["en"])
        let titles = try #require(catalog.texts[locale])
        #expect(Set(titles.keys) == Set(Title.withText))
        for (title, text) in titles {
            #expect(!text.isEmpty)
            #expect(text == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(locale) \(title) has outer spaces")
            #expect(!text.contains("  "))
            #expect(text == text.precomposedStringWithCanonicalMapping, "\(locale) \(title) is not NFC")
            if !Self.englishExceptions.contains(locale) {
                #expect(text != english[title], "\(locale) \(title) is still English")
            }
        }
        // Five different texts: no title copied onto another.
        #expect(Set(titles.values).count == 5)
    }

    /// Every letter belongs to the locale's script (so Serbian and Kazakh are Cyrillic, Urdu is
    /// Arabic script, Japanese has no Chinese-only forms outside the CJK block …). Ranges are the
    /// Unicode blocks of each script.
    @Test("letters are in the locales script", arguments: iOSLanguages) func lettersAreInTheLocalesScript(_ locale: String) throws {
        let catalog = try LocalesFixtures.bundled()
        let info = try #require(LocaleInfo(tag: locale))
        let ranges = try #require(Self.blocks[info.script], "no blocks for \(info.script)")
        for text in try #require(catalog.texts[locale]).values {
            for scalar in text.unicodeScalars where scalar != " " && scalar != "\u{200C}" && scalar != "\u{200D}" {
                #expect(ranges.contains { $0.contains(scalar.value) },
                        "\(locale): U+\(String(scalar.value, radix: 16, uppercase: true)) in \"\(text)\" is not \(info.script)")
            }
        }
    }

    /// Sentence case outside English: the first letter is a capital where the script has case,
    /// and no later letter is, except German nouns.
    @Test("capitalization follows the language", arguments: iOSLanguages) func capitalizationFollowsTheLanguage(_ locale: String) throws {
        let catalog = try LocalesFixtures.bundled()
        let info = try #require(LocaleInfo(tag: locale))
        guard ["Latn", "Cyrl", "Grek"].contains(info.script) else { return }
        for text in try #require(catalog.texts[locale]).values {
            let words = text.split(separator: " ")
            #expect(words.first?.first?.isUppercase == true, "\(locale): \"\(text)\"")
            if info.language == "en" {
                #expect(words.allSatisfy { $0.first?.isUppercase == true }, "English is title case: \"\(text)\"")
            } else if info.language != "de" {
                #expect(!text.dropFirst().contains { $0.isUppercase }, "\(locale) is sentence case: \"\(text)\"")
            }
        }
    }

    @Test("chinese variants differ") func chineseVariantsDiffer() throws {
        let catalog = try LocalesFixtures.bundled()
        for title in Title.withText {
            #expect(catalog.texts["zh-Hans"]?[title] != catalog.texts["zh-Hant"]?[title])
        }
    }

    @Test("file is a string catalog Xcode reads") func fileIsAStringCatalogXcodeReads() throws {
        let catalog = try StringCatalogReader.read(contentsOf: LocalesFixtures.projectRoot
            .appendingPathComponent(TitleCatalogLoader.bundledPath))
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.version == "1.0")
        #expect(catalog.strings.keys.sorted() == Title.withText.map(\.rawValue).sorted())
        for entry in catalog.strings.values {
            for localization in entry.localizations.values {
                #expect(localization.stringUnit?.state == "translated")
            }
        }
    }

    static let blocks: [String: [ClosedRange<UInt32>]] = [
        "Latn": [0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF],
        "Cyrl": [0x400...0x4FF],
        "Grek": [0x370...0x3FF, 0x1F00...0x1FFF],
        "Arab": [0x600...0x6FF, 0x750...0x77F, 0xFB50...0xFDFF, 0xFE70...0xFEFF],
        "Hebr": [0x590...0x5FF],
        "Deva": [0x900...0x97F], "Beng": [0x980...0x9FF], "Guru": [0xA00...0xA7F], "Gujr": [0xA80...0xAFF],
        "Orya": [0xB00...0xB7F], "Taml": [0xB80...0xBFF], "Telu": [0xC00...0xC7F], "Knda": [0xC80...0xCFF],
        "Mlym": [0xD00...0xD7F], "Thai": [0xE00...0xE7F],
        "Jpan": [0x3040...0x309F, 0x30A0...0x30FF, 0x4E00...0x9FFF],
        "Kore": [0xAC00...0xD7AF, 0x1100...0x11FF, 0x3130...0x318F, 0x4E00...0x9FFF],
        "Hans": [0x4E00...0x9FFF], "Hant": [0x4E00...0x9FFF],
    ]
}

@Suite struct StringCatalogWriterTests {
    /// The bundled file was written by a Python script (json.dumps, indent 2, " : ", sorted keys);
    /// reading it and writing it back must give the same bytes.
    @Test("rewrites the bundled catalog byte for byte") func rewritesTheBundledCatalogByteForByte() throws {
        let url = LocalesFixtures.projectRoot.appendingPathComponent(TitleCatalogLoader.bundledPath)
        let original = try String(contentsOf: url, encoding: .utf8)
        #expect(try StringCatalogWriter.xcstrings(LocalesFixtures.bundled()) == original)
    }
}

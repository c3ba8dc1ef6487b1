import Testing
@testable import LocationButtonLint

@Suite struct LocaleInfoTests {
    /// ISO 15924 codes and directions as the Unicode/ISO 15924 registry gives them.
    @Test("script and direction", arguments: [
        ("ar", "Arab", TextDirection.rtl), ("he", "Hebr", .rtl), ("ur", "Arab", .rtl),
        ("hi", "Deva", .ltr), ("th", "Thai", .ltr), ("ja", "Jpan", .ltr), ("zh-Hant", "Hant", .ltr),
        ("ko", "Kore", .ltr), ("ru", "Cyrl", .ltr), ("el", "Grek", .ltr), ("zh-HK", "Hant", .ltr),
        ("zh-Hans", "Hans", .ltr), ("sr", "Cyrl", .ltr), ("kk", "Cyrl", .ltr), ("sr-Latn", "Latn", .ltr),
        ("pt-BR", "Latn", .ltr), ("en-x-rtl", "Latn", .rtl),
    ])
    func scriptAndDirection(_ tag: String, _ script: String, _ direction: TextDirection) throws {
        let info = try #require(LocaleInfo(tag: tag))
        #expect(info.script == script)
        #expect(info.direction == direction)
    }

    @Test("fallback chain", arguments: [
        ("es-US", ["es-US", "es-419", "es"]), ("es-MX", ["es-MX", "es-419", "es"]), ("es-419", ["es-419", "es"]),
        ("es-ES", ["es-ES", "es"]), ("zh-HK", ["zh-HK", "zh-Hant"]), ("zh-MO", ["zh-MO", "zh-HK", "zh-Hant"]),
        ("zh-TW", ["zh-TW", "zh-Hant"]), ("zh", ["zh", "zh-Hans"]), ("zh-Hant-TW", ["zh-Hant-TW", "zh-Hant"]),
        ("en-AU", ["en-AU", "en"]), ("en-CA", ["en-CA", "en"]), ("pt-BR", ["pt-BR", "pt"]),
        ("pt", ["pt", "pt-BR"]), ("pt-AO", ["pt-AO", "pt-PT", "pt"]), ("fr-CA", ["fr-CA", "fr"]),
        ("sr-Latn", ["sr-Latn"]), ("sr-Cyrl-RS", ["sr-Cyrl-RS", "sr-Cyrl", "sr"]), ("de", ["de"]),
    ])
    func fallbackChain(_ tag: String, _ chain: [String]) throws {
        #expect(try #require(LocaleInfo(tag: tag)).fallbackChain == chain)
    }

    @Test("canonical tag", arguments: [("pt_br", "pt-BR"), ("ZH-hant", "zh-Hant"), ("iw", "he"), ("no", "nb"), ("es-419", "es-419"),
                      ("EN-x-Bounded", "en-x-bounded"), ("ca-ES-valencia", "ca-ES-valencia")])
    func canonicalTag(_ raw: String, _ tag: String) {
        #expect(LocaleInfo(tag: raw)?.tag == tag)
    }

    @Test("rejects unreadable tags", arguments: ["", "e", "German", "de-", "de--CH", "xx", "de-x-foo", "1a", "de-CH-x"])
    func rejectsUnreadableTags(_ raw: String) {
        #expect(LocaleInfo(tag: raw) == nil)
    }

    @Test("unknown language with script is accepted") func unknownLanguageWithScriptIsAccepted() throws {
        let info = try #require(LocaleInfo(tag: "xx-Arab"))
        #expect(info.direction == .rtl)
    }

    @Test("HarfBuzz gets the tag without private use") func harfBuzzGetsTheTagWithoutPrivateUse() {
        #expect(LocaleInfo(tag: "zh-HK")?.harfBuzzLanguage == "zh-HK")
        #expect(LocaleInfo(tag: "ur")?.harfBuzzLanguage == "ur")
        #expect(LocaleInfo(tag: "en-x-accented")?.harfBuzzLanguage == "en")
    }

    @Test("every bundled locale reads back to its own tag") func everyBundledLocaleReadsBackToItsOwnTag() throws {
        for locale in try LocalesFixtures.bundled().locales {
            #expect(LocaleInfo(tag: locale)?.tag == locale)
        }
    }
}

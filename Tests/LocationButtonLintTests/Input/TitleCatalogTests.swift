import Foundation
import Testing
@testable import LocationButtonLint

@Suite struct TitleCatalogTests {
    func team() throws -> TitleCatalog {
        try TitleCatalogLoader.load(contentsOf: LocalesFixtures.url("team-titles.xcstrings"), file: "team-titles.xcstrings")
    }

    @Test("reads plain and i phone texts and skips empty ones") func readsPlainAndIPhoneTextsAndSkipsEmptyOnes() throws {
        #expect(try team().texts == [
            "cy": [.currentLocation: "Lleoliad presennol"],
            "de": [.currentLocation: "Aktueller Standort", .shareMyCurrentLocation: "Meinen Standort teilen"],
        ])
    }

    @Test("team catalog extends and overrides the bundled one") func teamCatalogExtendsAndOverridesTheBundledOne() throws {
        let bundled = try LocalesFixtures.bundled()
        let merged = bundled.merging(try team())
        #expect(merged.text(.currentLocation, locale: "de") == "Aktueller Standort")
        #expect(merged.text(.shareMyCurrentLocation, locale: "de") == "Meinen Standort teilen")
        #expect(merged.text(.sendCurrentLocation, locale: "de") == bundled.text(.sendCurrentLocation, locale: "de"))
        #expect(merged.text(.currentLocation, locale: "fr") == "Position actuelle")
        #expect(merged.locales == (bundled.locales + ["cy"]).sorted())
    }

    @Test("replace keeps only the team catalog") func replaceKeepsOnlyTheTeamCatalog() throws {
        let merged = try LocalesFixtures.bundled().merging(try team(), mode: .replace)
        #expect(merged.locales == ["cy", "de"])
    }

    @Test("lookup follows the fallback chain") func lookupFollowsTheFallbackChain() throws {
        let catalog = TitleCatalog(texts: ["es": [.currentLocation: "A"], "es-419": [.currentLocation: "B"],
                                           "zh-Hant": [.currentLocation: "C"]])
        #expect(catalog.text(.currentLocation, locale: "es-US") == "B")
        #expect(catalog.text(.currentLocation, locale: "es-ES") == "A")
        #expect(catalog.text(.currentLocation, locale: "zh-HK") == "C")
        #expect(catalog.text(.currentLocation, locale: "zh-Hans") == nil)
        #expect(catalog.text(.sendCurrentLocation, locale: "es") == nil)
    }

    @Test("restriction keeps the apps languages with fallback texts") func restrictionKeepsTheAppsLanguagesWithFallbackTexts() throws {
        let bundled = try LocalesFixtures.bundled()
        let selection = LanguageSelection.parse(list: "de, es-MX,cy,ja").selection
        let (restricted, unmatched) = bundled.restricted(to: selection)
        #expect(restricted.locales == ["de", "es-MX", "ja"])
        #expect(restricted.text(.currentLocation, locale: "es-MX") == bundled.text(.currentLocation, locale: "es-419"))
        #expect(unmatched == ["cy"])
        // Pseudolanguages still come from English although the app does not ship it.
        #expect(restricted.text(.currentLocation, locale: "en-x-bounded") == "[# Current Location #]")
    }

    @Test("misspelt title key is an error") func misspeltTitleKeyIsAnError() throws {
        #expect(throws: InputError(file: "misspelt-key.xcstrings", place: "5:24: $.strings.sendMyLocation",  // line 5: the entry's `{`
            #"expected a title key ("currentLocation", "sendCurrentLocation", "sendMyCurrentLocation", "shareCurrentLocation", "shareMyCurrentLocation"), found "sendMyLocation""#)) {
            try TitleCatalogLoader.load(contentsOf: LocalesFixtures.url("misspelt-key.xcstrings"), file: "misspelt-key.xcstrings")
        }
    }

    @Test("unreadable language tag is an error") func unreadableLanguageTagIsAnError() throws {
        #expect(throws: InputError(file: "bad-language-tag.xcstrings", place: "4:58: $.strings.currentLocation.localizations.German",  // the localization's `{`
            #"expected a BCP 47 language tag such as "de" or "zh-Hant", found "German""#)) {
            try TitleCatalogLoader.load(contentsOf: LocalesFixtures.url("bad-language-tag.xcstrings"), file: "bad-language-tag.xcstrings")
        }
    }
}

@Suite struct AppleStringsImporterTests {
    @Test("reads lproj folders in every plist format") func readsLprojFoldersInEveryPlistFormat() throws {
        let catalog = try AppleStringsImporter.titles(frameworkAt: LocalesFixtures.url("AppleLproj.framework"))
        #expect(catalog.texts == [
            "en": [.currentLocation: "Current Location", .shareMyCurrentLocation: "Share My Current Location"],
            "de": [.currentLocation: "Aktueller Ort (fixture)", .shareMyCurrentLocation: "Meinen Standort teilen (fixture)"],
            "fr": [.currentLocation: "Position actuelle (fixture)"],
            "zh-Hans": [.currentLocation: "当前位置（fixture）"],
        ])
    }

    @Test("reads a loctable") func readsALoctable() throws {
        let catalog = try AppleStringsImporter.titles(frameworkAt: LocalesFixtures.url("AppleLoctable.framework"))
        #expect(catalog.locales == ["en", "ja", "pt-BR"])
        #expect(catalog.text(.shareMyCurrentLocation, locale: "ja") == "現在地を共有（fixture）")
    }

    @Test("folder without titles is an input error") func folderWithoutTitlesIsAnInputError() throws {
        #expect(throws: InputError.self) {
            try AppleStringsImporter.titles(frameworkAt: LocalesFixtures.url("AppleLproj.framework/de.lproj"), file: "de.lproj")
        }
    }
}

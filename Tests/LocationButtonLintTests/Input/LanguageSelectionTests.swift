import Foundation
import Testing
@testable import LocationButtonLint

@Suite struct LanguageSelectionTests {
    @Test func listIsSplitCanonicalizedAndDeduplicated() {
        let (selection, rejected) = LanguageSelection.parse(list: " de,fr ,, pt_br,DE,ja")
        #expect(selection.languages == ["de", "fr", "pt-BR", "ja"])
        #expect(rejected.isEmpty)
    }

    @Test func unreadableTagsAreRejectedNotDropped() {
        #expect(LanguageSelection.parse(list: "de,German,xx").rejected == ["German", "xx"])
    }

    @Test func appCatalogShipsItsLocalizationsAndSourceLanguage() throws {
        let selection = try TitleCatalogLoader.languageSelection(contentsOf: LocalesFixtures.url("app-localizable.xcstrings"))
        #expect(selection.languages == ["en", "cy", "de", "es-MX", "fr-CA"])
    }

    @Test func effectiveTitlesCombineAllOptions() throws {
        let (catalog, unmatched) = try TitleCatalogLoader.effective(
            root: LocalesFixtures.projectRoot, localesFile: "team-titles.xcstrings", languages: "ja",
            languagesFrom: "app-localizable.xcstrings", base: LocalesFixtures.url(""))
        #expect(catalog.locales == ["cy", "de", "en", "es-MX", "fr-CA", "ja"])
        #expect(catalog.text(.currentLocation, locale: "cy") == "Lleoliad presennol")
        #expect(catalog.text(.currentLocation, locale: "de") == "Aktueller Standort")
        #expect(unmatched.isEmpty)
    }

    /// The CLI's path: the same files parsed in the background before the titles are asked for.
    @Test func prefetchedCatalogsGiveTheSameTitlesAndErrors() throws {
        let base = LocalesFixtures.url("")
        let prefetch = TitleCatalogLoader.prefetch(root: LocalesFixtures.projectRoot, localesFile: "team-titles.xcstrings",
                                                   languagesFrom: "app-localizable.xcstrings", base: base)
        let (catalog, unmatched) = try TitleCatalogLoader.effective(
            root: LocalesFixtures.projectRoot, localesFile: "team-titles.xcstrings", languages: "ja",
            languagesFrom: "app-localizable.xcstrings", base: base, prefetched: prefetch)
        #expect(catalog.locales == ["cy", "de", "en", "es-MX", "fr-CA", "ja"])
        #expect(catalog.text(.currentLocation, locale: "cy") == "Lleoliad presennol")
        #expect(unmatched.isEmpty)
        // The parse that answered was the background one.
        #expect((try? prefetch.catalog(at: base.appendingPathComponent("team-titles.xcstrings"))?.get()) != nil)

        let missing = TitleCatalogLoader.prefetch(root: LocalesFixtures.projectRoot, localesFile: "no-such.xcstrings",
                                                  languagesFrom: nil, base: base)
        #expect(throws: InputError(file: "no-such.xcstrings", "expected a String Catalog file (.xcstrings), found no such file")) {
            try TitleCatalogLoader.effective(root: LocalesFixtures.projectRoot, localesFile: "no-such.xcstrings",
                                             languages: nil, languagesFrom: nil, base: base, prefetched: missing)
        }
        #expect(missing.catalog(at: base.appendingPathComponent("no-such.xcstrings")).map { (try? $0.get()) == nil } == true)
    }

    @Test func badLanguagesOptionIsAnInputError() {
        #expect(throws: InputError(file: "--languages", #"expected BCP 47 language tags such as de,fr,zh-Hant, found "Deutsch""#)) {
            try TitleCatalogLoader.effective(root: LocalesFixtures.projectRoot, localesFile: nil,
                                             languages: "fr,Deutsch", languagesFrom: nil)
        }
    }
}

import Foundation
import Testing
@testable import LocationButtonLint

@Suite struct LanguageSelectionTests {
    @Test("list is split canonicalized and deduplicated") func listIsSplitCanonicalizedAndDeduplicated() {
        let (selection, rejected) = LanguageSelection.parse(list: " de,fr ,, pt_br,DE,ja")
        #expect(selection.languages == ["de", "fr", "pt-BR", "ja"])
        #expect(rejected.isEmpty)
    }

    @Test("unreadable tags are rejected not dropped") func unreadableTagsAreRejectedNotDropped() {
        #expect(LanguageSelection.parse(list: "de,German,xx").rejected == ["German", "xx"])
    }

    @Test("app catalog ships its localizations and source language") func appCatalogShipsItsLocalizationsAndSourceLanguage() throws {
        let selection = try TitleCatalogLoader.languageSelection(contentsOf: LocalesFixtures.url("app-localizable.xcstrings"))
        #expect(selection.languages == ["en", "cy", "de", "es-MX", "fr-CA"])
    }

    @Test("effective titles combine all options") func effectiveTitlesCombineAllOptions() throws {
        let (catalog, unmatched) = try TitleCatalogLoader.effective(
            root: LocalesFixtures.projectRoot, localesFile: "team-titles.xcstrings", languages: "ja",
            languagesFrom: "app-localizable.xcstrings", base: LocalesFixtures.url(""))
        #expect(catalog.locales == ["cy", "de", "en", "es-MX", "fr-CA", "ja"])
        #expect(catalog.text(.currentLocation, locale: "cy") == "Lleoliad presennol")
        #expect(catalog.text(.currentLocation, locale: "de") == "Aktueller Standort")
        #expect(unmatched.isEmpty)
    }

    /// The CLI's path: the same files parsed in the background before the titles are asked for.
    @Test("prefetched catalogs give the same titles and errors") func prefetchedCatalogsGiveTheSameTitlesAndErrors() throws {
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

    /// The CLI's early path: the bundled catalog parsed before the options are known, the team's
    /// files after; the titles are those read without either prefetch.
    @Test("a prefetch after an earlier one gives the same titles") func aPrefetchAfterAnEarlierOneGivesTheSameTitles() throws {
        let base = LocalesFixtures.url(""), root = LocalesFixtures.projectRoot
        let early = TitleCatalogLoader.prefetch(root: root, localesFile: nil, languagesFrom: nil, base: base)
        let later = TitleCatalogLoader.prefetch(root: root, localesFile: "team-titles.xcstrings",
                                                languagesFrom: "app-localizable.xcstrings", base: base, after: early)
        let read = try TitleCatalogLoader.effective(root: root, localesFile: "team-titles.xcstrings", languages: "ja",
                                                    languagesFrom: "app-localizable.xcstrings", base: base)
        let prefetched = try TitleCatalogLoader.effective(root: root, localesFile: "team-titles.xcstrings", languages: "ja",
                                                          languagesFrom: "app-localizable.xcstrings", base: base,
                                                          prefetched: later)
        #expect(prefetched.catalog == read.catalog && prefetched.unmatched == read.unmatched)
        // The later prefetch answers for the bundled catalog (the earlier one's parse) as a read
        // on the spot would, and its titles are those a run without any prefetch has.
        let bundled = root.appendingPathComponent(TitleCatalogLoader.bundledPath)
        let parsed = try #require(try later.catalog(at: bundled)?.get())
        #expect(parsed == (try StringCatalogReader.read(contentsOf: bundled, file: TitleCatalogLoader.bundledPath)))
        let titles = try #require(try later.bundledTitles(root: root)?.get())
        let unselected = try TitleCatalogLoader.effective(root: root, localesFile: nil, languages: nil, languagesFrom: nil)
        #expect(titles == unselected.catalog)
        #expect(titles.locales == (try TitleCatalogLoader.bundled(root: root)).locales)
        // Another folder's bundled titles are not these.
        #expect(later.bundledTitles(root: base) == nil)
    }

    /// A fresh folder holding `name` with `text`, padded with spaces to `size` bytes when given.
    static func write(_ text: String, named name: String, size: Int? = nil) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("languages-from-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var data = Data(text.utf8)
        if let size { data += Data(repeating: UInt8(ascii: " "), count: size - data.count) }
        try data.write(to: folder.appendingPathComponent(name))
        return folder
    }

    /// Issue 35: `--languages-from` read its catalog whole (a 60 MB one took 565 MB). It is now
    /// read for its languages only, within the 64 MB cap of an app's catalogs, while `--locales`,
    /// read whole for its texts, is held to 4 MB (docs/hostile-input.md). One 5 MB catalog (2,000
    /// entries with 1,000-letter German and French texts, padded to 5 × 2^20 bytes) shows both.
    @Test("languages from is streamed and locales is capped") func languagesFromIsStreamedAndLocalesIsCapped() throws {
        let texts = ["de", "fr"].map { #""\#($0)": {"stringUnit": {"state": "translated", "value": "\#(String(repeating: "a", count: 1_000))"}}"# }
        let entries = (0..<2_000).map { #""key\#($0)": {"localizations": {\#(texts.joined(separator: ", "))}}"# }
        let folder = try Self.write(#"{"sourceLanguage": "en", "strings": {\#(entries.joined(separator: ",\n"))}}"#,
                                    named: "big.xcstrings", size: 5 << 20)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("big.xcstrings")
        // The source language first, then the others sorted.
        #expect(try TitleCatalogLoader.languageSelection(contentsOf: file).languages == ["en", "de", "fr"])
        let (catalog, unmatched) = try TitleCatalogLoader.effective(root: LocalesFixtures.projectRoot, localesFile: nil, languages: nil,
                                                                    languagesFrom: "big.xcstrings", base: folder)
        #expect(catalog.locales == ["de", "en", "fr"] && unmatched.isEmpty)
        #expect(throws: InputError(file: "big.xcstrings", "expected a String Catalog, found one of 5 MB, over the cap of 4 MB")) {
            try TitleCatalogLoader.effective(root: LocalesFixtures.projectRoot, localesFile: "big.xcstrings", languages: nil,
                                             languagesFrom: nil, base: folder)
        }
    }

    /// The stream keeps no keys to list, so a catalog without a source language is refused at its
    /// top saying so (the full reader listed the keys it found instead).
    @Test("a languages from catalog without source language is refused") func aLanguagesFromCatalogWithoutSourceLanguageIsRefused() throws {
        let folder = try Self.write(#"{"strings": {"k": {"localizations": {"de": {}}}}}"#, named: "c.xcstrings")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: InputError(file: "c.xcstrings", place: "$", #"expected key "sourceLanguage" (a language tag such as "en"), found none"#)) {
            try TitleCatalogLoader.languageSelection(contentsOf: folder.appendingPathComponent("c.xcstrings"), file: "c.xcstrings")
        }
    }

    @Test("bad languages option is an input error") func badLanguagesOptionIsAnInputError() {
        #expect(throws: InputError(file: "--languages", #"expected BCP 47 language tags such as de,fr,zh-Hant, found "Deutsch""#)) {
            try TitleCatalogLoader.effective(root: LocalesFixtures.projectRoot, localesFile: nil,
                                             languages: "fr,Deutsch", languagesFrom: nil)
        }
    }
}

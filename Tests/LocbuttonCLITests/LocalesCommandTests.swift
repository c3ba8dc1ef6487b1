import Foundation
import Testing

/// `locbutton locales` end to end, on the built binary.
@Suite struct LocalesCommandTests {
    static func locbutton(_ arguments: [String]) throws -> LocbuttonRunner.Output {
        try LocbuttonRunner.run(arguments)
    }

    @Test("JSON lists selected languages then pseudolanguages") func jsonListsSelectedLanguagesThenPseudolanguages() throws {
        let result = try Self.locbutton(["locales", "--format", "json", "--languages", "de,ja"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let locales = try #require(object["locales"] as? [[String: Any]])
        #expect(locales.map { $0["locale"] as? String } == ["de", "ja", "en-x-accented", "en-x-double", "en-x-bounded", "en-x-rtl"])
        #expect(locales.allSatisfy { ($0["titles"] as? [Any])?.count == 5 })
        let titles = try #require(locales.first?["titles"] as? [[String: Any]])
        #expect(titles.count == 5)
        #expect(titles.first?["text"] as? String == "Aktueller Ort")
        #expect((titles.first?["width"] as? Double ?? 0) > 0)
        #expect(object["pointSize"] as? Double == 17)
    }

    @Test("text is one row per locale and title") func textIsOneRowPerLocaleAndTitle() throws {
        let result = try Self.locbutton(["locales", "--languages", "ar,he"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        // Header, column names, then 5 titles × (2 languages + 4 pseudolanguages).
        #expect(lines.count == 2 + 5 * 6)
        #expect(lines[1].hasPrefix("LOCALE"))
        #expect(lines[2].hasPrefix("ar ") && lines[2].contains(" Arab ") && lines[2].contains(" rtl "))
    }

    @Test("malformed team catalog is one line and exit two") func malformedTeamCatalogIsOneLineAndExitTwo() throws {
        let catalog = try LocbuttonRunner.fixture("no-string-unit.xcstrings")
        let result = try Self.locbutton(["locales", "--locales", catalog])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "\(catalog):6:16: $.strings.currentLocation.localizations.de: expected \"stringUnit\" or \"variations\", found keys \"state\", \"value\"\n")
    }
}

extension LocalesCommandTests {
    /// The extracted catalog is one `--locales` accepts: round trip through both options.
    @Test("extracted Apple titles feed locales") func extractedAppleTitlesFeedLocales() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("locbutton-extract-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try Data(#""K" = "Current Location";"#.utf8).write(to: dir.appendingPathComponent("en.lproj/Localizable.strings"))
        try Data(#""K" = "Aktueller Ort (Test)";"#.utf8).write(to: dir.appendingPathComponent("de.lproj/Localizable.strings"))
        defer { try? FileManager.default.removeItem(at: dir) }

        let extracted = try Self.locbutton(["locales", "--extract-from", dir.path])
        #expect(extracted.status == 0)
        let catalogFile = dir.appendingPathComponent("Apple.xcstrings")
        try Data(extracted.stdout.utf8).write(to: catalogFile)

        let listed = try Self.locbutton(["locales", "--format", "json", "--languages", "de", "--locales", catalogFile.path])
        #expect(listed.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any])
        let titles = try #require((object["locales"] as? [[String: Any]])?.first?["titles"] as? [[String: Any]])
        #expect(titles.first?["text"] as? String == "Aktueller Ort (Test)")
        // The other four German titles still come from the bundled catalog.
        #expect(titles.count == 5)
    }
}

extension LocalesCommandTests {
    @Test("one title sorted by language at a size category") func oneTitleSortedByLanguageAtASizeCategory() throws {
        let result = try Self.locbutton(["locales", "--title", "currentLocation", "--size", "AX1", "--format", "json"])
        #expect(result.status == 0)
        let object = try LocbuttonRunner.json(result.stdout)
        // HIG Dynamic Type table: Body is 28 pt at AX1.
        #expect(object["pointSize"] as? Double == 28)
        let locales = try #require(object["locales"] as? [[String: Any]])
        #expect(locales.allSatisfy { ($0["titles"] as? [[String: Any]])?.map { $0["title"] as? String } == ["currentLocation"] })
        let tags = locales.compactMap { $0["locale"] as? String }.filter { !$0.contains("-x-") }
        let languages = tags.map { $0.split(separator: "-")[0] }
        #expect(languages == languages.sorted())
        #expect(tags.firstIndex(of: "zh-Hans")! < tags.firstIndex(of: "zh-HK")!)
    }
}

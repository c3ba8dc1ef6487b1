import Foundation
import Testing
@testable import LocationButtonLint

/// A table instead of HarfBuzz: every character is 10 pt wide at 17 pt; Arabic-script text is in
/// "Arabic.ttf", everything else in "Latin.otf".
private struct TableMeasuring: TextMeasuring {
    func measure(_ text: String, locale: String, weight: FontWeight, pointSize: Double) throws -> TextMeasurement {
        let arabic = text.unicodeScalars.contains { (0x600...0x6FF).contains($0.value) }
        let width = Double(text.count) * 10 * pointSize / 17
        let run = TextMeasurement.Run(text: text, font: arabic ? "Arabic.ttf" : "Latin.otf", faceIndex: 0,
                                      script: arabic ? "Arab" : "Latn", direction: arabic ? "rtl" : "ltr",
                                      language: locale, glyphCount: text.count, advanceWidth: width)
        return TextMeasurement(text: text, pointSize: pointSize, runs: [run], advanceWidth: width, tracking: 0,
                               lineHeight: pointSize * 1.2, uncertainty: arabic ? 0.05 : 0.02)
    }
}

@Suite struct LocaleOverviewTests {
    let catalog = TitleCatalog(texts: [
        "en": [.currentLocation: "Current Location", .shareCurrentLocation: "Share Current Location"],
        "ar": [.currentLocation: "الموقع الحالي"],
    ])

    @Test("lists catalog locales then pseudolanguages") func listsCatalogLocalesThenPseudolanguages() throws {
        let overviews = try LocaleOverview.make(catalog: catalog, measuring: TableMeasuring(), pseudolanguages: [.bounded])
        #expect(overviews.map(\.locale) == ["ar", "en", "en-x-bounded"])
        let arabic = overviews[0]
        #expect(arabic.script == "Arab" && arabic.direction == .rtl && arabic.fonts == ["Arabic.ttf"])
        #expect(arabic.uncertainty == 0.05)
        // "الموقع الحالي" is 13 characters → 130 pt in the table.
        #expect(arabic.titles == [.init(title: .currentLocation, text: "الموقع الحالي", width: 130)])
        // "[# Current Location #]" is 22 characters.
        #expect(overviews[2].titles.first?.width == 220)
        #expect(overviews[2].pseudolanguage == .bounded)
    }

    @Test("text table is aligned") func textTableIsAligned() throws {
        let overviews = try LocaleOverview.make(catalog: catalog, measuring: TableMeasuring(), pseudolanguages: [])
        let expected = """
        Titles at 17 pt regular; pseudolanguages (en-x-…) are stress tests.
        LOCALE  SCRIPT  DIR  FONT        TITLE                 WIDTH  TEXT
        ar      Arab    rtl  Arabic.ttf  currentLocation       130.0  الموقع الحالي
        en      Latn    ltr  Latin.otf   currentLocation       160.0  Current Location
        en      Latn    ltr  Latin.otf   shareCurrentLocation  220.0  Share Current Location

        """
        #expect(LocaleOverviewWriter.text(overviews, pointSize: 17, weight: .regular) == expected)
    }

    @Test("JSON names every field") func jsonNamesEveryField() throws {
        let overviews = try LocaleOverview.make(catalog: TitleCatalog(texts: ["de": [.currentLocation: "Ort"]]),
                                                measuring: TableMeasuring(), pseudolanguages: [])
        let json = try LocaleOverviewWriter.json(overviews, pointSize: 17, weight: .regular)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["pointSize"] as? Double == 17)
        #expect(object["weight"] as? String == "regular")
        let locale = try #require((object["locales"] as? [[String: Any]])?.first)
        #expect(locale["locale"] as? String == "de")
        #expect(locale["script"] as? String == "Latn")
        #expect(locale["direction"] as? String == "ltr")
        #expect(locale["fonts"] as? [String] == ["Latin.otf"])
        let title = try #require((locale["titles"] as? [[String: Any]])?.first)
        #expect(title["title"] as? String == "currentLocation")
        #expect(title["text"] as? String == "Ort")
        #expect(title["width"] as? Double == 30)
    }
}

import Testing
@testable import LocationButtonLint

/// The bundled titles through the real shaper and the bundled fonts.
@Suite struct LocaleShapingTests {
    static let shaper = Result { try TextTestSupport.bundledShaper() }

    /// Coverage: every character of every title, in every locale and pseudolanguage, is in a font
    /// of its script's chain (the shaper throws `UncoveredCharacterError` otherwise), and the
    /// runs carry the locale's script (CJK locales split into their component scripts).
    @Test("every title shapes in its script", arguments: BundledTitlesTests.iOSLanguages + Pseudolanguage.allCases.map(\.tag))
    func everyTitleShapesInItsScript(_ locale: String) throws {
        let shaper = try Self.shaper.get()
        let catalog = try LocalesFixtures.bundled()
        let info = try #require(LocaleInfo(tag: locale))
        let allowed: Set<String> = switch info.script {
        case "Jpan": ["Hani", "Hira", "Kana"]
        case "Kore": ["Hang", "Hani"]
        case "Hans", "Hant": ["Hani"]
        default: [info.script]
        }
        for title in Title.withText {
            let text = try #require(catalog.text(title, locale: locale))
            let measurement = try shaper.measure(text, locale: locale, weight: .regular, pointSize: 17)
            #expect(measurement.width > 0)
            for run in measurement.runs {
                #expect(allowed.contains(run.script), "\(locale) \(title): run \"\(run.text)\" is \(run.script)")
            }
        }
    }

    /// Urdu is drawn in Nastaliq as iOS draws it, not in the Naskh of Arabic.
    @Test("urdu uses nastaliq") func urduUsesNastaliq() throws {
        let measurement = try Self.shaper.get().measure("موجودہ مقام", locale: "ur", weight: .regular, pointSize: 17)
        #expect(measurement.runs.allSatisfy { $0.font.contains("Nastaliq") })
    }

    @Test("double length is at least twice as wide as English", arguments: Title.withText) func doubleLengthIsAtLeastTwiceAsWideAsEnglish(_ title: Title) throws {
        let shaper = try Self.shaper.get()
        let catalog = try LocalesFixtures.bundled()
        let english = try shaper.measure(try #require(catalog.text(title, locale: "en")), locale: "en", weight: .regular, pointSize: 17)
        let double = try shaper.measure(try #require(catalog.text(title, locale: Pseudolanguage.doubleLength.tag)),
                                        locale: Pseudolanguage.doubleLength.tag, weight: .regular, pointSize: 17)
        #expect(double.width >= 2 * english.width)
    }

    @Test("right to left pseudolanguage shapes right to left", arguments: Title.withText) func rightToLeftPseudolanguageShapesRightToLeft(_ title: Title) throws {
        let shaper = try Self.shaper.get()
        let catalog = try LocalesFixtures.bundled()
        let tag = Pseudolanguage.rightToLeft.tag
        let measurement = try shaper.measure(try #require(catalog.text(title, locale: tag)), locale: tag,
                                             weight: .regular, pointSize: 17)
        #expect(!measurement.runs.isEmpty)
        #expect(measurement.runs.allSatisfy { $0.direction == "rtl" && $0.script == "Latn" })
        // The English letters, as shaped: same glyph count as the English title.
        let english = try shaper.measure(try #require(catalog.text(title, locale: "en")), locale: "en",
                                         weight: .regular, pointSize: 17)
        #expect(measurement.runs.map(\.glyphCount).reduce(0, +) == english.runs.map(\.glyphCount).reduce(0, +))
    }
}

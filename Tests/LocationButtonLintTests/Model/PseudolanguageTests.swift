import Testing
@testable import LocationButtonLint

@Suite struct PseudolanguageTests {
    @Test("bounded adds bracket markers") func boundedAddsBracketMarkers() {
        #expect(Pseudolanguage.bounded.apply(to: "Current Location") == "[# Current Location #]")
    }

    @Test("double length repeats the text") func doubleLengthRepeatsTheText() {
        #expect(Pseudolanguage.doubleLength.apply(to: "Share My Current Location")
                == "Share My Current Location Share My Current Location")
    }

    /// Worked letter by letter from the table in Pseudolanguage.swift's comment.
    @Test("accented keeps length and accents letters") func accentedKeepsLengthAndAccentsLetters() {
        #expect(Pseudolanguage.accented.apply(to: "Send My Current Location") == "Šéñď Mý Çûŕŕéñţ Ļöçåţîöñ")
        #expect(Pseudolanguage.accented.apply(to: "bfmpqvx") == "bfmpqvx")
    }

    @Test("right to left overrides direction") func rightToLeftOverridesDirection() {
        let text = Pseudolanguage.rightToLeft.apply(to: "Current Location")
        #expect(Array(text.unicodeScalars).first == "\u{202E}")
        #expect(Array(text.unicodeScalars).last == "\u{202C}")
        #expect(text.unicodeScalars.count == "Current Location".unicodeScalars.count + 2)
    }

    @Test("tag round trips", arguments: Pseudolanguage.allCases) func tagRoundTrips(_ pseudo: Pseudolanguage) throws {
        #expect(Pseudolanguage(tag: pseudo.tag) == pseudo)
        let info = try #require(LocaleInfo(tag: pseudo.tag))
        #expect(info.pseudolanguage == pseudo)
        #expect(info.direction == (pseudo == .rightToLeft ? .rtl : .ltr))
    }

    @Test("catalog generates pseudo titles from English") func catalogGeneratesPseudoTitlesFromEnglish() throws {
        let catalog = try LocalesFixtures.bundled()
        #expect(catalog.text(.currentLocation, locale: "en-x-bounded") == "[# Current Location #]")
        #expect(catalog.text(.none, locale: "en-x-bounded") == nil)
        #expect(!catalog.locales.contains("en-x-bounded"))
    }
}

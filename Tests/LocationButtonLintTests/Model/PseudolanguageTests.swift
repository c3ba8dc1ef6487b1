import Testing
@testable import LocationButtonLint

@Suite struct PseudolanguageTests {
    @Test func boundedAddsBracketMarkers() {
        #expect(Pseudolanguage.bounded.apply(to: "Current Location") == "[# Current Location #]")
    }

    @Test func doubleLengthRepeatsTheText() {
        #expect(Pseudolanguage.doubleLength.apply(to: "Share My Current Location")
                == "Share My Current Location Share My Current Location")
    }

    /// Worked letter by letter from the table in Pseudolanguage.swift's comment.
    @Test func accentedKeepsLengthAndAccentsLetters() {
        #expect(Pseudolanguage.accented.apply(to: "Send My Current Location") == "Šéñď Mý Çûŕŕéñţ Ļöçåţîöñ")
        #expect(Pseudolanguage.accented.apply(to: "bfmpqvx") == "bfmpqvx")
    }

    @Test func rightToLeftOverridesDirection() {
        let text = Pseudolanguage.rightToLeft.apply(to: "Current Location")
        #expect(Array(text.unicodeScalars).first == "\u{202E}")
        #expect(Array(text.unicodeScalars).last == "\u{202C}")
        #expect(text.unicodeScalars.count == "Current Location".unicodeScalars.count + 2)
    }

    @Test(arguments: Pseudolanguage.allCases) func tagRoundTrips(_ pseudo: Pseudolanguage) throws {
        #expect(Pseudolanguage(tag: pseudo.tag) == pseudo)
        let info = try #require(LocaleInfo(tag: pseudo.tag))
        #expect(info.pseudolanguage == pseudo)
        #expect(info.direction == (pseudo == .rightToLeft ? .rtl : .ltr))
    }

    @Test func catalogGeneratesPseudoTitlesFromEnglish() throws {
        let catalog = try LocalesFixtures.bundled()
        #expect(catalog.text(.currentLocation, locale: "en-x-bounded") == "[# Current Location #]")
        #expect(catalog.text(.none, locale: "en-x-bounded") == nil)
        #expect(!catalog.locales.contains("en-x-bounded"))
    }
}

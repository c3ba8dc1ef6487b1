import Testing
@testable import LocationButtonLint

@Suite struct StringCatalogReaderTests {
    @Test("reads states and variations") func readsStatesAndVariations() throws {
        let catalog = try StringCatalogReader.read(contentsOf: LocalesFixtures.url("variations.xcstrings"))
        #expect(catalog.sourceLanguage == "en")
        let places = try #require(catalog.strings["%lld places"])
        #expect(places.comment == "A count with plural forms")
        let plural = try #require(places.localizations["de"]?.variations["plural"])
        #expect(plural["one"]?.stringUnit == .init(state: "translated", value: "%lld Ort"))
        #expect(plural["other"]?.stringUnit == .init(state: "needs_review", value: "%lld Orte"))
        #expect(places.localizations["fr"]?.stringUnit?.value == "%#@count@")
        let tap = try #require(catalog.strings["Tap here"])
        #expect(tap.extractionState == "manual")
        #expect(tap.localizations["de"]?.variations["device"]?["mac"]?.stringUnit?.value == "Hier klicken")
        #expect(tap.localizations["ja"]?.stringUnit?.state == "stale")
        #expect(catalog.strings["Untranslated"]?.localizations.isEmpty == true)
        #expect(catalog.languages == ["en", "de", "fr", "ja"])
    }

    @Test("invalid JSON names line and column") func invalidJSONNamesLineAndColumn() throws {
        let error = try #require(LocalesFixtures.readError("not-json.xcstrings"))
        // The stray comma after `{` on line 4: 4 spaces, "currentLocation" (17), " : {" → column 26.
        #expect(error.place == "4:26")
        #expect(error.message.hasPrefix("expected valid JSON, found a syntax error"))
    }

    /// Line and column of the value at the path, by hand (python3: the value's index in its line + 1).
    @Test("malformed catalogs say where and what", arguments: [
        ("missing-strings.xcstrings",
         #"missing-strings.xcstrings:1:1: $: expected key "strings" (an object of keys to localizations), found keys "sourceLanguage", "version""#),
        ("no-string-unit.xcstrings",
         #"no-string-unit.xcstrings:6:16: $.strings.currentLocation.localizations.de: expected "stringUnit" or "variations", found keys "state", "value""#),
        ("value-not-string.xcstrings",
         #"value-not-string.xcstrings:6:72: $.strings.currentLocation.localizations["pt-BR"].stringUnit.value: expected a string, found a number (42)"#),
        ("strings-is-array.xcstrings",
         #"strings-is-array.xcstrings:3:15: $.strings: expected the catalog's strings (a JSON object), found an array"#),
        ("state-not-string.xcstrings",
         #"state-not-string.xcstrings:6:45: $.strings.currentLocation.localizations.de.stringUnit.state: expected a string, found true"#),
    ])
    func malformedCatalogsSayWhereAndWhat(_ file: String, _ expected: String) throws {
        #expect(try #require(LocalesFixtures.readError(file)).description == expected)
    }

    @Test("missing file is an input error") func missingFileIsAnInputError() throws {
        let error = try #require(LocalesFixtures.readError("no-such-file.xcstrings"))
        #expect(error.file == "no-such-file.xcstrings")
        #expect(error.message == "expected a String Catalog file (.xcstrings), found no such file")
    }
}

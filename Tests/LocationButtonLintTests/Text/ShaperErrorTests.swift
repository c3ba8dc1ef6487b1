import Foundation
import Testing
@testable import LocationButtonLint

@Suite struct ShaperErrorTests {
    @Test("character no font covers names code point locale and chain") func characterNoFontCoversNamesCodePointLocaleAndChain() throws {
        let shaper = try TextTestSupport.bundledShaper()
        #expect {
            _ = try shaper.measure("Hi 😀", locale: "en", weight: .regular, pointSize: 17)
        } throws: { error in
            guard let e = error as? UncoveredCharacterError else { return false }
            return e.codePoint == "U+1F600" && e.locale == "en" && e.chain == ["Inter"]
                && e.description.contains("U+1F600") && e.description.contains("en") && e.description.contains("Inter")
        }
        // A hangul syllable outside the subset (Fonts/ keeps only the catalog's): KR face, then
        // Inter, the chain Fonts/manifest.json gives Korean's Hangul under $.languages.ko.Hang
        // ($.scripts.Hang, for other languages, starts with the SC face).
        let manifest = TextTestSupport.fontsURL.appendingPathComponent("manifest.json").path
        #expect {
            _ = try shaper.measure("뷁", locale: "ko", weight: .regular, pointSize: 17)
        } throws: { error in
            (error as? UncoveredCharacterError)?.description
                == "\(manifest):$.languages.ko.Hang: no font covers U+BDC1 in locale ko (script Hang, chain: Noto Sans CJK KR → Inter)"
        }
    }

    /// Issue 35: a manifest's 400,000-entry chain made a 3.2 MB line naming no file. The line
    /// names the manifest and the chain's place, and shows 8 families and how many more.
    @Test("a long chain is cut and names its manifest and place") func aLongChainIsCutAndNamesItsManifestAndPlace() throws {
        let chain = Array(repeating: "\"Test\"", count: 400_000).joined(separator: ",")
        let manifest = """
            {"version": 1, "families": [{"name": "Test", "margin": 0, "faces": [{"file": "Inter-Regular.otf", "weight": "regular"}]}],
             "scripts": {"Latn": ["Test"]}, "languages": {"de": {"Latn": [\(chain)]}}}
            """
        let dir = try TextTestSupport.makeDirectory(manifest: manifest, copying: ["Inter-Regular.otf"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let shaper = try Shaper(catalog: FontDirectory(url: dir).catalog())
        // U+E000 is private use: Inter has no glyph for it.
        #expect {
            _ = try shaper.measure("\u{E000}", locale: "de-AT", weight: .regular, pointSize: 17)
        } throws: { error in
            (error as? UncoveredCharacterError)?.description == dir.appendingPathComponent("manifest.json").path
                + ":$.languages.de.Latn: no font covers U+E000 in locale de-AT (script Latn, chain: "
                + Array(repeating: "Test", count: 8).joined(separator: " → ") + " → … (399992 more))"
        }
    }

    @Test("missing font file is an input error naming the manifest place") func missingFontFileIsAnInputErrorNamingTheManifestPlace() throws {
        let dir = try TextTestSupport.makeDirectory(manifest: TextTestSupport.singleFontManifest(file: "Nowhere.ttf"))
        #expect {
            _ = try FontDirectory(url: dir)
        } throws: { error in
            guard let e = error as? InputError else { return false }
            return e.place == "$.families[0].faces[0].file" && e.file.hasSuffix("manifest.json")
                && e.message.contains("Nowhere.ttf")
        }
    }

    @Test("font file removed after loading is an input error") func fontFileRemovedAfterLoadingIsAnInputError() throws {
        let dir = try TextTestSupport.makeDirectory(manifest: TextTestSupport.singleFontManifest(file: "Inter-Regular.otf"),
                                                    copying: ["Inter-Regular.otf"])
        let shaper = try Shaper(catalog: FontDirectory(url: dir).catalog())
        try FileManager.default.removeItem(at: dir.appendingPathComponent("Inter-Regular.otf"))
        #expect(throws: InputError.self) { _ = try shaper.measure("Hello", locale: "en", weight: .regular, pointSize: 17) }
    }

    @Test("truncated font is an input error") func truncatedFontIsAnInputError() throws {
        let original = try Data(contentsOf: TextTestSupport.fontsURL.appendingPathComponent("NotoSansArabic-Regular.ttf"))
        let dir = try TextTestSupport.makeDirectory(manifest: TextTestSupport.singleFontManifest(file: "Cut.ttf"),
                                                    writing: ["Cut.ttf": original.prefix(original.count / 2)])
        let shaper = try Shaper(catalog: FontDirectory(url: dir).catalog())
        #expect {
            _ = try shaper.measure("Hello", locale: "en", weight: .regular, pointSize: 17)
        } throws: { error in
            guard let e = error as? InputError else { return false }
            return e.file.hasSuffix("Cut.ttf") && e.message.contains("cut short")
        }
    }

    @Test("not a font is an input error", arguments: [Data("This is a text file, not a font.\n".utf8), Data()])
    func notAFontIsAnInputError(_ bytes: Data) throws {
        let dir = try TextTestSupport.makeDirectory(manifest: TextTestSupport.singleFontManifest(file: "Fake.ttf"),
                                                    writing: ["Fake.ttf": bytes])
        let shaper = try Shaper(catalog: FontDirectory(url: dir).catalog())
        #expect {
            _ = try shaper.measure("Hello", locale: "en", weight: .regular, pointSize: 17)
        } throws: { error in
            guard let e = error as? InputError else { return false }
            return e.file.hasSuffix("Fake.ttf") && e.message.contains("expected an OpenType or TrueType font")
        }
    }

    @Test("chain naming an unknown family is an input error") func chainNamingAnUnknownFamilyIsAnInputError() throws {
        let manifest = """
        {"version": 1, "families": [{"name": "Test", "margin": 0, "faces": [{"file": "Inter-Regular.otf"}]}],
         "scripts": {"Latn": ["Test", "Helvetica"]}}
        """
        let dir = try TextTestSupport.makeDirectory(manifest: manifest, copying: ["Inter-Regular.otf"])
        #expect {
            _ = try FontDirectory(url: dir).catalog()
        } throws: { error in
            (error as? InputError)?.place == "$.scripts.Latn[1]"
        }
    }

    @Test("malformed manifest names the JSON path") func malformedManifestNamesTheJSONPath() throws {
        let manifest = """
        {"version": 1, "families": [{"name": "Test", "margin": 0, "faces": [{"file": "Inter-Regular.otf", "weight": "heavy"}]}],
         "scripts": {}}
        """
        let dir = try TextTestSupport.makeDirectory(manifest: manifest, copying: ["Inter-Regular.otf"])
        #expect {
            _ = try FontDirectory(url: dir)
        } throws: { error in
            guard let error = error as? InputError else { return false }
            return error.place == "$.families[0].faces[0].weight"
                && error.message == "expected one of regular, medium, semibold, bold, found the string \"heavy\""
        }
        let broken = try TextTestSupport.makeDirectory(manifest: "{\"version\": 1,\n  not json")
        #expect {
            _ = try FontDirectory(url: broken)
        } throws: { error in
            (error as? InputError)?.place == "2:3"
        }
        let wrongKind = try TextTestSupport.makeDirectory(manifest: #"{"version": 1, "families": {}, "scripts": {}}"#)
        #expect {
            _ = try FontDirectory(url: wrongKind)
        } throws: { error in
            guard let error = error as? InputError else { return false }
            return error.place == "$.families" && error.message == "expected an array, found an empty object"
        }
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("locbutton-no-manifest-\(UUID().uuidString)")
        #expect(throws: InputError.self) { _ = try FontDirectory(url: empty) }
    }

    /// A negative faceIndex trapped converting to UInt32 (FreeType accepts a negative index as a query).
    @Test("unusable face index is an input error", arguments: [
        (#""faceIndex": -1"#, "$.families[0].faces[0].faceIndex", "expected a face index 0–65535, found -1"),
        (#""faceIndex": 70000"#, "$.families[0].faces[0].faceIndex", "expected a face index 0–65535, found 70000"),
    ])
    func unusableFaceIndexIsAnInputError(faceField: String, place: String, message: String) throws {
        let manifest = """
        {"version": 1, "families": [{"name": "Test", "margin": 0, "faces": [{"file": "Inter-Regular.otf", "weight": "regular", \(faceField)}]}],
         "scripts": {"Latn": ["Test"]}}
        """
        let dir = try TextTestSupport.makeDirectory(manifest: manifest, copying: ["Inter-Regular.otf"])
        #expect {
            _ = try FontDirectory(url: dir).catalog()
        } throws: { error in
            (error as? InputError)?.place == place && (error as? InputError)?.message == message
        }
    }

    @Test("bad margin and tracking rows are input errors") func badMarginAndTrackingRowsAreInputErrors() throws {
        for (extra, place) in [(#", "tracking": [[10]]"#, "$.families[0].tracking[0]")] {
            let dir = try TextTestSupport.makeDirectory(manifest: TextTestSupport.singleFontManifest(file: "Inter-Regular.otf", extra: extra),
                                                        copying: ["Inter-Regular.otf"])
            #expect { _ = try FontDirectory(url: dir).catalog() } throws: { ($0 as? InputError)?.place == place }
        }
        let manifest = """
        {"version": 1, "families": [{"name": "Test", "margin": 8, "faces": [{"file": "Inter-Regular.otf", "weight": "regular"}]}],
         "scripts": {"Latn": ["Test"]}}
        """
        let dir = try TextTestSupport.makeDirectory(manifest: manifest, copying: ["Inter-Regular.otf"])
        #expect { _ = try FontDirectory(url: dir).catalog() } throws: { ($0 as? InputError)?.place == "$.families[0].margin" }
    }
}

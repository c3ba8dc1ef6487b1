import Foundation
import Testing
@testable import LocationButtonLint

/// Faces of a .ttc chosen by PostScript name, as the macOS manifest does for PingFang and Hiragino.
/// Fixtures/hebrew-regular-bold.ttc was built from the bundled subsets with fontTools:
///   TTCollection(fonts=[NotoSansHebrew-Regular.ttf, NotoSansHebrew-Bold.ttf]).save(...)
/// Expected widths: `hb-shape --bot --eot --script=Hebr --direction=rtl --language=he
/// --output-format=json --no-glyph-names --face-index=N hebrew-regular-bold.ttc 'המיקום הנוכחי'`
/// gives 13 glyphs with Σax = 6233 (face 0) and 6593 (face 1), at 1000 units per em.
@Suite struct FontCollectionTests {
    func shaper(postScriptName: String) throws -> Shaper {
        let ttc = try #require(Bundle.module.url(forResource: "Fixtures/hebrew-regular-bold", withExtension: "ttc"))
        let manifest = """
        {"version": 1, "families": [{"name": "Hebrew", "margin": 0, "faces": [
           {"file": "\(ttc.path)", "postScriptName": "\(postScriptName)"}]}],
         "scripts": {"Hebr": ["Hebrew"]}}
        """
        let dir = try TextTestSupport.makeDirectory(manifest: manifest)
        return try Shaper(catalog: FontDirectory(url: dir).catalog())
    }

    @Test("face picked by post script name") func facePickedByPostScriptName() throws {
        let bold = try shaper(postScriptName: "NotoSansHebrew-Bold").measure("המיקום הנוכחי", locale: "he", weight: .bold, pointSize: 10)
        #expect(bold.runs.first?.faceIndex == 1)
        #expect(abs(bold.advanceWidth - 65.93) < 0.01)
        let regular = try shaper(postScriptName: "NotoSansHebrew-Regular").measure("המיקום הנוכחי", locale: "he", weight: .regular, pointSize: 10)
        #expect(regular.runs.first?.faceIndex == 0)
        #expect(abs(regular.advanceWidth - 62.33) < 0.01)
    }

    @Test("unknown post script name lists the faces") func unknownPostScriptNameListsTheFaces() throws {
        let shaper = try shaper(postScriptName: "NotoSansHebrew-Black")
        #expect {
            _ = try shaper.measure("שלום", locale: "he", weight: .regular, pointSize: 10)
        } throws: { error in
            (error as? InputError)?.message
                == "expected a face with PostScript name NotoSansHebrew-Black, found NotoSansHebrew-Regular, NotoSansHebrew-Bold"
        }
    }
}

import Foundation
import Testing
@testable import LocationButtonLint

/// `FontManifestTreeReader` (the one-parse path `FontManifestReader` tries first) gives the
/// manifest `JSONDecoder` gives from the same bytes, and declines what `JSONDecoder` must judge.
/// `JSONDecoder` is the independent reference: Foundation's decoder, not this code.
@Suite struct FontManifestTreeReaderTests {
    static func viaTree(_ text: String) -> FontManifest? {
        PlainJSONReader.read(Data(text.utf8)).flatMap(FontManifestTreeReader.manifest)
    }

    static func viaDecoder(_ text: String) -> FontManifest? {
        try? JSONDecoder().decode(FontManifest.self, from: Data(text.utf8))
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every manifest the repository ships reads, and equals the decoder's.
    @Test("the repositorys manifests read as JSON decoder reads them") func theRepositorysManifestsReadAsJSONDecoderReadsThem() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Fonts").path)
            .filter { $0.hasSuffix(".json") }
        #expect(names.contains("manifest.json"))
        for name in names {
            let text = try String(contentsOf: Self.root.appendingPathComponent("Fonts/\(name)"), encoding: .utf8)
            let tree = Self.viaTree(text)
            #expect(tree != nil, "\(name)")
            #expect(tree == Self.viaDecoder(text), "\(name)")
        }
    }

    /// Hand-written manifests covering each field: optional ones absent, null and present, other
    /// keys ignored, a whole number written as a fraction, a language table.
    @Test("hand written manifests match the decoder") func handWrittenManifestsMatchTheDecoder() {
        let face = #"{"file": "A.otf", "faceIndex": 2, "postScriptName": "A-Bold", "weight": "bold", "minPointSize": 20, "maxPointSize": 1e3}"#
        let family = #"{"name": "A", "margin": 0.08, "marginReason": "r", "lineHeightMargin": null, "lineHeightMarginReason": "l", "faces": [\#(face), {"file": "B.ttf"}], "opticalSizeAxis": true, "tracking": [[6, 0.41], [80, -0.2]], "extra": [1, {"x": null}]}"#
        for text in [
            #"{"version": 1, "families": [], "scripts": {}}"#,
            #"{"version": 1.0, "families": [\#(family)], "scripts": {"Latn": ["A"], "Arab": []}, "languages": null}"#,
            #"{"version": 2, "families": [\#(family), {"name": "B", "margin": 0, "faces": []}], "scripts": {"Latn": ["A", "B"]}, "languages": {"ur": {"Arab": ["B", "A"]}, "ja": {}}, "description": "x"}"#,
        ] {
            let tree = Self.viaTree(text)
            #expect(tree != nil, "\(text)")
            #expect(tree == Self.viaDecoder(text), "\(text)")
        }
    }

    /// What the decoder refuses, the tree reader declines too (so the decoder's message is shown).
    @Test("what the decoder refuses is declined") func whatTheDecoderRefusesIsDeclined() {
        for text in [
            #"{"version": 1.5, "families": [], "scripts": {}}"#,                          // a fraction for an integer
            #"{"version": "1", "families": [], "scripts": {}}"#,                          // a string for a number
            #"{"families": [], "scripts": {}}"#,                                          // no version
            #"{"version": 1, "families": [{"name": "A", "margin": 0, "faces": [{"file": "A.otf", "weight": "heavy"}]}], "scripts": {}}"#,
            #"{"version": 1, "families": [{"name": "A", "margin": "0", "faces": []}], "scripts": {}}"#,
            #"{"version": 1, "families": [{"name": "A", "margin": 0, "faces": [], "opticalSizeAxis": 1}], "scripts": {}}"#,
            #"{"version": 1, "families": [], "scripts": {"Latn": "A"}}"#,
            #"{"version": 1, "families": [], "scripts": {}, "languages": {"ur": ["A"]}}"#,
            #"[]"#,
        ] {
            #expect(Self.viaDecoder(text) == nil, "\(text)")
            #expect(Self.viaTree(text) == nil, "\(text)")
        }
    }
}

import Foundation
import Testing
@testable import LocationButtonLint

/// Paths and shared objects for the text tests.
enum TextTestSupport {
    /// The checkout's `Fonts/` (this file is Tests/LocationButtonLintTests/Text/TextTestSupport.swift).
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fontsURL = repositoryRoot.appendingPathComponent("Fonts")

    static func bundledShaper() throws -> Shaper {
        try Shaper(catalog: FontDirectory(url: fontsURL).catalog())
    }

    /// A temporary font directory with the given manifest and files copied from `Fonts/` (or given bytes).
    static func makeDirectory(manifest: String, copying files: [String] = [], writing extra: [String: Data] = [:]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("locbutton-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data(manifest.utf8).write(to: dir.appendingPathComponent("manifest.json"))
        for file in files {
            try FileManager.default.copyItem(at: fontsURL.appendingPathComponent(file), to: dir.appendingPathComponent(file))
        }
        for (name, data) in extra { try data.write(to: dir.appendingPathComponent(name)) }
        return dir
    }

    /// A manifest with one family "Test" drawing Latin from `file`.
    static func singleFontManifest(file: String, extra: String = "") -> String {
        """
        {"version": 1, "families": [{"name": "Test", "margin": 0, "faces": [{"file": "\(file)", "weight": "regular"}]\(extra)}],
         "scripts": {"Latn": ["Test"]}}
        """
    }
}

/// The hb-shape fixture file (see Fixtures/make_shaping_fixtures.py for the commands).
struct ShapingFixtures: Decodable {
    struct Run: Decodable {
        var text: String, font: String, script: String, direction: String, command: String
        var glyphCount: Int, advanceUnits: Int, unitsPerEm: Int, advanceWidth: Double, lineHeightUnits: Int
    }
    struct Case: Decodable, CustomTestStringConvertible {
        var name: String, locale: String, weight: FontWeight, pointSize: Double, text: String
        var characterCount: Int, runs: [Run]
        var testDescription: String { name }
    }
    var cases: [Case]

    static let all: [Case] = {
        guard let url = Bundle.module.url(forResource: "Fixtures/hb-shape-widths", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let fixtures = try? JSONDecoder().decode(ShapingFixtures.self, from: data) else { return [] }
        return fixtures.cases
    }()

    static func named(_ name: String) -> Case? { all.first { $0.name == name } }
}

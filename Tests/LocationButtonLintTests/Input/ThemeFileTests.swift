import Foundation
import Testing
@testable import LocationButtonLint

/// Theme files decoded into the engine's model. Expected specs are written out by hand from the
/// fixture texts; expected positions are counted in them (see each comment).
@Suite struct ThemeFileTests {
    private func fixture(_ name: String) throws -> String {
        try #require(Bundle.module.url(forResource: "Fixtures/Theme/\(name)", withExtension: nil)).path
    }

    private func problems(_ paths: [String]) -> [String] {
        do {
            _ = try ThemeFile.load(paths: paths)
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    private func expectedShare(source: LocationButtonLint.SourceLocation) -> ButtonSpec {
        ButtonSpec(id: "share", api: .swiftui, title: .shareCurrentLocation, glyph: .arrowOutline, fontSize: 15,
                   textStyle: .callout, background: "#112233", foreground: "white", viewAlpha: 0.9, ancestorAlpha: 0.8,
                   cornerRadius: 8, frame: ButtonFrame(width: 200, height: 44, maxWidth: 300, device: .iPadSplitPortrait),
                   dynamicType: DynamicTypeBehavior(follows: true, range: .large ... .ax2),
                   backdrops: ["#000000", "systemBackground"], platform: .iOS, scale: 1.05, rotation: 0, occluded: false,
                   filter: "blur", source: source)
    }

    @Test("YAML theme decodes every field") func yamlThemeDecodesEveryField() throws {
        let path = try fixture("complete.yaml")
        let theme = try #require(try ThemeFile.load(paths: [path]).first)
        // `- id: share` is line 9, the mapping starts at column 5; `- id: glyph-only` is line 31.
        #expect(theme.buttons == [
            expectedShare(source: LocationButtonLint.SourceLocation(file: path, line: 9, column: 5)),
            ButtonSpec(id: "glyph-only", title: .none, dynamicType: .fixed,
                       source: LocationButtonLint.SourceLocation(file: path, line: 31, column: 5)),
        ])
        #expect(theme.appearances == [.light, .dark])
        #expect(theme.boldText == true)
        #expect(theme.languages == ["de", "zh-Hans"])
        #expect(theme.assets == nil)
        #expect(theme.policy == Policy(profile: .wcagAA, overrides: ContrastOverrides(titleRatio: 5), target: .ios26))
        #expect(theme.colorReferences.map(\.reference) == ["#112233", "white", "#000000", "systemBackground"])
        // Keys of `share` are written one per line from line 10 (`api`), `width` on line 20.
        #expect(theme.keyLocations["share"]?["api"] == LocationButtonLint.SourceLocation(file: path, line: 10, column: 5))
        #expect(theme.keyLocations["share"]?["width"] == LocationButtonLint.SourceLocation(file: path, line: 20, column: 5))
        #expect(theme.keyLocations["glyph-only"]?.keys.sorted() == ["dynamicType", "glyph", "id", "title"])
    }

    @Test("JSON theme decodes like YAML") func jsonThemeDecodesLikeYAML() throws {
        let yaml = try #require(try ThemeFile.load(paths: [try fixture("complete.yaml")]).first)
        let path = try fixture("complete.json")
        let json = try #require(try ThemeFile.load(paths: [path]).first)
        // In JSON each button is a flow mapping: its `{` is at line 9 (share) and 17, column 5.
        #expect(json.buttons.map(\.source) == [LocationButtonLint.SourceLocation(file: path, line: 9, column: 5),
                                                LocationButtonLint.SourceLocation(file: path, line: 17, column: 5)])
        func withoutSource(_ buttons: [ButtonSpec]) -> [ButtonSpec] {
            buttons.map { var button = $0; button.source = nil; return button }
        }
        #expect(withoutSource(json.buttons) == withoutSource(yaml.buttons))
        #expect(json.policy == yaml.policy)
        #expect(json.languages == yaml.languages && json.appearances == yaml.appearances)
    }

    /// Keys of the earlier model fail with the reason, not as unknown keys.
    @Test("retired keys say why they went") func retiredKeysSayWhyTheyWent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("retired-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("old.yaml").path
        try "systemLimits:\n  minimumContrast: 2\nlayout:\n  glyphWidth: 1\nbuttons:\n  - id: a\n    weight: bold\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let found = problems([path])
        #expect(found.count == 3)
        #expect(found.contains { $0.hasPrefix("\(path):1:1") == false && $0.contains("systemLimits was removed: `disabled` now follows CoreLocationUI's own rules") })
        #expect(found.contains { $0.contains("layout was removed") })
        #expect(found.contains { $0.hasPrefix("\(path):7:13: weight was removed: the title weight of the location button is not customizable") })
    }

    @Test("every problem is reported on its line in order") func everyProblemIsReportedOnItsLineInOrder() throws {
        let path = try fixture("problems.yaml")
        #expect(problems([path]) == [
            "\(path):1:10: expected an accessibility profile (hig, wcag-aa, wcag-aaa), found \"wcag-a\" (did you mean \"wcag-aa\"?)",
            "\(path):2:1: expected a key of a theme, found \"boldtext\" (did you mean \"boldText\"?)",
            "\(path):5:15: expected a font size in points, found \"17\"",
            "\(path):6:12: expected an alpha from 0 to 1, found 1.5",
            "\(path):7:13: weight was removed: the title weight of the location button is not customizable (the system draws its own text style); Bold Text is an appearance setting (theme boldText: true); remove the key",
            "\(path):8:18: expected true, false or a size range such as xSmall...AX3, found \"AX3...large\"",
            "\(path):9:5: expected key \"id\" in a button, found none",
            "\(path):11:5: expected a key of a button, found \"backgorund\" (did you mean \"background\"?)",
            "\(path):12:12: expected a width in points greater than 0 and at most 10000, found -10",
        ])
    }

    @Test("button ids must be unique across files") func buttonIdsMustBeUniqueAcrossFiles() throws {
        let a = try fixture("duplicate-a.yaml"), b = try fixture("duplicate-b.yaml")
        #expect(problems([a, b]) == ["\(b):3:5: expected a unique button id, found \"same\" again (first at \(a):2)"])
    }

    @Test("missing file and non theme documents") func missingFileAndNonThemeDocuments() throws {
        #expect(problems(["/no/such/theme.yaml"]) == ["/no/such/theme.yaml: expected a theme file, found no such file"])
        let list = try fixture("list.yaml")
        #expect(problems([list]) == ["\(list):1:1: expected a theme, found a list"])
    }

    @Test("asset catalog is resolved next to the theme") func assetCatalogIsResolvedNextToTheTheme() throws {
        let path = try fixture("missing-assets.yaml")
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        // `assets: Missing.xcassets`: the value starts at column 9.
        #expect(problems([path]) == [
            "\(path):1:9: expected an asset catalog folder relative to the theme file, found no folder at \(folder)/Missing.xcassets",
        ])
    }

    @Test("unknown colors are reported where written") func unknownColorsAreReportedWhereWritten() throws {
        let path = try fixture("colors.yaml")
        let theme = try #require(try ThemeFile.load(paths: [path]).first)
        let green = try ColorLiteral.parse("#1E6B3A")
        let lines = theme.unknownColors(for: ColorResolver(assets: ["BrandGreen": AppearanceColors(constant: green)]))
            .map(\.description)
        #expect(lines.count == 2)
        // `    background: Brandgreen`: the value starts at column 17.
        #expect(lines.first == "\(path):3:17: expected a color literal, system color or asset color name, found \"Brandgreen\" (did you mean \"BrandGreen\"?)")
        #expect(lines.last?.hasPrefix("\(path):4:17: expected") == true)
        #expect(lines.last?.contains("#12345") == true)
    }

    @Test("languages are checked where written") func languagesAreCheckedWhereWritten() throws {
        let path = try fixture("languages.yaml")
        // `languages: [en, qq, zh-hans]`: "qq" starts at column 17.
        #expect(problems([path]) == ["\(path):1:17: expected a BCP 47 language tag such as de or zh-Hans, found \"qq\""])
    }

    @Test("size ranges and lists") func sizeRangesAndLists() {
        #expect(SizeCategoryRange.parseList("large,AX1...AX3") == [.large, .ax1, .ax2, .ax3])
        #expect(SizeCategoryRange.parseList("xsmall...small,ax5") == [.xSmall, .small, .ax5])
        #expect(SizeCategoryRange.parseList("AX3...large") == nil)
        #expect(SizeCategoryRange.parseList("huge") == nil)
        #expect(SizeCategoryRange.parseRange("xSmall...AX5") == SizeCategory.xSmall ... SizeCategory.ax5)
    }

    /// Without echoing values (no JSON report asked for) a theme decodes to the same buttons and
    /// key places, with no configurations.
    @Test("theme read without values keeps places and drops configurations") func themeReadWithoutValuesKeepsPlacesAndDropsConfigurations() throws {
        let path = try fixture("complete.yaml")
        let echoed = try #require(try ThemeFile.load(paths: [path]).first)
        let plain = try #require(try ThemeFile.load(paths: [path], echoesValues: false).first)
        #expect(echoed.configurations["share"]?["width"]?.value == "200")
        #expect(plain.configurations.isEmpty)
        #expect(plain.keyLocations == echoed.keyLocations)
        #expect(plain.buttons == echoed.buttons)
        #expect(plain.colorReferences == echoed.colorReferences)
    }
}

/// The published JSON Schema and the decoder accept the same keys (README.md, Theme files, documents both).
@Suite struct ThemeSchemaTests {
    private func schema() throws -> [String: Any] {
        let url = URL(fileURLWithPath: #filePath)  // Tests/LocationButtonLintTests/Input/ThemeFileTests.swift
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("schema/theme.schema.json")
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    private func keys(_ object: Any?) -> [String] {
        ((object as? [String: Any])?["properties"] as? [String: Any])?.keys.sorted() ?? []
    }

    @Test("schema keys match the decoder") func schemaKeysMatchTheDecoder() throws {
        let schema = try schema()
        let properties = try #require(schema["properties"] as? [String: Any])
        let button = (schema["definitions"] as? [String: Any])?["button"]
        #expect(keys(schema) == ThemeFileDecoder.themeKeys.sorted())
        #expect(keys(button) == ThemeFileDecoder.buttonKeys.sorted())
        #expect(keys(properties["accessibility"]) == ThemeFileDecoder.accessibilityKeys.sorted())
        #expect(properties["systemLimits"] == nil && properties["layout"] == nil && keys(button).contains("weight") == false)
    }
}

import Foundation
import Testing
@testable import LocationButtonLint

/// README.md is the spec users copy: its complete example theme (Theme files, "A complete example")
/// must load as written, every color in it must resolve, and the file must name the catalog it uses.
@Suite struct ReadmeThemeExampleTests {
    private static let readme = URL(fileURLWithPath: #filePath)  // Tests/LocationButtonLintTests/Docs/<this file>
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// The first fenced yaml block after the line that introduces the complete example.
    private func completeExample() throws -> String {
        let lines = try String(contentsOf: Self.readme, encoding: .utf8).components(separatedBy: "\n")
        let intro = try #require(lines.firstIndex { $0.hasPrefix("A complete example") })
        let open = try #require(lines[intro...].firstIndex { $0 == "```yaml" })
        let close = try #require(lines[(open + 1)...].firstIndex { $0 == "```" })
        return lines[(open + 1) ..< close].joined(separator: "\n") + "\n"
    }

    /// "Every key": the example's button names each key a theme accepts (`ButtonKeys`), in the
    /// table's order, so a new key shows up in the README too.
    @Test("complete example names every button key") func completeExampleNamesEveryButtonKey() throws {
        let lines = try completeExample().components(separatedBy: "\n")
        let first = try #require(lines.firstIndex { $0.hasPrefix("  - id:") })
        let keys = ["id"] + lines[(first + 1)...].compactMap { line -> String? in
            guard line.hasPrefix("    "), let colon = line.firstIndex(of: ":"), !line.dropFirst(4).hasPrefix(" ") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 4)..<colon])
        }
        #expect(keys == ButtonKeys.keys(in: .theme).map(\.name))
    }

    @Test("complete example loads and its colors resolve") func completeExampleLoadsAndItsColorsResolve() throws {
        let yaml = try completeExample()
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("readme-theme-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The example names `assets: App/Assets.xcassets` and the asset color `BrandGreen`:
        // a minimal catalog holding that one color set stands in for the user's.
        let colorSet = folder.appendingPathComponent("App/Assets.xcassets/BrandGreen.colorset")
        try FileManager.default.createDirectory(at: colorSet, withIntermediateDirectories: true)
        let contents = """
            {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
              "components": {"red": "0.118", "green": "0.420", "blue": "0.227", "alpha": "1.000"}}}],
             "info": {"author": "xcode", "version": 1}}
            """
        try Data(contents.utf8).write(to: colorSet.appendingPathComponent("Contents.json"))
        let path = folder.appendingPathComponent("theme.yaml").path
        try Data(yaml.utf8).write(to: URL(fileURLWithPath: path))

        let theme = try #require(try ThemeFile.load(paths: [path]).first)
        #expect(theme.buttons.map(\.id) == ["share-location"])
        #expect(theme.assets == folder.appendingPathComponent("App/Assets.xcassets").path)
        let catalog = try AssetCatalog.load(path: try #require(theme.assets))
        #expect(catalog.names == ["BrandGreen"])
        #expect(theme.unknownColors(for: ColorResolver(catalogs: [catalog.colorSource])).map(\.description) == [])
    }
}

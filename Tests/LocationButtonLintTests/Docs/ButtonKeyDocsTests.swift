import Foundation
import Testing
@testable import LocationButtonLint

/// The JSON Schemas' button properties and docs/theme-files.md's key table say what `ButtonKeys`
/// says: a key, a bound or a description changed in the table and not in them fails here, with
/// the text to paste.
@Suite struct ButtonKeyDocsTests {
    private static let root = URL(fileURLWithPath: #filePath)  // Tests/LocationButtonLintTests/Docs/<this file>
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `definitions.button.properties` of a schema file, as Foundation reads JSON.
    private func buttonProperties(_ schema: String) throws -> [String: Any] {
        let data = try Data(contentsOf: Self.root.appendingPathComponent(schema))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let definitions = try #require(object["definitions"] as? [String: Any])
        let button = try #require(definitions["button"] as? [String: Any])
        return try #require(button["properties"] as? [String: Any])
    }

    /// The table's properties for `place`, read back by the same JSON reader as the file.
    private func generated(_ place: ButtonKey.Place) throws -> [String: Any] {
        let text = ButtonKeys.schemaProperties(in: place).serialized()
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// A JSON value written with sorted keys, so two readings compare as text.
    private func canonical(_ value: Any?) -> String? {
        guard let value, let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Every key's property equal, each mismatch reported with the property the table writes.
    private func expectEqual(_ file: [String: Any], _ table: [String: Any], in schema: String) {
        #expect(file.keys.sorted() == table.keys.sorted(), "\(schema): keys")
        for (key, property) in table {
            #expect(canonical(file[key]) == canonical(property), "\(schema): \(key) should be \(ButtonKeys.key(key).map { $0.jsonSchema.serialized() } ?? "")")
        }
    }

    @Test("theme schema button properties are the table") func themeSchemaButtonPropertiesAreTheTable() throws {
        expectEqual(try buttonProperties("schema/theme.schema.json"), try generated(.theme), in: "theme.schema.json")
    }

    /// `.locbutton.yml`'s button entries: the table's config keys and `disable`, the reader's own.
    @Test("config schema button properties are the table") func configSchemaButtonPropertiesAreTheTable() throws {
        var properties = try buttonProperties("schema/locbutton.schema.json")
        #expect(properties.removeValue(forKey: "disable") != nil)
        expectEqual(properties, try generated(.config), in: "locbutton.schema.json")
    }

    @Test("docs key table is the table") func docsKeyTableIsTheTable() throws {
        let docs = try String(contentsOf: Self.root.appendingPathComponent("docs/theme-files.md"), encoding: .utf8)
        let table = ButtonKeys.documentationTable()
        #expect(docs.contains("\n\n" + table + "\n"), "docs/theme-files.md should hold, after a blank line:\n\(table)")
    }

    /// The bounds the docs table prints are the ones the theme decoder applies (worked by hand
    /// from docs/theme-files.md's ranges, so a changed bound must change the docs too).
    @Test("docs table names the bounds") func docsTableNamesTheBounds() {
        let table = ButtonKeys.documentationTable()
        #expect(table.contains("| `width` | a number greater than 0, at most 10000 |"))
        #expect(table.contains("| `fontSize` | a number from 1 to 200 |"))
        #expect(table.contains("| `rotation` | a number from -360 to 360; default `0` |"))
    }
}

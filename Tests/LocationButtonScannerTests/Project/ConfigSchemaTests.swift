import Foundation
@testable import LocationButtonScanner
import Testing

/// `schema/locbutton.schema.json` and the reader accept the same keys.
@Suite struct ConfigSchemaTests {
    private func schema() throws -> [String: Any] {
        let url = URL(fileURLWithPath: #filePath)  // Tests/LocationButtonScannerTests/Project/ConfigSchemaTests.swift
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("schema/locbutton.schema.json")
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    private func keys(_ object: Any?) -> [String] {
        ((object as? [String: Any])?["properties"] as? [String: Any])?.keys.sorted() ?? []
    }

    @Test("schema keys match the reader") func schemaKeysMatchTheReader() throws {
        let schema = try schema()
        #expect(keys(schema) == ProjectConfigReader.topKeys.sorted())
        let button = (schema["definitions"] as? [String: Any])?["button"]
        #expect(keys(button) == (ProjectConfig.assumptionKeys + ["disable"]).sorted())
    }
}

/// Parent folders named the way the user named the start folder.
@Suite struct ConfigParentPathTests {
    @Test("relative stays relative and absolute absolute") func relativeStaysRelativeAndAbsoluteAbsolute() {
        #expect(ProjectConfigReader.parent(of: "Trail") == ".")
        #expect(ProjectConfigReader.parent(of: ".") == "..")
        #expect(ProjectConfigReader.parent(of: "..") == "../..")
        #expect(ProjectConfigReader.parent(of: "App/Trail/") == "App")
        #expect(ProjectConfigReader.parent(of: "/a/b") == "/a")
    }
}

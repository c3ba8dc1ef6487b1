import Foundation
import Testing

/// `schema/report.schema.json` names every member the JSON report writes (checked with a Python
/// `jsonschema` validation by hand; here, the member names both ways where the schema is closed).
@Suite struct ReportSchemaTests {
    static func schema() throws -> [String: Any] {
        let url = URL(fileURLWithPath: #filePath)  // Tests/LocbuttonCLITests/ReportSchemaTests.swift
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("schema/report.schema.json")
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    static func properties(_ object: Any?) -> Set<String> {
        Set(((object as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
    }

    @Test("the reports members are the schemas") func theReportsMembersAreTheSchemas() throws {
        let schema = try Self.schema()
        let definitions = try #require(schema["definitions"] as? [String: Any])
        let app = try AppFixtureTests.app("ManyLanguages")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let output = try LocbuttonRunner.run(["check", "--format", "json", "--detail", "full"], in: app)
        let report = try LocbuttonRunner.json(output.stdout)
        // An iOS-only report has every member but those about other platforms (only when a theme names them).
        #expect(Set(report.keys) == Self.properties(schema).subtracting(["platformFindings"]))
        let button = try #require((report["buttons"] as? [[String: Any]])?.first)
        // `target` only where the project says which target builds the button (RealAppCheckTests).
        #expect(Set(button.keys) == Self.properties(definitions["button"]).subtracting(["platforms", "target"]))
        for finding in button["findings"] as? [[String: Any]] ?? [] {
            #expect(Set(finding.keys).isSubset(of: Self.properties(definitions["finding"])))
        }
        for (_, configured) in button["configuration"] as? [String: [String: Any]] ?? [:] {
            #expect(Set(configured.keys).isSubset(of: Self.properties(definitions["configured"])))
        }
        #expect(Set((report["languages"] as? [String: Any])?.keys.map { $0 } ?? [])
                == Self.properties(((schema["properties"] as? [String: Any])?["languages"] as? [String: Any])
                    .flatMap { ($0["oneOf"] as? [Any])?.last }))
    }

    /// A button on three platforms adds `platformFindings`, `platforms` and each finding's `platform`.
    @Test("platform members are the schemas") func platformMembersAreTheSchemas() throws {
        let schema = try Self.schema()
        let definitions = try #require(schema["definitions"] as? [String: Any])
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let output = try LocbuttonRunner.run(["check", root.appendingPathComponent("Examples/three-platforms.yaml").path, "--format", "json"])
        #expect(output.status == 1)
        let report = try LocbuttonRunner.json(output.stdout)
        #expect(Set(report.keys) == Self.properties(schema))
        let button = try #require((report["buttons"] as? [[String: Any]])?.first)
        #expect(Set(button.keys) == Self.properties(definitions["button"]).subtracting(["text", "target"]))
        let platforms = try #require(button["platforms"] as? [String: Any])
        let platformSchema = (Self.properties(definitions["button"]).isEmpty ? nil : ((definitions["button"] as? [String: Any])?["properties"] as? [String: Any])?["platforms"])
        #expect(Set(platforms.keys) == Self.properties(platformSchema))
        let findings = button["findings"] as? [[String: Any]] ?? []
        #expect(Set(findings.compactMap { $0["platform"] as? String }) == ["android", "web"])
        for finding in findings { #expect(Set(finding.keys).isSubset(of: Self.properties(definitions["finding"]))) }
    }
}

import Foundation
import Testing

/// End-to-end tests of `locbutton contrast` on the built binary.
@Suite struct ContrastCommandTests {
    struct Run { var status: Int32; var stdout: String; var stderr: String }

    static func locbutton(_ arguments: [String]) throws -> Run {
        // The test bundle sits in the build products folder next to the `locbutton` executable.
        let products = Bundle.main.bundleURL.deletingLastPathComponent()
        let candidates = [products, Bundle.main.bundleURL].map { $0.appendingPathComponent("locbutton") }
        let binary = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) })
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                   stderr: String(decoding: stderr, as: UTF8.self))
    }

    static func json(_ run: Run) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    /// The unit tests' color fixtures, shared rather than copied.
    static func fixture(_ name: String) throws -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("LocationButtonLintTests/Fixtures/" + name).path
    }

    @Test func defaultButtonInDarkHighContrastFailsWithAllFields() throws {
        let run = try Self.locbutton(["contrast", "white", "systemBlue", "--appearance", "dark-high-contrast", "--format", "json"])
        #expect(run.status == 1)
        let doc = try Self.json(run)
        // 2.8312 = WCAG ratio of #FFFFFF and #409CFF (worked in Python: L = 0.320869).
        #expect(abs((doc["ratio"] as? Double ?? 0) - 2.8311) < 0.0002)
        let required = try #require(doc["required"] as? [String: Any])
        #expect(required["title"] as? Double == 4.5 && required["glyph"] as? Double == 3)
        #expect(doc["passes"] as? Bool == false)
        #expect(doc["minimumAlpha"] is NSNull && doc["minimumViewAlpha"] is NSNull)
        #expect(doc["apcaLc"] is Double)
        #expect((doc["suggestions"] as? [Any])?.count == 2)
        #expect((doc["background"] as? [String: Any])?["color"] as? String == "#409CFFFF")
    }

    @Test func translucentFillReportsHandWorkedMinimumAlpha() throws {
        // White on black needs fill alpha ≥ 0.534681 for 4.5:1 over a white backdrop (worked in
        // TranslucencyLimitTests); printed rounded up to 4 places.
        let run = try Self.locbutton(["contrast", "#FFFFFF", "#000000", "--background-alpha", "0.3", "--format", "json"])
        #expect(run.status == 1)
        let doc = try Self.json(run)
        #expect(doc["minimumAlpha"] as? Double == 0.5347)
        #expect((doc["worstBackdrop"] as? [String: Any])?["backdrop"] as? String == "#FFFFFFFF")
    }

    @Test func passingPairExitsZeroWithText() throws {
        let run = try Self.locbutton(["contrast", "#000", "#fff", "--profile", "wcag-aaa"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("21.00:1"))
        #expect(run.stderr.isEmpty)
    }

    @Test func assetColorsResolvePerAppearance() throws {
        let catalog = try Self.fixture("Color/Theme.xcassets")
        let run = try Self.locbutton(["contrast", "LightOnly", "Brand", "--assets", catalog, "--appearance", "dark", "--format", "json"])
        let doc = try Self.json(run)
        #expect((doc["background"] as? [String: Any])?["kind"] as? String == "asset")
        // Brand dark is (0.039, 0.518, 1.000) → #0A84FF.
        #expect((doc["background"] as? [String: Any])?["color"] as? String == "#0A84FFFF")
    }

    @Test(arguments: [
        ["contrast", "#12345", "#fff"],
        ["contrast", "#fff", "notAColor"],
        ["contrast", "#fff", "#000", "--profile", "wcag-z"],
        ["contrast", "#fff", "#000", "--background-alpha", "1.5"],
    ])
    func badInputIsOneLineAndExitTwo(arguments: [String]) throws {
        let run = try Self.locbutton(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    @Test func malformedCatalogNamesTheFile() throws {
        let catalog = try Self.fixture("Color/Malformed/OutOfRange.xcassets")
        let run = try Self.locbutton(["contrast", "#fff", "#000", "--assets", catalog])
        #expect(run.status == 2)
        #expect(run.stderr.contains("Broken.colorset/Contents.json:$.colors[0].color.components.red: expected a value in 0–1"))
    }
}

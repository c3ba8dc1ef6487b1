import Foundation
import Testing

/// End to end: the built `locbutton-studio` serves a copy of the example theme, and
/// `Browser/studio_browser_test.py` drives its page in headless Chromium (Selenium with Debian's
/// chromium-driver) and probes its server with raw requests (docs/studio.md lists the checks).
/// Without Python's selenium or chromedriver the test is skipped with the reason, never passed.
@Suite(.serialized) struct StudioBrowserTests {
    static let root = URL(fileURLWithPath: #filePath)  // Tests/LocationButtonStudioTests/StudioBrowserTests.swift
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let script = root.appendingPathComponent("Tests/LocationButtonStudioTests/Browser/studio_browser_test.py")

    /// The studio program SwiftPM built beside the test runner.
    static var executable: URL? {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return [folder, folder.deletingLastPathComponent(), root.appendingPathComponent(".build/debug")]
            .map { $0.appendingPathComponent("locbutton-studio") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Why the browser test cannot run here, or nil.
    static var missing: String? {
        if executable == nil { return "locbutton-studio is not built (swift build --build-tests builds it)" }
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        if !paths.contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/chromedriver") }) {
            return "no chromedriver on PATH (Debian: apt-get install chromium-driver; macOS: brew install chromedriver)"
        }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["python3", "-c", "import selenium"]
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return "no python3" }
        probe.waitUntilExit()
        return probe.terminationStatus == 0 ? nil : "Python's selenium is missing (pip install selenium)"
    }

    @Test("the studio page edits judges and saves the example theme") func theStudioPageEditsJudgesAndSavesTheExampleTheme() throws {
        if let missing = Self.missing {
            FileHandle.standardError.write(Data("note: studio browser test skipped: \(missing)\n".utf8))
            return
        }
        // A copy of the example and its asset catalog: the test saves into it.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("studio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["trailhead.yaml", "Assets.xcassets"] {
            try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Examples/\(name)"), to: folder.appendingPathComponent(name))
        }
        let theme = folder.appendingPathComponent("trailhead.yaml").path

        let server = Process()
        server.executableURL = try #require(Self.executable)
        server.arguments = [theme]
        server.environment = ProcessInfo.processInfo.environment.merging(["LOCBUTTON_HOME": Self.root.path]) { $1 }
        let output = Pipe()
        server.standardOutput = output
        try server.run()
        defer { server.terminate(); server.waitUntilExit() }
        let address = try #require(Self.address(from: output.fileHandleForReading), "the studio printed no address")
        #expect(address.hasPrefix("http://127.0.0.1:"))

        try Self.runBrowser(Self.script, address, theme)
    }

    /// `locbutton studio DIR` in the browser: a copy of the scanner's TrailSwiftUI fixture opened
    /// read-only (`Browser/studio_app_browser_test.py`: no Save, an edit's code, no byte changed).
    @Test("the studio page opens an app read only") func theStudioPageOpensAnAppReadOnly() throws {
        if let missing = Self.missing {
            FileHandle.standardError.write(Data("note: studio browser test skipped: \(missing)\n".utf8))
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("studio-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: StudioAppTests.apps.appendingPathComponent("TrailSwiftUI"), to: folder)
        let server = Process()
        server.executableURL = try #require(Self.executable)
        server.arguments = [folder.path]
        server.environment = ProcessInfo.processInfo.environment.merging(["LOCBUTTON_HOME": Self.root.path]) { $1 }
        let output = Pipe()
        server.standardOutput = output
        try server.run()
        defer { server.terminate(); server.waitUntilExit() }
        let address = try #require(Self.address(from: output.fileHandleForReading), "the studio printed no address")

        try Self.runBrowser(Self.root.appendingPathComponent("Tests/LocationButtonStudioTests/Browser/studio_app_browser_test.py"),
                            address, folder.path)
    }

    /// Runs a browser script on the page at `address`; it prints a `FAILED` line per failed check
    /// and exits 77 when it cannot drive a browser here (a note, not a failure).
    static func runBrowser(_ script: URL, _ address: String, _ argument: String) throws {
        let browser = Process()
        browser.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        browser.arguments = ["python3", script.path, address, argument]
        let log = Pipe()
        browser.standardOutput = log
        browser.standardError = log
        try browser.run()
        let transcript = String(decoding: log.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        browser.waitUntilExit()
        print(transcript)
        if browser.terminationStatus == 77 {
            FileHandle.standardError.write(Data("note: studio browser test skipped: \(transcript)".utf8))
            return
        }
        let failed = transcript.split(separator: "\n").filter { $0.hasPrefix("FAILED") }
        #expect(browser.terminationStatus == 0 && failed.isEmpty, "\(failed.joined(separator: "\n"))")
    }

    /// Reads the program's output until the line with the address.
    static func address(from handle: FileHandle) -> String? {
        var seen = ""
        while true {
            let data = handle.availableData
            if data.isEmpty { return nil }
            seen += String(decoding: data, as: UTF8.self)
            if let range = seen.range(of: #"http://127\.0\.0\.1:[0-9]+/#token=[0-9a-f]+"#, options: .regularExpression) {
                return String(seen[range])
            }
        }
    }
}

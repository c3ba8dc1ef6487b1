import Foundation
import Testing

/// Runs the built `locbutton` executable, which SwiftPM puts in the same products folder as this
/// test target's resource bundle.
struct LocbuttonRunner {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
        var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
        var stdoutLines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    }

    static var executable: URL {
        Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("locbutton")
    }

    /// The bundled example theme (`check` without a path checks the app in the working directory).
    static let exampleTheme = URL(fileURLWithPath: #filePath)  // Tests/LocbuttonCLITests/LocbuttonRunner.swift
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/trailhead.yaml").path

    static func fixture(_ name: String) throws -> String {
        try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil)).path
    }

    /// A fresh empty folder for output files.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("locbutton-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs `executable` (locbutton unless given) with the environment changed by `environment`
    /// and `removing`; `NO_COLOR` is always removed so color tests start from a clean slate.
    static func run(_ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil,
                    executable: URL = executable, removing: [String] = []) throws -> Output {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("stdout"), err = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "NO_COLOR")
        for name in removing { env.removeValue(forKey: name) }
        env.merge(environment) { $1 }
        process.environment = env
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return Output(status: process.terminationStatus,
                      stdout: try String(contentsOf: out, encoding: .utf8),
                      stderr: try String(contentsOf: err, encoding: .utf8))
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}

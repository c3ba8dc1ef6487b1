import ArgumentParser
import Foundation
import LocationButtonLint
import LocationButtonStudio

/// `locbutton studio [THEME…]` (also `locbutton-studio`): serves the studio page for the themes on
/// 127.0.0.1 until interrupted. `locbutton studio DIR`: an app folder, scanned as `check` scans
/// it, opened read-only (docs/studio.md, "An app folder"). A program of its own so that the HTTP server is not linked into
/// `locbutton` (docs/studio.md).
@main
struct StudioCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locbutton studio",
        abstract: "Tune theme buttons in the browser: every edit judged as `check` judges it, saved in place (an app folder: read-only, Copy gives the code).")

    @Argument(help: "Theme files to edit (default: the bundled Examples/trailhead.yaml), or one app folder to open read-only.")
    var themes: [String] = []

    @Option(help: "The port on 127.0.0.1 (default: a free one).")
    var port: UInt16 = 0

    @Flag(help: "Open the page in the default browser.")
    var open = false

    func run() async throws {
        guard let root = Self.resources() else {
            Self.fail("Fonts/manifest.json: expected the bundled fonts next to the executable or in $LOCBUTTON_HOME, found none")
        }
        let paths = themes.isEmpty ? [root.appendingPathComponent("Examples/trailhead.yaml").path] : themes
        let folders = paths.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        }
        if !folders.isEmpty, paths.count > 1 {
            Self.fail("\(folders[0]): expected one app folder alone or theme files, found \(paths.count) paths (start one studio per app)")
        }
        let session: StudioSession
        do {
            let judge = try StudioJudge(resources: root)
            if let folder = folders.first {
                do throws(ThemeFileErrors) {
                    session = StudioSession(app: try StudioApp(folder: folder, judge: judge), judge: judge)
                } catch {
                    Self.fail(error.problems.map(\.description).joined(separator: "\n"))
                }
            } else {
                session = try StudioSession(paths: paths, judge: judge)
            }
        } catch {
            Self.fail(error.description)
        }
        let server = try StudioServer(session: session, port: port)
        let (listening, task) = try await server.start()
        let address = StudioServer.address(port: listening, token: server.token)
        FileHandle.standardOutput.write(Data("locbutton studio: \(paths.joined(separator: ", ")) at \(address)\nPress Ctrl-C to stop.\n".utf8))
        if open { Self.openInBrowser(address) }
        try await task.value
    }

    static func fail(_ line: String) -> Never {
        FileHandle.standardError.write(Data((line + "\n").utf8))
        Foundation.exit(2)
    }

    static func openInBrowser(_ address: String) {
        let process = Process()
        #if os(macOS)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/open")
        #else
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open"]
        #endif
        process.arguments = (process.arguments ?? []) + [address]
        try? process.run()
    }

    /// The checkout holding `Fonts/` and `Locales/`: `$LOCBUTTON_HOME`, else a folder above the
    /// executable (as `locbutton` finds them).
    static func resources() -> URL? {
        let fm = FileManager.default
        if let home = ProcessInfo.processInfo.environment["LOCBUTTON_HOME"], !home.isEmpty { return URL(fileURLWithPath: home) }
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            if fm.fileExists(atPath: dir.appendingPathComponent("Fonts/manifest.json").path) { return dir }
            dir.deleteLastPathComponent()
        }
        return nil
    }
}

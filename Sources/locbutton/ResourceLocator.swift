import Foundation
import LocationButtonLint

/// Finds the bundled `Fonts/` and `Locales/` folders: `$LOCBUTTON_HOME`, then the folders above the
/// executable (a `swift build` product lives in `.build/<triple>/debug` inside the checkout), then
/// the checkout this file was compiled from.
enum ResourceLocator {
    static func projectRoot() -> URL? {
        let fm = FileManager.default
        func hasResources(_ url: URL) -> Bool {
            fm.fileExists(atPath: url.appendingPathComponent("Fonts/manifest.json").path)
        }
        if let home = ProcessInfo.processInfo.environment["LOCBUTTON_HOME"], !home.isEmpty {
            return URL(fileURLWithPath: home)
        }
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            if hasResources(dir) { return dir }
            dir.deleteLastPathComponent()
        }
        let source = URL(fileURLWithPath: #filePath)  // Sources/locbutton/ResourceLocator.swift
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return hasResources(source) ? source : nil
    }
}

// swift-tools-version:6.0
// libFuzzer targets for every reader of user input and for the whole check (see README.md here).
// Build on Linux with `scripts/dev fuzz`, which passes the sanitizer flags.
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name, which differs between checkouts.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let lint = Target.Dependency.product(name: "LocationButtonLint", package: root.lastPathComponent)
let scanner = Target.Dependency.product(name: "LocationButtonScanner", package: root.lastPathComponent)

/// Every folder of Sources/ but FuzzSupport is a target: the one list of targets (`scripts/dev fuzz`
/// reads the same folders). A target that imports the scanner also links it (and swift-syntax).
let sources = root.appendingPathComponent("Fuzz/Sources")
let targets = ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [])
    .filter { $0.hasPrefix("Fuzz") && $0 != "FuzzSupport" }.sorted()
func importsScanner(_ target: String) -> Bool {
    let folder = sources.appendingPathComponent(target)
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.contains { file in
        let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        return text?.contains("import LocationButtonScanner") ?? false
    }
}

let package = Package(
    name: "LocationButtonLintFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "..")],
    targets: [.target(name: "FuzzSupport", dependencies: [lint])]
        + targets.map { .executableTarget(name: $0, dependencies: ["FuzzSupport", lint] + (importsScanner($0) ? [scanner] : [])) }
)

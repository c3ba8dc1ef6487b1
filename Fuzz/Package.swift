// swift-tools-version:6.0
// libFuzzer targets for every reader of user input and for the whole check (see README.md here).
// Build on Linux with `scripts/dev fuzz`, which passes the sanitizer flags.
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name, which differs between checkouts.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let lint = Target.Dependency.product(name: "LocationButtonLint", package: root.lastPathComponent)
let scanner = Target.Dependency.product(name: "LocationButtonScanner", package: root.lastPathComponent)

let targets = ["FuzzColorLiteral", "FuzzTheme", "FuzzColorSet", "FuzzStringCatalog", "FuzzFontManifest",
               "FuzzFontFile", "FuzzCheck", "FuzzEscaping", "FuzzCatalogLanguages", "FuzzXcodeProject"]
/// The readers of a scanned app (issue 22).
let scannerTargets = ["FuzzSwiftScanner", "FuzzInterfaceBuilder", "FuzzProjectConfig", "FuzzDirective"]

let package = Package(
    name: "LocationButtonLintFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "..")],
    targets: [.target(name: "FuzzSupport", dependencies: [lint])]
        + targets.map { .executableTarget(name: $0, dependencies: ["FuzzSupport", lint]) }
        + scannerTargets.map { .executableTarget(name: $0, dependencies: ["FuzzSupport", lint, scanner]) }
)

// swift-tools-version:6.0
import PackageDescription

// Release builds inline and specialize across the library's targets as they did inside its one
// module before it was split (issue 36: without it a 10,000-button theme checked 12 % slower in CPU).
// An unsafe flag, so a package that depends on this one by version cannot build it (path and
// branch dependencies, such as Fuzz/ and Benchmarks/, can); users take the tool as a binary.
let acrossTargets: [SwiftSetting] = [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]

let package = Package(
    name: "LocationButtonLint",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "LocationButtonLint", targets: ["LocationButtonLint"]),
        .library(name: "LocationButtonScanner", targets: ["LocationButtonScanner"]),
        .library(name: "LocationButtonCheck", targets: ["LocationButtonCheck"]),
        .executable(name: "locbutton", targets: ["locbutton"]),
        .executable(name: "locbutton-studio", targets: ["locbutton-studio"]),
        .plugin(name: "LocbuttonPlugin", targets: ["LocbuttonPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CHarfBuzz", path: "Sources/CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(
            name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(
            name: "CFriBidi", path: "Sources/CFriBidi", pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"]), .brew(["fribidi"])]),
        // glibc's allocator settings for the command-line tool (see Sources/locbutton/MemoryTuning.swift).
        .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),
        // The library, one target per group of pipeline stages (docs/ARCHITECTURE.md draws this
        // graph; scripts/target-graph.py compares the two): a stage that names a later one does not build.
        .target(
            name: "LocationButtonModel",
            dependencies: ["CHarfBuzz", "CFreeType", "CFriBidi"],
            swiftSettings: acrossTargets),
        .target(
            name: "LocationButtonInput",
            dependencies: ["LocationButtonModel", .product(name: "Yams", package: "Yams")],
            swiftSettings: acrossTargets),
        .target(
            name: "LocationButtonRules",
            dependencies: ["LocationButtonModel"],
            swiftSettings: acrossTargets),
        .target(
            name: "LocationButtonJudging",
            dependencies: ["LocationButtonModel", "LocationButtonInput", "LocationButtonRules"],
            swiftSettings: acrossTargets),
        .target(
            name: "LocationButtonReports",
            dependencies: ["LocationButtonModel", "LocationButtonInput", "LocationButtonRules", "LocationButtonJudging"],
            swiftSettings: acrossTargets),
        .target(
            name: "LocationButtonLint",
            dependencies: ["LocationButtonModel", "LocationButtonInput", "LocationButtonRules", "LocationButtonJudging",
                           "LocationButtonReports"],
            swiftSettings: acrossTargets),
        // Reads an app's Swift and Interface Builder sources and project settings into button
        // configurations; kept apart so the core library does not depend on swift-syntax.
        .target(
            name: "LocationButtonScanner",
            dependencies: [
                "LocationButtonModel", "LocationButtonInput", "LocationButtonRules",
                .product(name: "Yams", package: "Yams"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: acrossTargets),
        // A whole check as one call (`Check.run`): what each path is, the themes read and the
        // projects scanned, then the library's judging and reports.
        .target(
            name: "LocationButtonCheck",
            dependencies: ["LocationButtonLint", "LocationButtonScanner"],
            swiftSettings: acrossTargets),
        .executableTarget(
            name: "locbutton",
            dependencies: ["LocationButtonLint", "LocationButtonScanner", "LocationButtonCheck", "CMalloc",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // `locbutton studio`: a local page that edits theme files with the check's verdicts. Its own
        // product, so the HTTP server is in neither `locbutton`'s link nor the README's build.
        .target(
            name: "LocationButtonStudio",
            dependencies: ["LocationButtonLint", "LocationButtonScanner", "LocationButtonCheck", .product(name: "FlyingFox", package: "FlyingFox")]),
        .executableTarget(
            name: "locbutton-studio",
            dependencies: ["LocationButtonStudio", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // `swift package locbutton`: checks the package's buttons with the locbutton tool.
        .plugin(
            name: "LocbuttonPlugin",
            capability: .command(intent: .custom(verb: "locbutton", description: "Check the location buttons in this package's sources")),
            dependencies: ["locbutton"]),
        .testTarget(
            name: "LocationButtonLintTests", dependencies: ["LocationButtonLint"],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "LocationButtonScannerTests", dependencies: ["LocationButtonScanner", "LocationButtonLint", "LocationButtonCheck"],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "LocationButtonStudioTests", dependencies: ["LocationButtonStudio", "LocationButtonLint", "LocationButtonScanner", "LocationButtonCheck"]),
        .testTarget(
            name: "LocbuttonCLITests", dependencies: ["LocationButtonLint"],
            resources: [.copy("Fixtures")]),
    ]
)

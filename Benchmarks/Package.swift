// swift-tools-version:6.0
// Benchmarks live in their own package so the main package's CI build stays lean.
import PackageDescription

let package = Package(
    name: "LocationButtonLintBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "LocationButtonLint", path: ".."),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .executableTarget(
            name: "engine-bench",
            dependencies: [.product(name: "LocationButtonLint", package: "LocationButtonLint")]),
        .executableTarget(
            name: "theme-bench",
            dependencies: [.product(name: "LocationButtonLint", package: "LocationButtonLint")]),
        // The floor of a source scan: parsing the same files with swift-syntax alone (scan.sh).
        .executableTarget(
            name: "parse-floor",
            dependencies: [.product(name: "SwiftParser", package: "swift-syntax"),
                           .product(name: "SwiftSyntax", package: "swift-syntax")]),
    ]
)

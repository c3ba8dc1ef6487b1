// swift-tools-version:6.0
// Benchmarks live in their own package so the main package's CI build stays lean.
import PackageDescription

let package = Package(
    name: "LocationButtonLintBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "LocationButtonLint", path: "..")],
    targets: [
        .executableTarget(
            name: "engine-bench",
            dependencies: [.product(name: "LocationButtonLint", package: "LocationButtonLint")]),
        .executableTarget(
            name: "theme-bench",
            dependencies: [.product(name: "LocationButtonLint", package: "LocationButtonLint")]),
    ]
)

// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "LocationButtonLint",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "LocationButtonLint", targets: ["LocationButtonLint"]),
        .executable(name: "locbutton", targets: ["locbutton"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
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
        .target(
            name: "LocationButtonLint",
            dependencies: ["CHarfBuzz", "CFreeType", "CFriBidi", .product(name: "Yams", package: "Yams")]),
        .executableTarget(
            name: "locbutton",
            dependencies: ["LocationButtonLint", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .testTarget(
            name: "LocationButtonLintTests", dependencies: ["LocationButtonLint"],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "LocbuttonCLITests", dependencies: ["LocationButtonLint"],
            resources: [.copy("Fixtures")]),
    ]
)

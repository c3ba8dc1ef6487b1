// swift-tools-version:6.0
// `swift package locbutton` over the prebuilt tool (docs/distribution.md): no build of the tool,
// no swift-syntax. A team hosts this folder as a package of its own, with the artifact bundle that
// `scripts/dev bundle` makes uploaded as a release asset, and replaces the local path below with
// the asset's URL and checksum:
//     .binaryTarget(name: "locbutton", url: "https://…/locbutton.artifactbundle.zip", checksum: "…")
import PackageDescription

let package = Package(
    name: "LocbuttonPlugin",
    products: [.plugin(name: "LocbuttonPlugin", targets: ["LocbuttonPlugin"])],
    targets: [
        .binaryTarget(name: "locbutton", path: "locbutton.artifactbundle"),
        .plugin(
            name: "LocbuttonPlugin",
            capability: .command(intent: .custom(verb: "locbutton", description: "Check the location buttons in this package's sources")),
            dependencies: ["locbutton"]),
    ]
)

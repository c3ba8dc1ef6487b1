@testable import LocationButtonScanner
import SwiftParser
import Testing

/// Which calls make CoreLocationUI's button (`ButtonIdentity`): the initializers' shapes, read
/// off Apple's declarations `LocationButton(_ title: LocationButton.Title? = .currentLocation,
/// action: @escaping () -> Void)` and `CLLocationButton`'s `init()`, `init(frame:)`,
/// `init(frame:primaryAction:)`, `init(coder:)`; the module rules are in `RealAppPatternTests`
/// (OwnLocationButton).
@Suite struct ButtonIdentityTests {
    func setAside(_ call: String) -> String? {
        let tree = Parser.parse(source: "import CoreLocationUI\nlet v = \(call)\n")
        return SwiftSourceScanner().scan(tree: tree, file: "V.swift").first?.setAside
    }

    @Test("the systems shapes are buttons", arguments: ["LocationButton { }", "LocationButton(.shareCurrentLocation) { }", "LocationButton(nil, action: go)",
                      "LocationButton(action: go)", "CoreLocationUI.LocationButton(.currentLocation) { }",
                      "CLLocationButton()", "CLLocationButton(frame: .zero)", "CLLocationButton(frame: r, primaryAction: a)"])
    func theSystemsShapesAreButtons(call: String) {
        #expect(setAside(call) == nil)
    }

    @Test("other shapes are set aside", arguments: [
        ("LocationButton(title: \"Near me\", systemImage: \"location\") { }", "fits no initializer"),
        ("LocationButton()", "fits no initializer"),
        ("LocationButton(.currentLocation, isSelected: true) { }", "fits no initializer"),
        ("MapKitUI.LocationButton(.currentLocation) { }", "is a type of MapKitUI, not CoreLocationUI's button"),
        ("CLLocationButton(type: .system)", "fits no initializer"),
    ])
    func otherShapesAreSetAside(call: String, reason: String) {
        #expect(setAside(call)?.contains(reason) == true)
    }

    /// An import inside `#if canImport(CoreLocationUI)`, as apps that also build for other
    /// platforms write it, is an import.
    @Test("an import inside an if clause counts") func anImportInsideAnIfClauseCounts() {
        let tree = Parser.parse(source: "#if canImport(CoreLocationUI)\nimport CoreLocationUI\n#endif\n")
        #expect(ButtonIdentity.FileFacts(tree, lines: SourceLines(Array(tree.description.utf8))).importsCoreLocationUI)
        let without = Parser.parse(source: "import SwiftUI\nstruct LocationButton: View { var body: some View { EmptyView() } }\n")
        let facts = ButtonIdentity.FileFacts(without, lines: SourceLines(Array(without.description.utf8)))
        #expect(!facts.importsCoreLocationUI && facts.declaredTypes == ["LocationButton": 2])
    }
}

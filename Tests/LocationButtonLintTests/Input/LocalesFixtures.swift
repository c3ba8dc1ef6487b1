import Foundation
@testable import LocationButtonLint

/// Files the locale tests read: fixtures in `Fixtures/Locales`, and the bundled catalog in the
/// checkout this test was compiled from.
enum LocalesFixtures {
    static func url(_ name: String) -> URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures/Locales").appendingPathComponent(name)
    }

    /// `Tests/LocationButtonLintTests/Locales/LocalesFixtures.swift` → the checkout.
    static let projectRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func bundled() throws -> TitleCatalog { try TitleCatalogLoader.bundled(root: projectRoot) }

    /// The error reading a fixture gives, or nil when it reads.
    static func readError(_ name: String) -> InputError? {
        do { _ = try StringCatalogReader.read(contentsOf: url(name), file: name); return nil } catch { return error }
    }
}

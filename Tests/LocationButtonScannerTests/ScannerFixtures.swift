import Foundation
import LocationButtonScanner

/// The fixture apps under `Fixtures/Apps`, written for these tests (see each app's files).
enum ScannerFixtures {
    static var apps: URL { Bundle.module.resourceURL!.appendingPathComponent("Fixtures/Apps") }

    static func path(_ relative: String) -> String { apps.appendingPathComponent(relative).path }

    static func source(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }

    /// Scans one fixture file, naming it by its path relative to `Fixtures/Apps`.
    static func scan(_ relative: String, assets: Set<String> = []) throws -> [ScannedButton] {
        SwiftSourceScanner(assetNames: assets).scan(source: try source(relative), file: relative)
    }
}

extension ScannedButton {
    /// Settings as `key: "value @line:column"`, the form the expectations are written in.
    var described: [String: String] {
        settings.mapValues { "\($0.value) @\($0.location.line):\($0.location.column ?? 0)" }
    }

    /// Unresolved settings as `key: "expression @line:column"` (`*` for a key-less one).
    var describedUnresolved: [String] {
        unresolved.map { "\($0.key ?? "*"): \($0.expression) @\($0.location.line):\($0.location.column ?? 0)" }
    }
}

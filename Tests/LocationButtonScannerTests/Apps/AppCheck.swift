import Foundation
import LocationButtonLint
import LocationButtonScanner

/// A fixture app checked end to end as `locbutton check` does: discovered, scanned, turned into a
/// theme and judged with the real shaper and the bundled titles — in English, the one language
/// these apps would ship.
enum AppCheck {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let shaper: Result<Shaper, any Error> = Result {
        try Shaper(catalog: FontDirectory.bundled(projectRoot: packageRoot).catalog())
    }

    static func scan(_ app: String) throws -> ProjectScan {
        try ProjectScan.scan(try ProjectDiscovery.discover(root: ScannerFixtures.path(app)), config: nil)
    }

    static func check(_ app: String) throws -> (scan: ProjectScan, result: CheckResult) {
        let scan = try scan(app)
        let run = CheckRun(measurer: try shaper.get(), resources: packageRoot,
                           options: CheckRun.Options(languages: "en", pseudolanguages: []))
        return (scan, try run.run(themes: [try ScannedTheme.make(from: scan)]))
    }
}

extension CheckResult {
    /// The result of the button with this id.
    func button(_ id: String) -> ButtonResult? { result.buttons.first { $0.id == id } }
}

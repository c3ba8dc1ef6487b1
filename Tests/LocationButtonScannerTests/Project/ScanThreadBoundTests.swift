import Foundation
import Testing
import LocationButtonLint
@testable import LocationButtonScanner

/// `--threads` bounds the project scan (docs/hostile-input.md, Scale): issue 35 found it took one
/// worker per core whatever the option said. `ScanGauge` counts the Swift file scans running at
/// once; its first scan waits for company, so two workers, when allowed, are seen as two.
@Suite struct ScanThreadBoundTests {
    /// An app of `count` Swift files, each with one SwiftUI button.
    static func app(files count: Int) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("thread-bound-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in 0..<count {
            let source = """
                import CoreLocationUI
                import SwiftUI
                struct Screen\(index): View {
                    var body: some View { LocationButton(.currentLocation) { } }
                }
                """
            try Data(source.utf8).write(to: folder.appendingPathComponent("Screen\(index).swift"))
        }
        return root.path
    }

    @Test("one thread never scans two files at once") func oneThreadNeverScansTwoFilesAtOnce() throws {
        let root = try Self.app(files: 6)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let layout = try ProjectDiscovery.discover(root: root)
        let gauge = ScanGauge(linger: 1)
        let scan = try ProjectScan.scan(layout, config: nil, catalogs: AssetCatalogs(), threads: 1, gauge: gauge)
        #expect(scan.buttons.count == 6)
        #expect(gauge.peak == 1)
    }

    /// The gauge sees what it is there to see: two workers allowed, two scans at once.
    @Test("two threads are seen as two") func twoThreadsAreSeenAsTwo() throws {
        let root = try Self.app(files: 6)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let layout = try ProjectDiscovery.discover(root: root)
        let gauge = ScanGauge(linger: 10)
        let scan = try ProjectScan.scan(layout, config: nil, catalogs: AssetCatalogs(), threads: 2, gauge: gauge)
        #expect(scan.buttons.count == 6)
        #expect(gauge.peak == 2)
    }
}

import Foundation
import LocationButtonLint
import LocationButtonScanner
import LocationButtonCheck
import Testing

/// A button id is checked once per run, in one wording, whatever the buttons came from: two
/// `// locbutton: id=` comments in one project, a theme file and a scanned project, two theme files.
@Suite struct UniqueButtonIDTests {
    /// A folder holding `files`, removed after `body`.
    private func folder<T>(_ files: [String: String], _ body: (URL) throws -> T) throws -> T {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ids-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        for (name, text) in files {
            let file = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        return try body(root)
    }

    private func problems(_ paths: [String], root: URL) -> [String] {
        do {
            _ = try CheckSources.themes(try CheckSources.resolve(paths))
            return []
        } catch {
            return error.problems.map { $0.description.replacingOccurrences(of: root.path + "/", with: "") }
        }
    }

    private static let twoButtons = """
        import SwiftUI
        import CoreLocationUI
        struct V: View {
            var body: some View {
                VStack {
                    // locbutton: id=same
                    LocationButton(.currentLocation) { }
                    // locbutton: id=same
                    LocationButton(.shareCurrentLocation) { }
                }
            }
        }

        """

    @Test("two comments naming one id in a project") func twoCommentsNamingOneIdInAProject() throws {
        try folder(["V.swift": Self.twoButtons]) { root in
            // The second button's initializer is on line 9, column 13; the first's on line 7.
            #expect(problems([root.path], root: root) == ["V.swift:9:13: expected a unique button id, found \"same\" again (first at V.swift:7)"])
        }
    }

    @Test("a theme file and a scanned button naming one id") func aThemeFileAndAScannedButtonNamingOneId() throws {
        // The second comment goes (its line stays, empty): the second button takes a scanned id.
        let swift = Self.twoButtons.replacingOccurrences(of: "// locbutton: id=same\n            LocationButton(.share",
                                                         with: "\n            LocationButton(.share")
        try folder(["app/V.swift": swift, "t.yaml": "buttons:\n  - id: same\n"]) { root in
            #expect(problems([root.path + "/t.yaml", root.path + "/app"], root: root)
                        == ["app/V.swift:7:13: expected a unique button id, found \"same\" again (first at t.yaml:2)"])
        }
    }

    @Test("two theme files naming one id") func twoThemeFilesNamingOneId() throws {
        try folder(["a.yaml": "buttons:\n  - id: x\n", "b.yaml": "buttons:\n  - id: y\n  - id: x\n"]) { root in
            #expect(problems([root.path + "/a.yaml", root.path + "/b.yaml"], root: root)
                        == ["b.yaml:3:5: expected a unique button id, found \"x\" again (first at a.yaml:2)"])
        }
    }
}

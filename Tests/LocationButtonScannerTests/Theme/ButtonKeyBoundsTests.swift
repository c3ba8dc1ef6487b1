import Foundation
import LocationButtonLint
@testable import LocationButtonScanner
import Testing

/// One set of bounds and one wording for a button key's value, wherever it is written: a theme
/// file, the app's code (what the scanner hands `ButtonSpecBuilder`), `.locbutton.yml` and a
/// `// locbutton:` comment. The expected messages are written out by hand from the documented
/// ranges (docs/theme-files.md, "Button keys"), not taken from the table.
@Suite struct ButtonKeyBoundsTests {
    /// Per key, a value just outside its range and the refusal every place must give.
    static let outOfRange: [(key: String, value: String, message: String)] = [
        ("width", "0", "expected a width in points greater than 0 and at most 10000, found 0"),
        ("height", "20000", "expected a height in points greater than 0 and at most 10000, found 20000"),
        ("maxWidth", "-5", "expected a maximum width in points greater than 0 and at most 10000, found -5"),
        ("fontSize", "201", "expected a font size in points from 1 to 200, found 201"),
        ("cornerRadius", "1001", "expected a corner radius in points from 0 to 1000, found 1001"),
        ("alpha", "2", "expected an alpha from 0 to 1, found 2"),
        ("ancestorAlpha", "-1", "expected an alpha from 0 to 1, found -1"),
        ("scale", "500", "expected a scale factor from 0 to 100, found 500"),
        ("rotation", "720", "expected a rotation in degrees from -360 to 360, found 720"),
    ]

    @Test("every number key is covered") func everyNumberKeyIsCovered() {
        let numbers = ButtonKeys.all.filter { $0.bound != nil }.map(\.name)
        #expect(Set(numbers) == Set(Self.outOfRange.map(\.key)))
    }

    /// A theme file's message, without the `file:line:column: ` prefix.
    private func themeRefusal(_ key: String, _ value: String) throws -> String {
        let text = "buttons:\n  - id: a\n    \(key): \(value)\n"
        do {
            _ = try InputParsers.theme(text, file: "t.yaml")
            Issue.record("\(key): \(value) was accepted")
            return ""
        } catch {
            let lines = error.problems.map(\.description)
            try #require(lines.count == 1, "\(lines)")
            let prefix = "t.yaml:3:\(7 + key.count): "
            try #require(lines[0].hasPrefix(prefix), "\(lines[0])")
            return String(lines[0].dropFirst(prefix.count))
        }
    }

    @Test("a theme refuses with the documented bound", arguments: outOfRange.map(\.key))
    func aThemeRefusesWithTheDocumentedBound(key: String) throws {
        let row = try #require(Self.outOfRange.first { $0.key == key })
        #expect(try themeRefusal(key, row.value) == row.message)
    }

    @Test("scanned values are refused in the theme words", arguments: outOfRange.map(\.key))
    func scannedValuesAreRefusedInTheThemeWords(key: String) throws {
        let row = try #require(Self.outOfRange.first { $0.key == key })
        var builder = ButtonSpecBuilder(id: "b", api: .swiftui, source: SourceLocation(file: "V.swift", line: 4))
        builder.apply(key, ScannedSetting(.number(try #require(Double(row.value))),
                                          at: SourceLocation(file: "V.swift", line: 6, column: 14), expression: "…"))
        #expect(builder.problems.map(\.description) == ["V.swift:6:14: \(key): \(row.message)"])
    }

    /// A project folder with one SwiftUI button, its comment and `.locbutton.yml` as given: the
    /// problems of turning it into a theme.
    private func scanProject(comment: String, config: String) throws -> [String] {
        switch try scannedTheme(comment: comment, config: config) {
        case .success: return []
        case .failure(let problems): return problems.lines
        }
    }

    /// Problem lines, as an error.
    struct Problems: Error { let lines: [String] }

    private func scannedTheme(comment: String, config: String) throws -> Result<ThemeFile, Problems> {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bounds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let swift = """
            import SwiftUI
            import CoreLocationUI
            struct V: View {
                var body: some View {
                    // locbutton: id=b \(comment)
                    LocationButton(.currentLocation) { }
                }
            }

            """
        try Data(swift.utf8).write(to: root.appendingPathComponent("V.swift"))
        try Data(config.utf8).write(to: root.appendingPathComponent(".locbutton.yml"))
        let configuration = try ProjectConfigReader.load(path: root.path + "/.locbutton.yml")
        let layout = try ProjectDiscovery.discover(root: root.path)
        do throws(ThemeFileErrors) {
            return .success(try ScannedTheme.make(from: try ProjectScan.scan(layout, config: configuration)))
        } catch {
            // Paths are the temporary folder's: keep the file's name and the place.
            return .failure(Problems(lines: error.problems.map { $0.description.replacingOccurrences(of: root.path + "/", with: "") }))
        }
    }

    /// `backdrops` is a list, which `.locbutton.yml` can write and a comment cannot; the colors
    /// it names are checked with the others (each at the key's line).
    @Test("backdrops come from locbutton yml not from a comment") func backdropsComeFromLocbuttonYmlNotFromAComment() throws {
        let theme = try scannedTheme(comment: "", config: "buttons:\n  b:\n    backdrops: [\"#000000\", Brand]\n").get()
        #expect(theme.buttons.first?.backdrops == ["#000000", "Brand"])
        #expect(theme.colorReferences.map { "\($0.reference)@\($0.location.line)" } == ["#000000@3", "Brand@3"])
        #expect(try scanProject(comment: "backdrops=#000000", config: "")
                    == ["V.swift:5:9: backdrops: expected a list, found \"#000000\""])
    }

    @Test("a comment and locbutton yml refuse with the same bound", arguments: outOfRange.map(\.key))
    func aCommentAndLocbuttonYmlRefuseWithTheSameBound(key: String) throws {
        let row = try #require(Self.outOfRange.first { $0.key == key })
        #expect(try scanProject(comment: "\(key)=\(row.value)", config: "") == ["V.swift:5:9: \(key): \(row.message)"])
        #expect(try scanProject(comment: "", config: "buttons:\n  b:\n    \(key): \(row.value)\n")
                    == [".locbutton.yml:3:\(7 + key.count): \(key): \(row.message)"])
    }

    /// The issue's example: a zero width written in SwiftUI code is refused as a theme's is.
    @Test("a zero width in code is refused") func aZeroWidthInCodeIsRefused() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bounds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let swift = """
            import SwiftUI
            import CoreLocationUI
            struct V: View {
                var body: some View {
                    LocationButton(.currentLocation) { }
                        .frame(width: 0)
                }
            }

            """
        try Data(swift.utf8).write(to: root.appendingPathComponent("V.swift"))
        let scan = try ProjectScan.scan(try ProjectDiscovery.discover(root: root.path), config: nil)
        #expect(throws: ThemeFileErrors.self) { try ScannedTheme.make(from: scan) }
        do { _ = try ScannedTheme.make(from: scan) } catch {
            #expect(error.problems.map(\.message) == ["width: expected a width in points greater than 0 and at most 10000, found 0"])
        }
    }
}

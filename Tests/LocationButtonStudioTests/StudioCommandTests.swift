import Foundation
import Testing

/// `locbutton studio` becomes the `locbutton-studio` program beside it, and bad input is one line
/// and exit 2, as for `check`.
@Suite struct StudioCommandTests {
    @Test("locbutton studio runs the studio program") func locbuttonStudioRunsTheStudioProgram() throws {
        guard let studio = StudioBrowserTests.executable else {
            FileHandle.standardError.write(Data("note: locbutton-studio is not built; skipped\n".utf8))
            return
        }
        let locbutton = studio.deletingLastPathComponent().appendingPathComponent("locbutton")
        let process = Process()
        process.executableURL = locbutton
        process.arguments = ["studio", "/no/such/theme.yaml"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(text == "/no/such/theme.yaml: expected a theme file, found no such file\n")
    }
}

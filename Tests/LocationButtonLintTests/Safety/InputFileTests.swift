import Foundation
import Testing
@testable import LocationButtonLint

/// Issue 22: an input is read only when it is a regular file within its kind's cap, checked
/// before the first byte is read; one YAML reader refuses an alias bomb; report lines escape bidi
/// controls.
@Suite struct InputFileTests {
    let kind = InputFile.Kind("a test file", limit: 10)

    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("inputfile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("a regular file within the cap is read") func aRegularFileWithinTheCapIsRead() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("ten").path
        try "0123456789".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(try InputFile.read(path, as: kind) == Data("0123456789".utf8))
    }

    /// 11 bytes against a cap of 10: refused from the size `stat` gives, before reading.
    @Test("a file over the cap is refused") func aFileOverTheCapIsRefused() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("eleven").path
        try "01234567890".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(throws: InputError(file: path, "expected a test file, found one of 11 bytes, over the cap of 10 bytes")) {
            try InputFile.read(path, as: kind)
        }
        #expect(PathBytes.contents(path, limit: 10) == nil)
    }

    /// A FIFO with no writer would block `open` and `read` forever: refused at once.
    @Test("a FIFO a folder and a device are refused") func aFIFOAFolderAndADeviceAreRefused() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: InputError(file: fifo, "expected a test file, found a FIFO (named pipe)")) { try InputFile.read(fifo, as: kind) }
        #expect(PathBytes.contents(fifo) == nil)
        #expect(throws: InputError(file: dir.path, "expected a test file, found a folder")) { try InputFile.read(dir.path, as: kind) }
        #expect(throws: InputError(file: "/dev/zero", "expected a test file, found a device")) { try InputFile.read("/dev/zero", as: kind) }
        #expect(PathBytes.contents("/dev/zero") == nil)
        #expect(throws: InputError(file: dir.path + "/none", "expected a test file, found no such file")) {
            try InputFile.read(dir.path + "/none", as: kind)
        }
    }

    /// 10^6 repeated values: a0 holds 11 (itself and ten scalars), each level ten of the one
    /// below plus itself (111, 1111, 11111, 111111). Lines 2-5 repeat 110 + 1110 + 11110 +
    /// 111110 = 123440 values; on line 6 the 8th `*a4` passes 10^6 (123440 + 8 × 111111). It
    /// starts at column 10 + 7 × 5 = 45 ("a5: &a5 [" is 9 characters, each "*a4, " 5).
    @Test("an alias bomb is refused where it passes the budget") func anAliasBombIsRefusedWhereItPassesTheBudget() throws {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 { yaml += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n" }
        #expect(throws: InputError(file: "b.yaml", place: "6:45",
                                   "expected aliases that repeat at most 1000000 values in all, found more from here on (an alias bomb)")) {
            try YAMLValue.parse(yaml, file: "b.yaml")
        }
        // Within the budget aliases read as the values they name.
        let shared = try #require(try YAMLValue.parse("a: &a [x, y]\nb: *a\n", file: "s.yaml"))
        #expect(shared.entries.map { $0.value.items.compactMap(\.scalar) } == [["x", "y"], ["x", "y"]])
    }

    @Test("bidi controls are shown escaped and refused in ids") func bidiControlsAreShownEscapedAndRefusedInIDs() {
        #expect(InputText.escapingControls("evil\u{202E}lmth.exe") == "evil\\u{202E}lmth.exe")
        #expect(InputText.escapingControls("a\u{2066}b\u{200F}") == "a\\u{2066}b\\u{200F}")
        #expect(InputText.firstUnsafeInID("evil\u{202E}x") == "\u{202E}")
        #expect(InputText.firstUnsafeInID("Teilen-\u{05E9}") == nil)  // Hebrew letters are fine
        // The firstControl of titles stays as it was: a right-to-left mark in a Hebrew title is text.
        #expect(InputText.firstControl(in: "\u{200F}שתף") == nil)
    }

    /// The same bounds as the theme decoder's (README "Theme files"): widths greater than 0 and at
    /// most 10,000 points, corner radius 0 to 1,000.
    @Test("scanned numbers keep the theme bounds") func scannedNumbersKeepTheThemeBounds() throws {
        let height = try #require(ButtonKeys.key("height")?.bound)
        #expect(height.refusal(1e18) == "expected a height in points greater than 0 and at most 10000, found 1e+18")
        #expect(height.refusal(0) == "expected a height in points greater than 0 and at most 10000, found 0")
        #expect(height.refusal(10_000) == nil)
        let radius = try #require(ButtonKeys.key("cornerRadius")?.bound)
        #expect(radius.refusal(-1) == "expected a corner radius in points from 0 to 1000, found -1")
        #expect(radius.refusal(.infinity) != nil)
    }
}

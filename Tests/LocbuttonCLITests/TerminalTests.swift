import Foundation
import Testing

/// Behaviour on an interactive terminal, which util-linux `script` provides as a pseudo terminal:
/// colored text unless `NO_COLOR` is set, and a progress bar for long runs, never in CI.
#if os(Linux)
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
struct TerminalTests {
    typealias Runner = LocbuttonRunner

    /// Runs `locbutton` with `arguments` in a pseudo terminal; returns what the terminal showed.
    private func runInTerminal(_ arguments: [String], environment: [String: String] = [:], removing: [String] = ["CI"]) throws -> String {
        let command = ([Runner.executable.path] + arguments).joined(separator: " ")
        return try Runner.run(["-qfec", command, "/dev/null"], environment: environment,
                              executable: URL(fileURLWithPath: "/usr/bin/script"), removing: removing).stdout
    }

    @Test("color on a terminal unless no color") func colorOnATerminalUnlessNoColor() throws {
        let theme = try Runner.fixture("passing.yaml")
        #expect(try runInTerminal(["check", theme]).contains("\u{1B}[32mPASS\u{1B}[0m recenter"))
        #expect(!(try runInTerminal(["check", theme], environment: ["NO_COLOR": "1"]).contains("\u{1B}[")))
    }

    /// The bar's delay is set to 0 (`LOCBUTTON_PROGRESS_DELAY`): the run (40 buttons × 5 languages
    /// × 12 sizes × 4 appearances) may finish well within the usual 0.75 s.
    private func runInTerminal(_ theme: String, output: String, ci: Bool) throws -> String {
        try runInTerminal(["check", theme, "--languages", "de,fr,ru,ja,ar", "--format", "json", "--output", output],
                          environment: (ci ? ["CI": "true"] : [:]).merging(["LOCBUTTON_PROGRESS_DELAY": "0"]) { a, _ in a },
                          removing: ci ? [] : ["CI"])
    }

    @Test("bar on a terminal only and reports unchanged") func barOnATerminalOnlyAndReportsUnchanged() throws {
        let folder = try Runner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("many.yaml")
        var lines = ["buttons:"]
        for i in 0..<40 {
            lines += ["  - id: b\(i)", "    fontSize: \(10 + Double(i) / 2)", "    textStyle: body", "    title: shareMyCurrentLocation",
                      "    background: \"#1E6B3A\"", "    foreground: white"]
        }
        try (lines.joined(separator: "\n") + "\n").write(to: theme, atomically: true, encoding: .utf8)
        let interactive = folder.appendingPathComponent("tty.json").path, ci = folder.appendingPathComponent("ci.json").path

        let shown = try runInTerminal(theme.path, output: interactive, ci: false)
        #expect(shown.contains("█"))
        #expect(shown.contains("/40 buttons"))
        #expect(try runInTerminal(theme.path, output: ci, ci: true).isEmpty)
        #expect(try String(contentsOfFile: interactive, encoding: .utf8) == (try String(contentsOfFile: ci, encoding: .utf8)))
    }
}
#endif

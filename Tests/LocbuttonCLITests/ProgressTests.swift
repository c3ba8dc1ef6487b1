import Foundation
import Testing

/// The progress bar shows on an interactive terminal for a long run and never in CI. A pseudo
/// terminal comes from util-linux `script`; the run (40 buttons × 5 languages × 12 sizes × 4
/// appearances, about 3 s in a debug build here) is well past the bar's 0.75 s delay.
#if os(Linux)
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
struct ProgressTests {
    typealias Runner = LocbuttonRunner

    /// Runs `locbutton check` in a pseudo terminal; returns what the terminal showed.
    private func runInTerminal(_ theme: String, output: String, ci: Bool) throws -> String {
        let command = [Runner.executable.path, "check", theme, "--languages", "de,fr,ru,ja,ar",
                       "--format", "json", "--output", output].joined(separator: " ")
        let result = try Runner.run(["-qfec", command, "/dev/null"],
                                    environment: ci ? ["CI": "true"] : [:], executable: URL(fileURLWithPath: "/usr/bin/script"),
                                    removing: ci ? [] : ["CI"])
        return result.stdout
    }

    @Test func barOnATerminalOnlyAndReportsUnchanged() throws {
        let folder = try Runner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("many.yaml")
        var lines = ["buttons:"]
        for i in 0..<40 {
            lines += ["  - id: b\(i)", "    fontSize: \(10 + Double(i) / 2)", "    title: shareMyCurrentLocation",
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

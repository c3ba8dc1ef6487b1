import Foundation
import Testing

/// Adopting the gate on an existing app: record today's findings, then only new ones fail, even
/// after buttons and keys are reordered.
@Suite struct BaselineTests {
    typealias Runner = LocbuttonRunner

    @Test("round trip survives reordering and catches new findings") func roundTripSurvivesReorderingAndCatchesNewFindings() throws {
        let folder = try Runner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline.json").path
        let theme = try Runner.fixture("failing.yaml")

        let record = try Runner.run(["check", theme, "--baseline", baseline, "--update-baseline"])
        #expect(record.status == 0)
        let recorded = try Runner.json(try String(contentsOfFile: baseline, encoding: .utf8))
        let entries = try #require(recorded["findings"] as? [[String: Any]])
        #expect(Set(entries.compactMap { $0["button"] as? String }) == ["dark-brown", "narrow"])

        let again = try Runner.run(["check", theme, "--baseline", baseline])
        #expect(again.status == 0)
        #expect(again.stdoutLines.dropLast().last == "2 passed, 0 failed; against the baseline: 0 fixed, 0 new, \(entries.count) unchanged")

        // The same buttons, in the other order and with their keys reordered, plus a new one.
        let reordered = folder.appendingPathComponent("reordered.yaml")
        try """
        appearances: [light, dark]
        languages: [en, de]
        buttons:
          - width: 100
            foreground: white
            background: "#1E6B3A"
            title: shareMyCurrentLocation
            id: narrow
          - height: 44
            width: 44
            foreground: "#7A3300"
            background: "#1C1C1E"
            glyph: arrowFilled
            id: dark-brown
        """.write(to: reordered, atomically: true, encoding: .utf8)
        #expect(try Runner.run(["check", reordered.path, "--baseline", baseline]).status == 0)

        try (try String(contentsOf: reordered, encoding: .utf8) + """

          - id: new-narrow
            title: shareMyCurrentLocation
            width: 90
        """).write(to: reordered, atomically: true, encoding: .utf8)
        let added = try Runner.run(["check", reordered.path, "--baseline", baseline, "--format", "json"])
        #expect(added.status == 1)
        let report = try Runner.json(added.stdout)
        let failing = (report["buttons"] as? [[String: Any]] ?? []).filter { $0["verdict"] as? String == "disabled" }
        #expect(failing.compactMap { $0["id"] as? String } == ["new-narrow"])
        #expect(((report["summary"] as? [String: Any])?["suppressed"] as? Int ?? 0) == entries.count)
    }

    @Test("missing baseline is bad input") func missingBaselineIsBadInput() throws {
        let result = try Runner.run(["check", try Runner.fixture("passing.yaml"), "--baseline", "/no/such/baseline.json"])
        #expect(result.status == 2)
        #expect(result.stderrLines == ["/no/such/baseline.json: expected a baseline file, found none (write one with --update-baseline)"])
    }
}

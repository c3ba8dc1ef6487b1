import Foundation
import LocationButtonLint
import LocationButtonStudio
import Testing

/// `locbutton studio DIR`: the scanner's fixture apps opened read-only. The ids listed are the
/// scanner tests' own (UIKitScanTests, SwiftUIScanTests); the verdicts worked by hand from
/// docs/system-model.md §3: white on dark-mode systemYellow (#FFD60A) is 1.41 : 1, refused; white
/// on systemBlue passes in every appearance (4.02, 3.65, 2.83), the model's calibration check.
@Suite struct StudioAppTests {
    static let apps = URL(fileURLWithPath: #filePath)  // Tests/LocationButtonStudioTests/StudioAppTests.swift
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LocationButtonScannerTests/Fixtures/Apps")

    static func open(_ app: String) throws -> StudioSession {
        let judge = try StudioJudge(resources: StudioBrowserTests.root)
        return StudioSession(app: try StudioApp(folder: apps.appendingPathComponent(app).path, judge: judge), judge: judge)
    }

    static func listing(_ session: StudioSession) async throws -> [[String: Any]] {
        let listing = try #require(try JSONSerialization.jsonObject(with: await session.listing()) as? [String: Any])
        return try #require(listing["themes"] as? [[String: Any]])
    }

    /// The part (target) of the scan that lists `id`.
    static func part(of id: String, in session: StudioSession) async throws -> Int? {
        try await listing(session).first { ($0["buttons"] as? [[String: Any]] ?? []).contains { $0["id"] as? String == id } }?["index"] as? Int
    }

    /// Every file under the fixture with its bytes: nothing may change them.
    static func contents(_ app: String) throws -> [String: Data] {
        let root = apps.appendingPathComponent(app)
        var files: [String: Data] = [:]
        let walker = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]))
        for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            files[url.path] = try Data(contentsOf: url)
        }
        return files
    }

    @Test("a UIKit app is listed judged with edits copied as assignments and never saved") func aUIKitAppIsListedJudgedWithEditsCopiedAsAssignmentsAndNeverSaved() async throws {
        let before = try Self.contents("StationUIKit")
        let session = try Self.open("StationUIKit")
        let part = try #require(try await Self.listing(session).first)
        let buttons = try #require(part["buttons"] as? [[String: Any]])
        let ids = buttons.compactMap { $0["id"] as? String }
        // The Swift file's three (UIKitScanTests.findsEachButtonAtItsInitializer), then the storyboard's and the xib's.
        #expect(Array(ids.prefix(3)) == ["StationViewController.swift › StationViewController.locateButton #1",
                                         "StationViewController.swift › StationViewController.mapButton #1", "compact"])
        #expect(part["readOnly"] as? String == StudioSession.readOnlyReason)
        // What the code sets, as fields (UIKitScanTests.aLocalButtonWithAFrameAndComponentColors).
        let compact = try #require(buttons.first { $0["id"] as? String == "compact" }?["values"] as? [String: String])
        #expect(compact["alpha"] == "0.75" && compact["glyph"] == "arrowFilled" && compact["width"] == "120")

        // Opaque white on systemYellow: refused in dark mode (1.41 < 1.5).
        let (yellow, _) = try await session.judge(file: 0, button: "compact",
                                                  changes: ["background": "systemYellow", "foreground": "white", "alpha": "1"])
        #expect(yellow.problems.isEmpty)
        #expect(yellow.appearances.first { $0.appearance == "dark" }?.verdict == "disabled")
        #expect(yellow.appearances.first { $0.appearance == "dark" }?.background == "#FFD60AFF")
        // On systemBlue it passes there.
        let (blue, _) = try await session.judge(file: 0, button: "compact",
                                                changes: ["background": "systemBlue", "foreground": "white", "alpha": "1"])
        #expect(blue.appearances.first { $0.appearance == "dark" }?.verdict != "disabled")
        #expect(blue.code == "button.alpha = 1\nbutton.backgroundColor = .systemBlue\nbutton.tintColor = .white")

        // A value the key cannot take: the theme reader's words, next to its field.
        let (bad, _) = try await session.judge(file: 0, button: "compact", changes: ["alpha": "2"])
        #expect(bad.verdict == "invalid" && bad.problems.map(\.key) == ["alpha"])

        // `check` refuses the app for the xib's fill (recorded from `locbutton check …/StationUIKit`);
        // the studio says so for that button alone.
        let xib = try #require(ids.first { $0.hasPrefix("CompactLocationButton.xib") })
        let (refused, _) = try await session.judge(file: 0, button: xib, changes: [:])
        #expect(refused.verdict == "invalid")
        #expect(refused.problems.map(\.description) == [Self.apps.path + "/StationUIKit/Station/CompactLocationButton.xib:15:1: "
            + "expected a color literal, system color or asset color name, found \"StationBlue\""])

        // Save is refused, and not one byte under the app changed.
        let refusal = await #expect(throws: StudioSession.Failure.self) {
            try await session.save(file: 0, changes: ["compact": ["background": "systemBlue"]])
        }
        #expect(refusal?.status == 403 && refusal?.message == StudioSession.readOnlyReason)
        #expect(try Self.contents("StationUIKit") == before)
    }

    @Test("a SwiftUI apps edit is copied as modifiers") func aSwiftUIAppsEditIsCopiedAsModifiers() async throws {
        let before = try Self.contents("TrailSwiftUI")
        let session = try Self.open("TrailSwiftUI")
        let ids = try await Self.listing(session).flatMap { ($0["buttons"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String } }
        // Recorded from `locbutton check Tests/LocationButtonScannerTests/Fixtures/Apps/TrailSwiftUI --format json`:
        // its buttons, verdicts and appearance rows, which the studio's unedited judgement repeats.
        let checked: [(id: String, verdict: String, rows: [String])] = [
            ("DebugPanel.swift › DebugPanel.body #1", "uncertain", []),
            ("MapScreen.swift › MapScreen.locateButton #1", "disabled", ["guideline", "guideline", "guideline", "disabled"]),
            ("ShareView.swift › ShareView.body #1", "disabled", ["guideline", "guideline", "guideline", "disabled"]),
            ("trail-send", "disabled", ["disabled", "pass", "disabled", "pass"]),
            ("ShareView.swift › ShareView.body #3", "disabled", ["guideline", "guideline", "pass", "disabled"]),
        ]
        #expect(ids.sorted() == checked.map(\.id).sorted())
        for button in checked {
            let (judged, _) = try await session.judge(file: try #require(Self.part(of: button.id, in: session)), button: button.id, changes: [:])
            #expect(judged.verdict == button.verdict && judged.appearances.map(\.verdict) == button.rows, "\(button.id)")
        }
        let share = "ShareView.swift › ShareView.body #1"
        let file = try #require(try await Self.part(of: share, in: session))
        let (yellow, _) = try await session.judge(file: file, button: share, changes: ["background": "systemYellow", "ancestorAlpha": "1"])
        #expect(yellow.appearances.first { $0.appearance == "dark" }?.verdict == "disabled")
        let (blue, _) = try await session.judge(file: file, button: share, changes: ["background": "systemBlue", "ancestorAlpha": "1"])
        #expect(blue.appearances.first { $0.appearance == "dark" }?.verdict != "disabled")
        #expect(blue.code == "// the enclosing view: .opacity(1)\n.tint(Color(uiColor: .systemBlue))")
        // A row's color for dark mode alone: written as the dynamic color SwiftUI takes.
        let (dark, _) = try await session.judge(file: file, button: share, changes: ["background.dark": "#0040DD"])
        #expect(dark.composed["background"] == "light-dark(systemGray, #0040DD, systemGray, systemGray)")
        await #expect(throws: StudioSession.Failure.self) {
            try await session.save(file: file, changes: [share: ["background": "systemBlue"]])
        }
        #expect(try Self.contents("TrailSwiftUI") == before)
    }
}

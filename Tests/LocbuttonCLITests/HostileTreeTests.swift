import Foundation
import Testing

/// Issue 22, "hostile trees": a scanned app (a pull request can commit anything into one) must
/// not hang the check, crash it, leak a file's content or forge report lines. Each reproducer of
/// the issue is run here with a time limit; large inputs are generated.
@Suite struct HostileTreeTests {
    typealias Runner = LocbuttonRunner

    /// A run guarded against a hang (the issue's reproducers ran for over a minute or forever):
    /// stopped after `seconds`, which is then a failure. A guard, not a speed measure.
    static func run(_ arguments: [String], in directory: URL? = nil, seconds: Double = 300) throws -> Runner.Output {
        let folder = try Runner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("stdout"), err = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = Runner.executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if finished.wait(timeout: .now() + seconds) == .timedOut {
            process.terminate()
            finished.wait()
            Issue.record("locbutton \(arguments.prefix(3)) did not finish within \(Int(seconds)) s (a hang)")
        }
        return Runner.Output(status: process.terminationStatus,
                             stdout: try String(contentsOf: out, encoding: .utf8),
                             stderr: try String(contentsOf: err, encoding: .utf8))
    }

    /// A fresh folder with `files` (relative path → text) written into it.
    static func app(_ files: [String: String]) throws -> URL {
        let folder = try Runner.temporaryFolder()
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        return folder
    }

    /// A SwiftUI button on line 3 (yellow on white fails CoreLocationUI's 1.5:1 rule), after `before`.
    static func view(_ before: String = "", modifiers: String = "") -> String {
        "import CoreLocationUI\nimport SwiftUI\nlet button = LocationButton(.currentLocation) { }\(modifiers)\n" + before
    }

    // MARK: hangs and crashes of the parser: refused on the bytes, one line with file and line

    /// The issue's reproducers, by name (generated here: the test's name stays short).
    static func reproducer(_ name: String) -> String {
        func run(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }
        switch name {
        case "28 [": return "let x = " + run("[", 28) + run("]", 28)  // over a minute: each level doubles the lookahead
        case "1500 A<": return "let x: " + run("A<", 1_500) + "B" + run(">", 1_500)  // a stack overflow
        case "100000 .b": return "let x = a" + run(".b", 100_000)  // a stack overflow
        default: return "let x = " + run("(", 257) + "1" + run(")", 257)  // 257 (: the parser gives up
        }
    }

    @Test("nesting beyond the budget is refused with its line", arguments: [
        ("28 [", "more than 10 square brackets open at once"),
        ("1500 A<", "more than 64 angle brackets open at once"),
        ("100000 .b", "a chain of more than 1000 member accesses"),
        ("257 (", "more than 128 brackets open at once"),
    ])
    func nestingBeyondTheBudgetIsRefusedWithItsLine(name: String, what: String) throws {
        let code = Self.reproducer(name)
        let app = try Self.app(["App/V.swift": Self.view(code)])
        defer { try? FileManager.default.removeItem(at: app) }
        let output = try Self.run(["check", "--languages", "en"], in: app)
        #expect(output.status == 2)
        // The code is on line 4, after the three lines of `view`.
        #expect(output.stderrLines == ["App/V.swift:4: expected Swift nested within the scanner's limits, found \(what) (the file is not scanned)"])
        #expect(output.stdout.isEmpty)
    }

    /// Within the budget the parser reads deep code, and the button after it is checked: 128
    /// nested parentheses (past SwiftParser's own default limit in a debug build, 20 levels, where
    /// it used to skip the rest of the file), then a button the 1.5:1 rule fails.
    @Test("deep but admitted nesting still finds the button") func deepButAdmittedNestingStillFindsTheButton() throws {
        let deep = "let x = " + String(repeating: "(", count: 128) + "1" + String(repeating: ")", count: 128) + "\n"
        let app = try Self.app(["App/V.swift": "import CoreLocationUI; import SwiftUI\n" + deep + "let b = LocationButton(.currentLocation) { }.tint(.yellow).foregroundStyle(.white)\n"])
        defer { try? FileManager.default.removeItem(at: app) }
        let output = try Self.run(["check", "--format", "json", "--languages", "en"], in: app)
        #expect(output.status == 1, "\(output.stderr)")
        let buttons = try #require(try Runner.json(output.stdout)["buttons"] as? [[String: Any]])
        #expect(buttons.compactMap { $0["id"] as? String } == ["V.swift › b #1"])
    }

    /// The issue's silent pass: the parser gave up before the button. Here a syntax error in the
    /// button's own statement: the file is bad input at the button, never a shorter list.
    @Test("a syntax error around a button is reported not dropped") func aSyntaxErrorAroundAButtonIsReportedNotDropped() throws {
        let app = try Self.app(["App/V.swift": "import CoreLocationUI; import SwiftUI\nlet ok = LocationButton(.currentLocation) { }\nlet b = LocationButton(.currentLocation { }.tint(.yellow\n"])
        defer { try? FileManager.default.removeItem(at: app) }
        let output = try Self.run(["check", "--languages", "en"], in: app)
        #expect(output.status == 2)
        #expect(output.stderrLines == ["App/V.swift:3:9: expected Swift the parser reads around the LocationButton, found a syntax error there (the button would go unchecked)"])
    }

    /// Only files whose bytes mention a location button are parsed: a nesting bomb elsewhere in
    /// the app does not stop the check.
    @Test("files without a button are not parsed") func filesWithoutAButtonAreNotParsed() throws {
        let bomb = "let x = " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "\n"
        let app = try Self.app(["App/V.swift": Self.view(), "App/Bomb.swift": bomb])
        defer { try? FileManager.default.removeItem(at: app) }
        let output = try Self.run(["check", "--format", "json", "--languages", "en"], in: app)
        #expect(output.status == 0, "\(output.stderr)")
    }

    // MARK: inputs that are no regular file

    @Test("a FIFO named like a Swift file is refused") func aFIFONamedLikeASwiftFileIsRefused() throws {
        let app = try Self.app(["App/V.swift": Self.view()])
        defer { try? FileManager.default.removeItem(at: app) }
        #expect(mkfifo(app.appendingPathComponent("App/P.swift").path, 0o600) == 0)
        let output = try Self.run(["check", "--languages", "en"], in: app)
        #expect(output.status == 2)
        #expect(output.stderrLines == ["App/P.swift: expected a Swift file, found a FIFO (named pipe)"])
    }

    /// A link leaving the project is not followed (a note names it); named on the command line, a
    /// device is refused before a byte is read.
    @Test("links to devices are not read") func linksToDevicesAreNotRead() throws {
        let app = try Self.app(["App/V.swift": Self.view()])
        defer { try? FileManager.default.removeItem(at: app) }
        try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent("App/Z.swift").path, withDestinationPath: "/dev/zero")
        let scan = try Self.run(["check", "--format", "json", "--languages", "en"], in: app)
        #expect(scan.status == 0, "\(scan.stderr)")
        #expect(scan.stderrLines == ["note: not followed (links that leave the project): App/Z.swift"])
        let direct = try Self.run(["check", "App/Z.swift"], in: app)
        #expect(direct.status == 2)
        #expect(direct.stderrLines == ["note: not followed (links that leave the project): App/Z.swift",
                                       "App/Z.swift: expected a Swift file, found a device"])
        let theme = try Runner.fixture("passing.yaml")
        for (option, expected) in [("--locales", "a String Catalog"), ("--baseline", "a baseline file"),
                                   ("--languages-from", "a String Catalog")] {
            let output = try Self.run(["check", theme, option, "/dev/zero"])
            #expect(output.status == 2)
            #expect(output.stderrLines == ["/dev/zero: expected \(expected), found a device"], "\(option)")
        }
        let asTheme = try Self.run(["check", "/dev/zero"])
        #expect(asTheme.status == 2)
        #expect(asTheme.stderrLines == ["/dev/zero: expected a theme file, found a device"])
    }

    // MARK: YAML and XML bombs

    @Test("a YAML alias bomb in locbutton yml is refused") func aYAMLAliasBombInLocbuttonYmlIsRefused() throws {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 { yaml += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n" }
        yaml += "buttons:\n  V.swift:3:\n    backdrops: *a9\n"
        let app = try Self.app(["App/V.swift": Self.view(), ".locbutton.yml": yaml])
        defer { try? FileManager.default.removeItem(at: app) }
        let output = try Self.run(["check", "--languages", "en"], in: app)
        #expect(output.status == 2)
        // A value counts itself and what it holds: a0 is 11 values, a1 = 1 + 10 × 11 = 111, a2 1111,
        // a3 11111, a4 111111. The aliases of lines 2-5 repeat 110 + 1110 + 11110 + 111110 = 123440;
        // on line 6 each *a4 adds 111111, so the 8th passes 10^6 (123440 + 8 × 111111 = 1012328).
        // "a5: &a5 [" is 9 characters and each "*a4, " 5: the 8th alias is at column 10 + 7 × 5 = 45.
        #expect(output.stderrLines == [".locbutton.yml:6:45: expected aliases that repeat at most 1000000 values in all, found more from here on (an alias bomb)"])
    }

    @Test("a storyboard with entities is refused") func aStoryboardWithEntitiesIsRefused() throws {
        let entity = String(repeating: "x", count: 300_000)
        let body = String(repeating: "&e;", count: 300_000)
        let storyboard = "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY e \"\(entity)\">]>\n<document><button customClass=\"CLLocationButton\" id=\"b\"/>\(body)</document>\n"
        let app = try Self.app(["App/V.swift": Self.view(), "App/Main.storyboard": storyboard])
        defer { try? FileManager.default.removeItem(at: app) }
        let output = try Self.run(["check", "--languages", "en"], in: app)
        #expect(output.status == 2)
        #expect(output.stderrLines == ["App/Main.storyboard:2: expected a storyboard or xib as Xcode writes it, found a DOCTYPE or ENTITY declaration"])
    }

    /// FoundationXML traps on an element name that is not UTF-8 (found by Fuzz/FuzzInterfaceBuilder).
    @Test("a storyboard that is not UTF 8 is refused") func aStoryboardThatIsNotUTF8IsRefused() throws {
        let app = try Self.app(["App/V.swift": Self.view()])
        defer { try? FileManager.default.removeItem(at: app) }
        let bytes = Data("<?xml version=\"1.0\"?>\n<document><view customClass=\"CLLocationButton\" id=\"b\"><poi".utf8) + Data([0xFF])
            + Data("t key=\"x\"/></view></document>\n".utf8)
        try bytes.write(to: app.appendingPathComponent("App/Main.storyboard"))
        let output = try Self.run(["check", "--languages", "en"], in: app)
        #expect(output.status == 2)
        #expect(output.stderrLines == ["App/Main.storyboard: expected a storyboard or xib in UTF-8, found other bytes"])
    }

    /// FoundationXML crashes on a processing instruction without data (found by the same target).
    @Test("a storyboard with a processing instruction is refused") func aStoryboardWithAProcessingInstructionIsRefused() throws {
        let app = try Self.app(["App/V.swift": Self.view(),
                                "App/Main.storyboard": "<?xml version=\"1.0\"?>\n<document>\n<?x?><view customClass=\"CLLocationButton\" id=\"b\"/></document>\n"])
        defer { try? FileManager.default.removeItem(at: app) }
        let output = try Self.run(["check", "--languages", "en"], in: app)
        #expect(output.status == 2)
        #expect(output.stderrLines == ["App/Main.storyboard:3: expected a storyboard or xib as Xcode writes it, found a processing instruction"])
    }

    // MARK: values out of bounds, from every source

    @Test("a huge frame is refused from every source") func aHugeFrameIsRefusedFromEverySource() throws {
        let bound = "expected a height in points greater than 0 and at most 10000, found 1e+18"
        let cases: [(files: [String: String], line: String)] = [
            (["App/V.swift": Self.view(modifiers: ".frame(height: 1e18)")], "App/V.swift:3:"),
            (["App/V.swift": Self.view(), ".locbutton.yml": "buttons:\n  V.swift:3:\n    height: 1e18\n"], ".locbutton.yml:3:13"),
            (["App/V.swift": "import CoreLocationUI; import SwiftUI\n// locbutton: height=1e18\nlet button = LocationButton(.currentLocation) { }\n"], "App/V.swift:2:"),
            (["App/Main.storyboard": "<?xml version=\"1.0\"?>\n<document><objects>\n<view customClass=\"CLLocationButton\" id=\"b\">\n<rect key=\"frame\" x=\"0\" y=\"0\" width=\"100\" height=\"1e18\"/>\n</view></objects></document>\n"],
             "App/Main.storyboard:4:"),
        ]
        for (files, place) in cases {
            let app = try Self.app(files)
            defer { try? FileManager.default.removeItem(at: app) }
            let output = try Self.run(["check", "--languages", "en", "--format", "html", "--output", "r.html"], in: app)
            #expect(output.status == 2, "\(files)")
            #expect(output.stderrLines.count == 1, "\(output.stderr)")
            #expect(output.stderrLines.first?.hasPrefix(place) == true, "\(output.stderr)")
            #expect(output.stderrLines.first?.hasSuffix(bound) == true, "\(output.stderr)")
            // Nothing written, not even a temporary file.
            let left = try FileManager.default.contentsOfDirectory(atPath: app.path).filter { !["App", ".locbutton.yml"].contains($0) }
            #expect(left.isEmpty, "\(left)")
        }
    }

    // MARK: forged and spoofed lines

    /// The issue's file name: a newline, then a whole `::error` command, then another newline.
    @Test("a file name cannot forge a report line") func aFileNameCannotForgeAReportLine() throws {
        let name = "n\n::error file=forged.swift,line=1::FORGED\nx.swift"
        let app = try Self.app(["App/" + name: Self.view(modifiers: ".tint(.yellow).foregroundStyle(.white)")])
        defer { try? FileManager.default.removeItem(at: app) }
        for format in ["text", "xcode", "github"] {
            let output = try Self.run(["check", "--languages", "en", "--format", format], in: app)
            #expect(output.status == 1, "\(format): \(output.stderr)")
            #expect(!output.stdoutLines.contains { $0.hasPrefix("::error file=forged") || $0.hasPrefix("FORGED") }, "\(format)")
            #expect(output.stdout.contains("n\\n::error file=forged.swift,line=1::FORGED\\nx.swift") || format == "github", "\(format)")
        }
    }

    /// ESC and BEL from a comment inside an unresolved expression are shown escaped; in an id they
    /// are refused; a theme id may not hold U+202E.
    @Test("control and bidi characters never reach a report raw") func controlAndBidiCharactersNeverReachAReportRaw() throws {
        let app = try Self.app(["App/V.swift": Self.view(modifiers: ".tint(theme /*\u{1B}]0;x\u{07}*/ .accent)")])
        defer { try? FileManager.default.removeItem(at: app) }
        for format in ["text", "xcode", "github"] {
            let output = try Self.run(["check", "--languages", "en", "--format", format, "--fail-on", "never"], in: app)
            #expect(output.status == 0, "\(format): \(output.stderr)")
            #expect(!output.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" }, "\(format)")
        }
        let directive = try Self.app(["App/V.swift": "import CoreLocationUI; import SwiftUI\n// locbutton: id=\"a\u{1B}b\"\nlet button = LocationButton(.currentLocation) { }\n"])
        defer { try? FileManager.default.removeItem(at: directive) }
        let refused = try Self.run(["check", "--languages", "en"], in: directive)
        #expect(refused.status == 2)
        #expect(refused.stderrLines == [#"App/V.swift:2:1: expected a button id without control characters, found U+001B in "a\u{1B}b""#])
        let folder = try Runner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("t.yaml").path
        try "buttons:\n  - id: \"evil\u{202E}lmth.exe\"\n    title: none\n    background: black\n    foreground: white\n"
            .write(toFile: theme, atomically: false, encoding: .utf8)
        let bidi = try Self.run(["check", theme])
        #expect(bidi.status == 2)
        #expect(bidi.stderrLines == [#"\#(theme):2:9: expected a button id without control characters, found U+202E in "evil\u{202E}lmth.exe""#])
    }

    // MARK: leaks

    @Test("a linked configuration never prints the file it points at") func aLinkedConfigurationNeverPrintsTheFileItPointsAt() throws {
        let secret = "ghp_FAKE0123456789abcdefSECRETTOKEN"
        let app = try Self.app(["App/V.swift": Self.view(), "token": secret + "\n"])
        defer { try? FileManager.default.removeItem(at: app) }
        try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent(".locbutton.yml").path,
                                                   withDestinationPath: app.appendingPathComponent("token").path)
        let output = try Self.run(["check", "--languages", "en"], in: app)
        #expect(output.status == 2)
        #expect(output.stderrLines == [".locbutton.yml:1:1: expected the configuration as a mapping, found a single value (not shown)"])
        #expect(!output.stderr.contains("FAKE") && !output.stdout.contains("FAKE"))
        // A theme linked to the same file.
        let theme = app.appendingPathComponent("theme.yaml").path
        try FileManager.default.createSymbolicLink(atPath: theme, withDestinationPath: app.appendingPathComponent("token").path)
        let asTheme = try Self.run(["check", theme])
        #expect(asTheme.status == 2)
        #expect(asTheme.stderrLines == ["\(theme):1:1: expected a theme (a mapping with a \"buttons\" list), found a single value (not shown)"])
    }

    // MARK: policy: directives and .locbutton.yml keep the same rules

    @Test("directives follow the configurations rules", arguments: [
        ("// locbutton: disable=LB001", "App/V.swift:2:1: expected reason=\"…\" with disable=LB001 (why the rule is off for this button), found none"),
        ("// locbutton: maxWidht=100", "App/V.swift:2:1: expected a directive key (id, disable, reason, title, glyph, fontSize, textStyle, background, foreground, alpha, ancestorAlpha, cornerRadius, width, height, maxWidth, device, dynamicType, platform, scale, rotation, occluded, filter), found \"maxWidht\" (did you mean \"maxWidth\"?)"),
    ])
    func directivesFollowTheConfigurationsRules(comment: String, expected: String) throws {
        let app = try Self.app(["App/V.swift": "import CoreLocationUI; import SwiftUI\n\(comment)\nlet button = LocationButton(.currentLocation) { }\n"])
        defer { try? FileManager.default.removeItem(at: app) }
        let output = try Self.run(["check", "--languages", "en"], in: app)
        #expect(output.status == 2)
        #expect(output.stderrLines == [expected])
    }

    @Test("an included path that does not exist is an error") func anIncludedPathThatDoesNotExistIsAnError() throws {
        let app = try Self.app(["App/V.swift": Self.view(), ".locbutton.yml": "included: [App, Nope]\n"])
        defer { try? FileManager.default.removeItem(at: app) }
        let output = try Self.run(["check", "--languages", "en"], in: app)
        #expect(output.status == 2)
        #expect(output.stderrLines == [#".locbutton.yml:1:17: expected a path inside the project, found "Nope", which does not exist"#])
    }

    @Test("assets must be an asset catalog") func assetsMustBeAnAssetCatalog() throws {
        let output = try Self.run(["check", try Runner.fixture("passing.yaml"), "--assets", "/usr"])
        #expect(output.status == 2)
        #expect(output.stderrLines == ["/usr: expected an asset catalog folder (.xcassets), found a folder of another kind"])
    }

    // MARK: standard output

    /// A reader that stops early (`| head`) ends the run by SIGPIPE or EPIPE without a word.
    @Test("a closed pipe stays quiet") func aClosedPipeStaysQuiet() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let command = "'\(Runner.executable.path)' check '\(Runner.exampleTheme)' --format json --detail full | head -c 100 > /dev/null"
        process.arguments = ["-c", command]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(message == "")
    }

    @Test("a full disk is exit 2 with a message") func aFullDiskIsExit2WithAMessage() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let process = Process()
        process.executableURL = Runner.executable
        process.arguments = ["check", try Runner.fixture("passing.yaml"), "--languages", "en"]
        process.standardOutput = try FileHandle(forWritingAtPath: "/dev/full").map { $0 } ?? FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(message == "locbutton: expected to write the output to standard output, found an error: No space left on device\n")
    }
}

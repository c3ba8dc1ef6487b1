import Foundation
import Testing

/// Issue 35, "hostile trees, round 2": what a pull request can plant around the sources is
/// bounded, escaped and never followed out. Each test rebuilds one of the issue's probes.
@Suite struct HostileTreeRound2Tests {
    typealias Runner = LocbuttonRunner
    typealias Tree = HostileTreeTests

    /// A button yellow on white, which CoreLocationUI's 1.5:1 rule fails.
    static let failingView = Tree.view(modifiers: ".tint(.yellow).foregroundStyle(.white)")

    /// An app with one failing button, and a file outside it holding `CANARYLANG`.
    static func appWithOutside(_ files: [String: String] = [:]) throws -> (app: URL, outside: URL) {
        let app = try Tree.app(["App/V.swift": failingView].merging(files) { $1 })
        let outside = try Runner.temporaryFolder().appendingPathComponent("outside.txt")
        try "CANARYLANG untouched".write(to: outside, atomically: false, encoding: .utf8)
        return (app, outside)
    }

    static func remove(_ urls: URL...) { for url in urls { try? FileManager.default.removeItem(at: url) } }

    // MARK: writing

    /// A FIFO nobody reads blocked `open` forever: now refused at once, nothing written.
    @Test("a report to a FIFO nobody reads is refused not awaited") func aReportToAFIFONobodyReadsIsRefusedNotAwaited() throws {
        let folder = try Runner.temporaryFolder()
        defer { Self.remove(folder) }
        let fifo = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let theme = try Runner.fixture("passing.yaml")
        let output = try Tree.run(["check", theme, "--report", "json=r.json", "--output", fifo], in: folder, seconds: 120)
        #expect(output.status == 2)
        #expect(output.stderrLines == ["\(fifo): expected a FIFO with a reader, found none (not waited for)"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["pipe"])
    }

    /// `--update-baseline` through a planted link replaced the link's target outside the project.
    @Test("the baseline is not recorded through a link out of the project") func theBaselineIsNotRecordedThroughALinkOutOfTheProject() throws {
        let (app, outside) = try Self.appWithOutside()
        defer { Self.remove(app, outside.deletingLastPathComponent()) }
        try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent("baseline.json").path, withDestinationPath: outside.path)
        let output = try Tree.run(["check", "--languages", "en", "--baseline", "baseline.json", "--update-baseline"], in: app)
        #expect(output.status == 2)
        // The scan's note on the link it did not follow, then the refusal.
        #expect(output.stderrLines.count == 2, "\(output.stderr)")
        #expect(output.stderrLines.first == "note: not followed (links that leave the project): baseline.json")
        let refusal = try #require(output.stderrLines.last)
        #expect(refusal.hasPrefix("baseline.json: expected a report destination inside the project ., found a link to "))
        #expect(refusal.hasSuffix("outside.txt (not followed)"))
        #expect(try String(contentsOf: outside, encoding: .utf8) == "CANARYLANG untouched")
    }

    /// `--output` and `--report` through a planted link: refused, the target untouched; a link
    /// that stays in the project is followed as before.
    @Test("a report is not written through a link out of the project") func aReportIsNotWrittenThroughALinkOutOfTheProject() throws {
        let (app, outside) = try Self.appWithOutside()
        defer { Self.remove(app, outside.deletingLastPathComponent()) }
        try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent("report.sarif").path, withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent("inside.json").path, withDestinationPath: "App/out.json")
        for arguments in [["--output", "report.sarif"], ["--report", "sarif=report.sarif"]] {
            let output = try Tree.run(["check", "--languages", "en", "--format", "sarif"] + arguments, in: app)
            #expect(output.status == 2)
            #expect(output.stderrLines.count == 2, "\(output.stderr)")
            #expect(output.stderrLines.last?.hasPrefix("report.sarif: expected a report destination inside the project ., found a link to ") == true)
            #expect(try String(contentsOf: outside, encoding: .utf8) == "CANARYLANG untouched")
        }
        let inside = try Tree.run(["check", "--languages", "en", "--format", "json", "--output", "inside.json"], in: app)
        #expect(inside.status == 1, "\(inside.stderr)")  // the button fails; the report is written
        #expect(FileManager.default.fileExists(atPath: app.appendingPathComponent("App/out.json").path))
    }

    /// A report aimed at one of the files the run reads from its home (fonts, manifest, title
    /// catalog, label files) overwrote it: refused, the file unchanged.
    @Test("a report is not written over a bundled file") func aReportIsNotWrittenOverABundledFile() throws {
        let home = try Runner.temporaryFolder()
        defer { Self.remove(home) }
        let repository = URL(fileURLWithPath: Runner.exampleTheme).deletingLastPathComponent().deletingLastPathComponent()
        for folder in ["Fonts", "Locales"] {
            try FileManager.default.copyItem(at: repository.appendingPathComponent(folder), to: home.appendingPathComponent(folder))
        }
        let theme = try Runner.fixture("passing.yaml")
        let locales = try FileManager.default.contentsOfDirectory(atPath: home.appendingPathComponent("Locales").path).sorted()
        #expect(locales.contains("LocationButtonTitles.xcstrings"))
        for target in ["Fonts/manifest.json"] + locales.map({ "Locales/" + $0 }) {
            let path = home.appendingPathComponent(target).path
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            let output = try Runner.run(["check", theme, "--output", path], environment: ["LOCBUTTON_HOME": home.path])
            #expect(output.status == 2, "\(target)")
            #expect(output.stderr.contains("one of the run's inputs (not overwritten)"), "\(target): \(output.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        }
    }

    // MARK: reading

    /// A `project.pbxproj` linked outside the project decided the languages and was echoed: not
    /// followed, a note names it, and the outside file's content appears nowhere.
    @Test("a project file linked out of the project is not followed") func aProjectFileLinkedOutOfTheProjectIsNotFollowed() throws {
        let (app, outside) = try Self.appWithOutside()
        defer { Self.remove(app, outside.deletingLastPathComponent()) }
        try "{ objects = { R = { knownRegions = (CANARYLANG); }; }; rootObject = R; }".write(to: outside, atomically: false, encoding: .utf8)
        let bundle = app.appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: bundle.appendingPathComponent("project.pbxproj").path, withDestinationPath: outside.path)
        let output = try Tree.run(["check", "--format", "json"], in: app)
        #expect(output.status == 1, "\(output.stderr)")
        #expect(output.stderrLines == ["note: not followed (links that leave the project): App.xcodeproj/project.pbxproj"])
        #expect(!output.stdout.contains("CANARYLANG") && !output.stderr.contains("CANARYLANG"))
    }

    /// A color set's `Contents.json` linked outside the catalog decided the verdict: refused,
    /// named, its content not echoed. (A theme names the catalog: the color is then read.)
    @Test("a color set linked out of the catalog is not followed") func aColorSetLinkedOutOfTheCatalogIsNotFollowed() throws {
        let (app, outside) = try Self.appWithOutside(["App/Assets.xcassets/Contents.json": "{\"info\": {\"version\": 1}}",
            "t.yaml": "assets: App/Assets.xcassets\nbuttons:\n  - id: b\n    background: Brand\n    foreground: white\n"])
        defer { Self.remove(app, outside.deletingLastPathComponent()) }
        try "{\"colors\": [{\"color\": CANARYLANG}]}".write(to: outside, atomically: false, encoding: .utf8)
        let set = app.appendingPathComponent("App/Assets.xcassets/Brand.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: set.appendingPathComponent("Contents.json").path, withDestinationPath: outside.path)
        let output = try Tree.run(["check", "t.yaml"], in: app)
        #expect(output.status == 2)
        #expect(output.stderrLines == ["./App/Assets.xcassets/Brand.colorset/Contents.json: expected an asset catalog Contents.json inside the project, found a link that leads out of it (not followed)"])
        #expect(!output.stdout.contains("CANARYLANG") && !output.stderr.contains("CANARYLANG"))
    }

    /// A `.locbutton.yml` linked out of its folder (to a token file) is refused unread.
    @Test("a configuration linked out of the project is not read") func aConfigurationLinkedOutOfTheProjectIsNotRead() throws {
        let (app, outside) = try Self.appWithOutside()
        defer { Self.remove(app, outside.deletingLastPathComponent()) }
        try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent(".locbutton.yml").path, withDestinationPath: outside.path)
        let output = try Tree.run(["check", "--languages", "en"], in: app)
        #expect(output.status == 2)
        #expect(output.stderrLines == ["./.locbutton.yml: expected a .locbutton.yml inside the project, found a link that leads out of it (not followed)"] || output.stderrLines == [".locbutton.yml: expected a .locbutton.yml inside the project, found a link that leads out of it (not followed)"], "\(output.stderr)")
    }

    /// A baseline linked out of the project could suppress every finding: not followed (a note),
    /// so the finding fails the run.
    @Test("a baseline linked out of the project suppresses nothing") func aBaselineLinkedOutOfTheProjectSuppressesNothing() throws {
        let (app, outside) = try Self.appWithOutside()
        defer { Self.remove(app, outside.deletingLastPathComponent()) }
        // A path the user names outside the project is theirs: recorded there, then applied.
        let record = try Tree.run(["check", "--languages", "en", "--baseline", outside.path, "--update-baseline"], in: app)
        #expect(record.status == 0, "\(record.stderr)")
        try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent("baseline.json").path, withDestinationPath: outside.path)
        let direct = try Tree.run(["check", "--languages", "en", "--baseline", outside.path], in: app)
        #expect(direct.status == 0, "\(direct.stderr)")
        let linked = try Tree.run(["check", "--languages", "en", "--baseline", "baseline.json"], in: app)
        #expect(linked.status == 1)
        #expect(linked.stderrLines.prefix(2) == ["note: not followed (links that leave the project): baseline.json",
                                                 "note: not followed (a baseline that leads out of the project): baseline.json"])
    }

    /// A 60 MB `project.pbxproj` took 1,475 MB read whole: one over 8 MB gives its regions,
    /// streamed, and a note that its targets are not read. 9 MB of file references here.
    @Test("a large project file gives its regions streamed") func aLargeProjectFileGivesItsRegionsStreamed() throws {
        let app = try Tree.app(["App/V.swift": Tree.view()])
        defer { Self.remove(app) }
        var text = "// !$*UTF8*$!\n{\n\tobjects = {\n"
        var index = 0
        while text.utf8.count < 9 << 20 {
            text += "\t\t\(String(format: "%024X", index)) = {isa = PBXFileReference; path = \"F\(index).swift\"; sourceTree = \"<group>\"; };\n"
            index += 1
        }
        text += "\t\tP = {isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, de); };\n\t};\n\trootObject = P;\n}\n"
        let bundle = app.appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try text.write(to: bundle.appendingPathComponent("project.pbxproj"), atomically: false, encoding: .utf8)
        let output = try Tree.run(["check"], in: app)
        #expect(output.status == 0, "\(output.stderr)")
        // A reading note: the text report holds it.
        #expect(output.stdout.contains("note: App.xcodeproj/project.pbxproj: expected a project of at most 8 MB to read its targets from, found one of "), "\(output.stdout)")
        #expect(output.stdout.contains("languages: de, en (from knownRegions in App.xcodeproj/project.pbxproj"), "\(output.stdout)")
    }

    // MARK: escaping

    /// A catalog named with a newline and `::error file=…` forged a GitHub workflow command in
    /// the text report's languages line; an ESC reached the log. Every format shows them escaped.
    @Test("a file name cannot forge a line in any format") func aFileNameCannotForgeALineInAnyFormat() throws {
        let name = "L\u{1B}[31m\n::error file=x.swift,line=1::forged.xcstrings"
        let catalog = "{\"sourceLanguage\": \"en\", \"strings\": {}, \"version\": \"1.0\"}"
        let app = try Tree.app(["App/V.swift": Tree.view(), "App/" + name: catalog])
        defer { Self.remove(app) }
        for format in ["text", "github", "junit", "html", "xcode"] {
            let output = try Tree.run(["check", "--format", format], in: app)
            #expect(output.status == 0, "\(format): \(output.stderr)")
            let text = output.stdout + output.stderr
            #expect(!text.contains("\u{1B}"), "\(format)")
            #expect(!text.split(separator: "\n").contains { $0.hasPrefix("::error file=x.swift") }, "\(format)")
            if format != "github" && format != "xcode" { #expect(text.contains("L\\u{1B}[31m\\n::error file=x.swift,line=1::forged.xcstrings"), "\(format)") }
        }
    }

    /// A vendored home's Android label reached JUnit and HTML raw: shown escaped, as everywhere.
    @Test("a vendored Android label is escaped in every format") func aVendoredAndroidLabelIsEscapedInEveryFormat() throws {
        let home = try Runner.temporaryFolder()
        defer { Self.remove(home) }
        let repository = URL(fileURLWithPath: Runner.exampleTheme).deletingLastPathComponent().deletingLastPathComponent()
        for folder in ["Fonts", "Locales"] {
            try FileManager.default.copyItem(at: repository.appendingPathComponent(folder), to: home.appendingPathComponent(folder))
        }
        let labels = home.appendingPathComponent("Locales/android-location-button-labels.json")
        var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: labels)) as? [String: Any])
        var languages = try #require(root["languages"] as? [[String: Any]])
        let english = try #require(languages.firstIndex { $0["tag"] as? String == "en" })
        var texts = try #require(languages[english]["labels"] as? [String: String])
        texts["usePreciseLocation"] = "Use\u{1B}[31m precise\n::error file=x.swift::forged"
        languages[english]["labels"] = texts
        root["languages"] = languages
        try JSONSerialization.data(withJSONObject: root).write(to: labels)
        for format in ["junit", "html", "text", "github"] {
            let output = try Runner.run(["check", Runner.exampleTheme.replacingOccurrences(of: "trailhead", with: "three-platforms"),
                                         "--format", format, "--detail", "full"], environment: ["LOCBUTTON_HOME": home.path])
            #expect(output.status == 1, "\(format): \(output.stderr)")
            #expect(!output.stdout.contains("\u{1B}"), "\(format)")
            #expect(!output.stdout.split(separator: "\n").contains { $0.hasPrefix("::error file=x.swift") }, "\(format)")
        }
    }

    /// 100,000 bad names made one 1.69 MB line: a message is at most a screenful (5,000 here: one
    /// argument holds at most 128 KB).
    @Test("a message stays short") func aMessageStaysShort() throws {
        let tags = (0..<5_000).map { "bad tag \($0)" }.joined(separator: ",")
        let output = try Tree.run(["check", try Runner.fixture("passing.yaml"), "--languages", tags])
        #expect(output.status == 2)
        #expect(output.stderrLines.count == 1)
        #expect(output.stderr.count <= 2_100, "\(output.stderr.count) characters")
    }

    // MARK: bounds

    /// `android.density: 1e-320` was in bounds and put `nan` into every report.
    @Test("platform values are bounded", arguments: [
        ("density: 1e-320", "t.yaml:9:16: expected a display density from 0.1 to 10, found 1e-320"),
        ("fontScale: 0.01", "t.yaml:9:18: expected a font scale from 0.1 to 10, found 0.01"),
        ("locales: [\"de\\n<script>\"]", "t.yaml:9:17: expected a BCP 47 language tag such as de or zh-Hans, found \"de\\n<script>\""),
    ])
    func platformValuesAreBounded(line: String, message: String) throws {
        let folder = try Runner.temporaryFolder()
        defer { Self.remove(folder) }
        let theme = """
        languages: [en]
        buttons:
          - id: b
            background: "#1E6B3A"
            foreground: white
            width: 44
            height: 44
            android:
              \(line)

        """
        try theme.write(to: folder.appendingPathComponent("t.yaml"), atomically: false, encoding: .utf8)
        let output = try Runner.run(["check", "t.yaml"], in: folder)
        #expect(output.status == 2)
        #expect(output.stderrLines == [message])
    }

    @Test("web tags are BCP 47") func webTagsAreBCP47() throws {
        let folder = try Runner.temporaryFolder()
        defer { Self.remove(folder) }
        let theme = "languages: [en]\nbuttons:\n  - id: b\n    background: \"#1E6B3A\"\n    foreground: white\n    web:\n      lang: \"de\\n<script>\"\n      browserLanguage: \"x y\"\n"
        try theme.write(to: folder.appendingPathComponent("t.yaml"), atomically: false, encoding: .utf8)
        let output = try Runner.run(["check", "t.yaml"], in: folder)
        #expect(output.status == 2)
        #expect(output.stderrLines == ["t.yaml:7:13: expected a BCP 47 language tag such as de or zh-Hans, found \"de\\n<script>\"",
                                       "t.yaml:8:24: expected a BCP 47 language tag such as de or zh-Hans, found \"x y\""])
    }

    // MARK: scale

    /// A catalog of 2,028 regional variants made a 167 MB page: a grid draws at most 100
    /// languages and the page says so. 130 variants here (`en-AA` … `en-EZ`), and the four
    /// pseudolanguages the check adds: 134 rows before, 100 now.
    @Test("a grid draws at most a hundred languages") func aGridDrawsAtMostAHundredLanguages() throws {
        let folder = try Runner.temporaryFolder()
        defer { Self.remove(folder) }
        try "buttons:\n  - id: b\n    title: currentLocation\n    background: \"#1E6B3A\"\n    foreground: white\n"
            .write(to: folder.appendingPathComponent("t.yaml"), atomically: false, encoding: .utf8)
        let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let variants = "ABCDE".flatMap { a in letters.map { b in "en-\(a)\(b)" } }
        #expect(variants.count == 130)
        let output = try Runner.run(["check", "t.yaml", "--languages", variants.joined(separator: ","), "--format", "html"], in: folder)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.components(separatedBy: "<tr data-locale=").count - 1 == 100)
        #expect(output.stdout.contains("<p>note: each grid draws at most 100 of the 134 languages (those with a finding first)"))
    }

    /// `.locbutton.yml` entries that name no button were refused by `check` but ignored by
    /// `check .` at the project root: one rule for both.
    @Test("the project root named or implied keeps one rule") func theProjectRootNamedOrImpliedKeepsOneRule() throws {
        let app = try Tree.app(["App/V.swift": Tree.view(), ".locbutton.yml": "buttons:\n  App/V.swift:9:\n    width: 60\n"])
        defer { Self.remove(app) }
        let implicit = try Tree.run(["check", "--languages", "en"], in: app)
        let named = try Tree.run(["check", ".", "--languages", "en"], in: app)
        #expect(implicit.status == 2)
        #expect(named.status == implicit.status)
        #expect(named.stderrLines == implicit.stderrLines)
    }
}

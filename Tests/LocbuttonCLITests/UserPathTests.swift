import Foundation
import Testing

/// The three users' paths of issue 24, each step run on the built binary: a designer tuning a
/// color pair (`contrast`, `render`), a CI maintainer reading annotations, the gate and a baseline,
/// and a localization lead checking whether a title fits (`measure --width`). The HTML grid's
/// steps run in a browser (`HTMLGridLayoutTests`).
@Suite struct DesignerPathTests {
    typealias Runner = LocbuttonRunner

    /// The system's verdict (does the button work?) is the first line, the profile's the next
    /// labelled block; the profile failing alone exits 0.
    @Test("system verdict comes first then the labelled profile") func systemVerdictComesFirstThenTheLabelledProfile() throws {
        let run = try Runner.run(["contrast", "white", "systemBlue", "--size", "17"])
        #expect(run.status == 0)
        let lines = run.stdoutLines
        #expect(lines.first?.hasPrefix("system      pass  1.5 rule 4.02:1") == true, "\(lines)")
        let profile = try #require(lines.firstIndex { $0.hasPrefix("profile     ") })
        #expect(lines[profile].hasPrefix("profile     FAIL  hig at 17 pt regular, light: 4.02:1"))
        #expect(lines[profile + 1].contains("title needs 4.50:1 FAIL"))
        #expect(profile < (lines.firstIndex { $0.hasPrefix("foreground") } ?? 0))
    }

    /// Without --size, contrast judges at 18 pt, the size the system draws a button whose font
    /// is not set (`check` and `render` use it): the same output as `--size 18`.
    @Test("default size is an unset buttons") func defaultSizeIsAnUnsetButtons() throws {
        let plain = try Runner.run(["contrast", "white", "systemBlue", "--format", "json"])
        let explicit = try Runner.run(["contrast", "white", "systemBlue", "--size", "18", "--format", "json"])
        #expect(plain.stdout == explicit.stdout)
        #expect(try Runner.json(plain.stdout)["size"] as? Double == 18)
        let help = try Runner.run(["contrast", "--help"])
        #expect(help.stdout.contains("(default: 18)"))
    }

    /// White on dark systemYellow (#FFD60A, 1.41:1): the smallest change that passes the 1.5 rule
    /// is the fill #F7CF00. Worked in Python with the rule of Fixtures/System/system_contrast_reference.py:
    /// lin(0xF7/255 …) gives L = 0.644 and (1 + 0.05)/(L + 0.05) = 1.5130 ≥ 1.5, while #F8D000 gives
    /// 1.4985; its OKLab distance from #FFD60A (Ottosson's matrices) is 0.02192, the gray title
    /// #B2B2B2's from white 0.23642: the fill is named first.
    @Test("white on dark yellow names the smallest system fix") func whiteOnDarkYellowNamesTheSmallestSystemFix() throws {
        let run = try Runner.run(["contrast", "white", "systemYellow", "--appearance", "dark"])
        #expect(run.status == 1)
        let fix = try #require(run.stdoutLines.first { $0.hasPrefix("fix system") })
        #expect(fix.hasPrefix("fix system  background #F7CF00 → 1.51:1 (ΔE 0.022: the smallest change that passes CoreLocationUI's 1.5 rule"), "\(fix)")
        #expect(run.stdoutLines.contains { $0.hasPrefix("fix profile background") && $0.contains("the smallest change that passes hig") })
        let json = try Runner.json(try Runner.run(["contrast", "white", "systemYellow", "--appearance", "dark", "--format", "json"]).stdout)
        let system = try #require((json["system"] as? [String: Any])?["suggestions"] as? [[String: Any]])
        #expect(system.first?["color"] as? String == "#F7CF00FF")
        #expect(abs((system.first?["deltaE"] as? Double ?? 0) - 0.02192) < 0.0002)
        #expect(abs((system.last?["deltaE"] as? Double ?? 0) - 0.23642) < 0.0002)
    }

    /// Fixes are ranked by how much they change what people see (OKLab ΔE, Python as above): the
    /// fill #0072F0 is 0.02940 from systemBlue, the title #161616 0.79981 from white.
    @Test("profile fixes are ranked by perceptual distance") func profileFixesAreRankedByPerceptualDistance() throws {
        let json = try Runner.json(try Runner.run(["contrast", "white", "systemBlue", "--size", "17", "--format", "json"]).stdout)
        let fixes = try #require(json["suggestions"] as? [[String: Any]])
        #expect(fixes.compactMap { $0["color"] as? String } == ["#0072F0FF", "#161616FF"])
        #expect(abs((fixes.first?["deltaE"] as? Double ?? 0) - 0.02940) < 0.0002)
        #expect(abs((fixes.last?["deltaE"] as? Double ?? 0) - 0.79981) < 0.0002)
    }

    @Test("color names get hints") func colorNamesGetHints() throws {
        let typo = try Runner.run(["contrast", "white", "sytemBlue"])
        #expect(typo.status == 2 && typo.stderrLines.count == 1)
        #expect(typo.stderr.contains("did you mean \"systemBlue\"?"))
        let asset = try Runner.run(["contrast", "white", "BrandGreen"])
        #expect(asset.status == 2 && asset.stderr.contains("--assets"))
        let render = try Runner.run(["render", "--background", "BrandGreen"])
        #expect(render.status == 2 && render.stderr.contains("--assets"))
    }

    /// A subcommand lists and accepts only the options it uses.
    @Test("options a command ignores are refused", arguments: [["measure", "--text", "Hi", "--assets", "/nonexistent"], ["render", "--languages", "de"],
                      ["locales", "--assets", "/nonexistent"], ["contrast", "white", "black", "--fonts", "/nonexistent"],
                      ["contrast", "white", "black", "--languages-from", "/nonexistent"]])
    func optionsACommandIgnoresAreRefused(arguments: [String]) throws {
        let run = try Runner.run(arguments)
        #expect(run.status == 2)
        #expect(run.stderr.contains("Unknown option"))
        let help = try Runner.run([arguments[0], "--help"])
        #expect(!help.stdout.contains(arguments.first { $0.hasPrefix("--") && $0 != "--text" }! + " "))
    }

    @Test("help shows no Swift debug text", arguments: ["check", "contrast", "measure", "locales", "render", "rules"])
    func helpShowsNoSwiftDebugText(command: String) throws {
        let help = try Runner.run([command, "--help"])
        #expect(help.status == 0)
        for debug in ["SizeArgument(", "one(", "LocationButtonLint.", "Optional("] {
            #expect(!help.stdout.contains(debug), "\(command) --help shows \(debug)")
        }
    }

    /// A color outside sRGB: the two ratios differ, and one line says why, naming both as printed.
    @Test("display p 3 color explains why the ratios differ") func displayP3ColorExplainsWhyTheRatiosDiffer() throws {
        let run = try Runner.run(["contrast", "white", "color(display-p3 0 0.6 1)"])
        let system = try #require(run.stdoutLines.first { $0.hasPrefix("system ") })
        let profile = try #require(run.stdoutLines.first { $0.hasPrefix("profile ") })
        let note = try #require(run.stdoutLines.first { $0.hasPrefix("note ") })
        func ratio(_ line: String, after marker: String) -> String? {
            line.range(of: marker).map { String(line[$0.upperBound...].prefix { $0 != " " && $0 != ")" }) }
        }
        let rule = try #require(ratio(system, after: "1.5 rule ")), wcag = try #require(ratio(profile, after: "light: "))
        #expect(rule != wcag)
        #expect(note.contains("1.5 rule \(rule), WCAG \(wcag)") && note.contains("negative"), "\(note)")
    }

    /// `render` of a pair the system disables says so on the drawing, outlined in red; a
    /// translucent button's checkerboard half is labelled.
    @Test("render marks a disabled pair and labels the checkerboard") func renderMarksADisabledPairAndLabelsTheCheckerboard() throws {
        let disabled = try Runner.run(["render", "--foreground", "white", "--background", "systemYellow", "--appearance", "dark"])
        #expect(disabled.status == 0)
        #expect(disabled.stdout.contains(">DISABLED: CoreLocationUI's 1.5 rule fails (1.41:1)"))
        #expect(disabled.stdout.contains("stroke=\"#D70015\""))
        let passing = try Runner.run(["render"])
        #expect(!passing.stdout.contains("DISABLED") && !passing.stdout.contains("checkerboard"))
        let translucent = try Runner.run(["render", "--alpha", "0.95"])
        #expect(translucent.stdout.contains("left half a checkerboard (any backdrop), right half its worst backdrop #"))
    }
}

@Suite struct CIMaintainerPathTests {
    typealias Runner = LocbuttonRunner
    static let example = URL(fileURLWithPath: Runner.exampleTheme)

    /// A copy of the example theme in a fresh folder (its asset catalog linked beside it), with
    /// `edit` applied to its lines.
    static func theme(_ edit: ([String]) -> [String]) throws -> URL {
        let folder = try Runner.temporaryFolder()
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Assets.xcassets"),
                                                   withDestinationURL: example.deletingLastPathComponent().appendingPathComponent("Assets.xcassets"))
        let lines = try String(contentsOf: example, encoding: .utf8).components(separatedBy: "\n")
        let url = folder.appendingPathComponent("theme.yaml")
        try Data(edit(lines).joined(separator: "\n").utf8).write(to: url)
        return url
    }

    /// Without `languages:` every language is checked (62 and the pseudolanguages): a button that
    /// truncates in most of them is a handful of annotations (one per cause and line), not 70–90.
    @Test("annotations are a handful per button", arguments: ["github", "xcode"])
    func annotationsAreAHandfulPerButton(format: String) throws {
        let theme = try Self.theme { $0.filter { !$0.hasPrefix("languages:") } }
        let run = try Runner.run(["check", theme.path, "--format", format])
        #expect(run.status == 1)
        for id in ["share-trailhead", "map-overlay", "trail-alert", "send-location", "check-in"] {
            let count = run.stdoutLines.filter { $0.contains(format == "github" ? "::\(id): " : ": \(id): ") }.count
            #expect((1...8).contains(count), "\(id): \(count) annotations")
        }
        // Every finding is still there in full detail.
        let full = try Runner.run(["check", theme.path, "--format", format, "--detail", "full"])
        #expect(full.stdoutLines.count > 3 * run.stdoutLines.count)
    }

    /// Each button's first line is its verdict's cause; one line per cause (rule and verdict);
    /// the closing line says which passed buttons still have findings.
    @Test("text report leads with the cause") func textReportLeadsWithTheCause() throws {
        let run = try Runner.run(["check", Runner.exampleTheme])
        var sections: [[String]] = [], current: [String] = []
        for line in run.stdoutLines {
            if line.isEmpty { if !current.isEmpty { sections.append(current) }; current = [] } else { current.append(line) }
        }
        let buttons = sections.filter { section in ["DISABLED ", "GUIDELINE ", "UNCERTAIN "].contains { section[0].hasPrefix($0) } }
        #expect(buttons.count == 5)
        for section in buttons {
            let verdict = String(section[0].prefix { $0 != " " }).lowercased()
            #expect(section[1].hasPrefix("  \(verdict) "), "\(section[0]) opens with \(section[1])")
            let causes: [String] = section.dropFirst().filter { !$0.hasPrefix("  fix:") && !$0.hasPrefix("  contrast ") }
                .map { line in line.split(separator: " ").prefix(2).joined(separator: " ") }
            #expect(Set(causes).count == causes.count, "\(section[0]): \(causes)")
            #expect(section.count <= 16, "\(section[0]) has \(section.count) lines")
        }
        #expect(run.stdoutLines.contains("3 passed, 3 failed (2 passed with findings that do not fail the run: 2 guideline)"))
        let full = try Runner.run(["check", Runner.exampleTheme, "--detail", "full"])
        #expect(full.stdoutLines.count > run.stdoutLines.count + 40)
    }

    /// Against a baseline the closing line counts fixed, new and unchanged findings; the counts
    /// come from the baseline files' own entries (each names its button).
    @Test("closing line compares with the baseline") func closingLineComparesWithTheBaseline() throws {
        let folder = try Runner.temporaryFolder()
        let full = folder.appendingPathComponent("full.json"), reduced = folder.appendingPathComponent("reduced.json")
        let all = try Self.theme { $0 }
        let withoutAlert = try Self.theme { lines in Array(lines.prefix { $0 != "  - id: trail-alert" }) }
        #expect(try Runner.run(["check", all.path, "--baseline", full.path, "--update-baseline"]).status == 0)
        #expect(try Runner.run(["check", withoutAlert.path, "--baseline", reduced.path, "--update-baseline"]).status == 0)
        func entries(_ url: URL) throws -> [[String: Any]] { try Runner.json(String(contentsOf: url, encoding: .utf8))["findings"] as? [[String: Any]] ?? [] }
        let recorded = try entries(full)
        let alert = recorded.filter { $0["button"] as? String == "trail-alert" }.count
        #expect(alert > 0)
        let fixed = try Runner.run(["check", withoutAlert.path, "--baseline", full.path])
        #expect(fixed.stdoutLines.contains { $0.hasSuffix("against the baseline: \(alert) fixed, 0 new, \(recorded.count - alert) unchanged") },
                "\(fixed.stdoutLines.suffix(2))")
        let new = try Runner.run(["check", all.path, "--baseline", reduced.path])
        #expect(new.status == 1)
        let kept = try entries(reduced).count
        #expect(new.stdoutLines.contains { $0.hasSuffix("against the baseline: 0 fixed, \(alert) new, \(kept) unchanged") },
                "\(new.stdoutLines.suffix(2))")
    }

    @Test("option typos say what is expected") func optionTyposSayWhatIsExpected() throws {
        let format = try Runner.run(["check", Runner.exampleTheme, "--format", "githib"])
        #expect(format.status == 2 && format.stderrLines.count == 1)
        #expect(format.stderr.contains("text, json, sarif, junit, github, xcode, html") && format.stderr.contains("did you mean \"github\"?"), "\(format.stderr)")
        for (argument, hint) in [("sarf=x.sarif", "did you mean \"sarif=x.sarif\"?"), ("sarif:x.sarif", "did you mean \"sarif=x.sarif\"?")] {
            let report = try Runner.run(["check", Runner.exampleTheme, "--report", argument])
            #expect(report.status == 2 && report.stderrLines.count == 1)
            #expect(report.stderr.contains("--report expects FORMAT=PATH with FORMAT one of text, json") && report.stderr.contains(hint), "\(report.stderr)")
        }
        let rule = try Runner.run(["check", Runner.exampleTheme, "--exclude-rule", "title-truncate"])
        #expect(rule.status == 2)
        #expect(rule.stderr.contains("--exclude-rule expects") && rule.stderr.contains("did you mean \"title-truncated\"?"), "\(rule.stderr)")
    }

    /// The example's own instruction (line 4) runs as written from the checkout.
    @Test("example theme instruction runs") func exampleThemeInstructionRuns() throws {
        let line = try String(contentsOf: Self.example, encoding: .utf8).components(separatedBy: "\n")[3]
        let command = try #require(line.split(separator: "`").dropFirst().first).split(separator: " ").map(String.init)
        #expect(command.prefix(2) == ["locbutton", "check"])
        let root = Self.example.deletingLastPathComponent().deletingLastPathComponent()
        let run = try Runner.run(Array(command.dropFirst()), in: root)
        #expect(run.status == 1 && run.stderr.isEmpty, "\(run.stderr)")
    }
}

@Suite struct LocalizationLeadPathTests {
    typealias Runner = LocbuttonRunner

    /// `measure --width` says whether the button fits the frame: far wider fits, far narrower does
    /// not (the title alone is wider than it); JSON numbers carry at most two decimals.
    @Test("measure says whether the title fits a frame") func measureSaysWhetherTheTitleFitsAFrame() throws {
        let base = ["measure", "--title", "shareMyCurrentLocation", "--locale", "de", "--size", "AX3"]
        let plain = try Runner.json(try Runner.run(base + ["--format", "json"]).stdout)
        let width = try #require(plain["advanceWidth"] as? Double)
        let wide = try Runner.run(base + ["--width", String(Int(width * 2))])
        #expect(wide.stdout.contains("fits a \(Int(width * 2)) pt frame"), "\(wide.stdout)")
        let narrow = try Runner.run(base + ["--width", String(Int(width / 2)), "--format", "json"])
        let frame = try #require(try Runner.json(narrow.stdout)["frame"] as? [String: Any])
        #expect(frame["outcome"] as? String == "does-not-fit")
        #expect((frame["needed"] as? Double ?? 0) > width)
        #expect(narrow.stdout.range(of: #"\d\.\d{3,}"#, options: .regularExpression) == nil, "\(narrow.stdout)")
        let bad = try Runner.run(base + ["--width", "-3"])
        #expect(bad.status == 2 && bad.stderrLines.count == 1)
    }
}

import Foundation
import Testing
@testable import LocationButtonLint

@Suite struct JSONValueTests {
    @Test("numbers are integers or rounded to four decimals") func numbersAreIntegersOrRoundedToFourDecimals() {
        #expect(JSONValue.format(17) == "17")
        #expect(JSONValue.format(-3) == "-3")
        #expect(JSONValue.format(2.718281828) == "2.7183")
        #expect(JSONValue.format(60.8) == "60.8")
        #expect(JSONValue.format(.nan) == "null")
        #expect(JSONValue.format(.infinity) == "null")
    }

    @Test("keys keep their order and strings are escaped") func keysKeepTheirOrderAndStringsAreEscaped() {
        let value = JSONValue.object([("z", .string("a\"b\\c\n\u{1}é")), ("a", .array([.bool(true), .null])), ("e", .object([]))])
        #expect(value.serialized() == """
        {
          "z": "a\\"b\\\\c\\n\\u0001é",
          "a": [
            true,
            null
          ],
          "e": {}
        }

        """)
        // Escapes between runs of other text, also before a combining mark (U+0301 after `"`).
        #expect(Array(JSONValue.string("é\"\u{301}x\\\u{1F}ü\n").serialized().utf8) == Array("\"é\\\"\u{301}x\\\\\\u001fü\\n\"\n".utf8))
    }

    @Test("encodable values become sorted objects") func encodableValuesBecomeSortedObjects() {
        let value = JSONValue(encoding: ContrastOverrides(titleRatio: 5, largeTitleRatio: 3))
        #expect(value == .object([("largeTitleRatio", .number(3)), ("titleRatio", .number(5))]))
        #expect(JSONValue(encoding: ["flag": true]) == .object([("flag", .bool(true))]))
    }
}

@Suite struct ReporterEscapingTests {
    @Test("github workflow command escaping") func githubWorkflowCommandEscaping() {
        // The escapes of @actions/core's escapeData / escapeProperty.
        #expect(GitHubReporter.data("50% done\r\nnext") == "50%25 done%0D%0Anext")
        #expect(GitHubReporter.property("a,b:c%") == "a%2Cb%3Ac%25")
        // Character by character, as escapeData's replace works on code units: also a `%`, line
        // break, `:` or `,` that a combining mark follows (the mark stays, after the escape).
        #expect(GitHubReporter.data("%\u{301}\n\u{301}") == "%25\u{301}%0A\u{301}")
        #expect(GitHubReporter.property(":\u{301},\u{301}") == "%3A\u{301}%2C\u{301}")
    }

    /// Entities for XML's syntax on top of the one escaping of outside text (issue 35): a BEL is
    /// shown as `\u{7}`, as in the text report, not dropped; a newline as `\n`.
    @Test("XML escaping") func xmlEscaping() {
        #expect(JUnitReporter.escape("<a & \"b\">\u{7}") == "&lt;a &amp; &quot;b&quot;&gt;\\u{7}")
        #expect(JUnitReporter.escape("a\n::error b") == "a\\n::error b")
    }

    @Test("SARIF URIs") func sarifURIs() {
        #expect(SARIFReporter.uri("Themes/app theme.yaml") == "Themes/app%20theme.yaml")
        #expect(SARIFReporter.uri("/abs/ü.yaml") == "file:///abs/%C3%BC.yaml")
    }

    @Test("fixed decimals") func fixedDecimals() {
        #expect(TextReporter.ratio(4.016975) == "4.02:1")
        #expect(NumberText.fixed(-0.004, 2) == "0.00")
        #expect(TextReporter.points(12.25) == "12.3")
        #expect(NumberText.trimmed(4.50, 2) == "4.5" && NumberText.trimmed(3, 2) == "3" && NumberText.trimmed(2.83, 2) == "2.83")
        #expect(NumberText.ceiling(0.53467, 2) == 0.54 && NumberText.ceiling(0.54, 2) == 0.54)
        #expect(TextReporter.points(60.8) == "60.8")
        #expect(TextReporter.points(44) == "44")
    }
}

@Suite struct CheckReportTests {
    typealias F = ReportFixtures

    private var buttons: [ButtonResult] {
        [F.button("ok", .pass, line: 2),
         F.button("bad", .disabled, findings: [F.finding("LB004", .disabled, locale: "de")], line: 5),
         F.button("meh", .guideline, findings: [F.finding("LB001", .guideline, appearance: .dark)], line: 9)]
    }

    @Test("fail on decides what fails") func failOnDecidesWhatFails() {
        // "meh" passes the default gate with a guideline finding, and the line says so; with
        // `never` the disabled one passes too.
        #expect(F.report(buttons).closingLine == "2 passed, 1 failed (1 passed with findings that do not fail the run: 1 guideline)")
        #expect(F.report(buttons, failOn: .guideline).closingLine == "1 passed, 2 failed")
        #expect(F.report(buttons, failOn: nil).closingLine == "3 passed, 0 failed (2 passed with findings that do not fail the run: 1 disabled, 1 guideline)")
        var compared = F.report(buttons, failOn: .guideline)
        compared.baselineDelta = BaselineDelta(fixed: 3, new: 1, unchanged: 12)
        #expect(compared.closingLine == "1 passed, 2 failed; against the baseline: 3 fixed, 1 new, 12 unchanged")
    }

    @Test("worst first keeps file order within a verdict") func worstFirstKeepsFileOrderWithinAVerdict() {
        let more = buttons + [F.button("bad2", .disabled, line: 12)]
        #expect(F.report(more).buttonsWorstFirst.map(\.id) == ["bad", "bad2", "meh", "ok"])
    }

    @Test("text report ends with the closing line alone") func textReportEndsWithTheClosingLineAlone() {
        let text = TextReporter(color: false).render(F.report(buttons))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.dropLast().last == "2 passed, 1 failed (1 passed with findings that do not fail the run: 1 guideline)")
        #expect(lines.first == "DISABLED bad  theme.yaml:5:5")
        #expect(text.contains("  disabled LB004 rule-lb004: de from large: message"))
        #expect(!text.contains("\u{1B}["))
        #expect(TextReporter(color: true).render(F.report(buttons)).contains("\u{1B}[1;31mDISABLED\u{1B}[0m bad"))
    }

    @Test("tightest fit ignores pseudolanguages") func tightestFitIgnoresPseudolanguages() {
        func row(_ locale: String, _ category: SizeCategory, width: Double) -> TextRow {
            TextRow(locale: locale, isStressTest: locale.hasPrefix("en-x-"), category: category, boldText: false, fontSize: 17, titleWidth: width,
                    availableTitleWidth: 100, neededHeight: 30, availableHeight: nil, margin: 1, maximumNeededWidth: width + 50, maximumNeededHeight: 30, verdict: .pass)
        }
        let button = F.button("fits", .pass,
                              text: [row("de", .ax2, width: 87.66), row("en", .large, width: 50), row("en-x-double", .ax2, width: 105)])
        // 100 − 87.66 = 12.34 pt, shown to a tenth.
        #expect(TextReporter(color: false).render(F.report([button])).contains("\n  tightest fit: 12.3 pt to spare (de, AX2)\n"))
    }

    /// A Bold Text finding folds into its regular twin's line; the data formats keep both, and
    /// SARIF's messages stay distinct.
    @Test("bold text twins share one line") func boldTextTwinsShareOneLine() throws {
        func truncated(_ bold: Bool, _ by: Double, _ title: String) -> Finding {
            let amount = FindingAmount("truncates by ", by, .points)
            return Finding(rule: "LB004", name: "title-truncated", verdict: .disabled, locale: "ar", category: .ax2,
                           boldText: bold, headline: amount.headline, detail: "title \(title) pt, room 227.6 pt",
                           amount: amount)
        }
        func contrast(_ bold: Bool) -> Finding {
            Finding(rule: "LB001", name: "title-contrast", verdict: .disabled, appearance: .dark, category: .xSmall,
                    categoryEnd: .xxxLarge, boldText: bold, headline: "title contrast 1.86:1 is below 2.50:1",
                    detail: "the system's contrast floor")
        }
        let stress = [false, true].map { bold in
            Finding(rule: "LB015", name: "pseudolanguage-stress", verdict: .guideline, locale: "en-x-double",
                    category: .xLarge, boldText: bold, isStressTest: true,
                    headline: bold ? "truncates by 6.1 pt" : "fits with only 1.8 pt to spare",
                    detail: bold ? "title 313.9 pt" : "title 306.0 pt")
        }
        let findings = [contrast(false), contrast(true), truncated(false, 66.6, "294.2"), truncated(true, 77.6, "305.3")] + stress
        var report = F.report([F.button("b", .disabled, findings: findings)])
        // Every line with its numbers: `--detail full` (the summary has one line per cause).
        report.fullDetail = true
        let text = TextReporter(color: false).render(report)
        #expect(text.contains("\n  disabled LB004 title-truncated: ar from AX2: truncates by 66.6 pt (77.6 pt with Bold Text); title 294.2 pt, room 227.6 pt\n"))
        #expect(text.contains("\n  disabled LB001 title-contrast: dark at xSmall–xxxLarge: title contrast 1.86:1 is below 2.50:1 (the system's contrast floor) (the same with Bold Text)\n"))
        #expect(text.components(separatedBy: "\n  disabled ").count == 3)
        #expect(text.contains("\n  guideline LB015 pseudolanguage-stress: en-x-double from xLarge: stress test: fits with only 1.8 pt to spare (with Bold Text: truncates by 6.1 pt); title 306.0 pt\n"))
        let sarif = try JSONSerialization.jsonObject(with: Data(SARIFReporter().render(report).utf8)) as? [String: Any]
        let runs = try #require(sarif?["runs"] as? [[String: Any]])
        let messages = try #require(runs.first?["results"] as? [[String: Any]]).compactMap { ($0["message"] as? [String: Any])?["text"] as? String }
        // One result per problem (code scanning makes each an alert): the three twin pairs' lines.
        #expect(messages.count == 3 && Set(messages).count == 3)
        #expect(JSONReporter().render(report).components(separatedBy: "\"rule\": \"LB0").count == 7)
        // Annotations are read by people too: one per twin pair.
        #expect(XcodeReporter().render(report).split(separator: "\n").count == 3)
        #expect(GitHubReporter().render(report).contains("::b: ar from AX2: truncates by 66.6 pt (77.6 pt with Bold Text); title 294.2 pt, room 227.6 pt\n"))
    }

    /// The fold reads the amounts the rules state, never the headline's words: a number with
    /// words after it that differ too keeps the twin's from its amount on; headlines that differ
    /// in a word but state no amount keep the twin's whole headline; LB015's width and height
    /// findings (measured by LB004 and LB005) are not each other's twins.
    @Test("bold text fold uses the stated amounts") func boldTextFoldUsesTheStatedAmounts() {
        func veiled(_ bold: Bool, _ required: Double, _ alpha: String) -> Finding {
            let amount = FindingAmount("contrast falls to 2.10:1, below ", required, .ratio,
                                       tail: "; background alpha needs ≥ \(alpha)")
            return Finding(rule: "LB003", name: "translucency", verdict: .guideline, appearance: .light,
                           category: .xSmall, boldText: bold, headline: amount.headline, amount: amount)
        }
        func stress(_ bold: Bool, _ measuredBy: String, _ headline: String) -> Finding {
            Finding(rule: "LB015", name: "pseudolanguage-stress", verdict: .guideline, locale: "en-x-double",
                    category: .large, boldText: bold, isStressTest: true, headline: headline, measuredBy: measuredBy)
        }
        let findings = [
            veiled(false, 4.5, "0.722"), veiled(true, 3, "0.600"),
            stress(false, "LB004", "may be too narrow (within the model's margin)"),
            stress(false, "LB005", "may be too low (within the model's margin)"),
            stress(true, "LB004", "may be too narrow (within the model's margin)"),
            stress(true, "LB005", "may be too low (within the model's margin)"),
            Finding(rule: "LB004", name: "title-truncated", verdict: .uncertain, locale: "de", boldText: false,
                    headline: "may be too narrow here"),
            Finding(rule: "LB004", name: "title-truncated", verdict: .uncertain, locale: "de", boldText: true,
                    headline: "may be too narrow there"),
        ]
        let lines = FindingLine.lines(findings).map(\.briefMessage)
        #expect(lines == [
            "light at xSmall: contrast falls to 2.10:1, below 4.50:1; background alpha needs ≥ 0.722 (with Bold Text: 3.00:1; background alpha needs ≥ 0.600)",
            "en-x-double from large: stress test: may be too narrow (within the model's margin)",
            "en-x-double from large: stress test: may be too low (within the model's margin)",
            "de: may be too narrow here (with Bold Text: may be too narrow there)",
        ])
    }

    /// LB015 runs two checks: a title clipped in height and one too narrow are two causes of the
    /// summary, each with its own line, while the same check in other pseudolanguages joins its
    /// line as "also". (Before, the width line stood for both and a height clip went unseen.)
    @Test("stress test width and height are separate causes") func stressTestWidthAndHeightAreSeparateCauses() {
        func stress(_ locale: String, _ measuredBy: String, _ headline: String) -> Finding {
            Finding(rule: "LB015", name: "pseudolanguage-stress", verdict: .guideline, locale: locale,
                    category: .large, boldText: false, isStressTest: true, headline: headline, measuredBy: measuredBy)
        }
        let lines = FindingLine.lines([
            stress("en-x-accented", "LB004", "may be too narrow (within the model's margin)"),
            stress("en-x-accented", "LB005", "the title is clipped: too low by at least 5.9 pt"),
            stress("en-x-bounded", "LB005", "the title is clipped: too low by at least 5.9 pt"),
        ])
        let causes = FindingCause.causes(lines)
        #expect(causes.map { $0.first.briefMessage } == [
            "en-x-accented from large: stress test: may be too narrow (within the model's margin)",
            "en-x-accented from large: stress test: the title is clipped: too low by at least 5.9 pt",
        ])
        #expect(causes.map(\.alsoText) == ["", " (also en-x-bounded)"])
    }

    /// A finding's size range is data: JSON carries both ends, and the sentence is composed from
    /// the fields (a color's range `at first–last`, a title's `from first`).
    @Test("size range end is machine readable") func sizeRangeEndIsMachineReadable() throws {
        let color = Finding(rule: "LB001", name: "title-contrast", verdict: .guideline, appearance: .light,
                            category: .xSmall, categoryEnd: .large, headline: "title contrast 4.48:1 is below 4.50:1",
                            detail: "hig: 4.5:1 below 18 pt regular")
        let title = Finding(rule: "LB004", name: "title-truncated", verdict: .disabled, locale: "de",
                            category: .ax2, categoryEnd: .ax5, headline: "truncates by 3.6 pt")
        #expect(color.message == "light at xSmall–large: title contrast 4.48:1 is below 4.50:1 (hig: 4.5:1 below 18 pt regular)")
        #expect(title.message == "de from AX2: truncates by 3.6 pt")
        let json = try JSONSerialization.jsonObject(with: Data(JSONReporter().render(F.report([F.button("b", .disabled, findings: [color, title])])).utf8)) as? [String: Any]
        let findings = try #require((json?["buttons"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])
        #expect(findings.map { $0["category"] as? String } == ["xSmall", "AX2"])
        #expect(findings.map { $0["categoryEnd"] as? String } == ["large", "AX5"])
    }

    /// Without `--detail full` the JSON report lists a title finding once per size range with its
    /// languages (here de and fr from AX2, ja from AX4), its numbers those of the member furthest
    /// past its limit (fr: 130 − 120 = 10 pt over, against de's 5); with it, one object each.
    @Test("JSON groups findings that differ only in the language") func jsonGroupsFindingsThatDifferOnlyInTheLanguage() throws {
        func truncated(_ locale: String, _ category: SizeCategory, width: Double) -> Finding {
            Finding(rule: "LB004", name: "title-truncated", verdict: .disabled, locale: locale,
                    category: category, categoryEnd: .ax5, headline: "truncates", measured: width, limit: 120)
        }
        let findings = [truncated("de", .ax2, width: 125), truncated("fr", .ax2, width: 130), truncated("ja", .ax4, width: 121)]
        func jsonFindings(full: Bool) throws -> [[String: Any]] {
            let report = CheckReport(result: RunResult(policy: .default, buttons: [F.button("b", .disabled, findings: findings)]),
                                     rules: [], failOn: .disabled, fullDetail: full)
            let json = try JSONSerialization.jsonObject(with: Data(JSONReporter().render(report).utf8)) as? [String: Any]
            return try #require((json?["buttons"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])
        }
        let grouped = try jsonFindings(full: false)
        #expect(grouped.map { $0["locales"] as? [String] ?? [] } == [["de", "fr"], ["ja"]])
        #expect(grouped.map { $0["measured"] as? Double } == [130, 121])
        #expect(grouped.first?["message"] as? String == "fr from AX2: truncates")
        let full = try jsonFindings(full: true)
        #expect(full.map { $0["locale"] as? String } == ["de", "fr", "ja"])
    }

    /// The same words in several appearances make one line; different numbers do not.
    @Test("identical findings in several appearances share one line") func identicalFindingsInSeveralAppearancesShareOneLine() {
        func alpha(_ appearance: Appearance, _ value: String) -> Finding {
            Finding(rule: "LB003", name: "translucency", verdict: .disabled, appearance: appearance, category: .xSmall,
                    categoryEnd: .xxxLarge, headline: "background alpha \(value) is below the system's alpha floor 0.50")
        }
        let findings = [alpha(.light, "0.40"), alpha(.dark, "0.40"), alpha(.lightHighContrast, "0.30"), alpha(.darkHighContrast, "0.40")]
        var report = F.report([F.button("b", .disabled, findings: findings)])
        report.fullDetail = true
        let text = TextReporter(color: false).render(report)
        #expect(text.contains("\n  disabled LB003 translucency: light, dark, dark-high-contrast at xSmall–xxxLarge: background alpha 0.40 is below the system's alpha floor 0.50\n"))
        #expect(text.contains("\n  disabled LB003 translucency: light-high-contrast at xSmall–xxxLarge: background alpha 0.30 is below the system's alpha floor 0.50\n"))
        #expect(text.components(separatedBy: "LB003").count == 3)
        // The summary: one line for the one cause, naming the other place.
        let summary = TextReporter(color: false).render(F.report([F.button("b", .disabled, findings: findings)]))
        #expect(summary.contains("\n  disabled LB003 translucency: light, dark, dark-high-contrast at xSmall–xxxLarge: background alpha 0.40 is below the system's alpha floor 0.50 (also light-high-contrast at xSmall–xxxLarge)\n"))
        #expect(summary.components(separatedBy: "LB003").count == 2)
    }

    @Test("contrast line shows every appearance") func contrastLineShowsEveryAppearance() {
        func row(_ appearance: Appearance, _ ratio: Double, alpha: Double = 1) -> AppearanceResult {
            AppearanceResult(appearance: appearance, background: "#007AFFFF", foreground: "#FFFFFFFF", fallbackRoles: [],
                             contrast: .init(title: ratio, glyph: ratio, required: 4.5, requiredGlyph: 3),
                             translucency: .init(backgroundAlpha: alpha, minimumAlpha: nil, viewAlpha: 1, minimumViewAlpha: nil),
                             apcaLc: 0, verdict: .pass)
        }
        let rows = [row(.light, 4.016975), row(.dark, 3.65), row(.lightHighContrast, 4.5), row(.darkHighContrast, 2.83)]
        #expect(TextReporter.contrastLine(rows, hasTitle: true)
            == "contrast  light 4.02  dark 3.65  light-hc 4.5  dark-hc 2.83 (needs 4.5 title / 3 glyph)")
        #expect(TextReporter.contrastLine([row(.light, 1.75, alpha: 0.4)], hasTitle: false)
            == "contrast  light 1.75 (needs 3 glyph, at the worst backdrop)")
        #expect(TextReporter.contrastLine([], hasTitle: true) == nil)
    }

    @Test("fix hint lines name the clamp and the alpha") func fixHintLinesNameTheClampAndTheAlpha() {
        var hints = FixHints(fontSizeBelowMinimum: true, checkedUpTo: .ax2, minimumFrameWidth: 675, screenWidth: 343,
                             largestFittingCategory: .xLarge, minimumBackgroundAlpha: 0.96)
        let text = TextReporter(color: false).render(F.report([F.button("b", .disabled, fixHints: hints)]))
        #expect(text.contains("  fix: no frame fits on the screen: every checked language up to AX2 needs 675 pt, the screen leaves 343 pt\n"))
        #expect(text.contains("  fix: clamp Dynamic Type at xLarge: UIKit `maximumContentSizeCategory = .extraLarge`, SwiftUI `.dynamicTypeSize(...DynamicTypeSize.xLarge)`\n"))
        #expect(text.contains("  fix: no font size of 12 pt or more fits every checked language up to AX2 (the system draws smaller sizes at 18 pt), so none is suggested\n"))
        #expect(text.contains("  fix: background alpha 0.96 passes in every checked appearance\n"))
        var both = hints
        both.minimumViewAlpha = 0.8
        #expect(TextReporter(color: false).render(F.report([F.button("b", .disabled, fixHints: both)]))
            .contains("  fix: background alpha 0.96 (or view alpha 0.80) passes in every checked appearance\n"))
        hints.largestFittingCategory = nil
        #expect(TextReporter(color: false).render(F.report([F.button("b", .disabled, fixHints: hints)]))
            .contains("  fix: no Dynamic Type clamp at large or above makes every checked language fit\n"))
        func row(_ locale: String, _ category: SizeCategory, _ verdict: Verdict, bold: Bool = false) -> TextRow {
            TextRow(locale: locale, isStressTest: locale.hasPrefix("en-x-"), category: category, boldText: bold, fontSize: 17, titleWidth: 100,
                    availableTitleWidth: 90, neededHeight: 30, availableHeight: nil, margin: 1, maximumNeededWidth: 150, maximumNeededHeight: 30, verdict: verdict)
        }
        // The first misfit by size, pseudolanguages left out.
        let rows = [row("ru", .large, .disabled), row("ru", .small, .uncertain, bold: true), row("en-x-double", .xSmall, .guideline)]
        #expect(TextReporter(color: false).render(F.report([F.button("b", .disabled, text: rows, fixHints: hints)]))
            .contains("  fix: no Dynamic Type clamp at large or above makes every checked language fit (ru may not fit at small with Bold Text, within the font margin)\n"))
        #expect(SizeCategory.ax1.swiftUIName == "accessibility1" && SizeCategory.ax5.uiKitName == "accessibilityExtraExtraExtraLarge")
    }

    @Test("annotation severity follows fail on") func annotationSeverityFollowsFailOn() {
        let report = F.report(buttons)
        #expect(XcodeReporter().render(report) == """
        theme.yaml:5:5: error: bad: de from large: message (LB004 rule-lb004)
        theme.yaml:9:5: warning: meh: dark at large: message (LB001 rule-lb001)

        """)
        #expect(GitHubReporter().render(F.report(buttons, failOn: .guideline)).hasPrefix("""
        ::error file=theme.yaml,line=5,col=5,title=LB004 rule-lb004::bad: de from large: message
        ::error file=theme.yaml,line=9,col=5,title=LB001 rule-lb001::meh: dark at large: message
        """))
    }
}

@Suite struct BaselineUnitTests {
    typealias F = ReportFixtures

    @Test("file round trip") func fileRoundTrip() throws {
        let findings = [F.finding("LB004", .disabled, locale: "de"),
                        F.finding("LB001", .guideline, appearance: .dark)]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("baseline.json").path
        try Baseline.serialized(recording: [F.button("b", .disabled, findings: findings)])
            .write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try Baseline(contentsOf: path).fingerprints == Set(findings.map { $0.fingerprint(button: "b") }))
    }

    @Test("malformed baseline is an input error") func malformedBaselineIsAnInputError() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bad-baseline-\(UUID().uuidString).json").path
        try "[1, 2]".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: InputError(file: path, "expected a baseline (JSON with a \"findings\" list), found something else")) {
            try Baseline(contentsOf: path)
        }
    }
}

@Suite struct FindingLocationTests {
    typealias F = ReportFixtures

    @Test("findings point at the key a fix changes") func findingsPointAtTheKeyAFixChanges() {
        let button = F.button("b", .disabled, line: 3)
        let at = { (line: Int) in LocationButtonLint.SourceLocation(file: "theme.yaml", line: line, column: 5) }
        let keys = ["b": ["background": at(5), "foreground": at(6), "width": at(7)]]
        #expect(FindingLocation.of(F.finding("LB001", .disabled), in: button, keys: keys) == at(6))
        #expect(FindingLocation.of(F.finding("LB003", .disabled), in: button, keys: keys) == at(5))
        #expect(FindingLocation.of(F.finding("LB004", .disabled), in: button, keys: keys) == at(7))
        // No `height` written: a clipped title points at the button itself.
        #expect(FindingLocation.of(F.finding("LB005", .disabled), in: button, keys: keys)?.line == 3)
    }
}

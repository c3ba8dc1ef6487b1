import Foundation
import Testing
@testable import LocationButtonLint

/// Reports people act on (issue 37): one SARIF result per problem, grouped HTML findings, verdicts
/// from what is drawn, and the user-visible sentences that said something untrue. Every expected
/// text is written out by hand from the rule it states.
@Suite struct ProblemReportTests {
    private typealias F = ReportFixtures

    private static func truncated(_ locale: String, _ category: SizeCategory, by: Double) -> Finding {
        Finding(rule: "LB004", name: "title-truncated", verdict: .disabled, locale: locale, category: category,
                headline: "truncates by \(by) pt", measured: 100 + by, limit: 100, keys: ["width", "fontSize"])
    }

    private static func sarifResults(_ report: CheckReport, limit: Int = SARIFReporter.resultLimit) throws
        -> (results: [[String: Any]], run: [String: Any]) {
        var reporter = SARIFReporter()
        reporter.resultLimit = limit
        let object = try #require(try JSONSerialization.jsonObject(with: Data(reporter.render(report).utf8)) as? [String: Any])
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        return (try #require(run["results"] as? [[String: Any]]), run)
    }

    private static func fingerprint(_ result: [String: Any]) -> String? {
        (result["partialFingerprints"] as? [String: Any])?["locbuttonProblem/v1"] as? String
    }

    // MARK: SARIF

    @Test("SARIF has one result per problem with its languages and sizes") func sarifHasOneResultPerProblemWithItsLanguagesAndSizes() throws {
        let findings = [Self.truncated("de", .ax2, by: 3), Self.truncated("fr", .ax1, by: 1), Self.truncated("ru", .ax3, by: 7)]
        let (results, _) = try Self.sarifResults(F.report([F.button("b", .disabled, findings: findings)]))
        #expect(results.count == 1)
        let result = try #require(results.first)
        // The line standing for the cause holds from the smallest size (fr from AX1); the others follow.
        #expect((result["message"] as? [String: Any])?["text"] as? String == "b: fr from AX1: truncates by 1.0 pt (also de, ru)")
        let properties = try #require(result["properties"] as? [String: Any])
        #expect(properties["locales"] as? [String] == ["de", "fr", "ru"])
        #expect(properties["findings"] as? Int == 3)
        #expect(properties["sizes"] as? [String: String] == ["first": "AX1", "last": "AX3"])
    }

    @Test("a problem keeps its fingerprint when a language or size joins") func aProblemKeepsItsFingerprintWhenALanguageOrSizeJoins() throws {
        let one = try Self.sarifResults(F.report([F.button("b", .disabled, findings: [Self.truncated("de", .ax2, by: 3)])])).results
        let more = try Self.sarifResults(F.report([F.button("b", .disabled, findings: [
            Self.truncated("de", .ax2, by: 3), Self.truncated("fr", .large, by: 1),
        ])])).results
        #expect(one.count == 1 && more.count == 1)
        #expect(Self.fingerprint(one[0]) != nil && Self.fingerprint(one[0]) == Self.fingerprint(more[0]))
    }

    @Test("results past the cap are left out worst last and said") func resultsPastTheCapAreLeftOutWorstLastAndSaid() throws {
        // Three buttons, one problem each; the cap of 2 keeps the two disabled ones (worst first).
        let buttons = [
            F.button("guide", .guideline, findings: [F.finding("LB001", .guideline, appearance: .light)]),
            F.button("one", .disabled, findings: [Self.truncated("de", .ax2, by: 3)]),
            F.button("two", .disabled, findings: [Self.truncated("fr", .ax2, by: 3)]),
        ]
        let (results, run) = try Self.sarifResults(F.report(buttons), limit: 2)
        #expect(results.compactMap { ($0["properties"] as? [String: Any])?["button"] as? String } == ["one", "two"])
        let notification = ((run["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [[String: Any]])?.first
        #expect((notification?["message"] as? [String: Any])?["text"] as? String
            == "1 further result (problems of 1 button, the least severe) left out: a run holds at most 2 results, "
            + "which GitHub code scanning shows in full; the JSON report has every finding")
        #expect((run["properties"] as? [String: Any])?["leftOut"] as? [String: Int] == ["results": 1, "buttons": 1])
    }

    // MARK: LB015 fingerprints and old baselines

    private static func stress(_ measuredBy: String) -> Finding {
        Finding(rule: "LB015", name: "pseudolanguage-stress", verdict: .guideline, locale: "en-x-double", category: .large,
                isStressTest: true, headline: "stress", measuredBy: measuredBy)
    }

    @Test("lb 015 width and height have a fingerprint each") func lb015WidthAndHeightHaveAFingerprintEach() {
        let width = Self.stress("LB004"), height = Self.stress("LB005")
        #expect(width.fingerprint(button: "b") != height.fingerprint(button: "b"))
        // Both keep the one fingerprint earlier versions gave them: FNV-1a 64 of
        // "LB015␟b␟␟en-x-double␟" (Python, as in StreamedReportTests).
        #expect(width.legacyFingerprint(button: "b") == height.legacyFingerprint(button: "b"))
        #expect(width.legacyFingerprint(button: "b") == Fingerprint(["LB015", "b", "", "en-x-double", ""]).text)
        #expect(Self.truncated("de", .large, by: 1).legacyFingerprint(button: "b") == nil)
    }

    @Test("an old entry accepts both once and is not stale") func anOldEntryAcceptsBothOnceAndIsNotStale() throws {
        let width = Self.stress("LB004"), height = Self.stress("LB005")
        let old = try #require(width.legacyFingerprint(button: "b"))
        let baseline = Baseline(fingerprints: [old])
        let button = ButtonResult(id: "b", source: nil, status: .judged, verdict: .pass, counts: VerdictCounts(), appearances: [],
                                  findings: [], text: [], summaries: [], fixHints: FixHints(), suppressedFindings: [width, height])
        #expect(baseline.entry(accepting: width, button: "b") == old && baseline.entry(accepting: height, button: "b") == old)
        #expect(baseline.legacyEntries(in: [button]) == [old])
        #expect(baseline.staleEntries(in: [button]).isEmpty)
        // Counted once: one entry, unchanged.
        #expect(BaselineDelta(buttons: [button], stale: 0, baseline: baseline) == BaselineDelta(fixed: 0, new: 0, unchanged: 1))
        // Rewritten: a recorded baseline holds the two new fingerprints, not the old one.
        let recorded = Data(Baseline.serialized(recording: [button]).utf8)
        #expect(try Baseline(reading: InputBytes(data: recorded, name: "baseline.json", as: .baseline)).fingerprints
            == [width.fingerprint(button: "b"), height.fingerprint(button: "b")])
    }

    // MARK: HTML

    @Test("HTML lists one line per cause with the full lines one click away") func htmlListsOneLinePerCauseWithTheFullLinesOneClickAway() {
        let findings = [Self.truncated("de", .ax2, by: 3), Self.truncated("fr", .ax1, by: 1)]
        let page = HTMLReporter(context: nil).render(F.report([F.button("b", .disabled, findings: findings)]))
        let list = page.components(separatedBy: "<ul class=\"findings\">").last?.components(separatedBy: "</ul>\n").first ?? ""
        #expect(list.components(separatedBy: "<li data-rule=").count == 2)
        #expect(list.contains("LB004 title-truncated: fr from AX1: truncates by 1.0 pt (also de)"
            + "<details><summary>all 2 lines</summary><ul><li>de from AX2: truncates by 3.0 pt</li>"
            + "<li>fr from AX1: truncates by 1.0 pt</li>"))
    }

    @Test("buttons past the page budget are listed one line each") func buttonsPastThePageBudgetAreListedOneLineEach() {
        let buttons = (0..<3).map { F.button("b\($0)", .disabled, findings: [Self.truncated("de", .ax2, by: 3)], line: $0 + 1) }
        var reporter = HTMLReporter(context: nil)
        reporter.sectionBudget = 1  // the first section already reaches it
        let page = reporter.render(F.report(buttons))
        #expect(page.components(separatedBy: "<section class=\"button ").count == 2)
        #expect(page.contains("<p>note: the last 2 buttons (least severe) are listed at the end of the page one line each, "
            + "not shown in full, so the page stays under 20 MB.</p>"))
        #expect(page.contains("<li data-button=\"b1\" data-verdict=\"disabled\"><span class=\"badge v-disabled\">disabled</span> b1 theme.yaml:2 — 1 finding</li>"))
    }

    // MARK: smaller untruths

    @Test("the contrast line names only what is drawn") func theContrastLineNamesOnlyWhatIsDrawn() {
        let row = AppearanceResult(appearance: .light, background: "#007AFFFF", foreground: "#FFFFFFFF", fallbackRoles: [],
                                   contrast: .init(title: 4.02, glyph: 4.02, required: 4.5, requiredGlyph: 3),
                                   translucency: .init(backgroundAlpha: 1, minimumAlpha: nil, viewAlpha: 1, minimumViewAlpha: nil),
                                   apcaLc: 0, verdict: .pass)
        #expect(TextReporter.contrastLine([row], hasTitle: true, hasGlyph: false) == "contrast  light 4.02 (needs 4.5 title)")
        #expect(TextReporter.contrastLine([row], hasTitle: false, hasGlyph: true) == "contrast  light 4.02 (needs 3 glyph)")
        #expect(TextReporter.contrastLine([row], hasTitle: true, hasGlyph: true) == "contrast  light 4.02 (needs 4.5 title / 3 glyph)")
    }

    @Test("JUnit has platform findings in a case of their own") func junitHasPlatformFindingsInACaseOfTheirOwn() {
        let clamp = Finding(rule: "LB101", name: "android-clamp", verdict: .guideline, headline: "height clamped to 48 dp",
                            keys: ["android.height"], platform: .android)
        var button = F.button("b", .guideline, findings: [clamp, F.finding("LB001", .guideline, appearance: .dark)])
        button = ButtonResult(id: "b", source: button.source, status: .judged, verdict: .guideline, counts: VerdictCounts(),
                              appearances: [Appearance.light, .dark].map { appearance in
                                  AppearanceResult(appearance: appearance, background: "#007AFFFF", foreground: "#FFFFFFFF",
                                                   fallbackRoles: [], contrast: .init(title: 4, glyph: 4, required: 4.5, requiredGlyph: 3),
                                                   translucency: .init(backgroundAlpha: 1, minimumAlpha: nil, viewAlpha: 1,
                                                                       minimumViewAlpha: nil),
                                                   apcaLc: 0, verdict: .pass)
                              },
                              findings: button.findings, text: [], summaries: [], fixHints: FixHints())
        let xml = JUnitReporter().render(F.report([button]))
        // Two appearances and Android: three cases; the clamp is said once, in Android's.
        #expect(xml.contains("tests=\"3\""))
        #expect(xml.components(separatedBy: "height clamped to 48 dp").count == 2)
        #expect(xml.contains("<testcase name=\"b [android]\" classname=\"theme.yaml\">\n      <system-out>b: android: height clamped to 48 dp"))
    }

    @Test("Android padding and height clamps are two lines") func androidPaddingAndHeightClampsAreTwoLines() {
        let height = Finding(rule: "LB101", name: "android-clamp", verdict: .guideline, headline: "height clamped to 48 dp",
                             keys: ["android.height", "height"], platform: .android)
        let padding = Finding(rule: "LB101", name: "android-clamp", verdict: .guideline, headline: "padding clamped to 8 dp",
                              keys: ["android.padding"], platform: .android)
        let text = TextReporter(color: false).render(F.report([F.button("b", .guideline, findings: [height, padding])]))
        #expect(text.contains("guideline LB101 android-clamp: android: height clamped to 48 dp"))
        #expect(text.contains("guideline LB101 android-clamp: android: padding clamped to 8 dp"))
    }

    @Test("the SwiftUI corner radius note says it is never passed and where it is clamped") func theSwiftUICornerRadiusNoteSaysItIsNeverPassedAndWhereItIsClamped() throws {
        // 30 pt on a 44 pt high frame: half the shorter side is 22 pt.
        let spec = ButtonSpec(id: "b", api: .swiftui, cornerRadius: 30, frame: ButtonFrame(width: 200, height: 44))
        let outcome = try #require(CornerRadiusRule().check(spec, context: ButtonContext(policy: Policy(), defaultNeededHeight: 40)))
        #expect(outcome.headline == "SwiftUI does not pass .cornerRadius to LocationButton before iOS 26: SwiftUI clips the "
            + "rectangular button; from iOS 26, which passes it, the system clamps 30.0 pt to 22.0 pt (half the shorter side)")
        var uikit = spec
        uikit.api = .uikit
        #expect(CornerRadiusRule().check(uikit, context: ButtonContext(policy: Policy(), defaultNeededHeight: 40))?.headline
            == "corner radius 30.0 pt exceeds half the shorter side; the system clamps 30.0 pt to 22.0 pt (half the shorter side)")
    }

    // MARK: verdicts from what is drawn

    /// EngineBehaviourTests' measurer: at p pt a title of `em` surely fails a 300 pt frame when
    /// (em + 2.3) p > 300. Fixed at 17 pt every language fits as drawn (de: 9.7 × 17 = 165 pt).
    /// Grown with body it would be 28 pt at AX1, 33 at AX2, 40 at AX3, 47 at AX4: de, fi, ru
    /// (7 em) from AX2 (9.3 × 33 = 306.9 > 300; 9.3 × 28 = 260.4 is not), fr, es (4.5 em) from
    /// AX4 (6.8 × 47 = 319.6; 6.8 × 40 = 272), en (2.5 em: 4.8 × 53 = 254.4) never.
    @Test("a fixed title that would not fit if it grew is advice on LB010") func aFixedTitleThatWouldNotFitIfItGrewIsAdviceOnLB010() throws {
        let measurer = FakeMeasurer(perLocale: ["en": 2.5, "de": 7, "fi": 7, "ru": 7, "fr": 4.5, "es": 4.5])
        let engine = RuleEngine(measurer: measurer, titles: ["en", "de", "fi", "ru", "fr", "es"].map { titles($0) })
        let fixed = ButtonSpec(id: "b", fontSize: 17, frame: ButtonFrame(width: 300))
        let result = try engine.run([fixed], options: RunOptions(appearances: [.light], threads: 1)).buttons[0]
        // The title decides nothing (the default colors' contrast may): every text cell passes.
        #expect(!result.text.isEmpty && result.text.allSatisfy { $0.verdict == .pass })
        #expect(!result.findings.contains { ["LB004", "LB005"].contains($0.rule) })
        let advice = try #require(result.findings.first { $0.rule == "LB010" })
        #expect(advice.level == .information)
        #expect(advice.headline == "the title does not follow Dynamic Type: the system draws it at 17 pt at every text size; "
            + "if it followed Dynamic Type, it would not fit from AX2 in de, fi, ru; from AX4 in fr, es (HIG: text fits at every size)")
        // A title that follows Dynamic Type: nothing changes (de is clipped from AX2, as drawn).
        let scaling = ButtonSpec(id: "s", fontSize: 17, textStyle: .body, frame: ButtonFrame(width: 300))
        let follows = try engine.run([scaling], options: RunOptions(appearances: [.light], threads: 1)).buttons[0]
        #expect(follows.findings.contains { $0.rule == "LB004" && $0.locale == "de" && $0.category == .ax2 && $0.verdict == .disabled })
        #expect(!follows.findings.contains { $0.rule == "LB010" })
    }

    @Test("advice names eight languages then counts the rest") func adviceNamesEightLanguagesThenCountsTheRest() {
        var advice = DynamicTypeAdvice()
        for tag in ["a", "b", "c", "d", "e", "f", "g"] { advice.add(tag, from: .ax3) }
        for tag in ["h", "i", "j"] { advice.add(tag, from: .ax1) }
        #expect(advice.text == "from AX1 in h, i, j; from AX3 in a, b, c, d, e and 2 more")
    }
}

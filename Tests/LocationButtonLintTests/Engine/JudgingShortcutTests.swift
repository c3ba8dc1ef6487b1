import Foundation
import Testing
@testable import LocationButtonLint

/// The shortcuts judging takes (docs/speed.md) give what the
/// plain computations they replace give: each expectation is that plain computation, run here on
/// the same input, over inputs chosen to tell a wrong shortcut apart.
@Suite struct JudgingShortcutTests {
    /// Numbers at every rounding edge the buffer could get wrong: halves, carries into a new
    /// digit, below one, negatives rounding to zero, the 2^53 limit and the non-finite.
    private static let numbers: [Double] = [
        0, -0.0, 0.04, 0.05, 0.049999, 0.95, 0.949, 9.95, 9.96, 99.95, 1, 10, 100, 123.456, 1234.5678, 0.0005,
        -0.04, -0.05, -0.5, -1.25, -99.999, 0.1 + 0.2, 1e15, 9.007e15, 1e16, 1e300, -1e300,
        .infinity, -.infinity, .nan, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
    ]

    @Test("buffer writes numbers as number text does") func bufferWritesNumbersAsNumberTextDoes() {
        var generator = SeededGenerator(seed: 6919)
        let random = (0..<2000).map { _ in Double.random(in: -500...500, using: &generator) }
        for x in Self.numbers + random {
            for digits in -1...5 {
                var buffer = TextBuffer(capacity: 0)
                buffer.append("a ")
                buffer.append(fixed: x, digits)
                buffer.append(" b")
                #expect(buffer.text == "a " + NumberText.fixed(x, digits) + " b", "\(x) with \(digits) digits")
            }
            var points = TextBuffer(capacity: 4)
            points.append(points: x)
            #expect(points.text == NumberText.fixed(x, 1) + " pt")
        }
    }

    /// Verdicts on both axes that fail, are uncertain and fit, against a fixed frame and squeezed
    /// room, with needs and limits that round across a digit.
    private static func axisVerdicts() -> [SystemAxisVerdict] {
        var generator = SeededGenerator(seed: 6920)
        var verdicts: [SystemAxisVerdict] = [SystemAxisVerdict(needed: SystemLength(100, margin: 2), limit: nil)]
        for _ in 0..<400 {
            let estimate = Double.random(in: 0...400, using: &generator), margin = Double.random(in: 0...6, using: &generator)
            let limit = estimate + Double.random(in: -12...12, using: &generator)
            let source: SystemSizeLimit.Source = Bool.random(using: &generator) ? .fixed : .room
            verdicts.append(SystemAxisVerdict(needed: SystemLength(estimate, margin: margin),
                                              limit: SystemSizeLimit(points: limit, source: source)))
        }
        verdicts.append(SystemAxisVerdict(needed: SystemLength(99.95, margin: 0.05), limit: SystemSizeLimit(points: 9.95, source: .fixed)))
        return verdicts
    }

    /// `TitleTruncatedRule.outcome`'s words as plain interpolation: what its buffer must write.
    static func plainOutcome(_ v: SystemAxisVerdict, axis: TitleSizeAxis, pointSize: Double) -> CellOutcome? {
        guard let limit = v.limit, v.outcome != .fits else { return nil }
        let n = v.needed
        let frame = limit.source == .fixed ? "frame \(axis.rawValue)" : "room (intrinsic size squeezed)"
        let numbers = "needs \(TitleTruncatedRule.pt(n.estimate)) (\(NumberText.fixed(n.lower, 1))–\(NumberText.fixed(n.upper, 1))) at \(TitleTruncatedRule.pt(pointSize)), \(frame) \(TitleTruncatedRule.pt(limit.points))"
        let line = "\"\(SystemConsoleLine.inappropriateSizes.rawValue)\""
        let low = axis == .width ? "narrow" : "low"
        if v.outcome == .fails {
            return CellOutcome(
                verdict: .disabled,
                amount: FindingAmount("the title is clipped: too \(low) by at least ", n.lower - limit.points, .points),
                detail: "\(numbers); the app prints \(line)",
                measured: n.estimate, limit: limit.points, console: [.inappropriateSizes])
        }
        return CellOutcome(
            verdict: .uncertain, headline: "may be too \(low) (within the model's margin)",
            detail: "\(numbers); if so, the app prints \(line)",
            measured: n.estimate, limit: limit.points, console: [.inappropriateSizes])
    }

    @Test("size rule words as interpolation does") func sizeRuleWordsAsInterpolationDoes() {
        var outcomes = Set<SystemAxisVerdict.Outcome>()
        for verdict in Self.axisVerdicts() {
            outcomes.insert(verdict.outcome)
            for axis in [TitleSizeAxis.width, .height] {
                let pointSize = verdict.needed.estimate / 7
                let fast = TitleTruncatedRule.outcome(verdict, axis: axis, pointSize: pointSize)
                let plain = Self.plainOutcome(verdict, axis: axis, pointSize: pointSize)
                // The same words; the detail is kept as the measurements (`FindingDetail.size`).
                #expect(fast?.detail == plain?.detail)
                var worded = fast
                worded?.detail = fast?.detail
                #expect(worded == plain)
            }
        }
        #expect(outcomes == [.fits, .uncertain, .fails])
    }

    /// Title cells of a plain, a fixed-size and a glyph-less button at every category, wide and
    /// narrow frames, fixed heights: every size verdict (and none) occurs.
    private static func textCells() -> [TextCell] {
        var cells: [TextCell] = []
        for (width, height) in [(120.0, 30.0), (190, 40), (260, 44), (400, 90)] {
            for (glyph, dynamicType) in [(Glyph.arrowFilled, DynamicTypeBehavior.full), (.none, .full), (.arrowOutline, .fixed)] {
                let spec = ButtonSpec(id: "b", glyph: glyph, fontSize: 17, textStyle: .body,
                                      frame: ButtonFrame(width: width, height: height), dynamicType: dynamicType)
                for category in SizeCategory.allCases {
                    for em in [6.0, 8, 9.5] {
                        let metrics = TextMetrics(pointSize: spec.pointSize(at: category), width: em * spec.pointSize(at: category),
                                                  lineHeight: 1.2 * spec.pointSize(at: category), uncertainty: 0.03)
                        let geometry = TitleGeometry(spec: spec, target: .ios18, metrics: metrics)
                        cells.append(TextCell(locale: "de", isPseudolanguage: false, category: category, boldText: false,
                                              geometry: geometry))
                    }
                }
            }
        }
        return cells
    }

    @Test("size verdict from the geometry is the rules verdict") func sizeVerdictFromTheGeometryIsTheRulesVerdict() {
        var seen = Set<Verdict?>()
        let rules = RuleCatalog.textRules.compactMap { $0 as? any TitleSizeRule }
        #expect(rules.count == 2)
        for cell in Self.textCells() {
            for rule in rules {
                let verdict = rule.verdict(cell)
                #expect(verdict == rule.check(cell)?.verdict)
                seen.insert(verdict)
            }
        }
        // What is drawn decides: a fixed title that would not fit if it grew is LB010's advice.
        #expect(seen == [nil, .uncertain, .disabled])
    }

    /// Color cells over pairs that pass, fall below the profile and fail the system's own rule,
    /// for buttons with a title, without one, and without a glyph.
    private static func colorCells() throws -> [ColorCell] {
        let math = ExactColorMath(), policy = Policy()
        let pairs = [("#FFFFFF", "#000000"), ("#FFFFFF", "#777777"), ("#FFFFFF", "#AAAAAA"), ("#FFFFFF", "#DDDDDD"),
                     ("#007AFF", "#FFFFFF"), ("#24804A", "#8FD19E"), ("#000000", "#FFFFFF66")]
        var cells: [ColorCell] = []
        for (background, foreground) in pairs {
            let colors = ButtonColors(foreground: try ColorLiteral.parse(foreground), background: try ColorLiteral.parse(background))
            let system = SystemContrastAnalysis(SystemButtonColors(foreground: colors.foreground, background: colors.background))
            for (title, glyph) in [(Title.currentLocation, Glyph.arrowFilled), (.none, .arrowFilled), (.currentLocation, .none)] {
                let spec = ButtonSpec(id: "c", title: title, glyph: glyph, fontSize: 17, textStyle: .body)
                for category in [SizeCategory.xSmall, .large, .ax5] {
                    for bold in [false, true] {
                        let size = spec.pointSize(at: category), weight = spec.titleWeight(boldText: bold)
                        let contrast = math.worstBackdrop(colors, .anyColor).contrast
                        cells.append(ColorCell(
                            spec: spec, appearance: .light, category: category, boldText: bold, pointSize: size, weight: weight,
                            colors: colors, backdrops: .anyColor, opaqueContrast: contrast, worstContrast: contrast,
                            requiredTitle: policy.requiredTitleRatio(pointSize: size, weight: weight),
                            requiredGlyph: policy.requiredGlyphRatio, fallbackRoles: [], system: system, policy: policy,
                            math: math))
                    }
                }
            }
        }
        return cells
    }

    @Test("color verdict without words is the checks verdict") func colorVerdictWithoutWordsIsTheChecksVerdict() throws {
        var seen = Set<Verdict?>()
        for cell in try Self.colorCells() {
            for rule in RuleCatalog.colorRules {
                let outcome = rule.check(cell)
                #expect(rule.verdict(cell) == outcome.map { ColorRuleVerdict($0.verdict, level: $0.level) })
                seen.insert(outcome?.verdict)
            }
        }
        #expect(seen.isSuperset(of: [nil, .guideline, .disabled]))
    }

    /// A color judgement is shared by buttons that differ only in their (non-empty) title: what
    /// each would get judged alone, in a run of its own, is the same colors part.
    @Test("color judgements do not depend on which title") func colorJudgementsDoNotDependOnWhichTitle() throws {
        let engine = RuleEngine(measurer: FakeMeasurer(), titles: [titles("en"), titles("de")])
        let options = RunOptions(boldText: true, threads: 1)
        func colors(_ result: ButtonResult) -> [String] {
            result.findings.filter { $0.appearance != nil }.map { "\($0.rule) \($0.message)" }
                + result.appearances.map { "\($0)" } + result.summaries.filter { $0.contains("contrast") }
        }
        var compared = 0
        for (background, foreground) in [("#FFFFFF", "#AAAAAA"), ("#FFFFFF", "#DDDDDD"), ("#007AFF", "#FFFFFF"), ("#000000", "#FFFFFF66")] {
            for glyph in [Glyph.arrowFilled, .none] {
                let spec = { (title: Title) in
                    ButtonSpec(id: "b", title: title, glyph: glyph, fontSize: 15, textStyle: .body,
                               background: ColorReference(background), foreground: ColorReference(foreground), frame: ButtonFrame(width: 400))
                }
                let alone = try colors(engine.run([spec(.currentLocation)], options: options).buttons[0])
                #expect(!alone.isEmpty)
                for title in Title.allCases where title != .none && title != .currentLocation {
                    let together = try engine.run([spec(.currentLocation), spec(title)], options: options).buttons
                    #expect(try colors(engine.run([spec(title)], options: options).buttons[0]) == alone)
                    #expect(colors(together[1]) == alone)
                    compared += 1
                }
            }
        }
        #expect(compared > 8)
    }

    @Test("a size finding keeps its measurements, reads as their words, and equal measurements are one finding")
    func sizeDetailIsData() throws {
        let needed = SystemAxisVerdict(needed: SystemLength(180, margin: 3.4), limit: SystemSizeLimit(points: 170, source: .fixed))
        let outcome = try #require(TitleTruncatedRule.outcome(needed, axis: .width, pointSize: 17))
        #expect(outcome.explanation == .size(needed, axis: .width, pointSize: 17))
        // Worked by hand: 180 ± 3.4 pt needed at 17 pt against a fixed 170 pt frame fails.
        #expect(outcome.detail == "needs 180.0 pt (176.6–183.4) at 17.0 pt, frame width 170.0 pt; the app prints \"Error: #locationButton failed due to inappropriate sizes\"")
        let finding = Finding(TitleTruncatedRule.info, outcome, locale: "de", category: .xLarge)
        #expect(finding.detail == outcome.detail)
        #expect(finding == Finding(TitleTruncatedRule.info, outcome, locale: "de", category: .xLarge))
        var other = finding
        other.explanation = .size(needed, axis: .width, pointSize: 18)
        #expect(other != finding)
        #expect(Set([finding, other, finding]).count == 2)
    }

    /// The report order of findings with tricky locales and rule ids: prefixes, long tags,
    /// non-ASCII ones, and text equal to other text (U+212A KELVIN SIGN is "K"; "é" is "e" and a
    /// combining acute), with ties told apart only by their headline.
    @Test("report order of tricky names is the order of their text") func reportOrderOfTrickyNamesIsTheOrderOfTheirText() {
        var generator = SeededGenerator(seed: 6921)
        let locales: [String?] = [nil, "", "K", "\u{212A}", "Ka", "de", "de-AT", "de-AT-x-a-very-long-tag", "de-AT-x-a-very-long-tah",
                                  "é", "e\u{301}", "f", "zz", "~"]
        let rules = ["LB001", "LB004", "LB0041", "LB\u{212A}", "LBK"]
        for _ in 0..<20 {
            let findings = (0..<300).map { index in
                Finding(rule: rules.randomElement(using: &generator)!, name: "rule", verdict: [.pass, .disabled].randomElement(using: &generator)!,
                        locale: locales.randomElement(using: &generator)!, category: [nil, .large].randomElement(using: &generator)!,
                        headline: "finding \(index)")
            }
            #expect(Finding.inReportOrder(findings).map(\.headline) == findings.sorted(by: Finding.reportOrder).map(\.headline))
        }
    }

    @Test("severity and index are the positions in all cases") func severityAndIndexAreThePositionsInAllCases() {
        for verdict in Verdict.allCases { #expect(verdict.severity == Verdict.allCases.firstIndex(of: verdict)) }
        for category in SizeCategory.allCases { #expect(category.index == SizeCategory.allCases.firstIndex(of: category)) }
    }

    /// Rows with ties in slack, in category and in locale (so which of two equal rows is kept
    /// shows), stress test rows that must be skipped, misfits in several categories.
    @Test("the rows the text report reads are the minimums over all rows") func theRowsTheTextReportReadsAreTheMinimumsOverAllRows() {
        var generator = SeededGenerator(seed: 6922)
        for _ in 0..<200 {
            let rows = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                let width = Double(Int.random(in: 90...110, using: &generator))
                return TextRow(locale: ["de", "ar", "fr", "en-x-double"].randomElement(using: &generator)!,
                               isStressTest: Int.random(in: 0..<5, using: &generator) == 0,
                               category: [.xSmall, .large, .ax3].randomElement(using: &generator)!, boldText: false, fontSize: 17,
                               titleWidth: width, availableTitleWidth: 100, neededHeight: 30, availableHeight: nil, margin: 1,
                               maximumNeededWidth: width + 1, maximumNeededHeight: 30,
                               verdict: Verdict.allCases.randomElement(using: &generator)!)
            }
            // The plain computation: the first row, the tightest real fit, the first real misfit
            // by (category, locale), each by `min(by:)` over every row, in the rows' order.
            let real = rows.indices.filter { !rows[$0].isStressTest }
            let tightest = real.min { rows[$0].slack < rows[$1].slack }
            let misfit = real.filter { rows[$0].verdict >= .uncertain }
                .min { (rows[$0].category, rows[$0].locale) < (rows[$1].category, rows[$1].locale) }
            let kept = Set((rows.isEmpty ? [] : [0]) + [tightest, misfit].compactMap { $0 }).sorted()
            #expect(TextJudgement.summaryRows(rows) == kept.map { rows[$0] })
        }
    }
}

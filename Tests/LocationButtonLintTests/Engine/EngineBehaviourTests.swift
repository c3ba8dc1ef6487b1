import Testing
@testable import LocationButtonLint

/// Engine behaviour with a hand-worked measurer under CoreLocationUI's size rule: at point size p a
/// title of `em` per point needs em·p + arrow (1 ± 0.2) p + gap 0.5 p + padding p = (em + 2.5 ± 0.2) p,
/// so in a 300 pt frame it surely fails when (em + 2.3) p > 300 and surely fits when (em + 2.7) p ≤
/// 300. The specs scale with body (`textStyle`): AX1 28, AX2 33, AX3 40, AX4 47, AX5 53.
@Suite struct EngineBehaviourTests {
    let frame = ButtonFrame(width: 300)
    let locales = ["en", "de", "fi", "ru", "fr", "es"].map { titles($0) }
    /// en 2.5 em: fits while p ≤ 57.7 (everywhere); de/fi/ru 7 em: fails from p > 32.3 (AX2), fits to
    /// 30.9 (AX1); fr/es 4.5 em: fails from p > 44.1 (AX4), fits to 41.7 (AX3).
    let measurer = FakeMeasurer(perLocale: ["en": 2.5, "de": 7, "fi": 7, "ru": 7, "fr": 4.5, "es": 4.5])
    let body = ButtonSpec(id: "b", fontSize: 17, textStyle: .body, frame: ButtonFrame(width: 300))

    @Test("summary groups locales by the first failing size") func summaryGroupsLocalesByTheFirstFailingSize() throws {
        let engine = RuleEngine(measurer: measurer, titles: locales)
        let result = try engine.run([body], options: RunOptions(appearances: [.light], threads: 1))
            .buttons[0]
        #expect(result.summaries.contains("is clipped, too narrow, from AX2 in de, fi, ru; from AX4 in fr, es"))
        let de = try #require(result.findings.first { $0.rule == "LB004" && $0.locale == "de" })
        #expect(de.category == .ax2 && de.verdict == .disabled)
        // Needed (7 + 2.5) · 33 = 313.5 pt against the 300 pt frame; the app's console line quoted.
        #expect(abs(de.measured! - 9.5 * 33) < 1e-9 && de.limit == 300)
        #expect(de.console == ["Error: #locationButton failed due to inappropriate sizes"])
        #expect(!result.findings.contains { $0.rule == "LB004" && $0.locale == "en" })
        // 6 locales × 12 sizes; de/fi/ru fail at 4 sizes, fr/es at 2: 16 disabled.
        #expect(result.counts.disabled == 16)
    }

    /// Largest size: at AX5 the size is 53/17 of the Large size s, and the widest title (7 em)
    /// must surely fit: s ≤ 300 / (53/17 × 9.7) = 9.92 → 9.5 pt. Narrowest frame: de at AX5 needs
    /// up to 53 × 9.7 = 514.1 → 515 pt. No other title fits (the fake gives them all 7 em in de).
    @Test("fix hints follow from the measurements") func fixHintsFollowFromTheMeasurements() throws {
        let engine = RuleEngine(measurer: measurer, titles: locales)
        let hints = try engine.run([body], options: RunOptions(appearances: [.light], threads: 1))
            .buttons[0].fixHints
        // 9.5 pt is below 12 pt, which the system would draw at 18: no font size is suggested.
        #expect(hints.largestFittingFontSize == nil && hints.fontSizeBelowMinimum)
        #expect(hints.minimumFrameWidth == 515)
        // 520 pt is wider than the default screen's content: iPhone SE 375 − 2 × 16 pt margins.
        #expect(hints.screenWidth == 343)
        #expect(hints.longestFittingTitle == nil)
        #expect(hints.checkedUpTo == .ax5)
        // de/fi/ru fail from AX2 (33 pt > 30.6 pt), everything fits at AX1.
        #expect(hints.largestFittingCategory == .ax1)
    }

    /// Clamped at AX2 (33 pt at Large 17): s ≤ 300 / (33/17 × 9.7) = 15.93 → 15.5 pt, and the
    /// hints hold up to AX2, not AX5. Narrowest frame: de at AX2, 33 × 9.7 = 320.1 → 321 pt,
    /// which fits on the screen (343 pt). Checked only at AX3–AX5, the clamp shows AX2's size,
    /// so the finding and summary name AX2.
    @Test("fix hints and ranges follow the clamp") func fixHintsAndRangesFollowTheClamp() throws {
        let engine = RuleEngine(measurer: measurer, titles: locales)
        var spec = body
        spec.dynamicType = DynamicTypeBehavior(range: SizeCategory.xSmall...SizeCategory.ax2)
        let all = try engine.run([spec], options: RunOptions(appearances: [.light], threads: 1)).buttons[0]
        #expect(all.fixHints.largestFittingFontSize == 15.5 && !all.fixHints.fontSizeBelowMinimum)
        #expect(all.fixHints.checkedUpTo == .ax2)
        #expect(all.fixHints.minimumFrameWidth == 321 && all.fixHints.screenWidth == nil)
        #expect(all.fixHints.largestFittingCategory == .ax1)
        let large = try engine.run([spec], options: RunOptions(appearances: [.light], categories: [.ax3, .ax4, .ax5], threads: 1))
            .buttons[0]
        #expect(large.summaries.contains("is clipped, too narrow, from AX2 in de, fi, ru"))
        let de = try #require(large.findings.first { $0.rule == "LB004" && $0.locale == "de" })
        #expect(de.category == .ax2 && de.message.hasPrefix("de from AX2: "))
    }

    /// #777 on white (4.48:1) fails 4.5:1 up to Large (17 pt); the clamp xSmall…xxxLarge keeps
    /// the guideline range inside it, and #AAA (2.32:1, below 3:1 at every size) spans the clamp, not AX5.
    @Test("color ranges follow the clamp") func colorRangesFollowTheClamp() throws {
        let engine = RuleEngine(measurer: FakeMeasurer(em: 2.5), titles: [titles("en")])
        let clamp = DynamicTypeBehavior(range: SizeCategory.xSmall...SizeCategory.xxxLarge)
        let gray = ButtonSpec(id: "gray", fontSize: 17, textStyle: .body, background: "#FFFFFF", foreground: "#777777",
                              frame: frame, dynamicType: clamp)
        let faint = ButtonSpec(id: "faint", fontSize: 17, textStyle: .body, background: "#FFFFFF", foreground: "#AAAAAA",
                               frame: frame, dynamicType: clamp)
        let result = try engine.run([gray, faint], options: RunOptions(appearances: [.light], threads: 1))
        let grayFinding = try #require(result.buttons[0].findings.first { $0.rule == "LB001" })
        #expect(grayFinding.message == "light at xSmall–large: title contrast 4.48:1 is below 4.50:1 (hig: 4.5:1 below 18 pt regular)")
        let faintFinding = try #require(result.buttons[1].findings.first { $0.rule == "LB001" })
        #expect(faintFinding.message.hasPrefix("light at xSmall–xxxLarge: "))
    }

    /// With a 20 % font margin the needed width lies in ((0.8 em + 2.3) p, (1.2 em + 2.7) p).
    /// de 7 em: 7.9 p … 11.1 p: surely fails from p > 38.0 (AX3), may from p > 27.0 (AX1). fr/es
    /// 4.5 em: 5.9 p … 8.1 p: fails from AX5 (p > 50.8), may from AX3 (p > 37.0). en 2.5 em: 4.3 p …
    /// 5.7 p: never surely fails, may at AX5 (p > 52.6). The summary names where a title may
    /// already be clipped, not only where it surely is.
    @Test("summary names where a truncating title may already truncate") func summaryNamesWhereATruncatingTitleMayAlreadyTruncate() throws {
        var margined = measurer
        margined.uncertainty = 0.2
        let result = try RuleEngine(measurer: margined, titles: locales)
            .run([body], options: RunOptions(appearances: [.light], threads: 1)).buttons[0]
        #expect(result.summaries.contains("is clipped, too narrow, from AX3 in de, fi, ru; from AX5 in fr, es"))
        #expect(result.summaries.contains("may be too narrow (within the model's margin) from AX1 in de, fi, ru; from AX3 in fr, es; from AX5 in en"))
    }

    /// Bold Text makes every title 1.25 × wider: de/fi/ru 8.75 em surely fail from p > 300 / 11.05 =
    /// 27.1 (AX1, 28), fr/es 5.625 em from p > 37.9 (AX3, 40); en 3.125 em never surely fails but
    /// may from p > 300 / 5.825 = 51.5 (AX5, 53). That summary differs from the regular one and
    /// is printed; with equal widths it is not.
    @Test("bold text summary only when it differs") func boldTextSummaryOnlyWhenItDiffers() throws {
        let options = RunOptions(appearances: [.light], boldText: true, threads: 1)
        var wider = measurer
        wider.boldScale = 1.25
        let differs = try RuleEngine(measurer: wider, titles: locales).run([body], options: options)
            .buttons[0].summaries
        #expect(differs.contains("is clipped, too narrow, from AX2 in de, fi, ru; from AX4 in fr, es"))
        #expect(differs.contains("with Bold Text, is clipped, too narrow, from AX1 in de, fi, ru; from AX3 in fr, es"))
        #expect(differs.contains("with Bold Text, may be too narrow (within the model's margin) from AX5 in en"))
        let same = try RuleEngine(measurer: measurer, titles: locales).run([body], options: options)
            .buttons[0].summaries
        #expect(same.filter { $0.contains("clipped") } == ["is clipped, too narrow, from AX2 in de, fi, ru; from AX4 in fr, es"])
    }

    /// At AX5 (53 pt) a title surely fits while em ≤ 300/53 − 2.7 = 2.96: currentLocation (2.5) and
    /// sendCurrentLocation (2.8) fit, the others do not; the wider of the two is suggested.
    @Test("longest fitting title is the widest that fits everywhere") func longestFittingTitleIsTheWidestThatFitsEverywhere() throws {
        let perTitle = ["currentLocation": 2.5, "sendCurrentLocation": 2.8, "shareCurrentLocation": 4,
                        "sendMyCurrentLocation": 6, "shareMyCurrentLocation": 9]
        let engine = RuleEngine(measurer: FakeMeasurer(perTitle: perTitle), titles: locales)
        var spec = body
        spec.title = .shareMyCurrentLocation
        let result = try engine.run([spec],
                                    options: RunOptions(appearances: [.light], threads: 1)).buttons[0]
        #expect(result.fixHints.longestFittingTitle == .sendCurrentLocation)
    }

    /// A 30 pt high frame at 17 pt: the line (1.2 em = 20.4) is taller than the arrow (17 ± 3.4,
    /// at most 20.4), so the content needs 20.4 + 17 = 37.4 pt at most: the smallest height is 38.
    @Test("minimum frame height covers the model") func minimumFrameHeightCoversTheModel() throws {
        let engine = RuleEngine(measurer: FakeMeasurer(em: 2.5), titles: [titles("en")])
        let spec = ButtonSpec(id: "b", fontSize: 17, frame: ButtonFrame(width: 300, height: 30))
        let result = try engine.run([spec], options: RunOptions(appearances: [.light], categories: [.large], threads: 1)).buttons[0]
        #expect(result.findings.contains { $0.rule == "LB005" && $0.verdict == .disabled })
        #expect(result.fixHints.minimumFrameHeight == 38)
    }

    @Test("pseudolanguages are stress results never disabled") func pseudolanguagesAreStressResultsNeverDisabled() throws {
        let engine = RuleEngine(measurer: FakeMeasurer(perLocale: ["en": 2.5, "en-x-doublelength": 20]),
                                titles: [titles("en"), titles("en-x-doublelength", pseudo: true)])
        let result = try engine.run([ButtonSpec(id: "b", frame: frame)], options: RunOptions(appearances: [.light], threads: 1))
            .buttons[0]
        let stress = result.text.filter { $0.locale == "en-x-doublelength" }
        #expect(stress.allSatisfy { $0.verdict == .guideline })
        #expect(result.counts.disabled == 0)
        #expect(result.summaries.contains { $0.hasPrefix("would not fit (a pseudolanguage stress test) in en-x-doublelength") })
        // Their findings are LB015's, never LB004's or LB005's.
        let stressFindings = result.findings.filter { $0.locale == "en-x-doublelength" }
        #expect(!stressFindings.isEmpty && stressFindings.allSatisfy { $0.rule == "LB015" && $0.isStressTest })
    }

    /// The button ignores taps there: every combination is disabled, silently.
    @Test("platforms that ignore taps are disabled") func platformsThatIgnoreTapsAreDisabled() throws {
        let engine = RuleEngine(measurer: measurer, titles: locales)
        for platform in [Platform.macCatalyst, .visionOSDesignedForIPad] {
            let result = try engine.run([ButtonSpec(id: "b", platform: platform)], options: RunOptions(appearances: [.light])).buttons[0]
            #expect(result.verdict == .disabled && result.counts.disabled == result.counts.total)
            let finding = try #require(result.findings.first { $0.rule == "LB011" })
            #expect(finding.verdict == .disabled && finding.console == [])
        }
    }

    @Test("validation reports bad specs with their source") func validationReportsBadSpecsWithTheirSource() {
        let engine = RuleEngine(measurer: measurer, titles: locales)
        let source = SourceLocation(file: "theme.yml", line: 12, column: 5)
        // A repeated id is no concern of the engine's: it is refused where the inputs are read (UniqueButtonIDs).
        let errors = engine.validate([
            ButtonSpec(id: "a", source: source),
            ButtonSpec(id: "a", source: SourceLocation(file: "theme.yml", line: 20)),
            ButtonSpec(id: "empty", title: .none, glyph: .none, source: source),
            ButtonSpec(id: "round", cornerRadius: -2, source: source),
            ButtonSpec(id: "color", background: "systemBlu", source: source),
        ]).map(\.description)
        #expect(errors.count == 3)
        #expect(errors[0].hasPrefix("theme.yml:12:5: button empty: expected a title or a glyph"))
        #expect(errors[1].hasPrefix("theme.yml:12:5: button round: expected a corner radius of 0 or more"))
        #expect(errors[2].hasPrefix("theme.yml:12:5: button color: background: expected"))
    }

    /// An asset with only a light value is drawn with it in dark: a warning, and the light value
    /// is what the dark row shows and is judged.
    @Test("missing dark variant warns and uses the light value") func missingDarkVariantWarnsAndUsesTheLightValue() throws {
        let brand = AppearanceColors(constant: Color(rgb8: 0x00, 0x7A, 0xFF))
        let engine = RuleEngine(measurer: measurer, colors: ColorResolver(assets: ["Brand": brand]), titles: [titles("en")])
        let result = try engine.run([ButtonSpec(id: "b", background: "Brand", frame: frame)],
                                    options: RunOptions(appearances: [.light, .dark], threads: 1)).buttons[0]
        let warning = try #require(result.findings.first { $0.rule == "LB009" })
        #expect(warning.level == .warning && warning.appearance == .dark && warning.verdict == .pass)
        let dark = try #require(result.appearances.first { $0.appearance == .dark })
        #expect(dark.background == "#007AFFFF" && dark.fallbackRoles == ["background"])
        #expect(!result.findings.contains { $0.rule == "LB009" && $0.appearance == .light })
    }

    /// #777 on white fails 4.5:1 at 17 pt; the suggestions reach it.
    @Test("failing colors come with suggestions that pass") func failingColorsComeWithSuggestionsThatPass() throws {
        let engine = RuleEngine(measurer: measurer, titles: [titles("en")])
        let result = try engine.run([ButtonSpec(id: "b", fontSize: 17, background: "#FFFFFF", foreground: "#777777", frame: frame)],
                                    options: RunOptions(appearances: [.light], categories: [.large], threads: 1)).buttons[0]
        let suggestions = result.fixHints.colorSuggestions
        #expect(Set(suggestions.map(\.role)) == ["foreground", "background"])
        for s in suggestions {
            #expect(s.ratio >= 4.5)
            let color = try ColorLiteral.parse(s.color)
            let pair = s.role == "foreground" ? (color, Color.white) : (Color(rgb8: 0x77, 0x77, 0x77), color)
            #expect(WCAG.contrastRatio(pair.0, pair.1) >= 4.45)  // 8-bit rounding of the hex
        }
    }

    @Test("rule selection limits what is judged") func ruleSelectionLimitsWhatIsJudged() throws {
        let engine = RuleEngine(measurer: measurer, titles: locales)
        // 100 pt cannot hold the arrow, gap and padding (18 + 9 + 18 = 45 pt) and the title: LB004 disabled.
        let spec = ButtonSpec(id: "b", background: "#FFFFFF", foreground: "#777777", frame: ButtonFrame(width: 100))
        let onlyText = try engine.run([spec], options: RunOptions(appearances: [.light], rules: ["title-truncated"], threads: 1))
        #expect(Set(onlyText.buttons[0].findings.map(\.rule)) == ["LB004"])
    }

    @Test("number text rounds like fixed point") func numberTextRoundsLikeFixedPoint() {
        #expect(NumberText.fixed(3.14159, 2) == "3.14")
        #expect(NumberText.fixed(-3.6, 1) == "-3.6")
        #expect(NumberText.fixed(132.4, 1) == "132.4")
        #expect(NumberText.fixed(0.05, 2) == "0.05")
        #expect(NumberText.fixed(44, 0) == "44")
        #expect(NumberText.fixed(-0.01, 1) == "0.0")
    }
}

@Suite struct BoldTextAxisTests {
    /// #777 on white is 4.48:1. At 17 pt regular the HIG asks 4.5:1 (guideline); with Bold Text
    /// the title is semibold, which the HIG grades as bold: 3:1, so it passes.
    @Test("bold text lowers the contrast threshold") func boldTextLowersTheContrastThreshold() throws {
        let engine = RuleEngine(measurer: FakeMeasurer(em: 2.5), titles: [titles("en")])
        let spec = ButtonSpec(id: "b", fontSize: 17, background: "#FFFFFF", foreground: "#777777", frame: ButtonFrame(width: 300))
        let result = try engine.run([spec], options: RunOptions(appearances: [.light], categories: [.large], boldText: true,
                                                                threads: 1)).buttons[0]
        let contrast = result.findings.filter { $0.rule == "LB001" }
        #expect(contrast.count == 1)
        #expect(contrast.first?.boldText == false && contrast.first?.verdict == .guideline)
        #expect(result.counts == VerdictCounts(pass: 1, guideline: 1))
    }
}

@Suite struct EngineTranslucencyTests {
    /// White title on black at fill alpha a; the worst backdrop is white, where the fill shows
    /// gray g = 1 − a. 4.5:1 needs L(g) = 1.05 / 4.5 − 0.05 = 0.18333, so
    /// g = 1.055 · 0.18333^(1/2.4) − 0.055 = 0.46533 and a = 0.53467 (worked by hand).
    @Test("minimum background alpha matches the hand worked value") func minimumBackgroundAlphaMatchesTheHandWorkedValue() throws {
        let engine = RuleEngine(measurer: FakeMeasurer(em: 2.5), titles: [titles("en")])
        let spec = ButtonSpec(id: "b", fontSize: 17, background: "#00000080", foreground: "#FFFFFF", frame: ButtonFrame(width: 300))
        let result = try engine.run([spec], options: RunOptions(appearances: [.light], categories: [.large], threads: 1))
            .buttons[0]
        let translucency = result.appearances[0].translucency
        #expect(abs(translucency.backgroundAlpha - 128.0 / 255) < 1e-9)
        #expect(abs(try #require(translucency.minimumAlpha) - 0.53467) < 0.002)
        let finding = try #require(result.findings.first { $0.rule == "LB003" })
        #expect(finding.verdict == .guideline)
        // 0.53467 rounded up: 0.534 would still fail.
        #expect(finding.message.contains("background alpha needs ≥ 0.535"))
        // Even view alpha 1 leaves 3.98:1 at fill alpha 0.5, so only the fill's alpha is advised.
        #expect(result.fixHints.minimumBackgroundAlpha == 0.54)
        #expect(result.fixHints.minimumViewAlpha == nil)
    }

    /// Light: white on black at 50 %, minimum 0.53467 (above). Dark: white on #333333 at 50 %;
    /// at the white backdrop the fill shows g = 1 − 0.8 a (0x33 = 0.2), which must reach 0.46533:
    /// a = 0.53467 / 0.8 = 0.66834 → 0.67, the alpha that passes in both appearances.
    @Test("alpha hint passes in every appearance") func alphaHintPassesInEveryAppearance() throws {
        let fill = AppearanceColors(light: Color(rgb8: 0, 0, 0, alpha: 0.5), dark: Color(rgb8: 0x33, 0x33, 0x33, alpha: 0.5),
                                    lightHighContrast: Color(rgb8: 0, 0, 0, alpha: 0.5),
                                    darkHighContrast: Color(rgb8: 0x33, 0x33, 0x33, alpha: 0.5))
        let engine = RuleEngine(measurer: FakeMeasurer(em: 2.5), colors: ColorResolver(assets: ["Fill": fill]),
                                titles: [titles("en")])
        let spec = ButtonSpec(id: "b", fontSize: 17, background: "Fill", foreground: "#FFFFFF", frame: ButtonFrame(width: 300))
        let light = try engine.run([spec], options: RunOptions(appearances: [.light], categories: [.large], threads: 1))
        #expect(light.buttons[0].fixHints.minimumBackgroundAlpha == 0.54)
        let both = try engine.run([spec], options: RunOptions(appearances: [.light, .dark], categories: [.large], threads: 1))
        #expect(both.buttons[0].fixHints.minimumBackgroundAlpha == 0.67)
    }

    /// The row's least alphas are a search only the JSON report prints: a run without them leaves
    /// them nil and judges everything else the same (the LB003 finding and the fix hint above,
    /// 0.535 and 0.54, come from the rule's own search).
    @Test("row alpha limits are worked out only when asked") func rowAlphaLimitsAreWorkedOutOnlyWhenAsked() throws {
        let engine = RuleEngine(measurer: FakeMeasurer(em: 2.5), titles: [titles("en")])
        let spec = ButtonSpec(id: "b", fontSize: 17, background: "#00000080", foreground: "#FFFFFF", frame: ButtonFrame(width: 300))
        var options = RunOptions(appearances: [.light], categories: [.large], threads: 1)
        let with = try engine.run([spec], options: options).buttons[0]
        options.alphaLimits = false
        let without = try engine.run([spec], options: options).buttons[0]
        #expect(with.appearances[0].translucency.minimumAlpha != nil)
        #expect(without.appearances[0].translucency.minimumAlpha == nil)
        #expect(without.appearances[0].translucency.minimumViewAlpha == nil)
        #expect(without.findings == with.findings)
        #expect(without.fixHints.minimumBackgroundAlpha == 0.54)
        #expect(without.counts == with.counts && without.verdict == with.verdict)
    }

    @Test("only a JSON report asks for the row alpha limits") func onlyAJSONReportAsksForTheRowAlphaLimits() {
        func request(_ format: ReportFormat, _ reports: [(format: ReportFormat, path: String)] = []) -> CheckRequest {
            CheckRequest(paths: [], resources: nil, format: format, reports: reports)
        }
        #expect(request(.json).needsAlphaLimits)
        #expect(request(.text, [(.json, "r.json")]).needsAlphaLimits)
        #expect(!request(.text, [(.sarif, "r.sarif"), (.html, "r.html")]).needsAlphaLimits)
        #expect(!request(.github).needsAlphaLimits)
    }

    /// A baseline is a verdict-stage filter: the accepted finding leaves the verdict, the counts
    /// and the summaries (it is kept apart for SARIF), and what is left is judged as before.
    /// #777 on white is 4.48:1 < 4.5:1 at 17 pt (LB001 guideline); 8 em at 17 pt needs at least
    /// Buttons that differ only in id share one judgement object (reports write it once), while
    /// fingerprints still name each button; a baseline that accepts a finding of one button only
    /// gives that button a judgement of its own.
    @Test("buttons of one design share one judgement") func buttonsOfOneDesignShareOneJudgement() throws {
        let engine = RuleEngine(measurer: FakeMeasurer(em: 8), titles: [titles("en")])
        let a = ButtonSpec(id: "a", fontSize: 17, background: "#FFFFFF", foreground: "#777777", frame: ButtonFrame(width: 170))
        var b = a, wide = a
        b.id = "b"
        wide.id = "wide"; wide.frame = ButtonFrame(width: 400)
        let options = RunOptions(appearances: [.light], categories: [.large], threads: 2)
        let run = try engine.run([a, b, wide], options: options)
        #expect(run.buttons[0].judgement === run.buttons[1].judgement)
        #expect(run.buttons[0].judgement !== run.buttons[2].judgement)
        let truncated = try #require(run.buttons[0].findings.first { $0.rule == "LB004" })
        #expect(truncated.fingerprint(button: "a") != truncated.fingerprint(button: "b"))

        let accepting = RunAcceptance(baseline: Baseline(fingerprints: [truncated.fingerprint(button: "a")]))
        let judged = try engine.run([a, b], options: options, acceptance: accepting)
        #expect(judged.buttons[0].judgement !== judged.buttons[1].judgement)
        #expect(judged.buttons[0].suppressedFindings == [truncated])
        #expect(judged.buttons[1].findings.contains(truncated) && judged.buttons[1].verdict == .disabled)
    }

    /// The placement stage: buttons of one design that accept the same findings share one
    /// judgement, those that accept none share the design's, and an entry naming cells with no hit
    /// (a language the run does not check) changes nothing. 175.1 pt > 170 pt (LB004 disabled, as
    /// below); accepted, #777 on white is left, 4.48:1 < 4.5:1 (LB001 guideline).
    @Test("buttons that accept the same findings share one judgement") func buttonsThatAcceptTheSameFindingsShareOneJudgement() throws {
        let engine = RuleEngine(measurer: FakeMeasurer(em: 8), titles: [titles("en")])
        let specs = ["a", "b", "c", "d"].map {
            ButtonSpec(id: $0, fontSize: 17, background: "#FFFFFF", foreground: "#777777", frame: ButtonFrame(width: 170))
        }
        let options = RunOptions(appearances: [.light], categories: [.large], threads: 2)
        let truncated = try #require(try engine.run([specs[0]], options: options).buttons[0].findings.first { $0.rule == "LB004" })
        let elsewhere = Finding.fingerprint(rule: "LB004", button: "d", appearance: nil, locale: "fr", boldText: nil).text
        let baseline = Baseline(fingerprints: [truncated.fingerprint(button: "a"), truncated.fingerprint(button: "b"), elsewhere])
        let run = try engine.run(specs, options: options, acceptance: RunAcceptance(baseline: baseline)).buttons
        #expect(run[0].judgement === run[1].judgement && run[0].verdict == .guideline && run[0].suppressedFindings == [truncated])
        #expect(run[2].judgement === run[3].judgement && run[2].verdict == .disabled && run[2].suppressedFindings.isEmpty)
        #expect(run[0].judgement !== run[2].judgement)
        // Recording a baseline accepts every finding of every button alike: one judgement.
        let recording = try engine.run(specs, options: options, acceptance: RunAcceptance(acceptsEveryFinding: true)).buttons
        #expect(recording.allSatisfy { $0.judgement === recording[0].judgement && $0.verdict == .pass })
        #expect(recording[0].suppressedFindings.contains(truncated))
    }

    /// 136 + 13.6 + 8.5 + 17 = 175.1 pt, more than 170 (LB004 disabled).
    @Test("baseline suppresses before verdicts and counts are made") func baselineSuppressesBeforeVerdictsAndCountsAreMade() throws {
        let engine = RuleEngine(measurer: FakeMeasurer(em: 8), titles: [titles("en")])
        let spec = ButtonSpec(id: "b", fontSize: 17, background: "#FFFFFF", foreground: "#777777", frame: ButtonFrame(width: 170))
        let options = RunOptions(appearances: [.light], categories: [.large], threads: 1)
        let plain = try engine.run([spec], options: options)
        #expect(plain.buttons[0].verdict == .disabled)
        #expect(plain.summary.disabled == 1 && plain.summary.guideline == 0)
        let truncated = try #require(plain.buttons[0].findings.first { $0.rule == "LB004" })

        let accepting = RunAcceptance(baseline: Baseline(fingerprints: [truncated.fingerprint(button: "b")]))
        let judged = try engine.run([spec], options: options, acceptance: accepting)
        let button = judged.buttons[0]
        #expect(button.verdict == .guideline)
        #expect(judged.summary.guideline == 1 && judged.summary.disabled == 0)
        #expect(button.findings.filter { $0.level == .verdict }.map(\.rule) == ["LB001"])
        #expect(button.suppressedFindings == [truncated])
        #expect(!button.summaries.contains { $0.contains("clipped") })
        #expect(button.fixHints.minimumFrameWidth == nil)
        #expect(Baseline(fingerprints: [truncated.fingerprint(button: "b"), "0000000000000000"]).staleEntries(in: judged.buttons)
            == ["0000000000000000"])
    }
}

import Testing
@testable import LocationButtonLint

/// Engine behaviour with a hand-worked measurer: a 300 pt frame with the arrow leaves
/// 300 − 2.8 p for the title at point size p, so a title of `em` per point fits while
/// p ≤ 300 / (em + 2.8). Body sizes: AX1 28, AX2 33, AX3 40, AX4 47, AX5 53.
@Suite struct EngineBehaviourTests {
    let frame = ButtonFrame(width: 300)
    let locales = ["en", "de", "fi", "ru", "fr", "es"].map { titles($0) }
    /// en 2.5 em: fits to 56.6 pt (everywhere); de/fi/ru 7 em: to 30.6 pt (fails from AX2);
    /// fr/es 4 em: to 44.1 pt (fails from AX4).
    let measurer = FakeMeasurer(perLocale: ["en": 2.5, "de": 7, "fi": 7, "ru": 7, "fr": 4, "es": 4])

    @Test func summaryGroupsLocalesByTheFirstFailingSize() throws {
        let engine = RuleEngine(measurer: measurer, titles: locales)
        let result = try engine.run([ButtonSpec(id: "b", frame: frame)], options: RunOptions(appearances: [.light], threads: 1))
            .buttons[0]
        #expect(result.summaries.contains("truncates from AX2 in de, fi, ru; from AX4 in fr, es"))
        let de = try #require(result.findings.first { $0.rule == "LB004" && $0.locale == "de" })
        #expect(de.category == .ax2 && de.verdict == .disabled)
        #expect(abs(de.measured! - 7 * 33) < 1e-9 && abs(de.limit! - (300 - 2.8 * 33)) < 1e-9)
        #expect(!result.findings.contains { $0.rule == "LB004" && $0.locale == "en" })
        // 6 locales × 12 sizes; de/fi/ru fail at 4 sizes, fr/es at 2: 16 disabled.
        #expect(result.counts.disabled == 16)
    }

    /// Largest size: at AX5 the size is 53/17 of the Large size s, and the widest title (7 em)
    /// must fit: s ≤ 300 / (53/17 × 9.8) = 9.82 → 9.5 pt. Narrowest frame: de at AX5 needs
    /// 53 × (7 + 2.8) = 519.4 → 520 pt. No other title fits (the fake gives them all 7 em in de).
    @Test func fixHintsFollowFromTheMeasurements() throws {
        let engine = RuleEngine(measurer: measurer, titles: locales)
        let hints = try engine.run([ButtonSpec(id: "b", frame: frame)], options: RunOptions(appearances: [.light], threads: 1))
            .buttons[0].fixHints
        // 9.5 pt is below the HIG's 11 pt minimum: no font size is suggested, and the report says why.
        #expect(hints.largestFittingFontSize == nil && hints.fontSizeBelowMinimum)
        #expect(hints.minimumFrameWidth == 520)
        // 520 pt is wider than the default screen's content: iPhone SE 375 − 2 × 16 pt margins.
        #expect(hints.screenWidth == 343)
        #expect(hints.longestFittingTitle == nil)
        #expect(hints.checkedUpTo == .ax5)
        // de/fi/ru fail from AX2 (33 pt > 30.6 pt), everything fits at AX1.
        #expect(hints.largestFittingCategory == .ax1)
    }

    /// Clamped at AX2 (33 pt at Large 17): s ≤ 300 / (33/17 × 9.8) = 15.77 → 15.5 pt, and the
    /// hints hold up to AX2, not AX5. Narrowest frame: de at AX2, 33 × 9.8 = 323.4 → 324 pt,
    /// which fits on the screen (343 pt). Checked only at AX3–AX5, the clamp shows AX2's size,
    /// so the finding and summary name AX2.
    @Test func fixHintsAndRangesFollowTheClamp() throws {
        let engine = RuleEngine(measurer: measurer, titles: locales)
        let spec = ButtonSpec(id: "b", frame: frame, dynamicType: DynamicTypeBehavior(range: SizeCategory.xSmall...SizeCategory.ax2))
        let all = try engine.run([spec], options: RunOptions(appearances: [.light], threads: 1)).buttons[0]
        #expect(all.fixHints.largestFittingFontSize == 15.5 && !all.fixHints.fontSizeBelowMinimum)
        #expect(all.fixHints.checkedUpTo == .ax2)
        #expect(all.fixHints.minimumFrameWidth == 324 && all.fixHints.screenWidth == nil)
        #expect(all.fixHints.largestFittingCategory == .ax1)
        let large = try engine.run([spec], options: RunOptions(appearances: [.light], categories: [.ax3, .ax4, .ax5], threads: 1))
            .buttons[0]
        #expect(large.summaries.contains("truncates from AX2 in de, fi, ru"))
        let de = try #require(large.findings.first { $0.rule == "LB004" && $0.locale == "de" })
        #expect(de.category == .ax2 && de.message.hasPrefix("de from AX2: "))
    }

    /// #777 on white (4.48:1) fails 4.5:1 up to Large (17 pt); the clamp xSmall…xxxLarge keeps
    /// the guideline range inside it, and a system-floor failure spans the clamp, not AX5.
    @Test func colorRangesFollowTheClamp() throws {
        let engine = RuleEngine(measurer: FakeMeasurer(em: 2.5), titles: [titles("en")])
        let clamp = DynamicTypeBehavior(range: SizeCategory.xSmall...SizeCategory.xxxLarge)
        let gray = ButtonSpec(id: "gray", background: "#FFFFFF", foreground: "#777777", frame: frame, dynamicType: clamp)
        let faint = ButtonSpec(id: "faint", background: "#FFFFFF", foreground: "#AAAAAA", frame: frame, dynamicType: clamp)
        let result = try engine.run([gray, faint], options: RunOptions(appearances: [.light], threads: 1))
        let grayFinding = try #require(result.buttons[0].findings.first { $0.rule == "LB001" })
        #expect(grayFinding.message == "light at xSmall–large: title contrast 4.48:1 is below 4.50:1 (hig: 4.5:1 below 18 pt regular)")
        let faintFinding = try #require(result.buttons[1].findings.first { $0.rule == "LB001" })
        #expect(faintFinding.message.hasPrefix("light at xSmall–xxxLarge: "))
    }

    /// With a 20 % font margin (margin = 0.2 × title width) a title is `uncertain` while
    /// |slack| ≤ margin. de 7 em: slack 300 − 9.8 p, margin 1.4 p: AX1 (28) 25.6 ≤ 39.2 uncertain,
    /// AX3 (40) −92 < −56 disabled. fr/es 4 em: slack 300 − 6.8 p, margin 0.8 p: AX3 28 ≤ 32
    /// uncertain, AX5 −60.4 < −42.4 disabled. en 2.5 em: AX5 slack 19.1 ≤ 26.5, uncertain only.
    /// The summary names where a truncating title may already truncate, not only where it surely does.
    @Test func summaryNamesWhereATruncatingTitleMayAlreadyTruncate() throws {
        var margined = measurer
        margined.uncertainty = 0.2
        let result = try RuleEngine(measurer: margined, titles: locales)
            .run([ButtonSpec(id: "b", frame: frame)], options: RunOptions(appearances: [.light], threads: 1)).buttons[0]
        #expect(result.summaries.contains("truncates from AX3 in de, fi, ru; from AX5 in fr, es"))
        #expect(result.summaries.contains("may truncate (within the font margin) from AX1 in de, fi, ru; from AX3 in fr, es; from AX5 in en"))
    }

    /// Bold Text makes every title 1.2 × wider: de/fi/ru 8.4 em fit to 300 / 11.2 = 26.8 pt (fail
    /// from AX1, 28 pt), fr/es 4.8 em to 39.5 pt (from AX3, 40), en 3 em to 51.7 pt (from AX5, 53).
    /// That summary differs from the regular one and is printed; with equal widths it is not.
    @Test func boldTextSummaryOnlyWhenItDiffers() throws {
        let options = RunOptions(appearances: [.light], boldText: true, threads: 1)
        var wider = measurer
        wider.boldScale = 1.2
        let differs = try RuleEngine(measurer: wider, titles: locales).run([ButtonSpec(id: "b", frame: frame)], options: options)
            .buttons[0].summaries
        #expect(differs.contains("truncates from AX2 in de, fi, ru; from AX4 in fr, es"))
        #expect(differs.contains("with Bold Text, truncates from AX1 in de, fi, ru; from AX3 in fr, es; from AX5 in en"))
        let same = try RuleEngine(measurer: measurer, titles: locales).run([ButtonSpec(id: "b", frame: frame)], options: options)
            .buttons[0].summaries
        #expect(same.filter { $0.contains("truncates") } == ["truncates from AX2 in de, fi, ru; from AX4 in fr, es"])
    }

    /// At AX5 (53 pt) a title fits while em ≤ 300/53 − 2.8 = 2.86: currentLocation (2.5) and
    /// sendCurrentLocation (2.8) fit, the others do not; the wider of the two is suggested.
    @Test func longestFittingTitleIsTheWidestThatFitsEverywhere() throws {
        let perTitle = ["currentLocation": 2.5, "sendCurrentLocation": 2.8, "shareCurrentLocation": 4,
                        "sendMyCurrentLocation": 6, "shareMyCurrentLocation": 9]
        let engine = RuleEngine(measurer: FakeMeasurer(perTitle: perTitle), titles: locales)
        let result = try engine.run([ButtonSpec(id: "b", title: .shareMyCurrentLocation, frame: frame)],
                                    options: RunOptions(appearances: [.light], threads: 1)).buttons[0]
        #expect(result.fixHints.longestFittingTitle == .sendCurrentLocation)
    }

    @Test func pseudolanguagesAreStressResultsNeverDisabled() throws {
        let engine = RuleEngine(measurer: FakeMeasurer(perLocale: ["en": 2.5, "en-x-doublelength": 20]),
                                titles: [titles("en"), titles("en-x-doublelength", pseudo: true)])
        let result = try engine.run([ButtonSpec(id: "b", frame: frame)], options: RunOptions(appearances: [.light], threads: 1))
            .buttons[0]
        let stress = result.text.filter { $0.locale == "en-x-doublelength" }
        #expect(stress.allSatisfy { $0.verdict == .guideline })
        #expect(result.counts.disabled == 0)
        #expect(result.summaries.contains { $0.hasPrefix("truncates in the pseudolanguage stress test") })
    }

    @Test func notApplicablePlatformsAreNotJudged() throws {
        let engine = RuleEngine(measurer: measurer, titles: locales)
        for platform in [Platform.macCatalyst, .visionOSDesignedForIPad] {
            let result = try engine.run([ButtonSpec(id: "b", platform: platform)]).buttons[0]
            #expect(result.status == .notApplicable)
            #expect(result.counts.total == 0)
            #expect(result.findings.map(\.rule) == ["LB011"])
        }
    }

    @Test func validationReportsBadSpecsWithTheirSource() {
        let engine = RuleEngine(measurer: measurer, titles: locales)
        let source = SourceLocation(file: "theme.yml", line: 12, column: 5)
        let errors = engine.validate([
            ButtonSpec(id: "a", source: source),
            ButtonSpec(id: "a", source: SourceLocation(file: "theme.yml", line: 20)),
            ButtonSpec(id: "empty", title: .none, glyph: .none, source: source),
            ButtonSpec(id: "round", cornerRadius: -2, source: source),
            ButtonSpec(id: "color", background: "systemBlu", source: source),
        ]).map(\.description)
        #expect(errors.count == 4)
        #expect(errors[0] == "theme.yml:20: button a: expected a unique button id, found a second \"a\"")
        #expect(errors[1].hasPrefix("theme.yml:12:5: button empty: expected a title or a glyph"))
        #expect(errors[2].hasPrefix("theme.yml:12:5: button round: expected a corner radius of 0 or more"))
        #expect(errors[3].hasPrefix("theme.yml:12:5: button color: background: expected"))
    }

    /// An asset with only a light value is drawn with it in dark: a warning, and the light value
    /// is what the dark row shows and is judged.
    @Test func missingDarkVariantWarnsAndUsesTheLightValue() throws {
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
    @Test func failingColorsComeWithSuggestionsThatPass() throws {
        let engine = RuleEngine(measurer: measurer, titles: [titles("en")])
        let result = try engine.run([ButtonSpec(id: "b", background: "#FFFFFF", foreground: "#777777", frame: frame)],
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

    @Test func ruleSelectionLimitsWhatIsJudged() throws {
        let engine = RuleEngine(measurer: measurer, titles: locales)
        let spec = ButtonSpec(id: "b", background: "#FFFFFF", foreground: "#777777", frame: frame)
        let onlyText = try engine.run([spec], options: RunOptions(appearances: [.light], rules: ["title-truncated"], threads: 1))
        #expect(Set(onlyText.buttons[0].findings.map(\.rule)) == ["LB004"])
    }

    @Test func numberTextRoundsLikeFixedPoint() {
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
    @Test func boldTextLowersTheContrastThreshold() throws {
        let engine = RuleEngine(measurer: FakeMeasurer(em: 2.5), titles: [titles("en")])
        let spec = ButtonSpec(id: "b", background: "#FFFFFF", foreground: "#777777", frame: ButtonFrame(width: 300))
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
    @Test func minimumBackgroundAlphaMatchesTheHandWorkedValue() throws {
        let engine = RuleEngine(measurer: FakeMeasurer(em: 2.5), titles: [titles("en")])
        let spec = ButtonSpec(id: "b", background: "#00000080", foreground: "#FFFFFF", frame: ButtonFrame(width: 300))
        let result = try engine.run([spec], options: RunOptions(appearances: [.light], categories: [.large], threads: 1))
            .buttons[0]
        let translucency = result.appearances[0].translucency
        #expect(abs(translucency.backgroundAlpha - 128.0 / 255) < 1e-9)
        #expect(abs(try #require(translucency.minimumAlpha) - 0.53467) < 0.002)
        let finding = try #require(result.findings.first { $0.rule == "LB003" })
        #expect(finding.verdict == .guideline)
        // 0.53467 rounded up: 0.53 would still fail.
        #expect(finding.message.contains("background alpha needs ≥ 0.54"))
        // Even view alpha 1 leaves 3.98:1 at fill alpha 0.5, so only the fill's alpha is advised.
        #expect(result.fixHints.minimumBackgroundAlpha == 0.54)
        #expect(result.fixHints.minimumViewAlpha == nil)
    }

    /// Light: white on black at 50 %, minimum 0.53467 (above). Dark: white on #333333 at 50 %;
    /// at the white backdrop the fill shows g = 1 − 0.8 a (0x33 = 0.2), which must reach 0.46533:
    /// a = 0.53467 / 0.8 = 0.66834 → 0.67, the alpha that passes in both appearances.
    @Test func alphaHintPassesInEveryAppearance() throws {
        let fill = AppearanceColors(light: Color(rgb8: 0, 0, 0, alpha: 0.5), dark: Color(rgb8: 0x33, 0x33, 0x33, alpha: 0.5),
                                    lightHighContrast: Color(rgb8: 0, 0, 0, alpha: 0.5),
                                    darkHighContrast: Color(rgb8: 0x33, 0x33, 0x33, alpha: 0.5))
        let engine = RuleEngine(measurer: FakeMeasurer(em: 2.5), colors: ColorResolver(assets: ["Fill": fill]),
                                titles: [titles("en")])
        let spec = ButtonSpec(id: "b", background: "Fill", foreground: "#FFFFFF", frame: ButtonFrame(width: 300))
        let light = try engine.run([spec], options: RunOptions(appearances: [.light], categories: [.large], threads: 1))
        #expect(light.buttons[0].fixHints.minimumBackgroundAlpha == 0.54)
        let both = try engine.run([spec], options: RunOptions(appearances: [.light, .dark], categories: [.large], threads: 1))
        #expect(both.buttons[0].fixHints.minimumBackgroundAlpha == 0.67)
    }

    /// A baseline is a verdict-stage filter: the accepted finding leaves the verdict, the counts
    /// and the summaries (it is kept apart for SARIF), and what is left is judged as before.
    /// #777 on white is 4.48:1 < 4.5:1 (LB001 guideline); 8 em × 17 pt = 136 pt of title in
    /// 180 − 47.6 = 132.4 pt is 3.6 pt short (LB004 disabled): see the rules' examples.
    @Test func baselineSuppressesBeforeVerdictsAndCountsAreMade() throws {
        let engine = RuleEngine(measurer: FakeMeasurer(em: 8), titles: [titles("en")])
        let spec = ButtonSpec(id: "b", background: "#FFFFFF", foreground: "#777777", frame: ButtonFrame(width: 180))
        let options = RunOptions(appearances: [.light], categories: [.large], threads: 1)
        let plain = try engine.run([spec], options: options)
        #expect(plain.buttons[0].verdict == .disabled)
        #expect(plain.summary.disabled == 1 && plain.summary.guideline == 0)
        let truncated = try #require(plain.buttons[0].findings.first { $0.rule == "LB004" })

        var accepting = options
        accepting.baseline = Baseline(fingerprints: [truncated.fingerprint])
        let judged = try engine.run([spec], options: accepting)
        let button = judged.buttons[0]
        #expect(button.verdict == .guideline)
        #expect(judged.summary.guideline == 1 && judged.summary.disabled == 0)
        #expect(button.findings.map(\.rule) == ["LB001"])
        #expect(button.suppressedFindings == [truncated])
        #expect(!button.summaries.contains { $0.contains("truncates") })
        #expect(button.fixHints.minimumFrameWidth == nil)
        #expect(Baseline(fingerprints: [truncated.fingerprint, "0000000000000000"]).staleEntries(in: judged.buttons)
            == ["0000000000000000"])
    }
}

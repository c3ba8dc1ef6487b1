import Foundation
import Testing
@testable import LocationButtonLint

/// End-to-end scenarios through the real shaper and bundled fonts and titles.
@Suite struct EngineScenarioTests {
    /// "Share My Current Location" vs "Meinen aktuellen Standort teilen", body style, in an iPhone 16
    /// portrait column (393 − 2 × 16 = 361 pt). Widths from hb-shape (no tracking):
    ///   hb-shape Fonts/Inter-Regular.otf "Share My Current Location"            → 35624/2816 em = 12.65 em
    ///   hb-shape Fonts/Inter-Regular.otf "Meinen aktuellen Standort teilen"     → 43092/2816 em = 15.30 em
    ///   hb-shape Fonts/InterDisplay-Regular.otf "Meinen aktuellen Standort teilen" → 28153/2048 em = 13.75 em
    /// CoreLocationUI's rule at p pt: title + arrow (1 ± 0.2) p + 0.5 p gap + p padding.
    /// Large (17 pt): room 361 − 2.5 × 17 = 318.5 pt for the title; en 215 pt and de 260 pt fit
    /// beyond the margins (Latin font margin and arrow). AX3 (40 pt): room 361 − 100 = 261 pt;
    /// de needs 550 pt and is clipped far beyond the margin.
    @Test("fits in English at large but truncates in German at AX3") func fitsInEnglishAtLargeButTruncatesInGermanAtAX3() throws {
        let engine = try RealWorld.engine(locales: ["en", "de"])
        let spec = ButtonSpec(id: "share", title: .shareMyCurrentLocation, fontSize: 17, textStyle: .body,
                              frame: ButtonFrame(device: .iPhone16Portrait))
        let result = try engine.run([spec], options: RunOptions(appearances: [.light], threads: 1)).buttons[0]
        func row(_ locale: String, _ category: SizeCategory) -> TextRow? {
            result.text.first { $0.locale == locale && $0.category == category }
        }
        let enLarge = try #require(row("en", .large))
        #expect(enLarge.verdict == .pass)
        #expect(abs(enLarge.titleWidth - 12.65 * 17) < 1.5)
        #expect(try #require(row("de", .large)).verdict == .pass)
        let deAX3 = try #require(row("de", .ax3))
        #expect(deAX3.verdict == .disabled)
        #expect(abs(deAX3.availableTitleWidth - 261) < 1e-9)
        #expect(abs(deAX3.titleWidth - 13.75 * 40) < 3)
        let truncation = try #require(result.findings.first { $0.rule == "LB004" && $0.locale == "de" })
        #expect(truncation.verdict == .disabled)
        #expect(truncation.category! <= .ax3)
        #expect(result.summaries.contains { $0.hasPrefix("is clipped, too narrow, from") && $0.contains("de") })
        #expect(result.fixHints.minimumFrameWidth != nil)
    }

    /// Noto Nastaliq Urdu's line is ascender 1904 − descender (−596) + gap 0 = 2.5 em (fontTools,
    /// hhea of NotoNastaliqUrdu-Regular.ttf); Inter's is about 1.2 em. At 17 pt in a 44 pt high
    /// frame: Urdu needs 2.5 × 17 + 17 = 59.5 pt (clipped by 15.5 pt, far beyond the 3% margin);
    /// English needs about 1.2 × 17 + 17 ≈ 37.4 pt and fits.
    @Test("urdu nastaliq is clipped in a fixed height button") func urduNastaliqIsClippedInAFixedHeightButton() throws {
        let engine = try RealWorld.engine(locales: ["en", "ur"])
        let spec = ButtonSpec(id: "tight", fontSize: 17, frame: ButtonFrame(width: 320, height: 44))
        let result = try engine.run([spec], options: RunOptions(appearances: [.light], categories: [.large], threads: 1)).buttons[0]
        let ur = try #require(result.text.first { $0.locale == "ur" })
        #expect(abs(ur.neededHeight - 59.5) < 0.5)
        #expect(ur.verdict == .disabled)
        #expect(try #require(result.text.first { $0.locale == "en" }).verdict == .pass)
        let clip = try #require(result.findings.first { $0.rule == "LB005" })
        #expect(clip.locale == "ur" && clip.verdict == .disabled)
        #expect(!result.findings.contains { $0.rule == "LB005" && $0.locale == "en" })
    }

    /// #777777 on white is 4.48:1 (WCAG formula by hand: L(#777) = ((0.4667 + 0.055)/1.055)^2.4
    /// = 0.1845; 1.05 / 0.2345 = 4.48). Body at Large is 17 pt (needs 4.5:1 under the HIG), at
    /// xLarge 19 pt (needs 3:1): the same colors are guideline at one size and pass at the next.
    @Test("threshold follows the size") func thresholdFollowsTheSize() throws {
        let engine = try RealWorld.engine(locales: ["en"])
        let spec = ButtonSpec(id: "gray", fontSize: 17, textStyle: .body, background: "#FFFFFF", foreground: "#777777",
                              frame: ButtonFrame(width: 300))
        let result = try engine.run([spec], options: RunOptions(appearances: [.light], categories: [.large, .xLarge], threads: 1))
            .buttons[0]
        #expect(result.counts == VerdictCounts(pass: 1, guideline: 1))
        let finding = try #require(result.findings.first { $0.rule == "LB001" })
        #expect(finding.category == .large && finding.verdict == .guideline)
        #expect(abs(finding.measured! - 4.48) < 0.01 && finding.limit == 4.5)
        #expect(abs(result.appearances[0].contrast.title - 4.48) < 0.01)
    }

    /// The same button declared through both APIs: UIKit names the fill `systemBlue` explicitly;
    /// SwiftUI leaves `.tint` unset, which falls back to the app's accent color (systemBlue when
    /// the app has no AccentColor asset) — and with an AccentColor asset, SwiftUI's unset tint
    /// equals UIKit naming that asset.
    @Test("SwiftUI and UIKit specs of the same button agree") func swiftUIAndUIKitSpecsOfTheSameButtonAgree() throws {
        func normalized(_ r: ButtonResult) -> [String] {
            [r.verdict.rawValue, "\(r.counts)"] + r.appearances.map { "\($0)" } + r.text.map { "\($0)" }
                + r.findings.map { "\($0.rule) \($0.verdict) \($0.appearance?.rawValue ?? "") \($0.locale ?? "") \($0.message)" }
        }
        let frame = ButtonFrame(width: 220, height: 44)
        let uikit = ButtonSpec(id: "u", api: .uikit, background: "systemBlue", foreground: "white", frame: frame)
        let swiftui = ButtonSpec(id: "s", api: .swiftui, frame: frame)
        let engine = try RealWorld.engine(locales: ["en", "de", "ja", "ar"])
        let plain = try engine.run([uikit, swiftui], options: RunOptions(threads: 1)).buttons
        #expect(normalized(plain[0]) == normalized(plain[1]))

        let accent = AppearanceColors(constant: Color(rgb8: 0x8E, 0x8E, 0x93))
        let branded = try RealWorld.engine(locales: ["en", "de", "ja", "ar"], colors: ColorResolver(assets: ["AccentColor": accent]))
        var uikitAccent = uikit
        uikitAccent.background = "AccentColor"
        let results = try branded.run([uikitAccent, swiftui], options: RunOptions(threads: 1)).buttons
        #expect(normalized(results[0]) == normalized(results[1]))
        #expect(results[1].appearances[0].background == "#8E8E93FF")
    }

    /// Apple's unmodified button — UIKit and SwiftUI, no frame, no fontSize (drawn at 18 pt, fixed),
    /// white on systemBlue — in every appearance, size and bundled language, with and without Bold
    /// Text: CoreLocationUI's checks never refuse it (no `disabled`, no `uncertain`), and neither
    /// white on systemGray. The HIG profile may still grade it `guideline`.
    @Test("apples default button passes the system model everywhere") func applesDefaultButtonPassesTheSystemModelEverywhere() throws {
        let engine = try RealWorld.engine()
        let specs = [ButtonSpec(id: "uikit"), ButtonSpec(id: "swiftui", api: .swiftui), ButtonSpec(id: "gray", background: "systemGray")]
        let results = try engine.run(specs, options: RunOptions(boldText: true, threads: 2)).buttons
        for result in results {
            #expect(result.counts.disabled == 0 && result.counts.uncertain == 0, "\(result.id)")
            #expect(result.counts.total == 4 * 2 * 12 * engine.titles.count)
        }
        let ratios = Dictionary(uniqueKeysWithValues: results[0].appearances.map { ($0.appearance, $0.contrast.title) })
        #expect(abs(ratios[.light]! - 4.02) < 0.01)
        #expect(abs(ratios[.dark]! - 3.65) < 0.01)
        #expect(abs(ratios[.darkHighContrast]! - 2.83) < 0.01)
    }

    /// White on systemYellow: 1.511972 in light passes CoreLocationUI's rule, dark #FFD60A's
    /// 1.411764 fails (Fixtures/System/system_contrast_reference.py); a clear fill fails everywhere.
    @Test("system contrast rule decides per appearance") func systemContrastRuleDecidesPerAppearance() throws {
        let engine = try RealWorld.engine(locales: ["en"])
        let specs = [ButtonSpec(id: "yellow", background: "systemYellow"), ButtonSpec(id: "clear", background: "#00000000")]
        let results = try engine.run(specs, options: RunOptions(appearances: [.light, .dark], categories: [.large], threads: 1)).buttons
        let yellow = results[0].findings.filter { $0.verdict == .disabled }
        #expect(yellow.map(\.rule) == ["LB001"] && yellow.first?.appearance == .dark)
        #expect(yellow.first?.console?.contains("Error: #locationButton failed due to illegible colors") == true)
        let clear = results[1].findings.filter { $0.verdict == .disabled }
        #expect(clear.map(\.rule) == ["LB003", "LB003"])
        #expect(clear.allSatisfy { $0.console?.last == "Error: #locationButton failed due to Insufficient Alpha" })
    }

    /// Same inputs, 1, 2 and 4 threads: byte-identical JSON.
    @Test("results do not depend on the thread count") func resultsDoNotDependOnTheThreadCount() throws {
        let engine = try RealWorld.engine(locales: ["en", "de", "ar", "ja", "th", "ur", "ru", "hi"] + Pseudolanguage.allCases.map(\.tag),
                                          pseudolanguages: Pseudolanguage.allCases)
        let specs = (0..<12).map { (i: Int) -> ButtonSpec in
            let size = 13 + Double(i)
            let frame = ButtonFrame(width: 180 + 20 * Double(i % 5), height: i % 2 == 0 ? 44 : nil)
            let background: ColorReference = i % 3 == 0 ? "#34C759" : "systemBlue"
            return ButtonSpec(id: "b\(i)", title: Title.withText[i % 5], fontSize: size, textStyle: i % 2 == 0 ? .body : nil,
                              background: background, viewAlpha: i % 4 == 0 ? 0.8 : 1, frame: frame)
        }
        // Every field of the result, and the JSON report with the whole text matrix.
        let results = try [1, 2, 4].map { threads in try engine.run(specs, options: RunOptions(boldText: true, threads: threads)) }
        #expect(results[0] == results[1] && results[0] == results[2])
        let outputs = results.map { JSONReporter().render(CheckReport(result: $0, rules: [], failOn: .disabled, fullDetail: true)) }
        #expect(outputs[0] == outputs[1])
        #expect(outputs[0] == outputs[2])
    }
}

import Foundation
import Testing
@testable import LocationButtonLint

/// One design judged on Android and the web. Android's adjusted colors come from the independent
/// Python reference (`Fixtures/Android/android_contrast_reference.json`); clamps and bounds are
/// worked by hand from the limits in docs/cross-platform.md.
@Suite struct CrossPlatformJudgeTests {
    static let white = Color(rgb8: 255, 255, 255)
    static let yellow = Color(rgb8: 0xFF, 0xD9, 0x4D)

    static func judge() throws -> CrossPlatformJudge {
        CrossPlatformJudge(androidLabels: try AndroidLabelCatalog.bundled(root: AndroidLabelTests.root),
                           webStrings: try ChromiumGeolocationStrings.bundled(root: AndroidLabelTests.root),
                           measurer: try TextTestSupport.bundledShaper())
    }

    // Android: the reference gives white on #FFD94D → #616162. The half-transparent fill (alpha
    // 0.5 → 128) is made opaque; 30 dp high at density 1 is clamped up to 48 px. Nothing is
    // disabled: every finding is `guideline`.
    @Test("Android reports what it draws instead") func androidReportsWhatItDrawsInstead() throws {
        let design = CrossPlatformDesign(foreground: Self.white, background: Self.yellow,
                                         android: AndroidOverrides(width: 200, height: 30, background: Color(rgb8: 0xFF, 0xD9, 0x4D, alpha: 128.0 / 255)))
        let j = try Self.judge().judge(design)
        let android = j.findings.filter { $0.platform == .android }
        #expect(j.verdict(.android) == .guideline)
        #expect(android.allSatisfy { $0.verdict == .guideline })
        let text = try #require(android.first { $0.property == "text color" })
        #expect(text.kind == .changed && text.requested == "#FFFFFF" && text.drawn == "#616162")
        #expect(text.message.contains("adjusted to #ff616162 for contrast against #ffffd94d"))
        #expect(android.contains { $0.property == "icon tint" && $0.drawn == "#616162" })
        #expect(android.contains { $0.property == "background alpha" && $0.requested == "128" && $0.drawn == "255" })
        let height = try #require(android.first { $0.property == "height" })
        #expect(height.kind == .clamped && height.requested == "30 px" && height.drawn == "48 px")
    }

    // Web: the same pair is 1.37:1 < 3.0, so the element is invalid (`disabled`), style_invalid,
    // contrast check. letter-spacing 8 px at 16 px is clamped to 0.2 em = 3.2 px.
    @Test("web reports invalid reason and clamped bounds") func webReportsInvalidReasonAndClampedBounds() throws {
        let design = CrossPlatformDesign(foreground: Self.white, background: Self.yellow,
                                         web: WebOverrides(style: WebElementStyleValues(letterSpacing: 8), lang: "de-CH", precise: true))
        let j = try Self.judge().judge(design)
        #expect(j.verdict(.web) == .disabled)
        let invalid = try #require(j.findings.first { $0.kind == .invalid })
        #expect(invalid.message.contains("invalidReason style_invalid") && invalid.message.contains("contrast below 3.0"))
        let clamp = try #require(j.findings.first { $0.property == "letter-spacing" })
        #expect(clamp.requested == "8px" && clamp.drawn == "3.2px" && clamp.verdict == .guideline)
        #expect(j.webText?.tag == "de" && j.webText?.text == "Genauen Standort verwenden")
        #expect(j.verdict(.android) == .pass)
    }

    // Black on white is 21:1; 16 px lies in 13–48 px: valid, no finding. 60 px > 48 px: invalid.
    @Test("web passes a valid style and refuses an oversized font") func webPassesAValidStyleAndRefusesAnOversizedFont() throws {
        let black = Color(rgb8: 0, 0, 0)
        let ok = try Self.judge().judge(CrossPlatformDesign(foreground: black, background: Self.white, web: WebOverrides()))
        #expect(ok.findings.isEmpty && ok.verdict(.web) == .pass && ok.webText?.text == "Use location")
        let big = try Self.judge().judge(CrossPlatformDesign(foreground: black, background: Self.white,
                                                             web: WebOverrides(style: WebElementStyleValues(fontSize: 60))))
        #expect(big.web?.failedCheck == .fontTooLarge && big.verdict(.web) == .disabled)
    }

    // 120×48 dp: content 112×40 → room 112 − 32 − 20 − 8 = 52 dp; "Use precise location" is 137.9 dp
    // (hb-shape, see AndroidLabelTests), far beyond the margin: clipped. en-XC (SystemUI's pseudolocale)
    // has no bundled text: reported as not measured, not guessed.
    @Test("Android label findings per locale") func androidLabelFindingsPerLocale() throws {
        let design = CrossPlatformDesign(foreground: Color(rgb8: 0, 0, 0), background: Self.white,
                                         android: AndroidOverrides(width: 120, height: 48, label: .usePreciseLocation, locales: ["en", "en-XC"]))
        let j = try Self.judge().judge(design)
        let clipped = try #require(j.findings.first { $0.kind == .labelClipped })
        #expect(clipped.property == "label (en)" && clipped.verdict == .guideline)
        #expect(abs((j.androidLabels.first?.available ?? 0) - 52) < 1e-9)
        #expect(j.findings.contains { $0.kind == .labelNotMeasured && $0.property == "label (en-XC)" && $0.verdict == .uncertain })
    }
}

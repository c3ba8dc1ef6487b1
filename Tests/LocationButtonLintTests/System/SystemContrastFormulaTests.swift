import Testing
@testable import LocationButtonLint

/// CoreLocationUI's 1.5 rule against values worked outside the code: by hand where short, else by
/// `Fixtures/System/system_contrast_reference.py` (an independent transcription of the decompiled
/// rule; run it to reproduce every number quoted here).
@Suite struct SystemContrastFormulaTests {
    static let white = Color.white
    static let blueLight = Color(rgb8: 0, 122, 255), blueDark = Color(rgb8: 10, 132, 255)
    static let blueDarkHC = Color(rgb8: 64, 156, 255)
    static let yellowDark = Color(rgb8: 255, 214, 10), yellowLight = Color(rgb8: 255, 204, 0)

    static func verdict(_ fg: Color, _ bg: Color, buttonAlpha: Double = 1, ancestorAlpha: Double = 1) -> SystemContrastVerdict {
        SystemContrastFormula.evaluate(SystemButtonColors(foreground: fg, background: bg, buttonAlpha: buttonAlpha,
                                                       ancestorAlpha: ancestorAlpha))
    }

    // By hand, white on #007AFF, opaque: fgB = fgW = 1. Fill L: R 0 → 0; G 122/255 = 0.478431 →
    // ((0.478431 + 0.055)/1.055)^2.4 = 0.505622^2.4 = 0.194618, × 0.7152 = 0.139191; B 1 → 0.0722.
    // L = 0.211391; title lighter: 1.05 / 0.261391 = 4.016970 (script: 4.016976).
    // Dark #0A84FF: 3.647472, dark Increase Contrast #409CFF: 2.831187 (script).
    @Test("default button passes in every appearance", arguments: [(blueLight, 4.016976), (blueDark, 3.647472), (blueDarkHC, 2.831187)])
    func defaultButtonPassesInEveryAppearance(fill: Color, expected: Double) {
        let v = Self.verdict(Self.white, fill)
        #expect(abs(v.opaque.ratio - expected) < 1e-5)
        #expect(abs(v.opaque.foregroundLighter - expected) < 1e-5)
        #expect(v.passes && v.consoleLines.isEmpty)
    }

    // Script: white on dark systemYellow #FFD60A 1.411764 (the reference's 1.41); light #FFCC00 1.511972.
    @Test("white on dark yellow is illegible but light yellow passes") func whiteOnDarkYellowIsIllegibleButLightYellowPasses() {
        let dark = Self.verdict(Self.white, Self.yellowDark)
        #expect(abs(dark.opaque.ratio - 1.411764) < 1e-5)
        #expect(dark.illegibleColors && dark.insufficientAlpha && dark.failsAtTapTime)
        #expect(dark.consoleLines == [.insufficientContrast, .illegibleColors, .insufficientAlpha])
        let light = Self.verdict(Self.white, Self.yellowLight)
        #expect(abs(light.opaque.ratio - 1.511972) < 1e-5)
        #expect(light.passes)
    }

    // White on systemGray #8E8E93: 3.260528 (script) — passes.
    @Test("white on system gray passes") func whiteOnSystemGrayPasses() {
        let v = Self.verdict(Self.white, Color(rgb8: 142, 142, 147))
        #expect(abs(v.opaque.ratio - 3.260528) < 1e-5)
        #expect(v.passes)
    }

    // A clear fill: forced opaque it is black (white on black passes), at its real alpha 0 the fill
    // over white is white: (1 + 0.05)/(1 + 0.05) = 1 and (0 + 0.05)/(1 + 0.05) = 0.047619 → fails.
    @Test("fully transparent fill has insufficient alpha") func fullyTransparentFillHasInsufficientAlpha() {
        let v = Self.verdict(Self.white, Color(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(!v.illegibleColors)
        #expect(v.insufficientAlpha && !v.passes)
        #expect(abs(v.atButtonAlpha.foregroundLighter - 1) < 1e-12)
        #expect(abs(v.atButtonAlpha.backgroundLighter - 0.05 / 1.05) < 1e-12)
        #expect(v.consoleLines == [.insufficientContrast, .insufficientAlpha])
    }

    // By hand, default light button at cumulative opacity 0.741: fgB = lin(0.741) =
    // (0.796/1.055)^2.4 = 0.754502^2.4 = 0.508611. Fill over white: R 0.259 → (0.314/1.055)^2.4 =
    // 0.054554 × 0.2126 = 0.011598; G 0.259 + 0.741·0.478431 = 0.613518 → (0.668518/1.055)^2.4 =
    // 0.334553 × 0.7152 = 0.239272; B 1 → 0.0722. bgW = 0.323070 → 0.558611/0.373070 = 1.497336
    // (script: 1.497333) < 1.5.
    // Fails silently at tap time; drawn-time checks (opacity 1) pass. Script: passes from 0.74143.
    @Test("default fails silently below cumulative opacity 0741") func defaultFailsSilentlyBelowCumulativeOpacity0741() {
        let failing = Self.verdict(Self.white, Self.blueLight, ancestorAlpha: 0.741)
        #expect(abs(failing.atTapTime.foregroundLighter - 1.497333) < 1e-5)
        #expect(failing.failsAtTapTime && !failing.insufficientAlpha && !failing.illegibleColors)
        #expect(failing.consoleLines.isEmpty)
        #expect(Self.verdict(Self.white, Self.blueLight, ancestorAlpha: 0.7415).passes)
    }

    // The button's own alpha multiplies both colors at drawing time: 0.7 < 0.74143 → Insufficient Alpha.
    @Test("button alpha below limit prints insufficient alpha") func buttonAlphaBelowLimitPrintsInsufficientAlpha() {
        let v = Self.verdict(Self.white, Self.blueLight, buttonAlpha: 0.7)
        #expect(v.insufficientAlpha && v.failsAtTapTime && !v.illegibleColors)
        #expect(v.consoleLines == [.insufficientContrast, .insufficientAlpha])
    }

    // The fill lighter than the title: black on #336699 — L(#336699) = 0.125065 (script), so
    // (0.125065 + 0.05)/0.05 = 3.501291 and the other direction 0.05/0.175065 = 0.285609.
    @Test("the other direction counts") func theOtherDirectionCounts() {
        let v = Self.verdict(.black, Color(rgb8: 0x33, 0x66, 0x99))
        #expect(abs(v.opaque.backgroundLighter - 3.501291) < 1e-5)
        #expect(abs(v.opaque.foregroundLighter - 0.285609) < 1e-5)
        #expect(v.passes)
    }

    // A translucent title: white at alpha 0.8 on #007AFF: 2.501342 (script) — passes, and forced
    // opaque it is the 4.016976 above.
    @Test("title alpha enters only the real alpha evaluations") func titleAlphaEntersOnlyTheRealAlphaEvaluations() {
        let v = Self.verdict(Self.white.withAlpha(0.8), Self.blueLight)
        #expect(abs(v.atButtonAlpha.ratio - 2.501342) < 1e-5)
        #expect(abs(v.opaque.ratio - 4.016976) < 1e-5)
    }

    // The system's linearization keeps WCAG 2.0's 0.03928 (not 0.04045): 0.04/12.92 would be
    // 0.003096; the system takes ((0.04 + 0.055)/1.055)^2.4 = 0.003095 — and a negative extended
    // component stays on the linear branch (−0.1/12.92), where a sign-mirrored curve would differ.
    @Test("linearization uses the systems constants") func linearizationUsesTheSystemsConstants() {
        #expect(abs(SystemContrastFormula.linear(0.04) - 0.0030954) < 1e-7)
        #expect(SystemContrastFormula.linear(0.039) == 0.039 / 12.92)
        #expect(SystemContrastFormula.linear(-0.1) == -0.1 / 12.92)
    }
}

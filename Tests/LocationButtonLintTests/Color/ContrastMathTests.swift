import Testing
@testable import LocationButtonLint

@Suite struct ContrastMathTests {
    // Worked by hand from the WCAG 2.x definitions:
    // #777 → 119/255 = 0.46667 → ((0.46667+0.055)/1.055)^2.4 = 0.18447; (1.05)/(0.23447) = 4.478.
    // #007AFF → G 0.47843 → 0.19462; L = 0.7152·0.19462 + 0.0722 = 0.21139; 1.05/0.26139 = 4.017 (≈ 4.02).
    @Test("WCAG ratios match hand worked values") func wcagRatiosMatchHandWorkedValues() {
        #expect(abs(WCAG.contrastRatio(.black, .white) - 21) < 1e-12)
        #expect(abs(WCAG.contrastRatio(hex("#777"), .white) - 4.478) < 0.001)
        #expect(abs(WCAG.contrastRatio(hex("#007AFF"), .white) - 4.017) < 0.001)
        #expect(abs(WCAG.relativeLuminance(hex("#777")) - 0.18447) < 0.00001)
    }

    @Test("threshold is the corrected 0 04045") func thresholdIsTheCorrected0_04045() {
        // 10/255 = 0.0392 is below both thresholds; 0.0400 sits between 0.03928 and 0.04045,
        // where only the 0.04045 threshold stays on the linear segment: 0.04/12.92.
        let c = Color(red: 0.04, green: 0.04, blue: 0.04)
        #expect(abs(WCAG.relativeLuminance(c) - 0.04 / 12.92) < 1e-15)
    }

    // apca-w3 0.1.9 reference pairs (TEXT, BACKGROUND), as listed in the apca-w3 README and test
    // suite (https://github.com/Myndex/apca-w3).
    @Test("APCA matches reference", arguments: [
        ("#888", "#fff", 63.056469930209424), ("#fff", "#888", -68.54146436644962),
        ("#000", "#aaa", 58.146262578561334), ("#aaa", "#000", -56.24113336839742),
        ("#123", "#def", 91.66830811481631), ("#def", "#123", -93.06770049484275),
        ("#123", "#444", 8.32326136957393), ("#444", "#123", -7.526878460278154),
    ])
    func apcaMatchesReference(text: String, background: String, expected: Double) {
        #expect(abs(APCA.lightnessContrast(text: hex(text), background: hex(background)) - expected) < 1e-9)
    }

    // Expected values from Fixtures/Color/display_p3_reference.py (CSS Color 4 rational matrices),
    // run as `python3 display_p3_reference.py`.
    @Test("display p 3 converts by matrix", arguments: [
        ((1.0, 0.0, 0.0), (1.0930663624, -0.2267419736, -0.1501345809)),
        ((0.0, 1.0, 0.0), (-0.5116049826, 1.0182656579, -0.3106746213)),
        ((0.2, 0.6, 0.4), (-0.1934569444, 0.6101743380, 0.3814345083)),
        ((0.5, 0.5, 0.5), (0.5, 0.5, 0.5)),
    ])
    func displayP3ConvertsByMatrix(p3: (Double, Double, Double), srgb: (Double, Double, Double)) {
        let c = ColorSpace.displayP3.color(p3.0, p3.1, p3.2, alpha: 1)
        #expect(abs(c.red - srgb.0) < 2e-5 && abs(c.green - srgb.1) < 2e-5 && abs(c.blue - srgb.2) < 2e-5)
        #expect(c.isInSRGBGamut == (p3.0 == p3.1 && p3.1 == p3.2))
    }

    @Test("compositing is source over in gamma space") func compositingIsSourceOverInGammaSpace() {
        // 50% white over black is 0.5 in gamma-encoded values (not linear light).
        let c = Color.white.withAlpha(0.5).over(.black)
        #expect(c.red == 0.5 && c.alpha == 1)
        // Two half-transparent layers: alpha 0.75, color weighted 0.5 : 0.25.
        let d = Color.white.withAlpha(0.5).over(Color.black.withAlpha(0.5))
        #expect(abs(d.alpha - 0.75) < 1e-12 && abs(d.red - 2.0 / 3) < 1e-12)
    }

    @Test("group opacity flattens the button first") func groupOpacityFlattensTheButtonFirst() {
        // White title on opaque black fill, whole view at alpha 0.5 over a white backdrop:
        // title = 0.5·1 + 0.5·1 = 1; fill = 0.5·0 + 0.5·1 = 0.5 (the fill hides the backdrop
        // under the title, so the title is not a 50% mix of white over black over white).
        let b = ButtonColors(foreground: .white, background: .black, viewAlpha: 0.5)
        #expect(b.title(over: .white).red == 1)
        #expect(b.fill(over: .white).red == 0.5)
    }
}

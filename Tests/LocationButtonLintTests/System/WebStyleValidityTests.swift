import Testing
@testable import LocationButtonLint

/// Chromium's `<geolocation>` style checks and bounds, worked by hand from html_permission_element.cc
/// (docs/cross-platform.md).
@Suite struct WebStyleValidityTests {
    static let yellow = Color(rgb8: 255, 217, 77)

    // By hand, #FFD94D: G 0.850980 → ((0.850980 + 0.055)/1.055)^2.4 = 0.69385; B 0.301961 →
    // 0.338352^2.4 = 0.074209; L = 0.2126 + 0.7152 · 0.69385 + 0.0722 · 0.074209 = 0.71420;
    // white on it: 1.05 / 0.76420 = 1.37398 < 3.0: invalid, `style_invalid`.
    @Test("white on brand yellow is invalid for contrast") func whiteOnBrandYellowIsInvalidForContrast() {
        let v = WebStyleValidity(WebElementStyle(color: .white, backgroundColor: Self.yellow))
        #expect(abs(v.contrast - 1.37398) < 1e-4)
        #expect(v.verdict == .invalid && v.failedCheck == .lowContrast && v.invalidReason == "style_invalid")
    }

    // The checks run in Chromium's order: a translucent color fails first, whatever its contrast.
    @Test("non opaque color is reported before contrast") func nonOpaqueColorIsReportedBeforeContrast() {
        let v = WebStyleValidity(WebElementStyle(color: Color.white.withAlpha(0.5), backgroundColor: Self.yellow))
        #expect(v.failedCheck == .nonOpaqueColor && v.invalidReason == "style_invalid")
        #expect(WebStyleValidity(WebElementStyle(color: .black, backgroundColor: Color.white.withAlpha(0.99))).failedCheck == .nonOpaqueColor)
    }

    // Black on white (21:1): 13 and 48 px are inside the limits, 12.9 and 48.1 are not.
    @Test("font size limits", arguments: [(13.0, nil), (48.0, nil), (12.9, WebStyleValidity.Check.fontTooSmall), (48.1, .fontTooLarge)])
    func fontSizeLimits(size: Double, failure: WebStyleValidity.Check?) {
        let v = WebStyleValidity(WebElementStyle(color: .black, backgroundColor: .white, fontSize: size))
        #expect(v.failedCheck == failure)
        #expect(v.verdict == (failure == nil ? .valid : .invalid))
    }

    // A gray whose linear value is 0.3 (1.055 · 0.3^(1/2.4) − 0.055 = 0.583831) against white is
    // 1.05 / 0.35 = 3.0 exactly: Chromium's float ratio may land either side, so uncertain.
    @Test("contrast at three is uncertain") func contrastAtThreeIsUncertain() {
        let g = 0.5838314900602575
        let v = WebStyleValidity(WebElementStyle(color: .white, backgroundColor: Color(red: g, green: g, blue: g)))
        #expect(v.verdict == .uncertain && v.uncertainty != nil && v.invalidReason == nil)
    }

    // At 16 px: letter-spacing −0.8…3.2, word-spacing 0…8, height 16…48, padding-top ≤ 16,
    // padding-left ≤ 80, border ≤ 8, weight ≥ 200. The border is white on white (1:1 < 3): not
    // distinct, so the horizontal padding is capped.
    @Test("bounds say the clamped value") func boundsSayTheClampedValue() {
        var style = WebElementStyle(color: .black, backgroundColor: .white, fontSize: 16, fontWeight: 100, letterSpacing: 4,
                                    wordSpacing: -2, minHeight: 10, maxHeight: 60, paddingTop: 20, paddingLeft: 100, borderWidth: 10)
        style.box.border.color = .white
        let applied = Dictionary(uniqueKeysWithValues: WebStyleBounds.clamps(style).map { ($0.property, $0.applied) })
        #expect(applied == ["font-weight": "200", "letter-spacing": "3.2px", "word-spacing": "0px", "min-height": "16px",
                            "max-height": "48px", "padding-top": "16px", "padding-left": "80px", "border-width": "8px"])
        var inside = WebElementStyle(color: .black, backgroundColor: .white, fontSize: 16, fontWeight: 400, letterSpacing: -0.8,
                                     wordSpacing: 8, minHeight: 48, maxHeight: 48, paddingTop: 16, paddingLeft: 80, borderWidth: 8)
        inside.box.border.color = .white
        #expect(WebStyleBounds.clamps(inside).isEmpty)
    }
}

import Testing
@testable import LocationButtonLint

/// The common fix of `contrast --platform all`, checked against each platform's own rule separately.
@Suite struct CrossPlatformContrastTests {
    static func result(_ fg: Color, _ bg: Color) -> CrossPlatformContrast {
        let ios = SystemContrastAnalysis(SystemButtonColors(foreground: fg, background: bg, buttonAlpha: 1, ancestorAlpha: 1))
        return CrossPlatformContrast(foreground: fg, background: bg, ios: ios, platforms: ButtonPlatform.allCases)
    }

    // White on #FFD94D fails all three (1.37:1); the fix must pass iOS's 1.5 rule, stay unchanged by
    // Android (≥ 4.5 in its 8-bit math) and be a valid web style — and be an 8-bit color.
    @Test("common fix passes each platforms own rule") func commonFixPassesEachPlatformsOwnRule() throws {
        let r = Self.result(.white, Color(rgb8: 255, 217, 77))
        #expect(r.isDisabled(.ios) && r.isChanged(.android) && r.isDisabled(.web))
        let fix = try #require(r.smallestCommonFix)
        let fg = fix.role == .foreground ? fix.color : Color.white
        let bg = fix.role == .background ? fix.color : Color(rgb8: 255, 217, 77)
        #expect(fix.color == fix.color.quantized)
        let fixed = Self.result(fg, bg)
        #expect(fixed.ios.passes)
        #expect(fixed.android.changes.isEmpty)
        #expect(fixed.web.verdict == .valid)
        #expect(fix.distance > 0)
    }

    // Black on white: 21:1 everywhere, nothing to fix.
    @Test("nothing to fix when all accept") func nothingToFixWhenAllAccept() {
        let r = Self.result(.black, .white)
        #expect(r.smallestCommonFix == nil)
        #expect(!r.isDisabled(.ios) && !r.isChanged(.android) && !r.isDisabled(.web))
    }
}

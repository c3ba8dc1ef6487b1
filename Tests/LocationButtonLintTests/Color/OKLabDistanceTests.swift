import Testing
@testable import LocationButtonLint

/// ΔE_OK, the distance fixes are ranked by: Euclidean in OKLab.
@Suite struct OKLabDistanceTests {
    /// White is L 1, black L 0, both without chroma: 1 apart.
    @Test("white to black is one") func whiteToBlackIsOne() {
        #expect(abs(OKLCH.distance(.white, .black) - 1) < 1e-6)
        #expect(OKLCH.distance(.white, .white) == 0)
    }

    /// sRGB red is oklab(0.627955 0.224863 0.125846) (CSS Color 4's worked example, from Ottosson's
    /// matrices); its distance to white, worked by hand: √((1 − 0.627955)² + 0.224863² + 0.125846²)
    /// = 0.452568.
    @Test("red to white matches the worked value") func redToWhiteMatchesTheWorkedValue() {
        let red = Color(red: 1, green: 0, blue: 0)
        #expect(abs(OKLCH.distance(red, .white) - 0.452568) < 1e-4)
        #expect(abs(OKLCH.distance(.white, red) - OKLCH.distance(red, .white)) < 1e-12)
    }
}

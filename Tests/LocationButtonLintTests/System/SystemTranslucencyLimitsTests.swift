import Testing
@testable import LocationButtonLint

/// The smallest passing alphas against two brute-force scans: the Python script's (100,001 alphas,
/// step 1e-5, on its own transcription of the rule — numbers quoted below) and one here over the
/// rule's ratios (no root finding involved), for seeded random pairs.
@Suite struct SystemTranslucencyLimitsTests {
    static let blue = (light: Color(rgb8: 0, 122, 255), dark: Color(rgb8: 10, 132, 255),
                       lightHC: Color(rgb8: 0, 64, 221), darkHC: Color(rgb8: 64, 156, 255))
    static let brand = Color(rgb8: 0x33, 0x66, 0x99), gold = Color(rgb8: 255, 204, 0)

    /// The script reports the smallest scanned alpha s from which all larger ones pass, so the
    /// exact limit lies in (s − 1e-5, s].
    static func matchesScan(_ limit: Double?, _ scanned: Double) {
        guard let limit else { Issue.record("no limit where the scan found \(scanned)"); return }
        #expect(limit <= scanned + 1e-12 && limit > scanned - 1e-5, "limit \(limit) vs scan \(scanned)")
    }

    @Test("default button view alpha", arguments: [(blue.light, 0.74143), (blue.dark, 0.75959), (blue.darkHC, 0.81489), (blue.lightHC, 0.65353)])
    func defaultButtonViewAlpha(fill: Color, scanned: Double) {
        Self.matchesScan(SystemTranslucencyLimits.minimumViewAlpha(foreground: .white, background: fill), scanned)
    }

    @Test("default button fill and title alpha") func defaultButtonFillAndTitleAlpha() {
        Self.matchesScan(SystemTranslucencyLimits.minimumBackgroundAlpha(foreground: .white, background: Self.blue.light), 0.30405)
        Self.matchesScan(SystemTranslucencyLimits.minimumForegroundAlpha(foreground: .white, background: Self.blue.light), 0.61975)
    }

    @Test("colorful pairs both directions") func colorfulPairsBothDirections() {
        // Gold on brand blue (title lighter), black on brand blue (fill lighter).
        Self.matchesScan(SystemTranslucencyLimits.minimumViewAlpha(foreground: Self.gold, background: Self.brand), 0.78101)
        Self.matchesScan(SystemTranslucencyLimits.minimumBackgroundAlpha(foreground: Self.gold, background: Self.brand), 0.52214)
        Self.matchesScan(SystemTranslucencyLimits.minimumForegroundAlpha(foreground: Self.gold, background: Self.brand), 0.60622)
        Self.matchesScan(SystemTranslucencyLimits.minimumViewAlpha(foreground: .black, background: Self.brand), 0.79421)
        Self.matchesScan(SystemTranslucencyLimits.minimumBackgroundAlpha(foreground: .black, background: Self.brand), 0.44465)
    }

    @Test("none when opaque fails") func noneWhenOpaqueFails() {
        let yellow = Color(rgb8: 255, 214, 10)
        #expect(SystemTranslucencyLimits.minimumViewAlpha(foreground: .white, background: yellow) == nil)
        #expect(SystemTranslucencyLimits.minimumBackgroundAlpha(foreground: .white, background: yellow) == nil)
        #expect(SystemTranslucencyLimits.minimumForegroundAlpha(foreground: .white, background: yellow) == nil)
    }

    /// Smallest alpha on a grid of `steps` from which every larger grid alpha passes.
    static func scan(steps: Int, passes: (Double) -> Bool) -> Double? {
        var smallest: Double?
        for i in stride(from: steps, through: 0, by: -1) {
            let a = Double(i) / Double(steps)
            guard passes(a) else { break }
            smallest = a
        }
        return smallest
    }

    static func pairs() -> [(Color, Color)] {
        var rng = SeededGenerator(seed: 1510)
        return (0..<24).map { i in (i % 3 == 0 ? Color.white : rng.color(alpha: 0.6 + 0.4 * Double(i % 2)), rng.color()) }
    }

    static let steps = 2_000
    static func checkAgainstScan(_ limit: Double?, passes: (Double) -> Bool) {
        let scanned = scan(steps: steps, passes: passes)
        guard let scanned else { #expect(limit == nil); return }
        guard let limit else { Issue.record("nil limit, scan found \(scanned)"); return }
        #expect(limit <= scanned + 1e-12 && limit > scanned - 1 / Double(steps) - 1e-12)
        #expect(passes(limit))
        if limit > 0 { #expect(!passes(limit - 1e-9)) }
    }

    static func passes(_ fg: Color, _ fe: Double, _ bg: Color, _ be: Double) -> Bool {
        SystemContrastFormula.ratios(foreground: fg, foregroundOpacity: fe, background: bg, backgroundOpacity: be).passes
    }

    @Test("view alpha matches brute force", arguments: pairs())
    func viewAlphaMatchesBruteForce(fg: Color, bg: Color) {
        Self.checkAgainstScan(SystemTranslucencyLimits.minimumViewAlpha(foreground: fg, background: bg)) {
            Self.passes(fg, fg.alpha * $0, bg, bg.alpha * $0)
        }
    }

    @Test("background alpha matches brute force", arguments: pairs())
    func backgroundAlphaMatchesBruteForce(fg: Color, bg: Color) {
        Self.checkAgainstScan(SystemTranslucencyLimits.minimumBackgroundAlpha(foreground: fg, background: bg, viewAlpha: 0.9)) {
            Self.passes(fg, fg.alpha * 0.9, bg, $0 * 0.9)
        }
    }

    @Test("foreground alpha matches brute force", arguments: pairs())
    func foregroundAlphaMatchesBruteForce(fg: Color, bg: Color) {
        Self.checkAgainstScan(SystemTranslucencyLimits.minimumForegroundAlpha(foreground: fg, background: bg)) {
            Self.passes(fg, $0, bg, bg.alpha)
        }
    }
}

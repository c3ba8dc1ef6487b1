import Testing
@testable import LocationButtonLint

@Suite struct TranslucencyLimitTests {
    // Worked by hand: white title on black at fill alpha a, worst backdrop white → fill gray
    // g = 1 − a. 1.05 / (L(g) + 0.05) ≥ 4.5 ⇔ L(g) ≤ 0.183333 ⇔ g ≤ 1.055·0.183333^(1/2.4) − 0.055
    // = 0.465319 ⇔ a ≥ 0.534681.
    @Test("hand worked background alpha") func handWorkedBackgroundAlpha() throws {
        let a = try #require(TranslucencyLimits.minimumBackgroundAlpha(foreground: .white, background: .black, required: 4.5))
        #expect(abs(a - 0.534681) < 1e-5)
    }

    // Same numbers for the view alpha over a white backdrop: title white, fill gray 1 − v.
    @Test("hand worked view alpha") func handWorkedViewAlpha() throws {
        let v = try #require(TranslucencyLimits.minimumViewAlpha(foreground: .white, background: .black,
                                                                 backdrops: .only([.white]), required: 4.5))
        #expect(abs(v - 0.534681) < 1e-5)
    }

    @Test("nil when even opaque fails") func nilWhenEvenOpaqueFails() {
        // White on systemBlue is 4.02:1 opaque: no alpha reaches 4.5.
        #expect(TranslucencyLimits.minimumBackgroundAlpha(foreground: .white, background: hex("#007AFF"), required: 4.5) == nil)
        #expect(TranslucencyLimits.minimumViewAlpha(foreground: .white, background: hex("#007AFF"), required: 4.5) == nil)
    }

    /// Random passing pairs (seeded): the opaque pair clears `required` by a margin.
    static func pairs() -> [(Color, Color, Double)] {
        var rng = SeededGenerator(seed: 2024)
        var out: [(Color, Color, Double)] = []
        while out.count < 8 {
            let fg = out.count % 2 == 0 ? Color.white : rng.color()
            let bg = rng.color()
            let required = out.count % 3 == 0 ? 3.0 : 4.5
            if WCAG.contrastRatio(fg, bg) > required + 0.5 { out.append((fg, bg, required)) }
        }
        return out
    }

    /// The contrast holds over 1,000 random backdrops at the returned alpha, and just below it the
    /// worst backdrop — checked by direct compositing — fails.
    static func checkLimit(_ limit: Double, required: Double, button: (Double) -> ButtonColors) {
        var rng = SeededGenerator(seed: 99)
        let atLimit = button(limit)
        for _ in 0..<1_000 {
            #expect(atLimit.contrast(over: rng.color()) >= required - 1e-9)
        }
        guard limit > 0 else { return }
        let below = button(limit - 1e-4)
        let failing = below.worstBackdrop().backdrop
        #expect(below.contrast(over: failing) < required)
    }

    @Test("background alpha is tight", arguments: pairs())
    func backgroundAlphaIsTight(fg: Color, bg: Color, required: Double) throws {
        let a = try #require(TranslucencyLimits.minimumBackgroundAlpha(foreground: fg, background: bg, required: required))
        Self.checkLimit(a, required: required) { ButtonColors(foreground: fg, background: bg.withAlpha($0)) }
    }

    @Test("view alpha is tight", arguments: pairs())
    func viewAlphaIsTight(fg: Color, bg: Color, required: Double) throws {
        let v = try #require(TranslucencyLimits.minimumViewAlpha(foreground: fg, background: bg, required: required))
        Self.checkLimit(v, required: required) { ButtonColors(foreground: fg, background: bg, viewAlpha: $0) }
    }

    @Test("background alpha at reduced view alpha is tight", arguments: pairs())
    func backgroundAlphaAtReducedViewAlphaIsTight(fg: Color, bg: Color, required: Double) throws {
        guard let a = TranslucencyLimits.minimumBackgroundAlpha(foreground: fg, background: bg, viewAlpha: 0.95,
                                                                required: required) else {
            // nil must mean the opaque fill fails at this view alpha.
            #expect(ButtonColors(foreground: fg, background: bg, viewAlpha: 0.95).worstBackdrop().contrast < required)
            return
        }
        Self.checkLimit(a, required: required) { ButtonColors(foreground: fg, background: bg.withAlpha($0), viewAlpha: 0.95) }
    }
}

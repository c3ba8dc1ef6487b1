import Testing
@testable import LocationButtonLint

@Suite struct WorstBackdropTests {
    /// Random button configurations: translucent fills, translucent foregrounds, view alphas.
    static func configurations() -> [ButtonColors] {
        var rng = SeededGenerator(seed: 0xC0105)
        var out: [ButtonColors] = []
        for i in 0..<14 {
            let fgAlpha = i % 3 == 0 ? 1 : Double.random(in: 0.3...1, using: &rng)
            let bgAlpha = Double.random(in: 0...1, using: &rng)
            let view = i % 2 == 0 ? 1 : Double.random(in: 0.2...1, using: &rng)
            out.append(ButtonColors(foreground: rng.color(alpha: fgAlpha), background: rng.color(alpha: bgAlpha), viewAlpha: view))
        }
        // The default button at 40% fill alpha and 70% view alpha, and a pair whose luminances cross.
        out.append(ButtonColors(foreground: .white, background: hex("#007AFF66"), viewAlpha: 0.7))
        out.append(ButtonColors(foreground: hex("#80808080"), background: hex("#30303080"), viewAlpha: 0.9))
        return out
    }

    @Test(arguments: configurations())
    func exactWorstIsAtOrBelowEveryGridAndRandomBackdrop(button: ButtonColors) {
        let worst = button.worstBackdrop()
        // The reported backdrop really gives the reported contrast and lies in the cube.
        #expect(abs(button.contrast(over: worst.backdrop) - worst.contrast) < 1e-9)
        #expect(worst.backdrop.isInSRGBGamut)
        // Never beaten by a dense grid (24³ + 1 points per side) …
        let grid = gridMinimum(button, steps: 24)
        #expect(worst.contrast <= grid + 1e-9)
        // … nor by 5,000 random backdrops, and close to the grid (the grid is only a sample).
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<5_000 {
            #expect(worst.contrast <= button.contrast(over: rng.color()) + 1e-9)
        }
        #expect(grid - worst.contrast < 0.05)
    }

    @Test func closedFormForOpaqueForegroundAtViewAlphaOne() {
        // White title, black fill at alpha 0.5: fill luminances span [L(black), L(#808080)];
        // white lies above, so the worst backdrop is white: contrast 1.05 / (L(0.5) + 0.05).
        let b = ButtonColors(foreground: .white, background: Color.black.withAlpha(0.5))
        let worst = b.worstBackdrop()
        #expect(worst.backdrop == .white)
        let l = WCAG.relativeLuminance(Color(red: 0.5, green: 0.5, blue: 0.5))  // 0.21404
        #expect(abs(worst.contrast - 1.05 / (l + 0.05)) < 1e-12)
        // Mid-gray title over a 30%-alpha fill: the title's luminance is reachable → contrast 1.
        let mid = ButtonColors(foreground: hex("#777"), background: Color.black.withAlpha(0.3))
        #expect(abs(mid.worstBackdrop().contrast - 1) < 1e-9)
    }

    @Test func backdropListPicksTheWorstListedColor() {
        let b = ButtonColors(foreground: .white, background: hex("#0A84FF80"))
        let list = SystemColors.elevatedBackgrounds(.dark) + [.white]
        let worst = b.worstBackdrop(.only(list))
        #expect(worst.backdrop == .white)
        #expect(worst.contrast == list.map { b.contrast(over: $0) }.min())
    }

    @Test func opaqueButtonIgnoresTheBackdrop() {
        let b = ButtonColors(foreground: .white, background: hex("#007AFF"))
        #expect(!b.isTranslucent)
        #expect(abs(b.worstBackdrop().contrast - WCAG.contrastRatio(.white, hex("#007AFF"))) < 1e-12)
    }
}

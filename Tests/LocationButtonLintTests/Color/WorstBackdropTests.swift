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
        // Found by a Python search (random pairs, 13³ grid vs the 8 cube corners): the worst
        // backdrop lies inside the cube, not on a corner, with contrast well above 1.
        out.append(ButtonColors(foreground: Color(red: 0.5864, green: 0.1580, blue: 0.3427),
                                background: Color(red: 0.1007, green: 0.9906, blue: 0.8139, alpha: 0.4906), viewAlpha: 0.7137))
        out.append(ButtonColors(foreground: Color(red: 0.5972, green: 0.0559, blue: 0.7545, alpha: 0.7997),
                                background: Color(red: 0.1067, green: 0.9035, blue: 0.3834, alpha: 0.4677), viewAlpha: 0.7857))
        // Extended (Display P3) colors outside the sRGB gamut, translucent.
        out.append(ButtonColors(foreground: hex("color(display-p3 0 1 0 / 0.8)"),
                                background: hex("color(display-p3 0.9 0 0.2 / 0.6)"), viewAlpha: 0.85))
        out.append(ButtonColors(foreground: hex("color(display-p3 0.1 0.1 1)"), background: hex("color(display-p3 1 0.9 0 / 0.4)")))
        return out
    }

    @Test("exact worst is at or below every grid and random backdrop", arguments: configurations())
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
        let randomMinimum = (0..<5_000).map { _ in button.contrast(over: rng.color()) }.min() ?? .infinity
        #expect(worst.contrast <= randomMinimum + 1e-9)
        #expect(grid - worst.contrast < 0.05)
    }

    @Test("closed form for opaque foreground at view alpha one") func closedFormForOpaqueForegroundAtViewAlphaOne() {
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

    @Test("backdrop list picks the worst listed color") func backdropListPicksTheWorstListedColor() {
        let b = ButtonColors(foreground: .white, background: hex("#0A84FF80"))
        let list = SystemColors.elevatedBackgrounds(.dark) + [.white]
        let worst = b.worstBackdrop(.only(list))
        #expect(worst.backdrop == .white)
        // Over white the fill is 128/255 × #0A84FF + 127/255 × white = (0.517724, 0.757878, 1.0) in
        // gamma sRGB, L 0.503816, so white on it is 1.05 / 0.553816 = 1.895937 (worked in Python 3 with
        // the WCAG 2.x luminance formula).
        #expect(abs(worst.contrast - 1.895937) < 1e-6)
    }

    @Test("view alpha worked by hand") func viewAlphaWorkedByHand() {
        // White on black at view alpha 0.5 over a black backdrop: title gray 0.5 (L 0.214041), fill
        // black: (0.214041 + 0.05) / 0.05 = 5.28082.
        let w = ButtonColors.contrast(foreground: .white, background: .black, viewAlpha: 0.5, backdrops: .only([.black]))
        #expect(abs(w.contrast - 5.28082) < 1e-4)
        // Over any backdrop the white one is worse: title white, fill gray 0.5: 1.05 / 0.264041 = 3.97665.
        let any = ButtonColors.contrast(foreground: .white, background: .black, viewAlpha: 0.5)
        #expect(abs(any.contrast - 3.97665) < 1e-4)
        #expect(any.backdrop == .white)
    }

    @Test("opaque button ignores the backdrop") func opaqueButtonIgnoresTheBackdrop() {
        let b = ButtonColors(foreground: .white, background: hex("#007AFF"))
        #expect(!b.isTranslucent)
        #expect(abs(b.worstBackdrop().contrast - WCAG.contrastRatio(.white, hex("#007AFF"))) < 1e-12)
    }
}

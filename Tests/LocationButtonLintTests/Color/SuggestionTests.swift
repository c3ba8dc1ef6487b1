import Testing
@testable import LocationButtonLint

@Suite struct SuggestionTests {
    /// Hue is kept exactly by construction (only lightness moves, chroma only shrinks) until the
    /// suggestion is rounded to 8 bits; the stated tolerance for that rounding is 3° for colors with
    /// OKLCH chroma ≥ 0.05 (near-gray colors have no meaningful hue).
    static let hueTolerance = 3.0

    static func hueDistance(_ a: Double, _ b: Double) -> Double {
        let d = abs(a - b).truncatingRemainder(dividingBy: 360)
        return min(d, 360 - d)
    }

    @Test("suggestions meet the requirement and keep hue", arguments: [
        ("#FFFFFF", "#FF9500", 1.0, 4.5),  // white on systemOrange, 2.2:1
        ("#FFFFFF", "#34C759", 1.0, 4.5),  // white on systemGreen
        ("#FFFFFF", "#007AFF", 1.0, 7.0),  // the default button under AAA
        ("#FFD60A", "#FFFFFF", 1.0, 3.0),  // yellow on white
        ("#FFFFFF", "#007AFF99", 0.9, 4.5), // translucent fill, translucent view
    ])
    func suggestionsMeetTheRequirementAndKeepHue(fg: String, bg: String, view: Double, required: Double) throws {
        let button = ButtonColors(foreground: hex(fg), background: hex(bg), viewAlpha: view)
        #expect(button.worstBackdrop().contrast < required)
        var found = 0
        for role in [ContrastSuggestion.Role.foreground, .background] {
            guard let s = ContrastSuggester.suggest(role: role, button: button, required: required) else { continue }
            found += 1
            var fixed = button
            if role == .foreground { fixed.foreground = s.color } else { fixed.background = s.color }
            #expect(fixed.worstBackdrop().contrast >= required)
            #expect(s.color.isInSRGBGamut && s.color == s.color.quantized)
            let original = OKLCH(role == .foreground ? button.foreground : button.background)
            let suggested = OKLCH(s.color)
            if suggested.chroma >= 0.05, original.chroma >= 0.05 {
                #expect(Self.hueDistance(original.hue, suggested.hue) < Self.hueTolerance)
            }
            #expect(abs(suggested.lightness - original.lightness - s.lightnessChange) < 1e-6)
        }
        #expect(found >= 1)
    }

    /// Seeded random failing pairs, some translucent: every suggestion passes and keeps hue.
    @Test("random failing pairs get passing suggestions") func randomFailingPairsGetPassingSuggestions() {
        var rng = SeededGenerator(seed: 31)
        var checked = 0
        while checked < 12 {
            let translucent = checked % 3 == 0
            let button = ButtonColors(foreground: rng.color(), background: rng.color(alpha: translucent ? 0.85 : 1))
            let required = checked % 2 == 0 ? 4.5 : 3.0
            guard button.worstBackdrop().contrast < required else { continue }
            checked += 1
            for role in [ContrastSuggestion.Role.foreground, .background] {
                guard let s = ContrastSuggester.suggest(role: role, button: button, required: required) else { continue }
                var fixed = button
                if role == .foreground { fixed.foreground = s.color } else { fixed.background = s.color }
                #expect(fixed.worstBackdrop().contrast >= required)
                let before = OKLCH(role == .foreground ? button.foreground : button.background), after = OKLCH(s.color)
                if before.chroma >= 0.05, after.chroma >= 0.05 {
                    #expect(Self.hueDistance(before.hue, after.hue) < Self.hueTolerance)
                }
            }
        }
    }

    @Test("passing pair gets no suggestion") func passingPairGetsNoSuggestion() {
        let b = ButtonColors(foreground: .black, background: .white)
        #expect(ContrastSuggester.suggest(role: .foreground, button: b, required: 4.5) == nil)
    }

    @Test("OKLCH round trips and matches published value") func oklchRoundTripsAndMatchesPublishedValue() {
        // Ottosson's post: sRGB white has L = 1, C = 0; pure sRGB red is L 0.62796, C 0.25768, h 29.23°.
        let red = OKLCH(Color(red: 1, green: 0, blue: 0))
        #expect(abs(red.lightness - 0.62796) < 1e-4 && abs(red.chroma - 0.25768) < 1e-4 && abs(red.hue - 29.234) < 0.01)
        let back = red.color()
        #expect(abs(back.red - 1) < 1e-6 && abs(back.green) < 1e-6 && abs(back.blue) < 1e-6)
    }
}

import LocationButtonLint
import LocationButtonStudio
import Testing

/// A color row of the page changes its appearance alone. Expected values worked by hand from
/// docs/theme-files.md: `light-dark(L, D)` reads L in light with Increase Contrast and D in dark
/// with it, so it is the four parts `L, D, L, D`, and a plain color C is `C, C, C, C`.
@Suite struct AppearanceColorTextTests {
    @Test("the dark row of a system color keeps its other variants") func theDarkRowOfASystemColorKeepsItsOtherVariants() throws {
        // [Y, Y, Y, Y] with dark → #B8860B: [Y, #B8860B, Y, Y]; the pair (Y, Y) is not (Y, #B8860B), so four parts.
        let written = AppearanceColorText.applying([.dark: "#B8860B"], to: "systemYellow")
        #expect(written == "light-dark(systemYellow, #B8860B, systemYellow, systemYellow)")
        // What the theme reader makes of it: systemYellow's own variants (the HIG's color table:
        // light #FFCC00, light with Increase Contrast #B25000, dark with it #FFD426) and the new dark.
        let colors = try ColorResolver().resolve(written)
        #expect([colors[.light].hex, colors[.dark].hex, colors[.lightHighContrast].hex, colors[.darkHighContrast].hex]
            == ["#FFCC00FF", "#B8860BFF", "#B25000FF", "#FFD426FF"])
    }

    @Test("a pair that repeats is written short") func aPairThatRepeatsIsWrittenShort() {
        // [Y, Y, Y, Y] with dark and dark-high-contrast → X: [Y, X, Y, X]: the pair repeats, two parts.
        #expect(AppearanceColorText.applying([.dark: "#000000", .darkHighContrast: "#000000"], to: "systemYellow")
            == "light-dark(systemYellow, #000000)")
        // Every appearance the same: the color alone.
        #expect(AppearanceColorText.applying([.light: "#000000", .dark: "#000000", .lightHighContrast: "#000000",
                                              .darkHighContrast: "#000000"], to: "light-dark(white, black)") == "#000000")
    }

    @Test("a light dark value keeps its other parts") func aLightDarkValueKeepsItsOtherParts() {
        // light-dark(a, b) is [a, b, a, b]; light → c: [c, b, a, b], so light with Increase Contrast keeps a.
        #expect(AppearanceColorText.applying([.light: "#111111"], to: "light-dark(BrandGreen, white)")
            == "light-dark(#111111, white, BrandGreen, white)")
        // Parts with commas and parentheses of their own stay whole.
        #expect(AppearanceColorText.applying([.darkHighContrast: "#FFFFFF"], to: " light-dark(rgb(1, 2, 3), systemBlue.opacity(0.5)) ")
            == "light-dark(rgb(1, 2, 3), systemBlue.opacity(0.5), rgb(1, 2, 3), #FFFFFF)")
        // Four parts, one changed back to what the pair says: written short again.
        #expect(AppearanceColorText.applying([.darkHighContrast: "white"], to: "light-dark(black, white, black, red)")
            == "light-dark(black, white)")
    }
}

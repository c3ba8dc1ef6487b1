import Testing
@testable import LocationButtonLint

/// `light-dark(…)` references: each appearance takes its value from the part written for it.
@Suite struct LightDarkColorTests {
    @Test("two parts give light and dark and their increase contrast variants") func twoPartsGiveLightAndDarkAndTheirIncreaseContrastVariants() throws {
        let color = try ColorResolver().resolve("light-dark(#7F5600, systemBlue)")
        #expect(color[.light] == Color(rgb8: 127, 86, 0))
        #expect(color[.lightHighContrast] == Color(rgb8: 127, 86, 0))   // a literal is the same under Increase Contrast
        // systemBlue's dark value and its dark Increase Contrast value (docs/system-model.md §3).
        #expect(color[.dark] == SystemColors.named("systemBlue")?.dark)
        #expect(color[.darkHighContrast] == SystemColors.named("systemBlue")?.darkHighContrast)
        #expect(color.colors.defined == Set(Appearance.allCases))
    }

    @Test("four parts name each appearance and parts may hold parentheses") func fourPartsNameEachAppearanceAndPartsMayHoldParentheses() throws {
        let color = try ColorResolver().resolve("light-dark(#000000, white.opacity(0.5), rgb(0, 0, 255), #FF0000)")
        #expect(color[.light] == Color(rgb8: 0, 0, 0))
        #expect(color[.dark] == Color(rgb8: 255, 255, 255, alpha: 0.5))
        #expect(color[.lightHighContrast] == Color(rgb8: 0, 0, 255))
        #expect(color[.darkHighContrast] == Color(rgb8: 255, 0, 0))
    }

    @Test("other shapes are not light dark") func otherShapesAreNotLightDark() {
        #expect(ColorResolver.lightDarkParts("light-dark(#000000)") == nil)
        #expect(ColorResolver.lightDarkParts("light-dark(#000, #fff, #111)") == nil)
        #expect(ColorResolver.lightDarkParts("light-dark(#000, )") == nil)
        #expect(throws: ColorResolver.UnknownColor.self) { try ColorResolver().resolve("light-dark(#000000, notAColor)") }
    }
}

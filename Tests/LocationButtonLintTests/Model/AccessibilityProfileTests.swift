import Testing
@testable import LocationButtonLint

@Suite struct AccessibilityProfileTests {
    // HIG: 4.5 up to 17 pt, 3 from 18 pt or bold. WCAG AA: 4.5 / 3 for large (24 pt, 18.66 pt bold).
    // WCAG AAA: 7 / 4.5. Glyph: 3 (SC 1.4.11) in every profile.
    @Test("title requirement", arguments: [
        (AccessibilityProfile.hig, 17.0, FontWeight.regular, 4.5),
        (.hig, 17.0, .medium, 4.5),
        (.hig, 17.0, .semibold, 3.0),
        (.hig, 18.0, .regular, 3.0),
        (.wcagAA, 18.0, .regular, 4.5),
        (.wcagAA, 23.9, .regular, 4.5),
        (.wcagAA, 24.0, .regular, 3.0),
        (.wcagAA, 18.66, .bold, 3.0),
        (.wcagAA, 18.0, .bold, 4.5),
        (.wcagAAA, 17.0, .regular, 7.0),
        (.wcagAAA, 24.0, .regular, 4.5),
        (.wcagAAA, 20.0, .semibold, 4.5),
    ])
    func titleRequirement(profile: AccessibilityProfile, size: Double, weight: FontWeight, expected: Double) {
        #expect(profile.requiredTitleRatio(pointSize: size, weight: weight) == expected)
    }

    @Test("glyph needs three to one everywhere") func glyphNeedsThreeToOneEverywhere() {
        #expect(AccessibilityProfile.allCases.allSatisfy { $0.requiredGlyphRatio == 3 })
    }
}

import Testing
@testable import LocationButtonLint

@Suite struct SystemColorTests {
    // docs/system-model.md §3 calibration: Apple's default button, white on systemBlue.
    @Test("default button reproduces the calibration ratios") func defaultButtonReproducesTheCalibrationRatios() throws {
        let blue = try #require(SystemColors.named("systemBlue"))
        func ratio(_ a: Appearance) -> Double { WCAG.contrastRatio(.white, blue[a]) }
        #expect(abs(ratio(.light) - 4.02) < 0.005)
        #expect(abs(ratio(.dark) - 3.65) < 0.005)
        #expect(abs(ratio(.darkHighContrast) - 2.83) < 0.005)
        // Light Increase Contrast (#0040DD) is darker than the default, so contrast rises.
        #expect(ratio(.lightHighContrast) > 4.02)
    }

    @Test("names resolve in every common spelling") func namesResolveInEveryCommonSpelling() throws {
        for name in ["systemBlue", "UIColor.systemBlue", ".systemBlue", "systemBlueColor", "blue", "tintColor", "SYSTEMBLUE"] {
            #expect(SystemColors.named(name)?.light == Color(rgb8: 0, 122, 255), "\(name)")
        }
        #expect(SystemColors.named("secondaryLabel")?.dark == Color(rgb8: 235, 235, 245, alpha: 0.6))
        #expect(SystemColors.named("systemBackground.elevated")?.dark == Color(rgb8: 28, 28, 30))
        #expect(SystemColors.named("systemGray6")?.darkHighContrast == Color(rgb8: 36, 36, 38))
        #expect(SystemColors.named("notAColor") == nil)
    }

    @Test("every background has an elevated variant that is lighter in dark") func everyBackgroundHasAnElevatedVariantThatIsLighterInDark() throws {
        let backgrounds = SystemColors.all.filter { $0.name.hasSuffix("Background") }
        #expect(backgrounds.count == 6)
        for bg in backgrounds {
            let elevated = try #require(bg.elevated)
            #expect(WCAG.relativeLuminance(elevated.dark) > WCAG.relativeLuminance(bg.colors.dark))
        }
        #expect(SystemColors.elevatedBackgrounds(.dark).count == 6)
    }
}

/// `NAME.opacity(A)`: a system or asset color with its alpha scaled in every appearance, the
/// spelling a scanned `.tint(.blue.opacity(0.5))` is given.
@Suite struct ColorOpacitySuffixTests {
    @Test("scales the alpha of every appearance") func scalesTheAlphaOfEveryAppearance() throws {
        let resolved = try ColorResolver().resolve("systemBlue.opacity(0.5)")
        // systemBlue: #007AFF light, #0A84FF dark (HIG table), alpha 1 × 0.5
        #expect(resolved[.light] == Color(rgb8: 0, 122, 255, alpha: 0.5))
        #expect(resolved[.dark] == Color(rgb8: 10, 132, 255, alpha: 0.5))
        #expect(resolved.kind == .system)
        let asset = try ColorResolver(assets: ["Brand": AppearanceColors(constant: Color(rgb8: 30, 125, 79, alpha: 0.8))])
            .resolve("Brand.opacity(0.5)")
        #expect(asset[.light].alpha == 0.4)
    }

    @Test("an opacity outside zero to one is a problem") func anOpacityOutsideZeroToOneIsAProblem() {
        #expect(throws: ColorResolver.UnknownColor.self) { try ColorResolver().resolve("systemBlue.opacity(2)") }
        #expect(throws: ColorResolver.UnknownColor.self) { try ColorResolver().resolve("nosuchcolor.opacity(0.5)") }
    }
}

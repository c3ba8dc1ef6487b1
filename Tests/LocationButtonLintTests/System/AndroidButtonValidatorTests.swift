import Testing
@testable import LocationButtonLint

/// SystemUI's clamps, worked by hand from the interactor's rules (docs/cross-platform.md): dp × density
/// in float, rounded as Math.round; each change logs its line under the tag LocationButton.
@Suite struct AndroidButtonValidatorTests {
    // Density 2.625 (420 dpi): 48 dp = 126 px, 136 dp = 357 px, 4 dp = 10.5 → 11 px (half up),
    // 8 dp = 21 px, 3 dp = 7.875 → 8 px.
    static let density: Float = 2.625

    @Test("pixel limits at density 2625") func pixelLimitsAtDensity2625() {
        #expect(AndroidButtonModel.pixels(48, density: Self.density) == 126)
        #expect(AndroidButtonModel.pixels(136, density: Self.density) == 357)
        #expect(AndroidButtonModel.pixels(4, density: Self.density) == 11)
        #expect(AndroidButtonModel.pixels(8, density: Self.density) == 21)
        #expect(AndroidButtonModel.pixels(3, density: Self.density) == 8)
    }

    @Test("every clamp says what is drawn and logs its line") func everyClampSaysWhatIsDrawnAndLogsItsLine() {
        let black = AndroidColorInt(red: 0, green: 0, blue: 0)
        let request = AndroidButtonRequest(
            background: AndroidColorInt(argb: 0x80FF_FFFF), textColor: black, iconTint: black, width: 100, height: 400,
            density: Self.density, padding: [0, 30, 11, 21], strokeWidth: 10, cornerRadius: -1, pressedCornerRadius: 4)
        let out = AndroidButtonOutcome(request)
        #expect(out.background.argb == 0xFFFF_FFFF)
        #expect(out.textColor == black)  // 21:1 on the opaque white fill: kept
        #expect(out.width == 126 && out.height == 357 && out.padding == [11, 21, 11, 21] && out.strokeWidth == 8)
        #expect(out.verdict == "changed")
        #expect(out.changes.map(\.property) == [.backgroundAlpha, .width, .height, .padding, .padding, .strokeWidth, .cornerRadius])
        #expect(out.changes[0].log == nil)  // the fill is made opaque silently
        // Flags: opacity 0x80 | width 0x04 | height 0x08 | stroke 0x20 = 0xAC; padding sets none.
        #expect(out.validationFlags == 0xAC)
        #expect(out.logLines == [
            "W LocationButton: Clamping width up from 100 to 126 px (min 48dp)",
            "W LocationButton: Clamping height down from 400 to 357 px (max 136dp)",
            "W LocationButton: Clamping padding from 0 to 11 px (min 4dp)",
            "W LocationButton: Clamping padding from 30 to 21 px (max 8dp)",
            "W LocationButton: Clamping strokeWidth from 10 to 8 px (max 3dp)",
            "W LocationButton: cornerRadius can't be negative.",
        ])
    }

    // Defaults: padding 4 dp on every side, stroke 0; a request inside every bound changes nothing.
    @Test("a request inside the bounds is unchanged") func aRequestInsideTheBoundsIsUnchanged() {
        let out = AndroidButtonOutcome(AndroidButtonRequest(
            background: AndroidColorInt(red: 0, green: 0, blue: 0), textColor: AndroidColorInt(red: 255, green: 255, blue: 255),
            width: 48, height: 136, density: 1, strokeWidth: 0))
        #expect(out.changes.isEmpty && out.verdict == "unchanged" && out.validationFlags == 0)
        #expect(out.padding == [4, 4, 4, 4] && out.height == 136)
        #expect(AndroidButtonOutcome(AndroidButtonRequest(
            background: .init(red: 0, green: 0, blue: 0), textColor: .init(red: 255, green: 255, blue: 255),
            width: 48, height: 48, strokeWidth: -2)).logLines == ["W LocationButton: strokeWidth can't be negative."])
    }

    // The color line quotes Integer.toHexString of each ARGB; the adjusted value is the fixture's
    // (android_contrast_reference.json: white on #FFD94D → #FF616162).
    @Test("color change logs the interactors line") func colorChangeLogsTheInteractorsLine() {
        let out = AndroidButtonOutcome(AndroidButtonRequest(
            background: AndroidColorInt(argb: 0xFFFF_D94D), textColor: AndroidColorInt(argb: 0xFFFF_FFFF), width: 48, height: 48))
        #expect(out.textColor.argb == 0xFF61_6162 && out.iconTint.argb == 0xFF61_6162)
        #expect(out.validationFlags == 0x03)  // text 0x01 | icon 0x02
        #expect(out.logLines == [
            "W LocationButton: Text color color #ffffffff adjusted to #ff616162 for contrast against #ffffd94d",
            "W LocationButton: Icon tint color #ffffffff adjusted to #ff616162 for contrast against #ffffd94d",
        ])
    }

    // An unset icon tint is SystemUI's textColorOnAccent (taken as white), through ensureContrast like
    // the app's: on #FFD94D it is drawn #616162 (the Python reference) and logged; on black it stays white.
    @Test("an unset icon tint is the systems color") func anUnsetIconTintIsTheSystemsColor() {
        let black = AndroidColorInt(red: 0, green: 0, blue: 0)
        let yellow = AndroidButtonOutcome(AndroidButtonRequest(background: AndroidColorInt(argb: 0xFFFF_D94D), textColor: black, width: 48, height: 48))
        #expect(yellow.textColor == black && yellow.iconTint.argb == 0xFF61_6162 && yellow.validationFlags == 0x02)
        #expect(yellow.logLines == ["W LocationButton: Icon tint color #ffffffff adjusted to #ff616162 for contrast against #ffffd94d"])
        let dark = AndroidButtonOutcome(AndroidButtonRequest(background: black, textColor: black.withAlpha(255), width: 48, height: 48))
        #expect(dark.iconTint.argb == 0xFFFF_FFFF)
    }

    // LocationButton.kt: the padding lies outside the shape. 48 × 48 dp with the default 4 dp draws a
    // 40 × 40 dp shape; at density 2.625, 11 px padding each side of 126 px leaves 104 px.
    @Test("the shape is the content box") func theShapeIsTheContentBox() {
        let white = AndroidColorInt(red: 255, green: 255, blue: 255), black = AndroidColorInt(red: 0, green: 0, blue: 0)
        let out = AndroidButtonOutcome(AndroidButtonRequest(background: black, textColor: white, width: 48, height: 48))
        #expect(out.shapeWidth == 40 && out.shapeHeight == 40)
        let dense = AndroidButtonOutcome(AndroidButtonRequest(background: black, textColor: white, width: 126, height: 126, density: Self.density))
        #expect(dense.shapeWidth == 104 && dense.shapeHeight == 104)
    }
}

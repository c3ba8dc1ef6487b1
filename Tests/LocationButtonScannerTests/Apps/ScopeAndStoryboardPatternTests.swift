import LocationButtonLint
import LocationButtonScanner
import Testing

/// Fixture apps of issues 34 and 41 (`Fixtures/Apps/PATTERNS.md`), checked end to end in English.
/// Contrast by the WCAG formula (see `RealAppPatternTests`): lin(c) = ((c + 0.055) / 1.055)^2.4
/// above 0.04045, L = 0.2126 R + 0.7152 G + 0.0722 B, white against a fill gives 1.05 / (L + 0.05).
@Suite struct ScopeAndStoryboardPatternTests {
    // MARK: Harbor: Xcode's <clLocationButton>, with its outlet restyled in viewDidLoad

    @Test("xcodes location button element with its outlet configured in code") func xcodesLocationButtonElementWithItsOutletConfiguredInCode() throws {
        let scan = try AppCheck.scan("Harbor")
        #expect(scan.buttons.map(\.id) == ["Main.storyboard › hLb-7q-2Xa"])
        let button = try #require(scan.buttons.first)
        // From the element's attributes (line 19), its frame and constraints (lines 20, 24, 25)
        // and its tintColor (line 22); the code's two assignments (lines 15, 16) replace the
        // storyboard's systemGreen fill (line 21) and its cornerRadius 8.
        #expect(button.described == [
            "title": "shareCurrentLocation @19:1", "glyph": "arrowFilled @19:1", "fontSize": "17 @19:1",
            "width": "260 @25:1", "height": "50 @24:1", "foreground": "#FFFFFFFF @22:1",
            "background": "#006633FF @15:9", "cornerRadius": "12 @16:9",
        ])
        #expect(button.settings["background"]?.location.file.hasSuffix("HarborViewController.swift") == true)
        // The echo names both places: the code's assignment, over the storyboard's value.
        #expect(button.settings["cornerRadius"]?.expression == "shareButton.cornerRadius = 12 (over Main.storyboard:19 cornerRadius=\"8\")")
        #expect(button.settings["background"]?.expression.hasSuffix("(over Main.storyboard:21 <color key=\"backgroundColor\">)") == true)
        #expect(button.unresolved.isEmpty && scan.notes.isEmpty)
    }

    @Test("the codes fill decides the contrast") func theCodesFillDecidesTheContrast() throws {
        let result = try #require(try AppCheck.check("Harbor").result.result.buttons.first)
        // White on (0, 0.4, 0.2): lin 0.4 = 0.13287, lin 0.2 = 0.03310, L = 0.7152 × 0.13287 +
        // 0.0722 × 0.03310 = 0.09742, so 1.05 / 0.14742 = 7.12 in every appearance (a literal).
        // The storyboard's systemGreen alone would have given 1.05 / 0.47298 = 2.22 in light.
        #expect(result.appearances.count == 4 && result.appearances.allSatisfy { abs($0.contrast.title - 7.12) < 0.01 })
        #expect(!result.findings.contains { $0.rule == "LB001" })
        // "Share Current Location" with the arrow at 17 pt fits 260 × 50 in English.
        #expect(!result.findings.contains { ["LB004", "LB005"].contains($0.rule) && $0.verdict >= .uncertain })
    }

    // MARK: OwnLocationButton: the app's own `struct LocationButton: View`

    @Test("the apps own location button is set aside and the qualified system one is checked") func theAppsOwnLocationButtonIsSetAsideAndTheQualifiedSystemOneIsChecked() throws {
        let scan = try AppCheck.scan("OwnLocationButton")
        // SearchView's `LocationButton("Use my location") { }` makes the app's type (declared at
        // LocationButton.swift:4); OnboardingView names CoreLocationUI's explicitly.
        #expect(scan.buttons.map(\.id) == ["OnboardingView.swift › OnboardingView.body #1"])
        #expect(scan.notes.count == 1)
        #expect(scan.notes.first?.hasSuffix("SearchView.swift:9: `LocationButton(…)` set aside, not checked: the app declares its own `LocationButton` (LocationButton.swift:4), which this call makes") == true)
        // White on (0.1, 0.3, 0.6): lin = 0.01002, 0.07324, 0.31855; L = 0.00213 + 0.05238 +
        // 0.02300 = 0.07751, so 1.05 / 0.12751 = 8.23.
        let result = try #require(try AppCheck.check("OwnLocationButton").result.result.buttons.first)
        #expect(result.appearances.allSatisfy { abs($0.contrast.title - 8.23) < 0.01 })
    }

    // MARK: TextStyleBody: `.font(.system(.body))` in a second view of the same file

    @Test("a text style is not the helpers body and the view type is followed to its use") func aTextStyleIsNotTheHelpersBodyAndTheViewTypeIsFollowedToItsUse() throws {
        let button = try #require(try AppCheck.scan("TextStyleBody").buttons.first)
        // FavouriteBadge's 24 × 24 frame is not the button's room; StopRow's `LocateButton()`
        // (line 30) is the helper's one use, whose `.tint` (line 31) fills the button.
        #expect(button["maxWidth"] == nil && button["width"] == nil)
        #expect(button.described["background"] == "color(srgb 0.1 0.3 0.6 / 1) @31:17")
        let result = try #require(try AppCheck.check("TextStyleBody").result.result.buttons.first)
        #expect(result.verdict < .disabled)
        #expect(result.appearances.allSatisfy { abs($0.contrast.title - 8.23) < 0.01 })   // as OnboardingView's
    }

    // MARK: DebugOnly and ComputedClip: the scanner's notes reach the report

    @Test("a debug only button is noted") func aDebugOnlyButtonIsNoted() throws {
        let scan = try AppCheck.scan("DebugOnly")
        #expect(scan.notes.count == 1)
        #expect(scan.notes.first?.hasSuffix("SettingsView.swift:12: SettingsView.swift › SettingsView.body #1: built only when `#if DEBUG` holds; checked as if it does") == true)
    }

    @Test("a clip through a computed shape is its radius") func aClipThroughAComputedShapeIsItsRadius() throws {
        let scan = try AppCheck.scan("ComputedClip")
        let button = try #require(scan.buttons.first)
        // `.clipShape(fieldShape)` (line 16) with `fieldShape` = RoundedRectangle(cornerRadius: 14).
        #expect(button.described["cornerRadius"] == "14 @16:13")
        #expect(button.unresolved.isEmpty)
        #expect(scan.notes.map { $0.hasSuffix("`.clipShape` is not passed to the button before iOS 26: SwiftUI clips the rectangular button") } == [true])
        // Black on white, icon only: 21:1 everywhere, nothing to report.
        let result = try #require(try AppCheck.check("ComputedClip").result.result.buttons.first)
        #expect(result.verdict == .pass)
    }
}

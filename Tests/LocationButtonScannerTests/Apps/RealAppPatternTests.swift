import LocationButtonLint
import LocationButtonScanner
import LocationButtonCheck
import Testing

/// Fixture apps under `Fixtures/Apps`, each one pattern real projects write, checked end to end
/// (scan, theme, engine) in English. Expected settings are read off the sources by hand; contrast
/// ratios are WCAG's, (L1 + 0.05) / (L2 + 0.05) with L = 0.2126 R + 0.7152 G + 0.0722 B over
/// linearized sRGB components (c ≤ 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055)^2.4), worked per
/// color below; CoreLocationUI refuses a title below 1.5:1 (docs/system-model.md §3).
@Suite struct RealAppPatternTests {
    // MARK: BrandTokens: `enum Brand` and `extension Color` constants in another file

    @Test("design tokens from another file are read") func designTokensFromAnotherFileAreRead() throws {
        let buttons = try AppCheck.scan("BrandTokens").buttons
        #expect(buttons.map(\.id) == ["LocateView.swift › LocateView.body #1", "LocateView.swift › LocateView.body #2"])
        // Brand.sun = Color(red: 1, green: 0.85, blue: 0.3): 0.85 × 255 is no whole byte.
        #expect(buttons[0].described["background"] == "color(srgb 1 0.85 0.3 / 1) @8:17")
        #expect(buttons[0].described["foreground"] == "white @9:17")   // Brand.ink = Color.white
        // .brandDeep = Color(red: 0.05, green: 0.2, blue: 0.45), found through `extension Color`.
        #expect(buttons[1].described["background"] == "color(srgb 0.05 0.2 0.45 / 1) @11:17")
        #expect(buttons.allSatisfy { $0.unresolved.isEmpty })
    }

    @Test("one file checked alone still reads the projects tokens") func oneFileCheckedAloneStillReadsTheProjectsTokens() throws {
        let sources = try CheckSources.resolve([ScannerFixtures.path("BrandTokens/Sources/LocateView.swift")])
        guard case .project(let layout, let config)? = sources.first else { Issue.record("not a project"); return }
        #expect(layout.swiftFiles.count == 1 && layout.contextSwiftFiles.map { $0.hasSuffix("Brand.swift") } == [true])
        let buttons = try ProjectScan.scan(layout, config: config).buttons
        #expect(buttons.map { $0["background"] } == [.text("color(srgb 1 0.85 0.3 / 1)"), .text("color(srgb 0.05 0.2 0.45 / 1)")])
    }

    @Test("brand sun is disabled in every appearance and brand deep is not") func brandSunIsDisabledInEveryAppearanceAndBrandDeepIsNot() throws {
        let result = try AppCheck.check("BrandTokens").result
        // White on sun: L(sun) = 0.2126 + 0.7152 × 0.69200 + 0.0722 × 0.07323 = 0.71286, so
        // 1.05 / 0.76286 = 1.376 < 1.5, the same in all four appearances (a literal color).
        let sun = try #require(result.button("LocateView.swift › LocateView.body #1"))
        #expect(sun.verdict == .disabled)
        #expect(sun.appearances.count == 4 && sun.appearances.allSatisfy { abs($0.contrast.title - 1.376) < 0.001 })
        let sunContrast = sun.findings.filter { $0.rule == "LB001" }
        #expect(sunContrast.count == 4 && sunContrast.allSatisfy { $0.verdict == .disabled })
        // White on deep: L = 0.2126 × 0.00387 + 0.7152 × 0.03310 + 0.0722 × 0.17144 = 0.03683,
        // 1.05 / 0.08683 = 12.09: far above both 1.5 and the profile's 4.5.
        let deep = try #require(result.button("LocateView.swift › LocateView.body #2"))
        #expect(deep.appearances.allSatisfy { abs($0.contrast.title - 12.09) < 0.01 })
        #expect(!deep.findings.contains { $0.rule == "LB001" || $0.verdict >= .uncertain })
    }

    // MARK: SizeTokens: CGFloat and Font constants for size, frame and radius

    @Test("size tokens are read through their declarations") func sizeTokensAreReadThroughTheirDeclarations() throws {
        let button = try #require(try AppCheck.scan("SizeTokens").buttons.first)
        // .font(Typography.button) → Font.system(size: .caption) → CGFloat.caption = 13: fixed.
        #expect(button["fontSize"] == .number(13) && button["textStyle"] == nil)
        #expect(button["width"] == .number(240) && button["height"] == .number(50))
        #expect(button["cornerRadius"] == .number(25))   // Metrics.corner = buttonHeight / 2
        #expect(button.unresolved.isEmpty)
        let result = try #require(try AppCheck.check("SizeTokens").result.result.buttons.first)
        // "Send Current Location" at 13 pt (about 140 pt wide) fits 240 × 50: the system keeps the
        // button. (Had the token been missed, 18 pt would have been assumed.) Where it would not
        // fit if it followed Dynamic Type is LB010's advice; the default colors' contrast is a guideline.
        #expect(!result.findings.contains { ["LB004", "LB005"].contains($0.rule) && $0.verdict >= .uncertain })
        #expect(result.findings.contains { $0.rule == "LB010" && $0.headline.contains("13 pt") })
        #expect(result.findings.contains { $0.rule == "LB001" && $0.verdict == .guideline })
        #expect(result.verdict == .guideline)
    }

    // MARK: ThemeVariable: a fill only the running app knows

    @Test("an unknown fill makes the contrast uncertain and prints no default numbers") func anUnknownFillMakesTheContrastUncertainAndPrintsNoDefaultNumbers() throws {
        let result = try AppCheck.check("ThemeVariable").result
        let plain = try #require(result.button("MapOverlay.swift › MapOverlay.body #1"))
        #expect(plain.verdict == .uncertain)
        // No contrast numbers: they would be systemBlue's, not the app's.
        #expect(plain.appearances.isEmpty)
        let contrast = plain.findings.filter { $0.rule == "LB001" }
        #expect(contrast.map(\.headline) == ["contrast unknown: `theme.accent`"])
        #expect(contrast.allSatisfy { $0.verdict == .uncertain && $0.measured == nil })
        #expect(plain.findings.contains { $0.rule == "LB014" && $0.headline.contains("`theme.accent`") })
        // Only results about colors wait for the fill; the title's fit does not depend on it and
        // keeps its exact advice: as drawn (fixed at 18 pt) it fits; it would not fit from some size
        // if it followed Dynamic Type, which LB010 says, deciding no verdict.
        #expect(!plain.findings.contains { $0.verdict == .disabled })
        #expect(!plain.findings.contains { ["LB004", "LB005"].contains($0.rule) && $0.verdict == .guideline })
        #expect(plain.findings.contains { $0.rule == "LB010" && $0.headline.contains("if it followed Dynamic Type, it would not fit from ") })
    }

    @Test("results that do not depend on the unknown fill stay exact") func resultsThatDoNotDependOnTheUnknownFillStayExact() throws {
        let result = try AppCheck.check("ThemeVariable").result
        // 60 × 30 pt cannot hold "Current Location" at 18 pt (the fill does not matter): disabled.
        let small = try #require(result.button("MapOverlay.swift › MapOverlay.body #2"))
        #expect(small.verdict == .disabled)
        #expect(small.findings.contains { ["LB004", "LB005"].contains($0.rule) && $0.verdict == .disabled })
        #expect(small.findings.filter { $0.rule == "LB001" }.allSatisfy { $0.verdict == .uncertain })
    }

    // MARK: UIKitDefaults: label and icon as the initializers leave them

    @Test("UIKit defaults are what CoreLocationUI draws") func uiKitDefaultsAreWhatCoreLocationUIDraws() throws {
        let (scan, result) = try AppCheck.check("UIKitDefaults")
        let theme = try ScannedTheme.make(from: scan)
        let icon = try #require(theme.buttons.first { $0.id == "LocateViewController.swift › LocateViewController.iconButton #1" })
        let plain = try #require(theme.buttons.first { $0.id == "LocateViewController.swift › LocateViewController.plainButton #1" })
        // Only `icon` set: the arrow alone. Neither set: "Current Location" without the arrow.
        #expect(icon.title == .none && icon.glyph == .arrowFilled)
        #expect(plain.title == .currentLocation && plain.glyph == Glyph.none)
        let iconResult = try #require(result.button(icon.id))
        // Not judged on a title it never shows: no text rows, no title finding, not disabled.
        #expect(iconResult.text.isEmpty && !iconResult.findings.contains { $0.rule == "LB004" || $0.rule == "LB005" })
        #expect(iconResult.verdict < .uncertain)
        let plainResult = try #require(result.button(plain.id))
        #expect(plainResult.status == .judged && !plainResult.findings.contains { $0.rule == "LB006" })
        // The plain button is added after the icon button to the same view, but their static
        // frames (16,16 44×44 and 16,80 200×44) do not meet: nothing covers the icon button.
        #expect(scan.buttons[0].unresolved.isEmpty && scan.buttons[0]["occluded"] == nil)
    }

    // MARK: CoveredUIKit: what is added over the button

    @Test("a subview of the button disables it and a later sibling makes it uncertain") func aSubviewOfTheButtonDisablesItAndALaterSiblingMakesItUncertain() throws {
        let (scan, result) = try AppCheck.check("CoveredUIKit")
        let badge = try #require(scan.buttons.first { $0.id == "BadgeViewController.swift › BadgeViewController.locate #1" })
        #expect(badge.described["occluded"] == "true @14:9")   // locate.addSubview(badge)
        let badgeResult = try #require(result.button(badge.id))
        #expect(badgeResult.verdict == .disabled)
        #expect(badgeResult.findings.contains { $0.rule == "LB013" && $0.verdict == .disabled && $0.console == [] })

        let banner = try #require(scan.buttons.first { $0.id == "BannerViewController.swift › BannerViewController.locate #1" })
        #expect(banner.describedUnresolved == ["occluded: view.addSubview(banner) @14:9"])
        // 240 × 44 holds "Current Location" and the arrow at 18 pt clear of the model's margin, so
        // the banner is the one thing uncertain, and the finding names it.
        let bannerResult = try #require(result.button(banner.id))
        #expect(bannerResult.verdict == .uncertain)
        #expect(bannerResult.findings.filter { $0.verdict == .uncertain }.map(\.rule) == ["LB014"])
        #expect(bannerResult.findings.first { $0.rule == "LB014" }?.headline.contains("`view.addSubview(banner)`") == true)

        // Brought to the front again, or kept apart by static frames: nothing covers it.
        let front = try #require(scan.buttons.first { $0.id.contains("FrontViewController") })
        let footer = try #require(scan.buttons.first { $0.id.contains("FooterViewController") })
        #expect(front.unresolved.isEmpty && front["occluded"] == nil)
        #expect(footer.unresolved.isEmpty && footer["occluded"] == nil)
    }

    // MARK: DarkMap: a fixed color scheme and standard modifiers

    @Test("preferred color scheme limits the appearances and standard modifiers are neutral") func preferredColorSchemeLimitsTheAppearancesAndStandardModifiersAreNeutral() throws {
        let (scan, result) = try AppCheck.check("DarkMap")
        #expect(scan.buttons.allSatisfy { $0.unresolved.isEmpty })   // .contentMargins, .defaultFocus, .mapStyle …
        #expect(scan.buttons[0]["colorScheme"] == .text("dark"))
        let night = try #require(result.button(scan.buttons[0].id))
        // White on dark systemYellow #FFD60A: 1.41; with Increase Contrast #FFD426: 1.43 — both
        // below 1.5. Light (#FFCC00, 1.51) is never shown, so not checked.
        #expect(night.appearances.map(\.appearance) == [.dark, .darkHighContrast])
        #expect(night.verdict == .disabled)
        #expect(night.appearances.map { ($0.contrast.title * 100).rounded() / 100 } == [1.41, 1.43])
    }

    // MARK: ScopedUIKit: two variables named `button`

    @Test("a name means the binding visible where it is used") func aNameMeansTheBindingVisibleWhereItIsUsed() throws {
        let buttons = try AppCheck.scan("ScopedUIKit").buttons
        #expect(buttons.map(\.id) == ["ScopesViewController.swift › ScopesViewController.locateButton #1",
                                      "ScopesViewController.swift › ScopesViewController.makeSheetButton #1"])
        // The lazy property's `button`: its own assignments and the property's, not viewDidLoad's
        // UIButton (yellow, alpha 0.2) nor the sheet button's.
        #expect(buttons[0].described == [
            "title": "currentLocation @7:9", "glyph": "arrowOutline @8:9", "background": "systemGreen @9:9",
            "fontSize": "16 @19:9",
        ])
        #expect(buttons[1].described == [
            "title": "shareCurrentLocation @25:9", "foreground": "black @26:9", "background": "white @27:9",
            "width": "260 @24:72", "height": "44 @24:85",
        ])
    }

    // MARK: Previews

    @Test("preview buttons are marked and do not gate") func previewButtonsAreMarkedAndDoNotGate() throws {
        let (scan, result) = try AppCheck.check("Previews")
        #expect(scan.buttons.map(\.id) == ["ShareSheet.swift › ShareSheet.body #1", "ShareSheet.swift › #Preview(\"Yellow\") #1",
                                           "ShareSheet.swift › ShareSheet_Previews.previews #1"])
        #expect(scan.buttons.map(\.isPreview) == [false, true, true])
        // Both previews tint yellow: disabled in dark (1.41 < 1.5), yet the run does not fail.
        #expect(result.result.buttons.map(\.verdict).dropFirst() == [.disabled, .disabled])
        #expect(result.result.buttons[0].verdict < .uncertain)
        let report = CheckReport(result: result.result, rules: result.rules, failOn: .disabled)
        #expect(report.failedCount == 0)
    }
}

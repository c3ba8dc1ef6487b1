import LocationButtonLint
import LocationButtonScanner
import Testing

/// Fixture apps of issue 34's patterns for what the scanner evaluates and the room a button gets,
/// checked end to end in English. Values are read off the sources by hand; contrast ratios are
/// WCAG's (see `RealAppPatternTests`), worked per color below from the sRGB bytes.
@Suite struct StaticValueAppTests {
    // MARK: TokenMath: arithmetic on constants, and an expression that stays unknown

    @Test("arithmetic on constants is evaluated where the button reads it") func arithmeticOnConstantsIsEvaluatedWhereTheButtonReadsIt() throws {
        let (scan, result) = try AppCheck.check("TokenMath")
        let share = try #require(scan.buttons.first { $0.id.contains("ShareViewController.shareButton") })
        // Metrics.big / 2 = 30 / 2; Metrics.token / 2 = 24 / 2; each at its assignment.
        #expect(share.described["fontSize"] == "15 @12:9")
        #expect(share.described["cornerRadius"] == "12 @13:9")
        #expect(share.unresolved.isEmpty)
        let shareResult = try #require(result.button(share.id))
        #expect(shareResult.findings.contains { $0.rule == "LB010" && $0.headline.contains("15 pt") })
    }

    @Test("an unknown size is named by its expression and never taken for 18 points") func anUnknownSizeIsNamedByItsExpressionAndNeverTakenFor18Points() throws {
        let (scan, result) = try AppCheck.check("TokenMath")
        let scaled = try #require(scan.buttons.first { $0.id.contains("ScaledViewController.locateButton") })
        #expect(scaled.describedUnresolved == ["fontSize: locateButton.fontSize = UIFont.labelFontSize * textScale @25:9"])
        // max(Metrics.gutter, 8) - 2 with gutter = big / 3 = 10: max(10, 8) - 2 = 8.
        #expect(scaled.described["cornerRadius"] == "8 @26:9")
        let scaledResult = try #require(result.button(scaled.id))
        #expect(scaledResult.verdict == .uncertain)
        let fixed = try #require(scaledResult.findings.first { $0.rule == "LB010" })
        #expect(!fixed.headline.contains("18 pt") && fixed.headline.contains("`locateButton.fontSize = UIFont.labelFontSize * textScale`"))
    }

    // MARK: DynamicBrand: a trait-based helper and a hex initializer of the module

    @Test("dynamic color helpers are read per appearance") func dynamicColorHelpersAreReadPerAppearance() throws {
        let buttons = try AppCheck.scan("DynamicBrand").buttons
        // Color.dynamic(light: 0x7F5600, dark: 0xFFBA41) through UIColor(hex:) and a trait closure.
        #expect(buttons[0]["background"] == .text("light-dark(#7F5600FF, #FFBA41FF)"))
        // Color.adaptive(light: .white, dark: .black) through a `switch` in a dynamic provider.
        #expect(buttons[1]["foreground"] == .text("light-dark(white, black)"))
        #expect(buttons.allSatisfy { $0.unresolved.isEmpty })
    }

    @Test("the dark amber pair is a guideline failure") func theDarkAmberPairIsAGuidelineFailure() throws {
        let result = try AppCheck.check("DynamicBrand").result
        let amber = try #require(result.button("PickupView.swift › PickupView.body #1"))
        // White on #7F5600: L = 0.2126 × 0.21223 + 0.7152 × 0.09306 + 0 = 0.11168, 1.05 / 0.16168 = 6.49.
        // White on #FFBA41: L = 0.2126 + 0.7152 × 0.49102 + 0.0722 × 0.05286 = 0.56759, 1.05 / 0.61759 = 1.70:
        // above the system's 1.5, below the HIG's 3 at 18 pt.
        let ratios = Dictionary(uniqueKeysWithValues: amber.appearances.map { ($0.appearance, $0.contrast.title) })
        #expect(abs((ratios[.light] ?? 0) - 6.494) < 0.01 && abs((ratios[.dark] ?? 0) - 1.700) < 0.01)
        #expect(abs((ratios[.darkHighContrast] ?? 0) - 1.700) < 0.01)
        #expect(amber.verdict == .guideline)
        #expect(amber.findings.filter { $0.rule == "LB001" }.allSatisfy { $0.verdict == .guideline })
        // Black on dark systemIndigo #5E5CE6: (0.15747 + 0.05) / 0.05 = 4.15; white on light #5856D6: 5.65.
        let ink = try #require(result.button("PickupView.swift › PickupView.body #2"))
        let inkRatios = Dictionary(uniqueKeysWithValues: ink.appearances.map { ($0.appearance, $0.contrast.title) })
        #expect(abs((inkRatios[.light] ?? 0) - 5.65) < 0.01 && abs((inkRatios[.dark] ?? 0) - 4.149) < 0.01)
    }

    // MARK: WhiteAsset: a color set named `white` beside `.foregroundColor(.white)`

    @Test("a member color is the systems even when an asset has its name") func aMemberColorIsTheSystemsEvenWhenAnAssetHasItsName() throws {
        let (scan, result) = try AppCheck.check("WhiteAsset")
        // `.white` is Color.white: written as its value, so the catalog's `white` (dark: black) is not read.
        #expect(scan.buttons[0]["foreground"] == .text("#FFFFFFFF"))
        let button = try #require(result.button(scan.buttons[0].id))
        // White on dark systemOrange #FF9F0A: L = 0.46078, 1.05 / 0.51078 = 2.06 (black would give 10.2).
        let dark = try #require(button.appearances.first { $0.appearance == .dark })
        #expect(abs(dark.contrast.title - 2.056) < 0.01)
        #expect(button.verdict == .guideline)
    }

    @Test("preview content answers for no shipped color") func previewContentAnswersForNoShippedColor() throws {
        let (scan, result) = try AppCheck.check("WhiteAsset")
        #expect(scan.layout.assetCatalogs.map { $0.hasSuffix("Sources/Assets.xcassets") } == [true])
        #expect(scan.layout.developmentAssetCatalogs.map { $0.hasSuffix("Preview Content/Preview Assets.xcassets") } == [true])
        // `Color("PreviewTint")` names a set only Preview Content holds: not in the app, so unknown there.
        let preview = try #require(scan.buttons.first { $0.isPreview })
        #expect(preview.describedUnresolved == [#"background: .tint(Color("PreviewTint")) @14:9"#])
        #expect(result.button(preview.id)?.verdict == .uncertain)
    }

    @Test("a member color is the systems when only preview content has its name") func aMemberColorIsTheSystemsWhenOnlyPreviewContentHasItsName() throws {
        let (scan, result) = try AppCheck.check("PreviewWhite")
        #expect(scan.buttons[0]["foreground"] == .text("#FFFFFFFF"))
        #expect(scan.buttons[0].unresolved.isEmpty)
        // White on dark systemBlue #0A84FF: L = 0.2126 × 0.00304 + 0.7152 × 0.2307 + 0.0722 = 0.2379,
        // 1.05 / 0.2879 = 3.65 (the development set's black would give 5.76).
        let button = try #require(result.button(scan.buttons[0].id))
        let dark = try #require(button.appearances.first { $0.appearance == .dark })
        #expect(abs(dark.contrast.title - 3.65) < 0.01)
    }

    // MARK: StackedRoom: the room an HStack's other views leave

    @Test("a fixed width sibling leaves the button what it does not take") func aFixedWidthSiblingLeavesTheButtonWhatItDoesNotTake() throws {
        let (scan, result) = try AppCheck.check("StackedRoom")
        let search = try #require(scan.buttons.first { $0.id == "SearchBar.swift › SearchBar.body #1" })
        // 343 (iPhone SE content width) − 220 (the text field's frame) − 12 (spacing) = 111.
        #expect(search.described["maxWidth"] == "111 @8:9")
        // "Share Current Location" at 18 pt needs its title + arrow 18 + gap 9 + padding 2 × 18 + 1:
        // with Inter's narrowest letters at 0.24 em, 20 letters are at least 86 pt, so at least
        // 150 pt in all: 111 pt cannot hold it, and the system disables the button.
        let searchResult = try #require(result.button(search.id))
        #expect(searchResult.verdict == .disabled)
        #expect(searchResult.findings.contains { $0.rule == "LB004" && $0.verdict == .disabled })

        let spaced = try #require(scan.buttons.first { $0.id == "SearchBar.swift › SpacedRow.body #1" })
        // 343 − (24 image frame + 8 Spacer minimum + 2 × 8 spacing + 2 × 4 own padding) = 287.
        #expect(spaced.described["maxWidth"] == "287 @30:9")

        // A text field is the most flexible: SwiftUI offers the button its equal share of
        // 343 − 8 (spacing) first: 335 / 2 = 167.5, which the arrow alone fits.
        let find = try #require(scan.buttons.first { $0.id == "SearchBar.swift › FindRow.body #1" })
        #expect(find.described["maxWidth"] == "167.5 @44:9")
        #expect(find.unresolved.isEmpty && result.button(find.id)?.verdict != .disabled)
    }

    @Test("a sibling of unknown width makes the size uncertain") func aSiblingOfUnknownWidthMakesTheSizeUncertain() throws {
        let (scan, result) = try AppCheck.check("StackedRoom")
        let header = try #require(scan.buttons.first { $0.id == "SearchBar.swift › NearbyHeader.body #1" })
        #expect(header.describedUnresolved == ["maxWidth: Text(\"Stores near you\") @21:13"])
        let headerResult = try #require(result.button(header.id))
        #expect(headerResult.verdict == .uncertain)
        #expect(headerResult.findings.contains { $0.rule == "LB004" && $0.verdict == .uncertain })
    }

    // MARK: RoomBound: a room the code bounds but does not fix, judged at its bound

    // Bounds on "Current Location" worked without the engine: at least its 15 letters at Inter's
    // narrowest advance ('i', 0.237 em) = 3.6 em; at most 8.2 em, the sum of its characters' hmtx
    // advances in Inter regular to semibold (7.93–8.16 em; SF Pro, which the engine's margin
    // stands for, is narrower), read with a 40-line Python script of struct.unpack over
    // Fonts/Inter-*.otf (cmap format 4, then hmtx; no kerning). The button needs title + arrow
    // 1 em + gap 0.5 em + padding 2 × 1 em + 1 pt (LB004's rationale): between 7.1 s + 1 and
    // 11.7 s + 1 at s pt. The body style's sizes (Apple's Dynamic Type table): xSmall 14 … Large 17
    // … xxxLarge 23, AX1 28, AX2 33, AX3 40, AX4 47, AX5 53.

    @Test("a room beside a view of unknown width is judged at its upper bound") func aRoomBesideAViewOfUnknownWidthIsJudgedAtItsUpperBound() throws {
        let (scan, result) = try AppCheck.check("RoomBound")
        let bar = try #require(scan.buttons.first { $0.id == "MapBar.swift › MapBar.body #1" })
        // 343 (iPhone SE content width) − 8 (Spacer minimum) − 2 × 8 (default spacing) = 319; the
        // label button's width is unknown, so the room is at most 319, named at that button.
        #expect(bar.unresolved.count == 1)
        let room = try #require(bar.unresolved.first)
        #expect(room.key == "maxWidth" && room.upperBound == 319)
        #expect(room.location.line == 9 && room.location.column == 13 && room.expression.hasPrefix("Button {"))
        let barResult = try #require(result.button(bar.id))
        // In 319: 7.1 × 47 + 1 = 335 at AX4 is clipped there and in any less room, so disabled
        // from AX4 at the latest; 11.7 × 23 + 1 = 270 at xxxLarge fits at 319 but may not in
        // less: uncertain, never disabled, so the first disabled size is AX1 to AX4.
        #expect(barResult.verdict == .disabled)
        let clipped = try #require(barResult.findings.first { $0.rule == "LB004" && $0.verdict == .disabled })
        #expect(clipped.category.map { $0 >= .ax1 && $0 <= .ax4 } == true)
        #expect(barResult.findings.contains {
            $0.rule == "LB004" && $0.verdict == .uncertain && $0.headline.contains("narrower than 319 pt")
        })
        #expect(barResult.counts.uncertain > 0 && barResult.counts.pass == 0)

        // In a 300 pt card: 300 − 8 − 16 = 276 at most. 7.1 × 40 + 1 = 285 at AX3 is clipped;
        // 11.7 × 23 + 1 = 270 fits: the first disabled size is AX1 to AX3.
        let card = try #require(scan.buttons.first { $0.id == "MapBar.swift › CardBar.body #1" })
        #expect(card.unresolved.map(\.upperBound) == [276])
        #expect(card.describedUnresolved == ["maxWidth: Text(\"Nearby\") @29:17"])
        let cardResult = try #require(result.button(card.id))
        #expect(cardResult.verdict == .disabled)
        let cardClipped = try #require(cardResult.findings.first { $0.rule == "LB004" && $0.verdict == .disabled })
        #expect(cardClipped.category.map { $0 >= .ax1 && $0 <= .ax3 } == true)
    }

    // MARK: FixedTextRoom: a `.fixedSize()` text beside the button takes at least its width

    // "Nearby charging stations" in Inter Regular (the engine's Latin stand-in below 20 pt,
    // Fonts/manifest.json; no tracking there), shaped by HarfBuzz 6.0.0's command-line tool:
    //   hb-shape Fonts/Inter-Regular.otf "Nearby charging stations" --output-format=json \
    //     | python3 -c "import json,sys; print(sum(g['ax'] for g in json.load(sys.stdin)))"
    //   33388
    // with 2816 units per em (the font's `head` table): 11.8565 em, 201.56 pt at 17 pt; less Inter's
    // 8% margin: at least 185.43 pt. The room: 343 − 8 (spacing) = 335 at most, less that: 149.57.
    // "Current Location" at a fixed 24 pt needs at least 7.1 × 24 + 1 = 171.4 pt (the bounds
    // worked above, RoomBound) > 149.57: clipped at every size. In 335 it needs at most
    // 11.7 × 24 + 1 = 281.8 pt, which fits: without the text's width the verdict is uncertain.

    @Test("a fixed size text beside the button lowers the bound by its measured width") func aFixedSizeTextBesideTheButtonLowersTheBoundByItsMeasuredWidth() throws {
        let (scan, result) = try AppCheck.check("FixedTextRoom")
        let bar = try #require(scan.buttons.first { $0.id == "StationsBar.swift › StationsBar.body #1" })
        let room = try #require(bar.unresolved.first { $0.key == "maxWidth" })
        #expect(room.upperBound == 335)
        #expect(room.fixedTexts == [FixedWidthText(text: "Nearby charging stations", pointSize: 17, weight: .regular, localized: true)])
        let barResult = try #require(result.button(bar.id))
        #expect(barResult.verdict == .disabled)
        #expect(barResult.findings.contains { $0.rule == "LB004" && $0.verdict == .disabled })
        // The bound the engine judged at, read from its finding: 149.57 by hand (the shaper may kern
        // as hb-shape does; half a point covers rounding).
        let bound = barResult.findings.compactMap { finding -> Double? in
            guard let range = finding.headline.range(of: "narrower than ") else { return nil }
            return Double(finding.headline[range.upperBound...].prefix { $0.isNumber || $0 == "." })
        }
        #expect(bound.count == 1 && abs((bound.first ?? 0) - 149.57) < 0.5)
        // What was subtracted is said where the finding names the room.
        #expect(barResult.findings.contains { $0.detail?.contains("at most 335 − Text \"Nearby charging stations\" (17 pt) ≥ 185.") == true })

        // Without `.fixedSize()` SwiftUI may squeeze the label; a light label may be narrower than
        // the regular one measured: both judged at 335, where the title fits: uncertain.
        for id in ["StationsBar.swift › SqueezedBar.body #1", "StationsBar.swift › LightBar.body #1"] {
            let other = try #require(scan.buttons.first { $0.id == id })
            #expect(other.unresolved.first { $0.key == "maxWidth" }?.fixedTexts == [])
            #expect(result.button(id)?.verdict == .uncertain)
        }
    }

    @Test("a translated keys width bounds nothing but a verbatim text does") func aTranslatedKeysWidthBoundsNothingButAVerbatimTextDoes() throws {
        let (scan, result) = try AppCheck.check("TranslatedRow")
        #expect(scan.languages.count == 2)
        // "Ladestationen" is shorter than the English key: with two languages the key is not counted.
        let key = try #require(scan.buttons.first { $0.id == "Rows.swift › KeyRow.body #1" })
        #expect(key.unresolved.first { $0.key == "maxWidth" }?.fixedTexts == [])
        #expect(result.button(key.id)?.verdict == .uncertain)
        // `Text(verbatim:)` shows the same in every language: 335 − 185.43 = 149.57, as in FixedTextRoom.
        let verbatim = try #require(scan.buttons.first { $0.id == "Rows.swift › VerbatimRow.body #1" })
        #expect(verbatim.unresolved.first { $0.key == "maxWidth" }?.fixedTexts
                    == [FixedWidthText(text: "Nearby charging stations", pointSize: 17, weight: .regular, localized: false)])
        #expect(result.button(verbatim.id)?.verdict == .disabled)
    }

    @Test("the buttons own max width in a stack is not taken for the container") func theButtonsOwnMaxWidthInAStackIsNotTakenForTheContainer() throws {
        let (scan, result) = try AppCheck.check("RoomBound")
        // 343 − 150 − 8 = 185 left by the stack, more than the button's own 100: 100 stays, where
        // it is written (the argument, 14:24). Taken for the container it gave 100 − 158 → 1 pt: disabled.
        let own = try #require(scan.buttons.first { $0.id == "OwnWidth.swift › OwnWidthBar.body #1" })
        #expect(own.described["maxWidth"] == "100 @14:24")
        #expect(result.button(own.id)?.verdict != .disabled)
        // 343 − 250 − 8 = 85 < 100: the stack's room, at the stack (23:9).
        let tight = try #require(scan.buttons.first { $0.id == "OwnWidth.swift › TightBar.body #1" })
        #expect(tight.described["maxWidth"] == "85 @23:9")
    }

    // MARK: PlacedHelper: a helper view type shown by other files' stacks

    @Test("a helper view takes the room of the tightest place that shows it") func aHelperViewTakesTheRoomOfTheTightestPlaceThatShowsIt() throws {
        let (scan, result) = try AppCheck.check("PlacedHelper")
        let locate = try #require(scan.buttons.first { $0.id == "LocateButton.swift › LocateButton.body #1" })
        // SearchBar.swift's HStack(spacing: 12): 343 − 220 (the field's frame) − 12 = 111, echoed
        // at that stack (7:9); EmptyState.swift's VStack leaves the whole width; the #Preview's
        // HStack(spacing: 300) is no place. The smallest room decides.
        #expect(locate.described["maxWidth"] == "111 @7:9")
        #expect(locate.settings["maxWidth"]?.location.file.hasSuffix("SearchBar.swift") == true)
        let note = try #require(locate.notes.first { $0.message.contains("`LocateButton` is shown in 2 places") })
        #expect(note.message.contains("SearchBar.swift:10 (room 111 pt)") && note.message.contains("EmptyState.swift:7 (the whole width)"))
        // As in StackedRoom: "Share Current Location" needs at least 150 pt at 18 pt: disabled in 111.
        let locateResult = try #require(result.button(locate.id))
        #expect(locateResult.verdict == .disabled)
        #expect(locateResult.findings.contains { $0.rule == "LB004" && $0.verdict == .disabled })

        // NearbyRow's HStack: beside Text("Near me") (unknown width), at most 343 − 8 = 335;
        // "Current Location" at the fixed 18 pt needs about 11.7 × 18 + 1 = 211: fits at the bound,
        // so uncertain, not disabled.
        let row = try #require(scan.buttons.first { $0.id == "LocateButton.swift › RowButton.body #1" })
        #expect(row.describedUnresolved == ["maxWidth: Text(\"Near me\") @18:13"])
        #expect(row.unresolved.first?.upperBound == 335 && row.unresolved.first?.location.file.hasSuffix("SearchBar.swift") == true)
        let rowResult = try #require(result.button(row.id))
        #expect(rowResult.verdict == .uncertain)
    }

    // MARK: ClearOverlay: an overlay the geometry keeps clear of the button

    // The shortest screens iOS 15 runs on: 320 × 548 pt (iPhone SE 1st generation, portrait, less
    // the 20 pt status bar) and 568 × 320 pt (landscape). A text line is at most 1.3 × its size
    // high and an ASCII character at most 1.1 em wide (Inter Bold's W is 1.04 em, by the hmtx
    // script above); a word and its space start at most one line each
    // and fill ⌈(letters + 1) / per line⌉ lines. Sizes at AX5 (Apple's table): headline 53,
    // largeTitle 60. The button: 44 + 2 × 16 (`.padding()`) = 76 pt.

    @Test("an overlay at the other edge that cannot reach the button is no cover") func anOverlayAtTheOtherEdgeThatCannotReachTheButtonIsNoCover() throws {
        let (scan, result) = try AppCheck.check("ClearOverlay")
        // "Trail Map" in headline at AX5 (53 pt), 2 × 16 padding. Portrait: ⌊288 / 58.3⌋ = 4 a line,
        // "Trail" ⌈6 / 4⌉ = 2 + "Map" 1 = 3 lines: 3 × 68.9 + 32 = 238.7, + 76 = 314.7 ≤ 548.
        // Landscape: ⌊536 / 58.3⌋ = 9, 2 lines: 169.8 + 76 = 245.8 ≤ 320. Top against bottom: clear.
        let trail = try #require(scan.buttons.first { $0.id == "TrailMap.swift › TrailMap.body #1" })
        #expect(!trail.unresolved.contains { $0.key == "occluded" } && trail.settings["occluded"] == nil)
        #expect(trail.notes.contains { $0.message.contains("stays clear of the button") && $0.location.line == 15 })
        let trailResult = try #require(result.button(trail.id))
        #expect(trailResult.verdict < .uncertain && trailResult.appearances.count == 4)

        // Aligned to the bottom, where the button is pinned: it may cover it.
        let bottom = try #require(scan.buttons.first { $0.id == "TrailMap.swift › BottomBar.body #1" })
        #expect(bottom.describedUnresolved == ["occluded: .overlay(Text(\"Trail Map\").padding(), alignment: .bottom) @34:9"])
        #expect(result.button(bottom.id)?.verdict == .uncertain)

        // Seven words in largeTitle at AX5 (60 pt), landscape ⌊536 / 66⌋ = 8 a line: "pastries" and
        // its space take 2 lines, the other six 1 each: 8 × 78 + 32 = 656 > 320 − 76: it may reach
        // the button.
        let banner = try #require(scan.buttons.first { $0.id == "TrailMap.swift › LongBanner.body #1" })
        #expect(banner.unresolved.map(\.key) == ["occluded"])
        #expect(result.button(banner.id)?.verdict == .uncertain)
    }

    // MARK: BarButton: a bar button item's custom view

    @Test("a bar button items custom view is a known placement") func aBarButtonItemsCustomViewIsAKnownPlacement() throws {
        let (scan, result) = try AppCheck.check("BarButton")
        #expect(scan.buttons.count == 1 && scan.buttons[0].unresolved.isEmpty)
        let button = try #require(result.button(scan.buttons[0].id))
        #expect(button.verdict < .uncertain)
    }
}

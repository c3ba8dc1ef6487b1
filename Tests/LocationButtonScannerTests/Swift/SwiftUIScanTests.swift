import Testing
import LocationButtonScanner

/// The SwiftUI fixture app `TrailSwiftUI`. Every expectation below was read off the fixture
/// source by hand: values from the modifiers, positions as line:column of the modifier's `.`
/// (or of the initializer, or of a `.frame` argument's label), counted in the file.
@Suite struct SwiftUIScanTests {
    let assets: Set<String> = ["AccentColor", "BrandGreen"]

    @Test("finds every button in share view") func findsEveryButtonInShareView() throws {
        let buttons = try ScannerFixtures.scan("TrailSwiftUI/Trail/ShareView.swift", assets: assets)
        #expect(buttons.map(\.id) == ["ShareView.swift › ShareView.body #1", "trail-send", "ShareView.swift › ShareView.body #3"])
        #expect(buttons.allSatisfy { $0.api == .swiftui })
    }

    @Test("own chain wins over containers and opacity comes from the container") func ownChainWinsOverContainersAndOpacityComesFromTheContainer() throws {
        let button = try #require(try ScannerFixtures.scan("TrailSwiftUI/Trail/ShareView.swift", assets: assets).first)
        #expect(button.source.line == 11 && button.source.column == 13)
        #expect(button.described == [
            "title": "shareCurrentLocation @11:13",
            "glyph": "arrowFilled @14:13",            // .symbolVariant(.fill)
            "background": "systemGray @16:13",        // .tint(.gray): SwiftUI gray is systemGray
            "foreground": "white @17:13",
            "fontSize": "15 @18:13",                  // .system(size: 15): fixed, so the VStack's .title3 does not apply
            "width": "220 @19:20", "height": "44 @19:32",
            "cornerRadius": "8 @20:13",
            "ancestorAlpha": "0.8 @33:9",             // the VStack's .opacity(0.8)
            "dynamicType": "xSmall...AX3 @36:9",
            "maxWidth": "320 @37:16",                 // the VStack's .frame(maxWidth: 320) bounds the room
        ])
        #expect(button.unresolved.isEmpty)
        #expect(button.notes.map(\.location.line).sorted() == [18, 20])   // weight ignored; cornerRadius clipped
    }

    @Test("label style hides the title and the comment names the button") func labelStyleHidesTheTitleAndTheCommentNamesTheButton() throws {
        let button = try ScannerFixtures.scan("TrailSwiftUI/Trail/ShareView.swift", assets: assets)[1]
        #expect(button.described == [
            "title": "none @25:17",                   // .labelStyle(.iconOnly) hides sendMyCurrentLocation
            "glyph": "arrowOutline @23:13",           // no .symbolVariant(.fill): the wrapper draws the outline
            // 0.1 × 255 = 25.5 is no whole byte, so the exact components are kept
            "foreground": "color(srgb 0.1 0.2 0.3 / 0.9) @24:17",
            "scale": "1.2 @26:17",
            "background": "BrandGreen @34:9",          // the VStack's .tint(Color("BrandGreen"))
            "textStyle": "title3 @35:9",
            "ancestorAlpha": "0.8 @33:9",
            "dynamicType": "xSmall...AX3 @36:9",
            "maxWidth": "320 @37:16",
        ])
        let directive = try #require(button.directive)
        #expect(directive.location.line == 22 && directive.location.column == 13)
        #expect(directive.assumptions["maxWidth"]?.value == .number(300))
        #expect(directive.disabledRules.map(\.rule) == ["LB010"])
        #expect(directive.disabledRules.first?.reason == "size fixed on purpose")
    }

    @Test("a button in for each keeps its variables unresolved") func aButtonInForEachKeepsItsVariablesUnresolved() throws {
        let button = try ScannerFixtures.scan("TrailSwiftUI/Trail/ShareView.swift", assets: assets)[2]
        #expect(button.describedUnresolved == [
            "title: title @29:32",
            "background: busy ? .gray : .blue @30:27",      // the argument itself
        ])
        #expect(button.unresolved.map(\.reason) == ["a variable", "chosen at run time"])
        #expect(button["title"] == nil && button["background"] == nil)
        #expect(button["ancestorAlpha"] == .number(0.8))
    }
}

/// `MapScreen.swift` (a helper view in an extension) and `DebugPanel.swift` (`#if`).
@Suite struct SwiftUIHelperAndConditionTests {
    @Test("a helper view in an extension is followed to its use in the body") func aHelperViewInAnExtensionIsFollowedToItsUseInTheBody() throws {
        let buttons = try ScannerFixtures.scan("TrailSwiftUI/Trail/MapScreen.swift")
        let button = try #require(buttons.first)
        #expect(buttons.count == 1)
        #expect(button.described == [
            "title": "currentLocation @16:9",             // LocationButton { }: the default title
            "glyph": "arrowOutline @16:9",
            // hue 0.5 → sector 3 of the hexcone: (p, q, v) = (1 − 0.5, 1, 1); 0.5 × 255 is no whole byte
            "foreground": "color(srgb 0.5 1 1 / 1) @18:13",
            "rotation": "8 @19:13",
            "filter": "blur @20:13",
            "occluded": "true @21:13",                     // .overlay on the button itself
            "background": "systemIndigo.opacity(0.5) @17:13",  // the theme's spelling of an adaptive color at half alpha
        ])
        #expect(button.describedUnresolved == ["*: .brandBadge() @22:13"])
        #expect(button.unresolved[0].message == "cannot resolve statically: `.brandBadge()` (a custom modifier or view extension)")
    }

    @Test("modifiers inside if are unresolved and the button is noted as conditional") func modifiersInsideIfAreUnresolvedAndTheButtonIsNotedAsConditional() throws {
        let button = try #require(try ScannerFixtures.scan("TrailSwiftUI/Trail/DebugPanel.swift").first)
        #expect(button.described == [
            "title": "currentLocation @7:9", "glyph": "arrowOutline @7:9",
            "background": "systemOrange @8:13",           // Color(.systemOrange): the UIKit system color
            "dynamicType": "xSmall...xxxLarge @12:13",    // ...DynamicTypeSize.xxxLarge
        ])
        #expect(button.describedUnresolved == ["foreground: .foregroundStyle(.black) @10:13"])
        #expect(button.unresolved.first?.reason == "inside `#if os(iOS)`")
        #expect(button.notes.map(\.message) == ["built only when `#if DEBUG` holds; checked as if it does"])
    }
}

/// Every color form, each in a one-line button `LocationButton { }.tint(…)`; the expected theme
/// spellings are worked by hand from the components (n/255 whole bytes become `#RRGGBBAA`).
@Suite struct SwiftUIColorFormTests {
    func background(_ expression: String, assets: Set<String> = []) -> String {
        let source = "let v = LocationButton { }.tint(\(expression))"
        let button = SwiftSourceScanner(assetNames: assets).scan(source: source, file: "C.swift")[0]
        if let value = button["background"] { return "\(value)" }
        return "unresolved: " + (button.unresolved.first?.reason ?? "nothing")
    }

    @Test("named colors map to the system colors SwiftUI draws") func namedColorsMapToTheSystemColorsSwiftUIDraws() {
        #expect(background(".pink") == "systemPink")
        #expect(background("Color.gray") == "systemGray")
        #expect(background("Color.primary") == "label")
        #expect(background(".white") == "white")
        #expect(background(".accentColor") == "systemBlue")
        #expect(background(".accentColor", assets: ["AccentColor"]) == "AccentColor")
    }

    @Test("UIKit colors inside color keep UIKit meaning") func uiKitColorsInsideColorKeepUIKitMeaning() {
        #expect(background("Color(.systemBlue)") == "systemBlue")
        #expect(background("Color(uiColor: .red)") == "#FF0000FF")             // UIColor.red is 1, 0, 0
        #expect(background("Color(UIColor.secondarySystemBackground)") == "secondarySystemBackground")
    }

    @Test("assets by name and by generated symbol") func assetsByNameAndByGeneratedSymbol() {
        #expect(background("Color(\"Brand\")") == "Brand")
        #expect(background(".brandGreen", assets: ["Brand Green"]) == "Brand Green")
        #expect(background("Color(.brandGreen)", assets: ["Brand Green"]) == "Brand Green")
    }

    @Test("component initializers") func componentInitializers() {
        #expect(background("Color(red: 51 / 255, green: 102 / 255, blue: 153 / 255)") == "#336699FF")
        #expect(background("Color(red: 0, green: 0.5, blue: 1)") == "color(srgb 0 0.5 1 / 1)")
        #expect(background("Color(white: 0.2, opacity: 0.5)") == "color(srgb 0.2 0.2 0.2 / 0.5)")
        #expect(background("Color(hue: 0, saturation: 1, brightness: 1)") == "#FF0000FF")
        #expect(background("Color(.displayP3, red: 1, green: 0, blue: 0)") == "color(display-p3 1 0 0 / 1)")
        #expect(background("#colorLiteral(red: 1, green: 0.8, blue: 0, alpha: 1)") == "#FFCC00FF")   // 0.8 × 255 = 204
        #expect(background("Color(red: 1, green: 1, blue: 1).opacity(0.2)") == "#FFFFFF33")           // 0.2 × 255 = 51
        #expect(background(".red.opacity(0.5)") == "systemRed.opacity(0.5)")
        #expect(background(".black.opacity(0.4)") == "#00000066")                                     // 0.4 × 255 = 102
    }

    @Test("what cannot be known stays unresolved") func whatCannotBeKnownStaysUnresolved() {
        #expect(background("theme.accent") == "unresolved: a property or constant")
        #expect(background("accent") == "unresolved: a variable")
        #expect(background(".random") == "unresolved: a member the scanner does not know as a color")
        #expect(background("Color(hex: \"#123456\")") == "unresolved: a function call")
        #expect(background("Color(red: r, green: 0, blue: 0)") == "unresolved: a component not known statically")
    }
}

import Testing
import LocationButtonScanner

/// The SwiftUI fixture app `TrailSwiftUI`. Every expectation below was read off the fixture
/// source by hand: values from the modifiers, positions as line:column of the modifier's `.`
/// (or of the initializer, or of a `.frame` argument's label), counted in the file.
@Suite struct SwiftUIScanTests {
    let assets: Set<String> = ["AccentColor", "BrandGreen"]

    @Test func findsEveryButtonInShareView() throws {
        let buttons = try ScannerFixtures.scan("TrailSwiftUI/Trail/ShareView.swift", assets: assets)
        #expect(buttons.map(\.id) == ["ShareView.swift:11", "trail-send", "ShareView.swift:29"])
        #expect(buttons.allSatisfy { $0.api == .swiftui })
    }

    @Test func ownChainWinsOverContainersAndOpacityComesFromTheContainer() throws {
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

    @Test func labelStyleHidesTheTitleAndTheCommentNamesTheButton() throws {
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

    @Test func aButtonInForEachKeepsItsVariablesUnresolved() throws {
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

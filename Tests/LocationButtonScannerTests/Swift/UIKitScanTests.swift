import Testing
import LocationButtonScanner

/// The UIKit fixture app `StationUIKit`. Expectations read off `StationViewController.swift` by
/// hand: a setting sits at the assignment (or constraint call, or frame component) that made it.
@Suite struct UIKitScanTests {
    let file = "StationUIKit/Station/StationViewController.swift"

    @Test("finds each button at its initializer") func findsEachButtonAtItsInitializer() throws {
        let buttons = try ScannerFixtures.scan(file)
        #expect(buttons.map(\.id) == ["StationViewController.swift › StationViewController.locateButton #1",
                                        "StationViewController.swift › StationViewController.mapButton #1", "compact"])
        #expect(buttons.map { "\($0.source.line):\($0.source.column ?? 0)" } == ["5:32", "9:17", "41:22"])
        #expect(buttons.allSatisfy { $0.api == .uikit })
    }

    @Test("a stored property collects assignments from the whole type") func aStoredPropertyCollectsAssignmentsFromTheWholeType() throws {
        let button = try ScannerFixtures.scan(file)[0]
        #expect(button.described == [
            "title": "shareMyCurrentLocation @20:9",
            "glyph": "arrowOutline @21:9",
            "fontSize": "17 @22:9", "textStyle": "body @22:9",   // UIFontMetrics(forTextStyle: .body).scaledValue(for: 17)
            "cornerRadius": "12 @23:9",
            "foreground": "white @25:9",
            "ancestorAlpha": "0.9 @27:9",                         // card.alpha = 0.9; card.addSubview(locateButton)
            "width": "240 @33:13", "height": "44 @34:13",
        ])
        // The extension assigns the fill last in source order, from a value only known at run time.
        #expect(button.describedUnresolved == ["background: theme.accent @54:40"])
    }

    @Test("a lazy property closure and its property name") func aLazyPropertyClosureAndItsPropertyName() throws {
        let button = try ScannerFixtures.scan(file)[1]
        #expect(button.described == [
            "title": "currentLocation @10:9",
            "fontSize": "11 @11:9",                 // fixed: no UIFontMetrics
            "background": "systemYellow @12:9",
            "foreground": "#FF0000FF @13:9",        // UIKit's .red is pure red, not systemRed
            "rotation": "15 @14:9",                 // π/12 rad = 15°
            "dynamicType": "xSmall...AX1 @31:9",    // maximumContentSizeCategory = .accessibilityMedium
        ])
        #expect(button.describedUnresolved.count == 1)
        #expect(button.unresolved.first?.key == "maxWidth")
        #expect(button.unresolved.first?.reason == "relative to another view's size")
    }

    @Test("a local button with a frame and component colors") func aLocalButtonWithAFrameAndComponentColors() throws {
        let button = try ScannerFixtures.scan(file)[2]
        #expect(button.described == [
            "width": "120 @41:72", "height": "36 @41:85",
            "title": "none @42:9", "glyph": "arrowFilled @43:9",
            "background": "#336699FF @44:9",               // 0.2, 0.4, 0.6 × 255 = 51, 102, 153
            "foreground": "color(srgb 1 1 1 / 0.5) @45:9", // alpha 0.5 × 255 is no whole byte
            "alpha": "0.75 @46:9",
            "scale": "1.05 @47:9",
        ])
        #expect(button.unresolved.isEmpty)
        #expect(button.directive?.location.line == 40)
    }
}

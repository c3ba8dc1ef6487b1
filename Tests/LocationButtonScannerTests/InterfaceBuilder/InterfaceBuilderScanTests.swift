import Foundation
import LocationButtonLint
import LocationButtonScanner
import Testing

/// The storyboard and xib of `StationUIKit`, written by hand in the format Xcode 15 saves
/// (document header, `customClass`, `<rect key="frame">`, `<color key=…>`, `<constraints>`,
/// `<userDefinedRuntimeAttributes>` with `<integer|real key="value">`). Expectations read off the
/// files: label 4 and icon 2 are `CLLocationButtonLabel.shareCurrentLocation` and
/// `CLLocationButtonIcon.arrowOutline` in the SDK's enum order.
@Suite struct InterfaceBuilderScanTests {
    func scan(_ relative: String) throws -> [ScannedButton] {
        let data = try Data(contentsOf: URL(fileURLWithPath: ScannerFixtures.path(relative)))
        return try InterfaceBuilderScanner().scan(data: data, file: relative)
    }

    @Test func storyboardButtonWithRuntimeAttributesConstraintsAndSuperviewAlpha() throws {
        let buttons = try scan("StationUIKit/Station/Base.lproj/Main.storyboard")
        let button = try #require(buttons.first)
        #expect(buttons.count == 1)
        #expect(button.id == "Main.storyboard › LB1-xy-z01" && button.api == .uikit)
        #expect(button.described == [
            "width": "180 @23:1",
            "height": "40 @27:1",             // the height constraint, not the frame, sets it
            "background": "systemGreen @24:1",
            "foreground": "#FFFFFFFF @25:1",  // white 1 in the gray space
            "title": "shareCurrentLocation @31:1",
            "glyph": "arrowOutline @34:1",
            "fontSize": "16 @37:1",
            "cornerRadius": "20 @40:1",
            "maxWidth": "240 @47:1",          // the card's width ≤ 240 constraint on the button
            "ancestorAlpha": "0.5 @19:1",     // the Card view's alpha
        ])
        #expect(button.unresolved.isEmpty)
    }

    @Test func xibButtonWithNamedColorAndOwnAlpha() throws {
        let button = try #require(try scan("StationUIKit/Station/CompactLocationButton.xib").first)
        #expect(button.described == [
            "alpha": "0.7 @12:1",
            "width": "44 @13:1", "height": "44 @13:1",
            "background": "StationBlue @15:1",
            "foreground": "#FFCC00FF @16:1",  // 1, 0.8, 0 × 255 = 255, 204, 0
            "title": "none @19:1", "glyph": "arrowFilled @22:1",
        ])
    }

    @Test func malformedXMLIsAnInputErrorWithItsLine() {
        let data = Data("<document>\n<view customClass=\"CLLocationButton\" id=\"a\">\n</document>\n".utf8)
        #expect(throws: InputError.self) { try InterfaceBuilderScanner().scan(data: data, file: "Bad.xib") }
        do {
            _ = try InterfaceBuilderScanner().scan(data: data, file: "Bad.xib")
        } catch {
            #expect(error.file == "Bad.xib")
            #expect(error.place?.hasPrefix("3:") == true)
        }
    }
}

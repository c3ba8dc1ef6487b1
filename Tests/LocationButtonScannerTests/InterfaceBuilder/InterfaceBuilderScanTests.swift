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

    @Test("storyboard button with runtime attributes constraints and superview alpha") func storyboardButtonWithRuntimeAttributesConstraintsAndSuperviewAlpha() throws {
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

    @Test("xib button with named color and own alpha") func xibButtonWithNamedColorAndOwnAlpha() throws {
        let button = try #require(try scan("StationUIKit/Station/CompactLocationButton.xib").first)
        #expect(button.described == [
            "alpha": "0.7 @12:1",
            "width": "44 @13:1", "height": "44 @13:1",
            "background": "StationBlue @15:1",
            "foreground": "#FFCC00FF @16:1",  // 1, 0.8, 0 × 255 = 255, 204, 0
            "title": "none @19:1", "glyph": "arrowFilled @22:1",
        ])
    }

    @Test("malformed XML is an input error with its line") func malformedXMLIsAnInputErrorWithItsLine() {
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

/// Xcode's own `<clLocationButton>` element (the object library's Location Button) and the color
/// forms Interface Builder writes, each read as the attribute states it.
@Suite struct InterfaceBuilderElementTests {
    func scan(_ xml: String) throws -> [ScannedButton] {
        try InterfaceBuilderScanner().scan(data: Data(xml.utf8), file: "Main.storyboard")
    }

    /// A scene with one `<clLocationButton>` whose attributes and children are `inner`.
    func scene(_ attributes: String, _ inner: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="MapViewController" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <subviews>
                                    <clLocationButton opaque="NO" \(attributes) id="lb1">
        \(inner)
                                    </clLocationButton>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="locateButton" destination="lb1" id="o1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("the elements attributes are its settings on its line") func theElementsAttributesAreItsSettingsOnItsLine() throws {
        let button = try #require(try scan(scene(#"label="sendMyCurrentLocation" icon="arrowOutline" fontSize="20" cornerRadius="10""#,
                                                 #"<rect key="frame" x="20" y="700" width="300" height="54"/>"#)).first)
        #expect(button.id == "Main.storyboard › lb1" && button.api == .uikit)
        // The element opens on line 9; the frame is its first child, on line 10.
        #expect(button.described == [
            "title": "sendMyCurrentLocation @9:1", "glyph": "arrowOutline @9:1", "fontSize": "20 @9:1",
            "cornerRadius": "10 @9:1", "width": "300 @10:1", "height": "54 @10:1",
        ])
        #expect(button.outlet == "MapViewController.locateButton")
    }

    @Test("raw values are read and unknown values stay unresolved") func rawValuesAreReadAndUnknownValuesStayUnresolved() throws {
        // 2 and 1 are sendCurrentLocation and arrowFilled in the SDK's enum order (none = 0).
        let numbers = try #require(try scan(scene(#"label="2" icon="1""#)).first)
        #expect(numbers["title"] == .text("sendCurrentLocation") && numbers["glyph"] == .text("arrowFilled"))
        let unknown = try #require(try scan(scene(#"label="findMe" fontSize="big""#)).first)
        #expect(unknown.describedUnresolved == [#"title: label="findMe" @9:1"#, #"fontSize: fontSize="big" @9:1"#])
    }

    /// Each color form, with the value the attribute states: components as written (the generic
    /// and device spaces read as sRGB), gray as equal components, Display P3 kept as P3.
    @Test("color forms", arguments: [
        (#"systemColor="systemIndigoColor""#, "systemIndigo"),
        (#"xcode11CocoaTouchSystemColor="systemBackgroundColor" cocoaTouchSystemColor="whiteColor""#, "systemBackground"),
        (#"cocoaTouchSystemColor="darkTextColor""#, "#000000FF"),
        (#"name="systemRedColor" catalog="System" colorSpace="catalog""#, "systemRed"),
        (#"name="HarborGreen""#, "HarborGreen"),
        (#"red="1" green="0.2" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB""#, "#FF3300FF"),
        (#"red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="calibratedRGB""#, "#336699FF"),   // 51, 102, 153 of 255
        (#"white="0.4" alpha="1" colorSpace="calibratedWhite""#, "#666666FF"),
        (#"white="0.0" alpha="0.5" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#, "color(srgb 0 0 0 / 0.5)"),
        (#"red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="displayP3""#, "color(display-p3 1 0 0 / 1)"),
    ])
    func colorForms(attributes: String, expected: String) throws {
        let button = try #require(try scan(scene("", #"<color key="backgroundColor" \#(attributes)/>"#)).first)
        #expect(button["background"]?.description == expected)
    }

    @Test("a color space that is not read stays unresolved") func aColorSpaceThatIsNotReadStaysUnresolved() throws {
        let button = try #require(try scan(scene("", #"<color key="tintColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="adobeRGB1998"/>"#)).first)
        #expect(button["foreground"] == nil)
        #expect(button.unresolved.map(\.reason) == ["a color space the scanner does not read (adobeRGB1998)"])
    }
}

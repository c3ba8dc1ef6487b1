import Testing
@testable import LocationButtonLint

/// The element's box, border, corners, icon and ancestors, worked by hand from `AdjustStyle` and
/// `IsStyleValid` in html_permission_element.cc and the UA stylesheet (docs/cross-platform.md).
@Suite struct WebBoxTests {
    static func style(_ edit: (inout WebElementStyle) -> Void) -> WebElementStyle {
        var s = WebElementStyle(color: .black, backgroundColor: .white, fontSize: 16)
        edit(&s)
        return s
    }
    static func applied(_ s: WebElementStyle) -> [String: String] {
        Dictionary(uniqueKeysWithValues: WebStyleBounds.clamps(s).map { ($0.property, $0.applied) })
    }

    // A 2px black border on white: 21:1 ≥ 3, four widths, opaque: distinct. Then padding-left 100px
    // stays (5em would be 80px) and max-width is not bounded.
    @Test("a distinct border lifts the padding cap") func aDistinctBorderLiftsThePaddingCap() {
        let bordered = Self.style { $0.paddingLeft = 100; $0.borderWidth = 2; $0.box.border.color = .black; $0.box.maxWidth = 5000 }
        #expect(WebStyleBounds.hasDistinctBorder(bordered))
        #expect(WebStyleBounds.clamps(bordered, fitContent: 100...100).isEmpty)
        #expect(WebDrawnElement(bordered).paddingLeft == 100)
        // The UA's own border, 1px #767676: L = ((118/255 + 0.055)/1.055)^2.4 = 0.18116, on white
        // 1.05 / 0.23116 = 4.54 ≥ 3: distinct too, so the page's padding is kept.
        #expect(WebStyleBounds.hasDistinctBorder(Self.style { $0.paddingLeft = 100 }))
        // No border (width 0) or none: capped at 5em = 80px; max-width capped at 3 × fit-content.
        let bare = Self.style { $0.paddingLeft = 100; $0.borderWidth = 0; $0.box.maxWidth = 5000 }
        #expect(Self.applied(bare)["padding-left"] == "80px")
        #expect(WebStyleBounds.clamps(bare, fitContent: 100...100).first { $0.property == "max-width" }?.applied == "≈ 300px (3 × fit-content)")
        #expect(!WebStyleBounds.hasDistinctBorder(Self.style { $0.box.border.style = .none }))
        // A translucent border or one at 2.9:1 is not distinct.
        #expect(!WebStyleBounds.hasDistinctBorder(Self.style { $0.box.border.color = Color.black.withAlpha(0.5) }))
    }

    // width 200px and no distinct border: the padding is reset to 0, not kept (WPT invalid-css-properties);
    // height 50px resets the vertical padding whatever the border.
    @Test("a set size resets the padding") func aSetSizeResetsThePadding() {
        let s = Self.style { $0.borderWidth = 0; $0.paddingLeft = 10; $0.paddingTop = 4; $0.box.width = 200; $0.box.height = 50 }
        #expect(Self.applied(s) == ["padding-left": "0px", "padding-top": "0px"])
        let d = WebDrawnElement(s)
        #expect(d.paddingLeft == 0 && d.paddingTop == 0 && d.width == 200 && d.height == 48)
    }

    // Unequal corners at 16px, border 0, width 100 and height 40 (padding reset): border box 100 × 40,
    // so 25% = 25px across and 50% = 20px down. Top-left 30px → 25px / 20px; the 10px corners stay.
    // Equal corners (1000px each) are left alone.
    @Test("unequal corners are bounded") func unequalCornersAreBounded() {
        let s = Self.style { $0.borderWidth = 0; $0.box.width = 100; $0.box.height = 40; $0.box.cornerRadii = [30, 10, 10, 10] }
        #expect(Self.applied(s) == ["border-top-left-radius": "25px / 20px"])
        #expect(WebDrawnElement(s).cornerRadii == [25, 10, 10, 10])
        let pill = Self.style { $0.box.width = 100; $0.box.height = 40; $0.box.cornerRadii = [1000, 1000, 1000, 1000] }
        #expect(Self.applied(pill).isEmpty)
    }

    // At 10px: the icon at most 1.5em = 15px, its gap at most 3em = 30px; the UA's 1.3em = 13px and
    // 5px when unset; its fill defaults to the text color and is not checked (yellow on white 1.07:1).
    @Test("the icon is bounded and its fill unchecked") func theIconIsBoundedAndItsFillUnchecked() {
        let s = Self.style { $0.fontSize = 10; $0.box.icon = WebIconStyle(size: 100, gap: 100, fill: Color(rgb8: 255, 255, 0)) }
        #expect(Self.applied(s) == ["icon height": "15px", "icon margin-inline-end": "30px"])
        #expect(WebStyleBounds.uncheckedIconFill(s) != nil)
        let d = WebDrawnElement(Self.style { $0.fontSize = 10 })
        #expect(d.iconSize == 13 && d.iconGap == 5 && d.iconFill == .black)
    }

    // A masked ancestor fails first (before the 1:1 contrast); a valid style with a translucent or
    // rotated ancestor fails visibility, a clipping one the intersection.
    @Test("ancestors set the invalid reason") func ancestorsSetTheInvalidReason() {
        let masked = WebStyleValidity(Self.style { $0.backgroundColor = .black; $0.box.ancestors.clip = .mask })
        #expect(masked.failedCheck == .maskedAncestor && masked.invalidReason == "style_invalid")
        #expect(WebStyleValidity(Self.style { $0.box.ancestors.opacity = 0.9 }).invalidReason == "intersection_occluded_or_distorted")
        #expect(WebStyleValidity(Self.style { $0.box.ancestors.transform = .skew }).invalidReason == "intersection_occluded_or_distorted")
        #expect(WebStyleValidity(Self.style { $0.box.ancestors.transform = .translate }).verdict == .valid)
        #expect(WebStyleValidity(Self.style { $0.box.ancestors.clip = .clipPath }).invalidReason == "intersection_out_of_viewport_or_clipped")
    }

    @Test("key names are the system types") func keyNamesAreTheSystemTypes() {
        #expect(WebKeyNames.borderStyles == WebBorderStyle.allCases.map(\.rawValue))
        #expect(WebKeyNames.fontStyles == WebFontStyle.allCases.map(\.rawValue))
        #expect(WebKeyNames.ancestorTransforms == WebAncestorTransform.allCases.map(\.rawValue))
        #expect(WebKeyNames.ancestorClips == WebAncestorClip.allCases.map(\.rawValue))
    }

    // Measured once in a real browser (Fixtures/Upstream/geolocation-computed-style.html, Chromium
    // 156.0.8078.108 headless, --dump-dom): padding-left 100px is kept with a 2px black border (max-width
    // none) and with the UA's own 1px #767676 border, 80px with border 0 (max-width calc-size(fit-content,
    // 3 * size)); with width 200px it is 0px without a border and 10px with one; unequal corners compute
    // min(25%, 30px) min(50%, 30px).
    @Test("Chromium computes what we model") func chromiumComputesWhatWeModel() {
        func drawnLeft(_ edit: (inout WebElementStyle) -> Void) -> Double { WebDrawnElement(Self.style(edit)).paddingLeft }
        #expect(drawnLeft { $0.paddingLeft = 100; $0.borderWidth = 2 } == 100)
        #expect(drawnLeft { $0.paddingLeft = 100; $0.borderWidth = 0 } == 80)
        #expect(drawnLeft { $0.paddingLeft = 100 } == 100)
        #expect(drawnLeft { $0.paddingLeft = 10; $0.box.width = 200; $0.borderWidth = 0 } == 0)
        #expect(drawnLeft { $0.paddingLeft = 10; $0.box.width = 200; $0.borderWidth = 2 } == 10)
        #expect(!WebStyleBounds.clamps(Self.style { $0.borderWidth = 2; $0.box.maxWidth = 5000 }, fitContent: 100...100).contains(where: { $0.property == "max-width" }))
        #expect(WebStyleBounds.clamps(Self.style { $0.borderWidth = 0; $0.box.maxWidth = 5000 }, fitContent: 100...100).contains(where: { $0.property == "max-width" }))
        // 100 × 40 border box: min(25%, 30px) = 25px across, min(50%, 30px) = 20px down.
        let corners = Self.applied(Self.style { $0.borderWidth = 0; $0.box.width = 100; $0.box.height = 40; $0.box.cornerRadii = [30, 10, 10, 10] })
        #expect(corners["border-top-left-radius"] == "25px / 20px")
    }
}

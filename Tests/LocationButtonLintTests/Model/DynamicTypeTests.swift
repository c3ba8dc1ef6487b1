import Testing
@testable import LocationButtonLint

@Suite struct DynamicTypeTests {
    /// Apple HIG, Typography › iOS Dynamic Type sizes, Body row.
    @Test("body matches the HIG table") func bodyMatchesTheHIGTable() {
        let body = SizeCategory.allCases.map { TextStyle.body.pointSize(at: $0) }
        #expect(body == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    }

    /// Spot checks in other rows of the same table.
    @Test("other styles match the HIG table") func otherStylesMatchTheHIGTable() {
        #expect(TextStyle.largeTitle.pointSize(at: .large) == 34)
        #expect(TextStyle.largeTitle.pointSize(at: .ax5) == 60)
        #expect(TextStyle.footnote.pointSize(at: .xSmall) == 12)
        #expect(TextStyle.footnote.pointSize(at: .ax3) == 33)
        #expect(TextStyle.caption2.pointSize(at: .large) == 11)
        #expect(TextStyle.title2.pointSize(at: .ax1) == 34)
        #expect(TextStyle.callout.pointSize(at: .ax5) == 51)
    }

    /// Like UIFontMetrics(forTextStyle: .body).scaledValue(for: 20): 20 × 40 / 17 at AX3.
    @Test("scaled value is the ratio to large") func scaledValueIsTheRatioToLarge() {
        #expect(abs(TextStyle.body.scaledValue(20, at: .ax3) - 20 * 40 / 17) < 1e-12)
        #expect(TextStyle.body.scaledValue(20, at: .large) == 20)
        #expect(abs(TextStyle.caption1.scaledValue(12, at: .xSmall) - 11) < 1e-12)
    }

    @Test("button size follows style and clamp") func buttonSizeFollowsStyleAndClamp() {
        var spec = ButtonSpec(id: "b", fontSize: 15, textStyle: .subheadline)
        #expect(spec.pointSize(at: .ax5) == 49)
        spec.dynamicType = DynamicTypeBehavior(range: SizeCategory.small...SizeCategory.xxxLarge)
        #expect(spec.pointSize(at: .ax5) == 21)
        #expect(spec.pointSize(at: .xSmall) == 13)
        spec.dynamicType = .fixed
        #expect(spec.pointSize(at: .ax5) == 15)
        // No style given: the size is fixed (the system does not scale it) — but the HIG's size,
        // the one it would take under Dynamic Type, scales like body: 17 · 33/17 = 33 at AX2.
        #expect(ButtonSpec(id: "c", fontSize: 17).pointSize(at: .ax2) == 17)
        #expect(ButtonSpec(id: "c", fontSize: 17).dynamicTypePointSize(at: .ax2) == 33)
    }

    // CoreLocationUI draws fontSize below 12 (and the unset 0) at 18, at every size.
    @Test("font size below twelve is drawn at eighteen") func fontSizeBelowTwelveIsDrawnAtEighteen() {
        #expect(ButtonSpec(id: "unset").pointSize(at: .ax5) == 18)
        #expect(ButtonSpec(id: "tiny", fontSize: 10).pointSize(at: .large) == 18)
        #expect(ButtonSpec(id: "tiny", fontSize: 10).fontSizeIsReplaced)
        #expect(!ButtonSpec(id: "unset").fontSizeIsReplaced)
        // A style scaling a small size below 12 at xSmall: footnote 12 → 12 · 12/13 = 11.08 → 18.
        #expect(ButtonSpec(id: "s", fontSize: 12, textStyle: .footnote).pointSize(at: .xSmall) == 18)
        // SwiftUI `.font(.body)` with no size: the style's own 17 at Large, 53 at AX5.
        #expect(ButtonSpec(id: "b", api: .swiftui, textStyle: .body).pointSize(at: .ax5) == 53)
    }

    @Test("bold text makes the title bolder") func boldTextMakesTheTitleBolder() {
        let spec = ButtonSpec(id: "b")
        #expect(spec.titleWeight(boldText: true) == .semibold)
        #expect(spec.titleWeight(boldText: false) == .regular)
    }
}

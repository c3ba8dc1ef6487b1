import Testing
@testable import LocationButtonLint

@Suite struct LayoutTests {
    /// At 17 pt with the default model: insets 2 × 0.75 × 17 = 25.5, glyph 17, spacing 5.1.
    @Test func chromeAndHeightFollowTheFormula() {
        let layout = LayoutModel.default
        #expect(abs(layout.horizontalChrome(pointSize: 17, hasGlyph: true, hasTitle: true) - 47.6) < 1e-9)
        #expect(abs(layout.horizontalChrome(pointSize: 17, hasGlyph: false, hasTitle: true) - 25.5) < 1e-9)
        #expect(abs(layout.horizontalChrome(pointSize: 17, hasGlyph: true, hasTitle: false) - 42.5) < 1e-9)
        // max(20.4 line, 17 glyph) + 2 × 0.45 × 17
        #expect(abs(layout.neededHeight(pointSize: 17, titleLineHeight: 20.4, hasGlyph: true) - 35.7) < 1e-9)
    }

    @Test func widthLimitIsTheTightestConstraint() {
        #expect(ButtonFrame(width: 200, maxWidth: 150).widthLimit == 150)
        #expect(ButtonFrame(device: .iPhoneSEPortrait).widthLimit == 375 - 32)
        #expect(ButtonFrame(maxWidth: 500, device: .iPhone16ProMaxPortrait).widthLimit == 440 - 40)
        #expect(ButtonFrame(device: .iPhone16Landscape).widthLimit == 852 - 2 * (59 + 16))
        #expect(ButtonFrame().widthLimit == 375 - 32)  // no width at all: the iPhone SE portrait column
    }

    @Test func geometryReportsSlackAndMargins() throws {
        let spec = ButtonSpec(id: "g", frame: ButtonFrame(width: 180, height: 40))
        let m = try FakeMeasurer(em: 8, uncertainty: 0.05).measure("x", locale: "en", weight: .regular, pointSize: 17)
        let g = TitleGeometry(spec: spec, layout: .default, measurement: m)
        #expect(abs(g.availableTitleWidth - 132.4) < 1e-9)
        #expect(abs(g.slack - -3.6) < 1e-9)
        #expect(abs(g.widthMargin - 6.8) < 1e-9)
        #expect(abs(g.heightSlack! - 4.3) < 1e-9)
    }

    @Test func marginRule() {
        #expect(FitVerdict.verdict(slack: -3.6, margin: 0) == .disabled)
        #expect(FitVerdict.verdict(slack: -3.6, margin: 6.8) == .uncertain)
        #expect(FitVerdict.verdict(slack: 5, margin: 6.8) == .uncertain)
        #expect(FitVerdict.verdict(slack: 7, margin: 6.8) == .pass)
        #expect(FitVerdict.verdict(slack: 0, margin: 0) == .pass)
    }
}

import Testing
@testable import LocationButtonLint

@Suite struct LayoutTests {
    @Test("width limit is the tightest constraint") func widthLimitIsTheTightestConstraint() {
        #expect(ButtonFrame(width: 200, maxWidth: 150).widthLimit == 150)
        #expect(ButtonFrame(device: .iPhoneSEPortrait).widthLimit == 375 - 32)
        #expect(ButtonFrame(maxWidth: 500, device: .iPhone16ProMaxPortrait).widthLimit == 440 - 40)
        #expect(ButtonFrame(device: .iPhone16Landscape).widthLimit == 852 - 2 * (59 + 16))
        #expect(ButtonFrame().widthLimit == 375 - 32)  // no width at all: the iPhone SE portrait column
    }

    // fontSize unset → 18 pt. Title 8 em = 144 ± 7.2 (5 %), arrow 18 ± 3.6, gap 9, padding 18:
    // needed 189 (178.2…199.8) ≤ 200 → fits; room for the title 200 − 45 = 155, slack 11, margin
    // ±10.8. Height: max(21.6 ± 1.08, 18 ± 3.6) + 18 = 39.6 (38.52…40.68) ≤ 44.
    @Test("geometry follows the system rule") func geometryFollowsTheSystemRule() throws {
        let spec = ButtonSpec(id: "g", frame: ButtonFrame(width: 200, height: 44))
        let m = try FakeMeasurer(em: 8, uncertainty: 0.05).measure("x", locale: "en", weight: .regular, pointSize: 18)
        let g = TitleGeometry(spec: spec, target: .ios18, measurement: m)
        #expect(abs(g.availableTitleWidth - 155) < 1e-9)
        #expect(abs(g.slack - 11) < 1e-9)
        #expect(abs(g.widthMargin - 10.8) < 1e-9)
        #expect(abs(g.heightSlack! - 4.4) < 1e-9)
        #expect(g.size.outcome == .fits)
        // 190 pt wide lies inside 178.2…199.8: uncertain; 170 pt fails.
        var narrow = spec
        narrow.frame.width = 190
        #expect(TitleGeometry(spec: narrow, target: .ios18, measurement: m).size.outcome == .uncertain)
        narrow.frame.width = 170
        #expect(TitleGeometry(spec: narrow, target: .ios18, measurement: m).size.width.outcome == .fails)
    }

    // The same title scaled to 36 pt (double): 288 ± 14.4 + 36 ± 7.2 + 18 + 36 = 378 > 200.
    @Test("geometry scales to another size") func geometryScalesToAnotherSize() throws {
        let spec = ButtonSpec(id: "g", frame: ButtonFrame(width: 200))
        let m = try FakeMeasurer(em: 8, uncertainty: 0.05).measure("x", locale: "en", weight: .regular, pointSize: 18)
        let g = TitleGeometry(spec: spec, target: .ios18, measurement: m, pointSize: 36)
        #expect(abs(g.needed.width.estimate - 378) < 1e-9 && g.size.width.outcome == .fails)
    }
}

import Testing
@testable import LocationButtonLint

/// The size rule's geometry, worked by hand from docs/system-model.md §4 (iOS 18.2: content + fontSize per axis,
/// 0.5·fontSize gap, intrinsic = needed + 1) and the model's stated unknowns (arrow 1 em ± 0.2 em;
/// iOS 26 padding 0…38 × 0…28.5).
@Suite struct SystemSizeFormulaTests {
    @Test("font size below twelve becomes eighteen") func fontSizeBelowTwelveBecomesEighteen() {
        #expect(SystemSizeFormula.effectiveFontSize(nil) == 18)
        #expect(SystemSizeFormula.effectiveFontSize(0) == 18)
        #expect(SystemSizeFormula.effectiveFontSize(11.9) == 18)
        #expect(SystemSizeFormula.effectiveFontSize(12) == 12)
        #expect(SystemSizeFormula.effectiveFontSize(40) == 40)
        #expect(SystemSizeFormula.replacesFontSize(11) && !SystemSizeFormula.replacesFontSize(nil) && !SystemSizeFormula.replacesFontSize(12))
    }

    // fontSize 18, title 100 pt wide (exact) with line height 21.5, arrow 18 ± 3.6:
    // width 100 + 18 + 9 + 18 = 145, bounds 141.4…148.6; height max(21.5, 14.4…21.6) + 18 =
    // 39.5, bounds 39.5…39.6; intrinsic 146 × 40.5.
    static let iconAndTitle = SystemSizeFormula.neededSize(title: (SystemLength(100), SystemLength(21.5)), hasGlyph: true,
                                                        fontSize: 18, target: .ios18)

    @Test("icon and title geometry") func iconAndTitleGeometry() {
        let n = Self.iconAndTitle
        #expect(n.width == SystemLength(estimate: 145, lower: 141.4, upper: 148.6))
        #expect(abs(n.height.estimate - 39.5) < 1e-12 && abs(n.height.lower - 39.5) < 1e-12 && abs(n.height.upper - 39.6) < 1e-12)
        #expect(n.intrinsicWidth.estimate == 146 && abs(n.intrinsicHeight.estimate - 40.5) < 1e-12)
    }

    @Test("title only and icon only") func titleOnlyAndIconOnly() {
        // Title only: 100 + 18 = 118 wide, 21.5 + 18 = 39.5 high, no arrow margin.
        let title = SystemSizeFormula.neededSize(title: (SystemLength(100), SystemLength(21.5)), hasGlyph: false, fontSize: 18, target: .ios18)
        #expect(title.width == SystemLength(118) && title.height == SystemLength(39.5))
        // Icon only at 20 pt: 20 ± 4 + 20 → 40, 36…44 on both axes.
        let icon = SystemSizeFormula.neededSize(title: nil, hasGlyph: true, fontSize: 20, target: .ios18)
        #expect(icon.width == SystemLength(estimate: 40, lower: 36, upper: 44) && icon.height == icon.width)
    }

    @Test("frame against needed size") func frameAgainstNeededSize() {
        let n = Self.iconAndTitle
        func outcome(_ w: Double?, _ h: Double? = nil) -> SystemAxisVerdict.Outcome {
            SystemSizeFormula.judge(n, width: w.map { SystemSizeLimit(points: $0, source: .fixed) },
                                 height: h.map { SystemSizeLimit(points: $0, source: .fixed) }).outcome
        }
        #expect(outcome(nil) == .fits)           // intrinsic size: fits by construction
        #expect(outcome(150) == .fits)           // ≥ 148.6
        #expect(outcome(148.6) == .fits)         // equal passes: the system fails only when needed > frame
        #expect(outcome(145) == .uncertain)      // inside 141.4…148.6
        #expect(outcome(141) == .fails)          // < 141.4
        #expect(outcome(150, 39) == .fails)      // height 39 < 39.5
        let v = SystemSizeFormula.judge(n, width: SystemSizeLimit(points: 141, source: .room), height: nil)
        #expect(v.consoleLine == .inappropriateSizes && v.width.slack == -4)
    }

    // iOS 26: title only, 100 pt at 18 pt: padding 0…38 → width 100…138 (estimate 119); height
    // 21.5 + 0…28.5 → 21.5…50.
    @Test("iOS 26 padding is a margin") func ios26PaddingIsAMargin() {
        let n = SystemSizeFormula.neededSize(title: (SystemLength(100), SystemLength(21.5)), hasGlyph: false, fontSize: 18, target: .ios26)
        #expect(n.width == SystemLength(estimate: 119, lower: 100, upper: 138))
        #expect(n.height == SystemLength(estimate: 35.75, lower: 21.5, upper: 50))
        let fixed = { (w: Double) in SystemSizeFormula.judge(n, width: SystemSizeLimit(points: w, source: .fixed), height: nil).outcome }
        #expect(fixed(120) == .uncertain && fixed(99) == .fails && fixed(138) == .fits)
    }

    @Test("transform scale and rotation") func transformScaleAndRotation() {
        #expect(SystemTapTimeChecks.transform(scale: 1, rotation: 0) == .passes)
        #expect(SystemTapTimeChecks.transform(scale: 1.1, rotation: 0) == .passes)
        #expect(SystemTapTimeChecks.transform(scale: 1.11, rotation: 0) == .fails)
        #expect(SystemTapTimeChecks.transform(scale: 0.95, rotation: 0) == .fails)
        #expect(SystemTapTimeChecks.transform(scale: 1, rotation: 360) == .passes)
        #expect(SystemTapTimeChecks.transform(scale: 1, rotation: 45) == .fails)
        #expect(SystemTapTimeChecks.transform(scale: 1, rotation: -90) == .uncertain)
    }

    @Test("corner radius and platforms") func cornerRadiusAndPlatforms() {
        #expect(SystemShape.drawnCornerRadius(100, width: 200, height: 44) == 22)
        #expect(SystemShape.drawnCornerRadius(-5, width: 200, height: 44) == 0)
        #expect(SystemShape.drawnCornerRadius(10, width: 200, height: 44) == 10)
        #expect(SystemPlatformSupport.ignoresTaps(.macCatalyst) && SystemPlatformSupport.ignoresTaps(.visionOSDesignedForIPad))
        #expect(!SystemPlatformSupport.ignoresTaps(.iOS))
    }
}

@Suite struct SystemSizeHintsTests {
    // Needed 141.4…148.6 × 39.5…39.6 (SystemSizeFormulaTests): the smallest certain frame is 149 × 40.
    @Test("smallest frame covers the upper bound") func smallestFrameCoversTheUpperBound() {
        let frame = SystemSizeHints.smallestFrame(SystemSizeFormulaTests.iconAndTitle)
        #expect(frame.width == 149 && frame.height == 40)
    }

    // Title 5 em wide, line 1.2 em, arrow 1 ± 0.2 em, iOS 18: width per point 5 + 1.2 + 0.5 + 1 =
    // 7.7, height max(1.2, 1.2) + 1 = 2.2. In 200 × 50: min(200/7.7, 50/2.2) = min(25.974, 22.727)
    // = 22.727. In 80 wide: 80/7.7 = 10.39 (below 12: no fix, the system would draw 18).
    @Test("largest fitting font size by hand") func largestFittingFontSizeByHand() {
        let size = SystemSizeHints.largestFittingFontSize(
            titleWidthPerPoint: SystemLength(5), lineHeightPerPoint: SystemLength(1.2), hasGlyph: true,
            width: 200, height: 50, target: .ios18)
        #expect(abs(size - 50 / 2.2) < 1e-9)
        let narrow = SystemSizeHints.largestFittingFontSize(titleWidthPerPoint: SystemLength(5), lineHeightPerPoint: SystemLength(1.2),
                                                            hasGlyph: true, width: 80, height: nil, target: .ios18)
        #expect(abs(narrow - 80 / 7.7) < 1e-9)
        // iOS 26, title only, 5 em: width s·5 + 38 ≤ 200 → s ≤ 32.4.
        let ios26 = SystemSizeHints.largestFittingFontSize(
            titleWidthPerPoint: SystemLength(5), lineHeightPerPoint: SystemLength(1.2), hasGlyph: false,
            width: 200, height: nil, target: .ios26)
        #expect(abs(ios26 - 32.4) < 1e-9)
    }
}

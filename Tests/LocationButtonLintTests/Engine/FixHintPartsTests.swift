import Testing
@testable import LocationButtonLint

/// A button gets the fix hints its failing rules call for (`Rule.fixHints`), and no others: a
/// rule that did not run asks for nothing. With the fake measurer a title of 7 em at 18 pt needs
/// (7 + 2.5 ± 0.2) × 18 = 167.4–174.6 pt of width, so a 100 pt frame clips it and the narrowest
/// frame that fits for certain is 175 pt; its height needs max(1.2 × 18, 18 + 3.6) + 18 = 39.6 pt,
/// so a 30 pt frame clips it and the lowest that fits is 40 pt.
@Suite struct FixHintPartsTests {
    let engine = RuleEngine(measurer: FakeMeasurer(em: 7), titles: [titles("en")])
    let spec = ButtonSpec(id: "b", frame: ButtonFrame(width: 100, height: 30))

    func hints(_ rules: Set<String>?) throws -> FixHints {
        let options = RunOptions(appearances: [.light], categories: [.large], rules: rules, threads: 1)
        return try engine.run([spec], options: options).buttons[0].fixHints
    }

    @Test("both size rules ask for their frame hints") func bothSizeRulesAskForTheirFrameHints() throws {
        let all = try hints(nil)
        #expect(all.minimumFrameWidth == 175 && all.minimumFrameHeight == 40)
        #expect(all.checkedUpTo == .large)
    }

    @Test("each size rule asks only for its own axis") func eachSizeRuleAsksOnlyForItsOwnAxis() throws {
        let height = try hints(["LB005"])
        #expect(height.minimumFrameWidth == nil && height.minimumFrameHeight == 40)
        let width = try hints(["LB004"])
        #expect(width.minimumFrameWidth == 175 && width.minimumFrameHeight == nil)
    }

    @Test("a rule that does not fail asks for nothing") func aRuleThatDoesNotFailAsksForNothing() throws {
        let colors = try hints(["LB001"])
        #expect(colors.minimumFrameWidth == nil && colors.minimumFrameHeight == nil && colors.checkedUpTo == nil)
        #expect(colors.largestFittingFontSize == nil && colors.longestFittingTitle == nil)
    }
}

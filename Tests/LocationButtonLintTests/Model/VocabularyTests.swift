import Testing
@testable import LocationButtonLint

@Suite struct VocabularyTests {
    @Test("size categories are ordered smallest first") func sizeCategoriesAreOrderedSmallestFirst() {
        #expect(SizeCategory.allCases.count == 12)
        #expect(SizeCategory.xSmall < SizeCategory.ax5)
        #expect(SizeCategory.ax1.isAccessibility && !SizeCategory.xxxLarge.isAccessibility)
    }

    @Test("verdicts order by severity") func verdictsOrderBySeverity() {
        #expect(Verdict.allCases.max() == .disabled)
        #expect(Verdict.guideline < Verdict.uncertain)
    }
}

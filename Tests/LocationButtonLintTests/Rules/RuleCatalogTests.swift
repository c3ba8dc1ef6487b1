import Testing
@testable import LocationButtonLint

/// The kinds' lists come from each kind's protocol answering for its rules (no casts at run
/// time); a dynamic cast must find exactly the same rules, in the catalog's id order.
@Suite struct RuleCatalogTests {
    private func ids(_ rules: [any Rule]) -> [String] { rules.map { type(of: $0).info.id } }

    @Test func eachKindListHoldsTheCatalogsRulesOfThatKindInOrder() {
        #expect(ids(RuleCatalog.buttonRules) == ids(RuleCatalog.rules.filter { $0 is any ButtonRule }))
        #expect(ids(RuleCatalog.colorRules) == ids(RuleCatalog.rules.filter { $0 is any ColorRule }))
        #expect(ids(RuleCatalog.textRules) == ids(RuleCatalog.rules.filter { $0 is any TextRule }))
        #expect(ids(RuleCatalog.rules) == ids(RuleCatalog.rules).sorted())
    }
}

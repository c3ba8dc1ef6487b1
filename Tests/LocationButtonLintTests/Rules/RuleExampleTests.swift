import Testing
@testable import LocationButtonLint

@Suite struct RuleExampleTests {
    static let cases: [(String, Int)] = RuleCatalog.all.flatMap { rule in
        rule.examples.indices.map { (rule.info.id, $0) }
    }

    /// The findings of `rule` on its example, run as a check runs it: through the engine, or for
    /// another platform's rule through `PlatformCheck`; and whether the button was judged invalid.
    private func findings(of rule: any Rule.Type, _ example: RuleExample) throws -> (findings: [Finding], invalid: Bool) {
        guard RuleCatalog.platformInfos.contains(rule.info) else {
            let result = try run(example)
            return (result.findings.filter { $0.rule == rule.info.id }, result.status == .invalid)
        }
        return (try runOnPlatforms(example).filter { $0.rule == rule.info.id }, false)
    }

    @Test("example behaves as documented", arguments: cases)
    func exampleBehavesAsDocumented(ruleID: String, index: Int) throws {
        let rule = try #require(RuleCatalog.all.first { $0.info.id == ruleID })
        let example = rule.examples[index]
        let (mine, invalid) = try findings(of: rule, example)
        switch example.expected {
        case .verdict(let verdict):
            let worst = mine.filter { $0.level == .verdict }.map(\.verdict).max() ?? .pass
            #expect(worst == verdict, "\(ruleID) \(example.summary): \(mine.map(\.message))")
        case .level(let level):
            #expect(mine.contains { $0.level == level }, "\(ruleID) \(example.summary): \(mine.map(\.message))")
            if level == .invalid { #expect(invalid) }
        case .nothing:
            #expect(mine.isEmpty, "\(ruleID) \(example.summary): \(mine.map(\.message))")
        }
        // The worst finding's numbers against the example's, worked by hand (to 0.001).
        let worst = mine.max { ($0.verdict, $0.level.rawValue) < ($1.verdict, $1.level.rawValue) }
        if let measured = example.measured {
            #expect(abs((worst?.measured ?? .nan) - measured) < 0.001, "\(ruleID) \(example.summary): measured \(String(describing: worst?.measured))")
        }
        if let limit = example.limit {
            #expect(abs((worst?.limit ?? .nan) - limit) < 0.001, "\(ruleID) \(example.summary): limit \(String(describing: worst?.limit))")
        }
        if let headline = example.headline {
            #expect(worst?.headline == headline, "\(ruleID) \(example.summary)")
        }
    }

    /// Every failing example of a verdict rule states the limit its finding is held to (rules
    /// about a fact rather than a measure — the platform, a tap-time hazard — carry none).
    @Test("failing examples state their limit", arguments: cases)
    func failingExamplesStateTheirLimit(ruleID: String, index: Int) throws {
        let rule = try #require(RuleCatalog.all.first { $0.info.id == ruleID })
        let example = rule.examples[index]
        guard rule.info.level == .verdict, example.expected != .nothing, example.expected != .verdict(.pass) else { return }
        let worst = try findings(of: rule, example).findings.max { $0.verdict < $1.verdict }
        if worst?.limit != nil { #expect(example.limit != nil, "\(ruleID) \(example.summary) states no limit") }
    }

    /// SARIF publishes `verdicts` as what a rule can yield, so every example's verdict must be
    /// among them (LB015's stress examples yield `guideline`).
    @Test("example verdict is one the rule declares", arguments: cases)
    func exampleVerdictIsOneTheRuleDeclares(ruleID: String, index: Int) throws {
        let rule = try #require(RuleCatalog.all.first { $0.info.id == ruleID })
        guard case .verdict(let verdict) = rule.examples[index].expected, verdict != .pass else { return }
        #expect(rule.info.verdicts.contains(verdict), "\(ruleID) \(rule.examples[index].summary) yields \(verdict)")
    }

    @Test("every rule has passing and failing examples") func everyRuleHasPassingAndFailingExamples() {
        for rule in RuleCatalog.all {
            let expectations = rule.examples.map(\.expected)
            let passes = expectations.contains { $0 == .nothing || $0 == .verdict(.pass) }
            let fails = expectations.contains { $0 != .nothing && $0 != .verdict(.pass) }
            #expect(passes && fails, "\(rule.info.id) needs a passing and a failing example")
        }
    }

    @Test("rule ids and names are unique and well formed") func ruleIdsAndNamesAreUniqueAndWellFormed() {
        let infos = RuleCatalog.infos
        #expect(Set(infos.map(\.id)).count == infos.count)
        #expect(Set(infos.map(\.name)).count == infos.count)
        for info in infos {
            #expect(info.id.wholeMatch(of: /LB\d{3}/) != nil)
            #expect(info.name.wholeMatch(of: /[a-z]+(-[a-z]+)*/) != nil)
        }
    }
}

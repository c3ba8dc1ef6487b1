import Foundation
import Testing
@testable import LocationButtonLint

/// The kinds' lists come from each kind's protocol answering for its rules (no casts at run
/// time); a dynamic cast must find exactly the same rules, in the catalog's id order.
@Suite struct RuleCatalogTests {
    private func ids(_ rules: [any Rule]) -> [String] { rules.map { type(of: $0).info.id } }

    @Test("each kind list holds the catalogs rules of that kind in order") func eachKindListHoldsTheCatalogsRulesOfThatKindInOrder() {
        #expect(ids(RuleCatalog.buttonRules) == ids(RuleCatalog.rules.filter { $0 is any ButtonRule }))
        #expect(ids(RuleCatalog.colorRules) == ids(RuleCatalog.rules.filter { $0 is any ColorRule }))
        #expect(ids(RuleCatalog.textRules) == ids(RuleCatalog.rules.filter { $0 is any TextRule }))
        #expect(ids(RuleCatalog.stressTestRules) == ids(RuleCatalog.rules.filter { $0 is any StressTestRule }))
        #expect(ids(RuleCatalog.crossPlatformRules) == ids(RuleCatalog.rules.filter { $0 is any CrossPlatformRule }))
        #expect(ids(RuleCatalog.rules) == ids(RuleCatalog.rules).sorted())
    }

    /// The catalog is the one list of rules: every type `Rules/` declares as a rule (a struct
    /// conforming to a rule protocol) is in it, so a rule written but not listed fails here.
    @Test("every rule declared in Rules is in the catalog") func everyRuleDeclaredInRulesIsInTheCatalog() throws {
        let folder = URL(fileURLWithPath: #filePath)  // Tests/LocationButtonLintTests/Rules/…
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/LocationButtonRules/Rules")
        let kinds = ["Rule", "ButtonRule", "ColorRule", "TextRule", "StressTestRule", "TitleSizeRule", "CrossPlatformRule"]
        var declared: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: /public struct (\w+): ([\w, ]+) \{/) {
                let conformances = match.output.2.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                if conformances.contains(where: kinds.contains) { declared.insert(String(match.output.1)) }
            }
        }
        #expect(declared.count >= 20)
        #expect(declared == Set(RuleCatalog.all.map { String(describing: $0) }))
    }

    /// LB015's documented behaviour (its rationale): it judges the pseudolanguages only, measured
    /// as LB004 (width) and LB005 (height), never worse than `guideline`; every other rule judges
    /// the real languages.
    @Test("each rule declares the titles it judges") func eachRuleDeclaresTheTitlesItJudges() {
        let pseudolanguageRules = RuleCatalog.rules.filter { type(of: $0).titleScope == .pseudolanguages }
        #expect(ids(pseudolanguageRules) == ["LB015"])
        let stress = PseudolanguageStressRule()
        #expect(ids(stress.checks) == ["LB004", "LB005"])
        #expect(PseudolanguageStressRule.verdictCap == .guideline)
        #expect(stress.verdict(.disabled) == .guideline && stress.verdict(.uncertain) == .guideline)
        #expect(stress.verdict(.pass) == .pass)
    }

    /// The engine's scope follows the declarations: selecting LB015 alone runs LB004's and LB005's
    /// checks in the pseudolanguages only, reported as LB015 and capped; selecting LB004 alone runs
    /// it in the real languages only; selecting everything runs both rules in both.
    @Test("text rule scope follows the declared scopes") func textRuleScopeFollowsTheDeclaredScopes() {
        let stressOnly = TextRuleScope { $0.id == "LB015" }
        #expect(ids(stressOnly.rules) == ["LB004", "LB005"])
        #expect(stressOnly.rules.indices.allSatisfy { !stressOnly.runs($0, pseudolanguage: false) })
        #expect(stressOnly.rules.indices.allSatisfy { stressOnly.runs($0, pseudolanguage: true) })
        #expect(stressOnly.ruleInfo(0, pseudolanguage: true).id == "LB015")
        #expect(stressOnly.verdict(1, .disabled, pseudolanguage: true) == .guideline)

        let widthOnly = TextRuleScope { $0.id == "LB004" }
        #expect(ids(widthOnly.rules) == ["LB004"])
        #expect(widthOnly.runs(0, pseudolanguage: false) && !widthOnly.runs(0, pseudolanguage: true))
        #expect(widthOnly.ruleInfo(0, pseudolanguage: false).id == "LB004")
        #expect(widthOnly.verdict(0, .disabled, pseudolanguage: false) == .disabled)

        let all = TextRuleScope { _ in true }
        #expect(ids(all.rules) == ["LB004", "LB005"])
        #expect(all.rules.indices.allSatisfy { all.runs($0, pseudolanguage: false) && all.runs($0, pseudolanguage: true) })
        #expect(all.ruleInfo(1, pseudolanguage: false).id == "LB005" && all.ruleInfo(1, pseudolanguage: true).id == "LB015")
    }

    /// The color rules' summary words: CoreLocationUI's rule for `disabled`, the profile for
    /// `guideline`, in appearance order, worst first; nothing for a button that passes.
    @Test("color rules word their summary lines") func colorRulesWordTheirSummaryLines() {
        let appearances: [Appearance] = [.light, .dark, .lightHighContrast]
        #expect(TitleContrastRule.summaryLine(worst: [.guideline, .disabled, .guideline], appearances: appearances,
                                              profile: .wcagAA)
                == "title contrast fails CoreLocationUI's rule in dark; below the wcag-aa profile in light, light-high-contrast")
        #expect(TranslucencyRule.summaryLine(worst: [.pass, .guideline, .pass], appearances: appearances, profile: .hig)
                == "contrast over the worst backdrop below the hig profile in dark")
        #expect(GlyphContrastRule.summaryLine(worst: [.pass, .pass, .pass], appearances: appearances, profile: .hig) == nil)
    }
}

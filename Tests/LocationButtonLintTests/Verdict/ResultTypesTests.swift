import Foundation
import Testing
@testable import LocationButtonLint

@Suite struct ResultTypesTests {
    /// 3 appearances (pass, guideline, disabled) × 2 locales (pass, uncertain):
    /// max pairs: pass·pass → pass 1; guideline·pass → guideline 1; pass·uncertain,
    /// guideline·uncertain → uncertain 2; disabled·{pass, uncertain} → disabled 2.
    @Test func combinationCountsFollowFromTheHistograms() {
        let counts = CombinationCounter.count(colorVerdicts: [.pass, .guideline, .disabled],
                                              textVerdicts: [.pass, .uncertain], floor: .pass)
        #expect(counts == VerdictCounts(pass: 1, guideline: 1, uncertain: 2, disabled: 2))
        let floored = CombinationCounter.count(colorVerdicts: [.pass], textVerdicts: [.pass, .pass], floor: .guideline)
        #expect(floored == VerdictCounts(guideline: 2))
    }

    @Test func fingerprintIgnoresWordingAndOrderButNotIdentity() {
        let a = Finding(rule: "LB004", name: "title-truncated", verdict: .disabled, button: "pay", locale: "de",
                        category: .ax2, message: "truncates by 3 pt", measured: 100, limit: 97)
        let b = Finding(rule: "LB004", name: "title-truncated", verdict: .uncertain, button: "pay", locale: "de",
                        category: .ax3, message: "other words", measured: 1, limit: 2)
        let c = Finding(rule: "LB004", name: "title-truncated", verdict: .disabled, button: "pay", locale: "fr",
                        category: .ax2, message: "truncates by 3 pt")
        #expect(a.fingerprint == b.fingerprint)
        #expect(a.fingerprint != c.fingerprint)
        #expect(a.fingerprint.count == 16)
    }

    /// FNV-1a 64 of "a" is 0xaf63dc4c8601ec8c (reference vector from the FNV authors' test suite).
    @Test func fingerprintIsFNV1a() {
        #expect(Fingerprint.make(["a"]) == "af63dc4c8601ec8c")
    }

    @Test func runResultEncodesTheReportFields() throws {
        let engine = RuleEngine(measurer: FakeMeasurer(), titles: [titles("en")])
        let result = try engine.run([ButtonSpec(id: "default")], options: RunOptions(threads: 1))
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(result)) as! [String: Any]
        let summary = json["summary"] as! [String: Any]
        for key in ["buttons", "combinations", "pass", "guideline", "uncertain", "disabled"] { #expect(summary[key] != nil) }
        let button = (json["buttons"] as! [[String: Any]])[0]
        let appearance = (button["appearances"] as! [[String: Any]])[0]
        #expect(appearance["background"] as? String == "#007AFFFF")
        let contrast = appearance["contrast"] as! [String: Any]
        #expect(contrast["title"] != nil && contrast["glyph"] != nil && contrast["required"] != nil)
        let translucency = appearance["translucency"] as! [String: Any]
        #expect(translucency["backgroundAlpha"] as? Double == 1)
        #expect(appearance["apcaLc"] != nil)
        let row = (button["text"] as! [[String: Any]])[0]
        for key in ["locale", "category", "fontSize", "titleWidth", "availableTitleWidth", "slack", "verdict"] {
            #expect(row[key] != nil)
        }
    }
}

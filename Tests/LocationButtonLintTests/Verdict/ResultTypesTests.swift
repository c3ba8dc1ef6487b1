import Foundation
import Testing
@testable import LocationButtonLint

@Suite struct ResultTypesTests {
    /// 3 appearances (pass, guideline, disabled) × 2 locales (pass, uncertain):
    /// max pairs: pass·pass → pass 1; guideline·pass → guideline 1; pass·uncertain,
    /// guideline·uncertain → uncertain 2; disabled·{pass, uncertain} → disabled 2.
    @Test("combination counts follow from the histograms") func combinationCountsFollowFromTheHistograms() {
        let counts = CombinationCounter.count(colorVerdicts: [.pass, .guideline, .disabled],
                                              textVerdicts: [.pass, .uncertain], floor: .pass)
        #expect(counts == VerdictCounts(pass: 1, guideline: 1, uncertain: 2, disabled: 2))
        let floored = CombinationCounter.count(colorVerdicts: [.pass], textVerdicts: [.pass, .pass], floor: .guideline)
        #expect(floored == VerdictCounts(guideline: 2))
    }

    @Test("fingerprint ignores wording and order but not identity") func fingerprintIgnoresWordingAndOrderButNotIdentity() {
        let a = Finding(rule: "LB004", name: "title-truncated", verdict: .disabled, locale: "de",
                        category: .ax2, headline: "truncates by 3 pt", measured: 100, limit: 97)
        let b = Finding(rule: "LB004", name: "title-truncated", verdict: .uncertain, locale: "de",
                        category: .ax3, headline: "other words", measured: 1, limit: 2)
        let c = Finding(rule: "LB004", name: "title-truncated", verdict: .disabled, locale: "fr",
                        category: .ax2, headline: "truncates by 3 pt")
        #expect(a.fingerprint(button: "pay") == b.fingerprint(button: "pay"))
        #expect(a.fingerprint(button: "pay") != c.fingerprint(button: "pay"))
        #expect(a.fingerprint(button: "pay").count == 16)
    }

    /// FNV-1a 64 of "a" is 0xaf63dc4c8601ec8c (reference vector from the FNV authors' test suite).
    @Test("fingerprint is FNV 1 a") func fingerprintIsFNV1a() {
        #expect(Fingerprint(["a"]).text == "af63dc4c8601ec8c")
    }
}

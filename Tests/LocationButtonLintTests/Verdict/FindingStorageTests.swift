import Testing
@testable import LocationButtonLint

/// `Finding` keeps a headline its amount states as the amount alone, and its optional numbers'
/// presence apart from their values: what it reads back and how it compares must not show it.
@Suite struct FindingStorageTests {
    private let info = TitleTruncatedRule.info
    private let amount = FindingAmount("too narrow by ", 3.5, .points)

    @Test("a headline its amount states reads and compares alike however the finding was made")
    func amountHeadline() {
        let fromOutcome = Finding(info, CellOutcome(verdict: .disabled, amount: amount), locale: "de")
        let worded = Finding(rule: info.id, name: info.name, verdict: .disabled, locale: "de",
                             headline: "too narrow by 3.5 pt", keys: info.fixKeyTexts, amount: amount)
        #expect(fromOutcome.headline == "too narrow by 3.5 pt")
        #expect(worded.headline == "too narrow by 3.5 pt")
        #expect(fromOutcome == worded)
        #expect(Set([fromOutcome, worded]).count == 1)
    }

    @Test("a headline other than its amount's is kept and read back")
    func ownHeadline() {
        var finding = Finding(rule: info.id, name: info.name, verdict: .disabled, headline: "own words", amount: amount)
        #expect(finding.headline == "own words")
        #expect(finding != Finding(rule: info.id, name: info.name, verdict: .disabled, headline: "too narrow by 3.5 pt",
                                   amount: amount))
        finding.headline = "too narrow by 3.5 pt"
        #expect(finding.headline == "too narrow by 3.5 pt")
        #expect(finding == Finding(rule: info.id, name: info.name, verdict: .disabled, headline: "too narrow by 3.5 pt",
                                   amount: amount))
        let plain = Finding(rule: info.id, name: info.name, verdict: .pass, headline: "fits")
        #expect(plain.headline == "fits")
        #expect(plain.amount == nil)
    }

    @Test("measured and limit: nil, zero and a value are three things")
    func optionalNumbers() {
        let none = Finding(rule: "LB004", name: "title-truncated", verdict: .pass, headline: "h")
        let zero = Finding(rule: "LB004", name: "title-truncated", verdict: .pass, headline: "h", measured: 0, limit: 0)
        #expect(none.measured == nil && none.limit == nil)
        #expect(zero.measured == 0 && zero.limit == 0)
        #expect(none != zero)
        var changed = none
        changed.measured = 12.5
        changed.limit = -1
        #expect(changed.measured == 12.5 && changed.limit == -1)
        changed.measured = nil
        #expect(changed.measured == nil && changed != none)
        changed.limit = nil
        #expect(changed == none)
    }
}

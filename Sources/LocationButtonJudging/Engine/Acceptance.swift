import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// What the team accepted of one judgement: the baseline's entries for a button and the rules
/// switched off for it (`exemptions:`), every finding while a baseline is recorded, or nothing.
/// The judge asks this, never a button id, so a judgement depends only on the design and on
/// what is accepted of it (`RunAcceptance` decides which, per button).
package struct Acceptance: Sendable {
    /// Whose fingerprints the baseline is asked about (nil: the baseline is not asked).
    private var button: String?
    private var everything = false
    private var exempted: [String: String] = [:]
    private var baseline: Baseline?

    /// Nothing accepted: what a design is judged with when no baseline is being recorded.
    package static let nothing = Acceptance()
    /// Every finding accepted: what a design is judged with when a baseline is being recorded.
    package static let everything = Acceptance(everything: true)

    /// Every finding accepted, with `exempted`'s acknowledgement of what the scan could not read:
    /// a button's while a baseline is being recorded.
    static func everything(exempted: [String: String]) -> Acceptance {
        Acceptance(everything: true, exempted: exempted)
    }

    /// What `button`'s exemptions and the baseline's entries for it accept.
    package static func of(button: String, exempted: [String: String], baseline: Baseline?) -> Acceptance {
        Acceptance(button: button, exempted: exempted, baseline: baseline)
    }

    /// Whether anything may be accepted; when not, judgements are shared by profile.
    package var acceptsAny: Bool {
        everything || !exempted.isEmpty || button != nil && !(baseline?.isEmpty ?? true)
    }

    /// An exemption of LB014: the team's word that what the scan could not read does not matter here.
    package var acknowledgesUnresolvedSettings: Bool { exempted[UnresolvedSettingRule.info.id] != nil }

    /// Whether the finding these fields would make is accepted.
    package func accepts(rule: String, appearance: Appearance? = nil, locale: String? = nil, boldText: Bool? = nil,
                 measuredBy: String? = nil) -> Bool {
        if everything || exempted[rule] != nil { return true }
        guard let button, let baseline, !baseline.isEmpty else { return false }
        if baseline.suppresses(Finding.fingerprint(rule: rule, button: button, appearance: appearance,
                                                   locale: locale, boldText: boldText, measuredBy: measuredBy)) { return true }
        // An entry of an earlier version, written before LB015's width and height were told apart.
        return measuredBy != nil && baseline.suppresses(Finding.fingerprint(rule: rule, button: button, appearance: appearance,
                                                                            locale: locale, boldText: boldText))
    }

    /// Whether `finding` is accepted.
    package func accepts(_ finding: Finding) -> Bool {
        accepts(rule: finding.rule, appearance: finding.appearance, locale: finding.locale, boldText: finding.boldText,
                measuredBy: finding.measuredBy)
    }
}

import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// What a run accepts, button by button: a baseline's entries (or every finding, while one is
/// recorded) and each button's exemptions. Designs are judged once with what every button accepts
/// (`ofDesigns`); the placement stage (`ButtonJudge.judge`) then gives a button a judgement of its
/// own only where its acceptance changes its design's, shared by the design's buttons that accept
/// the same findings, so a baseline costs what it changes.
public struct RunAcceptance: Sendable {
    public var baseline: Baseline?
    /// Recording a baseline: every finding is accepted, of every button alike, which is what a run
    /// with the baseline of all this run's findings gives. Accepting is by fingerprint (rule,
    /// button, appearance, locale, Bold Text), and every group of cells that a fingerprint names
    /// and that has a hit makes a finding with it, so "all" and "every finding's" accept the same.
    public var acceptsEveryFinding: Bool
    /// Rules the team switched off for single buttons (button id → rule id → the reason given).
    public var exemptions: [String: [String: String]]

    public init(baseline: Baseline? = nil, acceptsEveryFinding: Bool = false, exemptions: [String: [String: String]] = [:]) {
        self.baseline = baseline; self.acceptsEveryFinding = acceptsEveryFinding; self.exemptions = exemptions
    }

    /// What every design is judged with first.
    package var ofDesigns: Acceptance { acceptsEveryFinding ? .everything : .nothing }

    /// What button `id` accepts.
    package func of(button id: String) -> Acceptance {
        acceptsEveryFinding ? .everything(exempted: exemptions[id] ?? [:])
            : .of(button: id, exempted: exemptions[id] ?? [:], baseline: baseline)
    }

    /// What button `id`'s acceptance changes of its design's `judgement` (made with `ofDesigns`).
    /// A group of cells the baseline names changes a judgement only where it has a hit, and each
    /// group with a hit makes one finding of the fingerprint the judge asks about (`TextJudgement`,
    /// `ColorJudgement`); an exemption switches off a rule's findings alike. So the findings it
    /// accepts decide the judgement, whichever button accepts them. A design with unread settings
    /// reports one finding for those it replaced (`UnknownSettings`), and an exemption of LB014
    /// acknowledges the settings themselves, so there the button is judged on its own.
    package func accepted(of judgement: ButtonJudgement, ofButton id: String,
                  hasUnknownSettings: @autoclosure () -> Bool) -> AcceptedPart {
        let exempted = exemptions[id] ?? [:]
        let baseline = acceptsEveryFinding ? nil : baseline.flatMap { $0.isEmpty ? nil : $0 }
        guard !exempted.isEmpty || baseline != nil else { return .nothing }
        if hasUnknownSettings() { return .unknown }
        // Recording: the design's judgement accepted every finding already.
        guard !acceptsEveryFinding else { return .nothing }
        let accepting = of(button: id)
        let findings = judgement.findings.indices.filter { accepting.accepts(judgement.findings[$0]) }
        return findings.isEmpty ? .nothing : .findings(findings)
    }
}

/// What a button's acceptance changes of its design's judgement (`RunAcceptance.accepted`).
package enum AcceptedPart: Hashable, Sendable {
    /// Nothing: the button shares its design's judgement.
    case nothing
    /// These of the judgement's findings (indexes): buttons of one design that accept the same
    /// ones share one judgement.
    case findings([Int])
    /// What the design's unread settings hide: the button is judged on its own.
    case unknown
}

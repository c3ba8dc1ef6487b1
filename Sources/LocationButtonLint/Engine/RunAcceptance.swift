/// What a run accepts, button by button: a baseline's entries (or every finding, while one is
/// recorded) and each button's exemptions. Designs are judged once with what every button accepts
/// (`ofDesigns`); the placement stage (`ButtonJudge.judge`) then judges on its own only a button
/// whose own acceptance changes its design's judgement, so a baseline costs what it touches.
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
    var ofDesigns: Acceptance { acceptsEveryFinding ? .everything : .nothing }

    /// What button `id` accepts.
    func of(button id: String) -> Acceptance {
        acceptsEveryFinding ? .everything : .of(button: id, exempted: exemptions[id] ?? [:], baseline: baseline)
    }

    /// Whether button `id`'s acceptance changes its design's `judgement` (made with `ofDesigns`).
    /// A group of cells the baseline names changes a judgement only where it has a hit, and each
    /// group with a hit makes one finding of the fingerprint the judge asks about (`TextJudgement`,
    /// `ColorJudgement`), so a baseline that accepts none of the design's findings changes nothing.
    /// Two cases are judged on their own all the same: an exemption (it may acknowledge what the
    /// scan could not read, LB014) and a design with unread settings, whose findings are replaced
    /// by the one that names them (`UnknownSettings`).
    func changes(_ judgement: ButtonJudgement, ofButton id: String, hasUnknownSettings: @autoclosure () -> Bool) -> Bool {
        guard !acceptsEveryFinding else { return false }
        if !(exemptions[id]?.isEmpty ?? true) { return true }
        guard let baseline, !baseline.fingerprints.isEmpty else { return false }
        return hasUnknownSettings() || judgement.findings.contains { baseline.acceptingPrint($0, button: id) != nil }
    }
}

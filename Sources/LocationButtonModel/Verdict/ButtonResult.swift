/// Everything the engine concluded about one button: its id and place, and the judgement, which
/// buttons of one design share (see `ButtonJudgement`).
public struct ButtonResult: Sendable, Hashable {
    public enum Status: String, Sendable, Hashable {
        /// Judged in every selected combination.
        case judged
        /// Not judged: the spec itself is invalid (see the `invalid` findings).
        case invalid
    }

    public var id: String
    public var source: SourceLocation?
    /// What was concluded; the same object for every button of one design, so reports can write
    /// a design's part once (`JudgedDesign`).
    public var judgement: ButtonJudgement

    public var status: Status { judgement.status }
    /// Worst verdict over all combinations; `.pass` when not judged.
    public var verdict: Verdict { judgement.verdict }
    /// Combinations judged, by verdict.
    public var counts: VerdictCounts { judgement.counts }
    /// One row per checked appearance.
    public var appearances: [AppearanceResult] { judgement.appearances }
    /// In `Finding.reportOrder`; what a baseline suppresses is not among them.
    public var findings: [Finding] { judgement.findings }
    /// Findings the baseline accepted, in `Finding.reportOrder`: left out of the verdict, the
    /// counts, the summaries and the fix hints.
    public var suppressedFindings: [Finding] { judgement.suppressedFindings }
    /// The whole text matrix (locale × category × Bold Text), in locale, Bold Text, category order.
    public var text: [TextRow] { judgement.text }
    /// Human summaries, e.g. "truncates from AX2 in de, fi, ru; from AX4 in fr, es".
    public var summaries: [String] { judgement.summaries }
    public var fixHints: FixHints { judgement.fixHints }
    /// What Android and the web draw (nil: the button names iOS alone).
    public var platforms: PlatformResults? { judgement.platforms }

    /// Found in a SwiftUI preview: reported apart, and never fails the run.
    public var isPreview = false

    public init(id: String, source: SourceLocation?, judgement: ButtonJudgement, isPreview: Bool = false) {
        self.id = id; self.source = source; self.judgement = judgement; self.isPreview = isPreview
    }

    public init(id: String, source: SourceLocation?, status: Status, verdict: Verdict, counts: VerdictCounts,
                appearances: [AppearanceResult], findings: [Finding], text: [TextRow], summaries: [String],
                fixHints: FixHints, suppressedFindings: [Finding] = [], isPreview: Bool = false) {
        self.init(id: id, source: source, judgement: ButtonJudgement(
            status: status, verdict: verdict, counts: counts, appearances: appearances, findings: findings,
            text: text, summaries: summaries, fixHints: fixHints, suppressedFindings: suppressedFindings),
            isPreview: isPreview)
    }
}

/// A button's judgement without its id: buttons that differ only in id and place (the same
/// design, accepting the same of its findings) share one, so a run of thousands of buttons holds
/// and reports each distinct judgement once. Immutable.
public final class ButtonJudgement: Sendable, Hashable {
    public let status: ButtonResult.Status
    public let verdict: Verdict
    public let counts: VerdictCounts
    public let appearances: [AppearanceResult]
    public let findings: [Finding]
    public let suppressedFindings: [Finding]
    public let text: [TextRow]
    public let summaries: [String]
    public let fixHints: FixHints
    /// What Android and the web draw, for a button whose `platforms:` names them; nil otherwise.
    public let platforms: PlatformResults?

    public init(status: ButtonResult.Status, verdict: Verdict, counts: VerdictCounts, appearances: [AppearanceResult],
                findings: [Finding], text: [TextRow], summaries: [String], fixHints: FixHints,
                suppressedFindings: [Finding] = [], platforms: PlatformResults? = nil) {
        self.status = status; self.verdict = verdict; self.counts = counts; self.appearances = appearances
        self.findings = findings; self.text = text; self.summaries = summaries; self.fixHints = fixHints
        self.suppressedFindings = suppressedFindings; self.platforms = platforms
    }

    public static func == (a: ButtonJudgement, b: ButtonJudgement) -> Bool {
        a === b || (a.status == b.status && a.verdict == b.verdict && a.counts == b.counts
            && a.appearances == b.appearances && a.findings == b.findings && a.suppressedFindings == b.suppressedFindings
            && a.text == b.text && a.summaries == b.summaries && a.fixHints == b.fixHints && a.platforms == b.platforms)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(status); hasher.combine(verdict); hasher.combine(counts); hasher.combine(findings)
    }
}

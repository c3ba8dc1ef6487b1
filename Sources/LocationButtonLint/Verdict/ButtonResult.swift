/// Everything the engine concluded about one button.
public struct ButtonResult: Sendable, Hashable {
    public enum Status: String, Sendable, Hashable {
        /// Judged in every selected combination.
        case judged
        /// Not judged: the platform does not offer the location button (Mac Catalyst, visionOS).
        case notApplicable = "not-applicable"
        /// Not judged: the spec itself is invalid (see the `invalid` findings).
        case invalid
    }

    public var id: String
    public var source: SourceLocation?
    public var status: Status
    /// Worst verdict over all combinations; `.pass` when not judged.
    public var verdict: Verdict
    /// Combinations judged, by verdict.
    public var counts: VerdictCounts
    /// One row per checked appearance.
    public var appearances: [AppearanceResult]
    /// In `Finding.reportOrder`; what a baseline suppresses is not among them.
    public var findings: [Finding]
    /// Findings the baseline accepted, in `Finding.reportOrder`: left out of the verdict, the
    /// counts, the summaries and the fix hints.
    public var suppressedFindings: [Finding]
    /// The whole text matrix (locale × category × Bold Text), in locale, Bold Text, category order.
    public var text: [TextRow]
    /// Human summaries, e.g. "truncates from AX2 in de, fi, ru; from AX4 in fr, es".
    public var summaries: [String]
    public var fixHints: FixHints

    public init(id: String, source: SourceLocation?, status: Status, verdict: Verdict, counts: VerdictCounts,
                appearances: [AppearanceResult], findings: [Finding], text: [TextRow], summaries: [String],
                fixHints: FixHints, suppressedFindings: [Finding] = []) {
        self.id = id; self.source = source; self.status = status; self.verdict = verdict; self.counts = counts
        self.appearances = appearances; self.findings = findings; self.text = text; self.summaries = summaries
        self.fixHints = fixHints; self.suppressedFindings = suppressedFindings
    }
}

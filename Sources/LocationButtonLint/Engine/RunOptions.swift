/// Which combinations a run checks.
public struct RunOptions: Sendable, Hashable {
    /// The appearances checked (all four by default). A color without its own variant for one of
    /// them is checked with its light value there, and a warning says so.
    public var appearances: [Appearance]
    /// The user settings checked; a button clamps or ignores them as its spec says.
    public var categories: [SizeCategory]
    /// Also check with the Bold Text setting on.
    public var boldText: Bool
    /// Rule ids to run; nil runs all.
    public var rules: Set<String>?
    /// Worker threads; nil uses every core. The results do not depend on it.
    public var threads: Int?
    /// Findings to suppress; their combinations are judged without them.
    public var baseline: Baseline?
    /// Suppress every finding (recording a baseline): what a run with the baseline of all this
    /// run's findings gives, judged once. Suppressing is by fingerprint (rule, button, appearance,
    /// locale, Bold Text), and every group of cells that a query names and that has a hit makes a
    /// finding with that fingerprint, so "all" and "every finding's fingerprint" hide the same.
    public var acceptsEveryFinding: Bool
    /// Rules the team switched off for single buttons (button id → rule id → the reason given),
    /// suppressed like baseline entries.
    public var exemptions: [String: [String: String]]
    /// Keep every text row in the results (the JSON report's `--detail full`); otherwise only the
    /// few a summary names (`TextJudgement.summaryRows`).
    public var textMatrix: Bool
    /// Work out each appearance row's least passing alphas (`AppearanceResult.Translucency`'s
    /// `minimumAlpha` and `minimumViewAlpha`, a search per row that only the JSON report prints);
    /// without them both are nil.
    public var alphaLimits: Bool

    public init(appearances: [Appearance] = Appearance.allCases, categories: [SizeCategory] = SizeCategory.allCases,
                boldText: Bool = false, rules: Set<String>? = nil, threads: Int? = nil, baseline: Baseline? = nil,
                acceptsEveryFinding: Bool = false, exemptions: [String: [String: String]] = [:], textMatrix: Bool = true,
                alphaLimits: Bool = true) {
        self.appearances = appearances; self.categories = categories; self.boldText = boldText
        self.rules = rules; self.threads = threads; self.baseline = baseline; self.exemptions = exemptions
        self.acceptsEveryFinding = acceptsEveryFinding
        self.textMatrix = textMatrix
        self.alphaLimits = alphaLimits
    }

    /// Whether anything may be suppressed at all.
    var suppressesAny: Bool { acceptsEveryFinding || !(baseline?.fingerprints.isEmpty ?? true) || !exemptions.isEmpty }

    /// Whether the button's exemptions or the baseline accept the finding these fields would make.
    func suppresses(rule: String, button: String, appearance: Appearance? = nil, locale: String? = nil,
                    boldText: Bool? = nil, measuredBy: String? = nil) -> Bool {
        if acceptsEveryFinding || exemptions[button]?[rule] != nil { return true }
        guard let baseline, !baseline.fingerprints.isEmpty else { return false }
        if baseline.suppresses(Finding.fingerprint(rule: rule, button: button, appearance: appearance,
                                                   locale: locale, boldText: boldText, measuredBy: measuredBy)) { return true }
        // An entry of an earlier version, written before LB015's width and height were told apart.
        return measuredBy != nil && baseline.suppresses(Finding.fingerprint(rule: rule, button: button, appearance: appearance,
                                                                            locale: locale, boldText: boldText))
    }
}

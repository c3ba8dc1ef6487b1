import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
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
    /// Keep every text row in the results (the JSON report's `--detail full`); otherwise only the
    /// few a summary names (`TextJudgement.summaryRows`).
    public var textMatrix: Bool
    /// Work out each appearance row's least passing alphas (`AppearanceResult.Translucency`'s
    /// `minimumAlpha` and `minimumViewAlpha`, a search per row that only the JSON report prints);
    /// without them both are nil.
    public var alphaLimits: Bool

    public init(appearances: [Appearance] = Appearance.allCases, categories: [SizeCategory] = SizeCategory.allCases,
                boldText: Bool = false, rules: Set<String>? = nil, threads: Int? = nil, textMatrix: Bool = true,
                alphaLimits: Bool = true) {
        self.appearances = appearances; self.categories = categories; self.boldText = boldText
        self.rules = rules; self.threads = threads
        self.textMatrix = textMatrix
        self.alphaLimits = alphaLimits
    }
}

import LocationButtonModel
/// A passing or failing example a rule documents, and the test suite runs through the engine.
///
/// Self-contained: the title is measured as `titleEm` points per point of font size (with
/// `lineHeightEm` and `uncertainty`), the way a hand-worked example states its numbers, so the
/// expected outcome can be checked with pencil and paper (layout model defaults, colors as
/// literals). A cross-platform rule's example is a design whose `platforms` name Android or the
/// web, run through `PlatformCheck` (`titleEm` then measures the Android label).
public struct RuleExample: Sendable {
    public enum Expectation: Sendable, Hashable {
        /// The rule yields this verdict (`.pass`: no verdict finding).
        case verdict(Verdict)
        /// The rule reports a finding at this non-verdict level.
        case level(FindingLevel)
        /// The rule reports nothing.
        case nothing
    }

    public var summary: String
    public var spec: ButtonSpec
    public var locale: String
    public var isPseudolanguage: Bool
    public var titleEm: Double
    public var lineHeightEm: Double
    public var uncertainty: Double
    public var appearances: [Appearance]
    public var categories: [SizeCategory]
    public var boldText: Bool
    /// Asset catalog colors the example's spec names, each defined for light only (name → literal).
    public var lightOnlyAssets: [String: String]
    public var expected: Expectation
    /// What the rule's worst finding measures and the limit it is held to, worked by hand in the
    /// summary or a comment (nil: the finding carries none, or the example expects nothing).
    public var measured: Double?
    public var limit: Double?
    /// The worst finding's headline, its numbers worked by hand in a comment (nil: not checked).
    public var headline: String?

    public init(_ summary: String, spec: ButtonSpec, locale: String = "en", isPseudolanguage: Bool = false,
                titleEm: Double = 8, lineHeightEm: Double = 1.2, uncertainty: Double = 0,
                appearances: [Appearance] = [.light], categories: [SizeCategory] = [.large],
                boldText: Bool = false, lightOnlyAssets: [String: String] = [:], expected: Expectation,
                measured: Double? = nil, limit: Double? = nil, headline: String? = nil) {
        self.summary = summary; self.spec = spec; self.locale = locale; self.isPseudolanguage = isPseudolanguage
        self.titleEm = titleEm; self.lineHeightEm = lineHeightEm; self.uncertainty = uncertainty
        self.appearances = appearances; self.categories = categories; self.boldText = boldText
        self.lightOnlyAssets = lightOnlyAssets; self.expected = expected
        self.measured = measured; self.limit = limit; self.headline = headline
    }
}

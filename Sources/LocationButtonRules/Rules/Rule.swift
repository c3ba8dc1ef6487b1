import LocationButtonModel
/// A rule: metadata, examples, and a check over one kind of cell. The engine evaluates every
/// cell, takes the worst verdict per combination, and folds a rule's cell outcomes into findings
/// (one per button × appearance or locale × Bold Text, naming the first size category affected).
public protocol Rule: Sendable {
    static var info: RuleInfo { get }
    static var examples: [RuleExample] { get }
    /// The titles the rule judges: the languages checked (every rule but LB015), or Xcode's
    /// pseudolanguages.
    static var titleScope: TitleScope { get }
    /// The parts of a button's fix hints its failures call for (none by default).
    static var fixHints: Set<FixHintPart> { get }
    /// The button keys its result depends on: one a scan could not read makes the result
    /// `uncertain` (`UnknownSettings`). None by default.
    static var dependsOn: Set<ButtonKeyName> { get }
    /// The rule as each kind the engine runs, nil where it is not of that kind. Each kind's
    /// protocol answers for its rules, so `RuleCatalog` sorts them without a dynamic cast (a
    /// failed cast scans every conformance of the binary: milliseconds of a run's start).
    var asButtonRule: (any ButtonRule)? { get }
    var asColorRule: (any ColorRule)? { get }
    var asTextRule: (any TextRule)? { get }
    var asStressTestRule: (any StressTestRule)? { get }
    var asCrossPlatformRule: (any CrossPlatformRule)? { get }
}

extension Rule {
    public static var titleScope: TitleScope { .languages }
    public static var fixHints: Set<FixHintPart> { [] }
    public static var dependsOn: Set<ButtonKeyName> { [] }
    public var asButtonRule: (any ButtonRule)? { nil }
    public var asColorRule: (any ColorRule)? { nil }
    public var asTextRule: (any TextRule)? { nil }
    public var asStressTestRule: (any StressTestRule)? { nil }
    public var asCrossPlatformRule: (any CrossPlatformRule)? { nil }
}

/// Which titles a rule judges.
public enum TitleScope: Sendable, Hashable {
    /// The languages the app is checked in.
    case languages
    /// Xcode's pseudolanguages (en-x-accented, en-x-double …): stress tests of the layout's
    /// headroom, since the system, not the app, localizes the title.
    case pseudolanguages
}

extension ButtonRule {
    public var asButtonRule: (any ButtonRule)? { self }
}

extension ColorRule {
    public var asColorRule: (any ColorRule)? { self }
}

extension TextRule {
    public var asTextRule: (any TextRule)? { self }
}

extension StressTestRule {
    public var asStressTestRule: (any StressTestRule)? { self }
}

/// What a rule concluded about one cell, in the rule's own words: a headline (`truncates by 3.6
/// pt`) and the numbers behind it (`title 136.0 pt, room 132.4 pt, …`).
public struct CellOutcome: Sendable, Hashable {
    public var verdict: Verdict
    public var level: FindingLevel
    /// The headline a rule worded itself; unused where `amount` states it.
    private var words: String
    /// The headline: `amount`'s, worded only when read, else the rule's own words.
    public var headline: String { amount?.headline ?? words }
    /// The number the headline turns on, with the words around it (`headline == amount.headline`):
    /// what a report compares to fold a Bold Text twin into one line.
    public var amount: FindingAmount?
    /// The numbers behind the headline, as data (`FindingDetail`).
    public var explanation: FindingDetail?
    /// `explanation` worded.
    public var detail: String? {
        get { explanation?.words }
        set { explanation = newValue.map(FindingDetail.text) }
    }
    public var measured: Double?
    public var limit: Double?
    /// For a finding of CoreLocationUI's own checks: the lines the app prints, empty when the
    /// failure is silent (tap time); nil for other findings.
    public var console: [SystemConsoleLine]?

    public init(verdict: Verdict = .pass, level: FindingLevel = .verdict, headline: String, detail: String? = nil,
                measured: Double? = nil, limit: Double? = nil, console: [SystemConsoleLine]? = nil) {
        self.verdict = verdict; self.level = level; self.words = headline; self.explanation = detail.map(FindingDetail.text)
        self.measured = measured; self.limit = limit; self.console = console
    }

    /// An outcome whose headline states `amount`.
    public init(verdict: Verdict = .pass, level: FindingLevel = .verdict, amount: FindingAmount, detail: String? = nil,
                measured: Double? = nil, limit: Double? = nil, console: [SystemConsoleLine]? = nil) {
        self.init(verdict: verdict, level: level, headline: "", detail: detail, measured: measured,
                  limit: limit, console: console)
        self.amount = amount
    }

    /// Headline and detail as one sentence, for messages outside a report (bad input).
    public var text: String { headline + (detail.map { " (\($0))" } ?? "") }
}

/// A rule about the spec as a whole (shape, frame, platform).
public protocol ButtonRule: Rule {
    /// Why the spec cannot be judged at all (level `invalid`): asked once per button before
    /// anything is measured, and bad input for the CLI.
    func invalidity(_ spec: ButtonSpec) -> CellOutcome?
    /// What the rule finds about a spec that can be judged.
    func check(_ spec: ButtonSpec, context: ButtonContext) -> CellOutcome?
}

extension ButtonRule {
    public func invalidity(_ spec: ButtonSpec) -> CellOutcome? { nil }
}

/// A rule about the title in one locale at one size (and Bold Text setting). An outcome's headline
/// and detail are data (`FindingAmount`, `FindingDetail`), worded when a finding is read.
public protocol TextRule: Rule {
    func check(_ cell: TextCell) -> CellOutcome?
    /// `check(cell)?.verdict` (the default). The engine asks it of every text rule in every cell
    /// of a button's matrix (millions of cells in a large theme of distinct designs) and `check` only for
    /// the cells that become findings; a rule whose outcome costs more than its verdict answers
    /// it directly.
    func verdict(_ cell: TextCell) -> Verdict?
    /// How a button's summary line words a verdict of this rule over a range of locales, e.g.
    /// `truncates` (followed by `from AX2 in de, fi`).
    static func summaryPhrase(_ verdict: Verdict) -> String
}

extension TextRule {
    public func verdict(_ cell: TextCell) -> Verdict? { check(cell)?.verdict }
}

/// A rule that runs other rules' title checks in its own titles (`titleScope`) and reports what
/// they find under its own id, never worse than `verdictCap` (LB015: LB004 and LB005 in the
/// pseudolanguages). It can be selected, excluded and baselined apart from the rules it runs.
public protocol StressTestRule: Rule {
    /// The text rules whose checks it runs, in id order.
    var checks: [any TextRule] { get }
    /// The worst verdict its findings carry.
    static var verdictCap: Verdict { get }
}

extension StressTestRule {
    /// Whether it runs `rule`'s check.
    package func runs(_ rule: any TextRule) -> Bool {
        checks.contains { type(of: $0).info.id == type(of: rule).info.id }
    }

    /// A verdict of a check it runs, as it reports it.
    package func verdict(_ found: Verdict) -> Verdict { min(found, Self.verdictCap) }

    /// An outcome of a check it runs, as it reports it.
    package func outcome(_ found: CellOutcome) -> CellOutcome {
        var outcome = found
        outcome.verdict = verdict(found.verdict)
        return outcome
    }
}

/// What button rules may consult besides the spec.
public struct ButtonContext: Sendable {
    public var policy: Policy
    /// The height the content needs at the default size (Large) in the source language, for
    /// shape rules of buttons without a fixed height.
    public var defaultNeededHeight: Double

    public init(policy: Policy, defaultNeededHeight: Double) {
        self.policy = policy; self.defaultNeededHeight = defaultNeededHeight
    }
}

/// One title measurement: where it is (locale, size category, Bold Text) and the title as the
/// system lays it out there. It holds no spec, so making one per cell copies no button.
public struct TextCell: Sendable {
    /// The title as the system draws it at this category. First, so the geometry sits aligned
    /// at the cell's start: a judgement makes a cell per (locale, Bold Text, size), and behind
    /// the three one-byte fields the optimizer copied it as one unaligned block.
    public var geometry: TitleGeometry
    public var locale: String
    public var isPseudolanguage: Bool
    public var category: SizeCategory
    public var boldText: Bool

    public init(locale: String, isPseudolanguage: Bool, category: SizeCategory, boldText: Bool, geometry: TitleGeometry) {
        self.locale = locale; self.isPseudolanguage = isPseudolanguage; self.category = category
        self.boldText = boldText; self.geometry = geometry
    }
}

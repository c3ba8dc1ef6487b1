/// One thing a rule found about a button, as data: where it applies, what was measured against
/// which limit, and the rule's own words for it. Reporters compose and format these fields; they
/// never take a message apart. It does not name its button: buttons of one design share their
/// findings (see `ButtonJudgement`), and the `ButtonResult` holding it gives the id.
public struct Finding: Sendable, Hashable {
    // Stored fields run from the widest to single bytes, and optional numbers keep their
    // presence among those bytes: an array of findings is most of what a large run holds,
    // and padding between fields was a tenth of each.

    /// Stable rule id, e.g. `LB004`.
    public var rule: String
    /// Kebab-case rule name, e.g. `title-truncated`.
    public var name: String
    /// BCP 47 tag of the title's language, for text findings.
    public var locale: String?
    /// The headline's own words; empty where `amount` states it (then it is worded when read,
    /// as `CellOutcome` does, rather than kept for every finding a summary never prints).
    private var words: String
    /// For a finding reported under another rule's id (LB015's stress tests), the id of the rule
    /// whose check measured it (LB004 width, LB005 height); nil otherwise.
    public var measuredBy: String?
    /// The numbers behind the headline, as data, worded by `detail` when a report reads them.
    public var explanation: FindingDetail?
    /// Theme keys a fix would change, most likely first (annotations point at the first one the
    /// theme writes).
    public var keys: [String]
    /// For CoreLocationUI's own checks: the lines the app prints in the console (empty: the failure
    /// is silent); nil for other findings.
    public var console: [String]?
    /// `measured` and `limit`, 0 where absent (`hasMeasured`, `hasLimit` say which).
    private var measuredValue: Double
    private var limitValue: Double
    /// The number the headline states and the words around it (`headline == amount.headline`),
    /// where a Bold Text twin may state another; nil when the headline has no such number.
    public var amount: FindingAmount?
    public var verdict: Verdict
    public var level: FindingLevel
    public var appearance: Appearance?
    /// The first (smallest) size category where the finding applies; nil for a fixed-size title
    /// and for findings that do not depend on the size.
    public var category: SizeCategory?
    /// The last size category of that range (equal to `category` when it is one size).
    public var categoryEnd: SizeCategory?
    /// nil when the Bold Text axis does not matter for this finding.
    public var boldText: Bool?
    /// Found in a pseudolanguage: a stress test, never `disabled`.
    public var isStressTest: Bool
    /// The other system the finding is about (Android, the web: docs/cross-platform.md); nil for
    /// CoreLocationUI's, which every finding was before.
    public var platform: ButtonPlatform?
    private var hasMeasured: Bool
    private var hasLimit: Bool

    /// The rule's statement, e.g. `truncates by 3.6 pt`.
    public var headline: String {
        get { words.isEmpty ? amount?.headline ?? "" : words }
        set { words = amount.map { $0.headline == newValue } == true ? "" : newValue }
    }
    /// The numbers behind the headline, e.g. `needs 180.0 pt (176.6–183.4) at 17.0 pt, …`.
    public var detail: String? {
        get { explanation?.words }
        set { explanation = newValue.map(FindingDetail.text) }
    }
    public var measured: Double? {
        get { hasMeasured ? measuredValue : nil }
        set { measuredValue = newValue ?? 0; hasMeasured = newValue != nil }
    }
    public var limit: Double? {
        get { hasLimit ? limitValue : nil }
        set { limitValue = newValue ?? 0; hasLimit = newValue != nil }
    }
    /// Identifies the finding about `button` across runs for baselines: rule, button, appearance,
    /// locale, Bold Text and, for LB015, the check that measured it (width and height are two
    /// problems), hashed (FNV-1a 64). Independent of order, wording and measured values,
    /// and of the size category so a fix that moves the first failing size does not hide behind
    /// the baseline as a "new" finding. Computed when asked: most reports never print it.
    public func fingerprint(button: String) -> String { print(button: button).text }

    /// The fingerprint as a hash, for comparing (`fingerprint` writes it).
    package func print(button: String) -> Fingerprint {
        Self.fingerprint(rule: rule, button: button, appearance: appearance, locale: locale, boldText: boldText,
                         measuredBy: measuredBy)
    }

    /// The fingerprint earlier versions gave the finding, when it differs: without the check that
    /// measured it, so one entry stood for LB015's width and height findings alike. Baselines
    /// written then are still read (`Baseline.legacyEntries`).
    public func legacyFingerprint(button: String) -> String? { legacyPrint(button: button)?.text }

    package func legacyPrint(button: String) -> Fingerprint? {
        guard measuredBy != nil else { return nil }
        return Self.fingerprint(rule: rule, button: button, appearance: appearance, locale: locale, boldText: boldText)
    }

    public init(rule: String, name: String, verdict: Verdict, level: FindingLevel = .verdict,
                appearance: Appearance? = nil, locale: String? = nil, category: SizeCategory? = nil,
                categoryEnd: SizeCategory? = nil, boldText: Bool? = nil, isStressTest: Bool = false,
                headline: String, detail: String? = nil, measured: Double? = nil, limit: Double? = nil,
                keys: [String] = [], console: [String]? = nil, amount: FindingAmount? = nil,
                measuredBy: String? = nil, platform: ButtonPlatform? = nil) {
        // A headline the amount states is kept as the amount alone, so equal findings store alike.
        self.init(rule: rule, name: name, verdict: verdict, level: level, appearance: appearance, locale: locale,
                  category: category, categoryEnd: categoryEnd, boldText: boldText, isStressTest: isStressTest,
                  words: amount.map { $0.headline == headline } == true ? "" : headline,
                  explanation: detail.map(FindingDetail.text), measured: measured, limit: limit, keys: keys,
                  console: console, amount: amount, measuredBy: measuredBy, platform: platform)
    }

    /// A finding whose headline is `words`, or `amount`'s where `words` is empty.
    package init(rule: String, name: String, verdict: Verdict, level: FindingLevel, appearance: Appearance?, locale: String?,
         category: SizeCategory?, categoryEnd: SizeCategory?, boldText: Bool?, isStressTest: Bool, words: String,
         explanation: FindingDetail?, measured: Double?, limit: Double?, keys: [String], console: [String]?,
         amount: FindingAmount?, measuredBy: String?, platform: ButtonPlatform?) {
        self.rule = rule; self.name = name; self.locale = locale; self.words = words; self.measuredBy = measuredBy
        self.explanation = explanation; self.keys = keys; self.console = console
        self.measuredValue = measured ?? 0; self.limitValue = limit ?? 0; self.amount = amount
        self.verdict = verdict; self.level = level; self.appearance = appearance; self.category = category
        self.categoryEnd = category == nil ? nil : (categoryEnd ?? category); self.boldText = boldText
        self.isStressTest = isStressTest; self.platform = platform
        self.hasMeasured = measured != nil; self.hasLimit = limit != nil
    }

    /// The fingerprint a finding with these fields gets (see `fingerprint`).
    package static func fingerprint(rule: String, button: String, appearance: Appearance?, locale: String?,
                            boldText: Bool?, measuredBy: String? = nil) -> Fingerprint {
        var print = Fingerprint()
        for part in [rule, button, appearance?.rawValue ?? "", locale ?? "", boldText.map { $0 ? "bold" : "regular" } ?? ""] {
            print.add(part)
        }
        if let measuredBy { print.add(measuredBy) }
        return print
    }

    /// The sizes it applies to: `at xSmall–AX2` for colors (thresholds fall as sizes grow, so
    /// the range is where it holds), `from AX2` for a title (it fails from there up); nil when
    /// the size does not matter.
    public var sizes: String? {
        guard let category else { return nil }
        if locale != nil { return "from \(category.rawValue)" }
        let end = categoryEnd ?? category
        return end == category ? "at \(category.rawValue)" : "at \(category.rawValue)–\(end.rawValue)"
    }

    /// Where it applies: `dark at xSmall–AX2`, `de from AX2`; empty for the button as a whole.
    public var place: String {
        [platform?.rawValue, appearance?.rawValue ?? locale, sizes].compactMap { $0 }.joined(separator: " ")
    }

    /// The headline with its detail: `truncates by 3.6 pt (title 136.0 pt, room 132.4 pt, …)`,
    /// marked as a stress test in a pseudolanguage.
    public var statement: String {
        (isStressTest ? "stress test: " : "") + headline + (detail.map { " (\($0))" } ?? "")
    }

    /// The whole sentence: `de from AX2: truncates by 3.6 pt (…)`.
    public var message: String { place.isEmpty ? statement : place + ": " + statement }

    /// Orders findings worst first, then by rule, appearance, locale, category, Bold Text: the
    /// order every report uses, so reports are byte-identical whatever the thread count.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        ReportKey.precedes(ReportKey(a), ReportKey(b))
    }
}

extension Finding {
    /// `findings` sorted by `reportOrder`, comparing small keys: comparing the findings
    /// themselves copied each one (a dozen references) per comparison, for a judgement's ~130
    /// findings. The sort sees the same comparisons, so equal findings keep the same order.
    package static func inReportOrder(_ findings: [Finding]) -> [Finding] {
        guard findings.count > 1 else { return findings }
        let keys = findings.map(ReportKey.init)
        return keys.indices.sorted { ReportKey.precedes(keys[$0], keys[$1]) }.map { findings[$0] }
    }
}

/// What `Finding.reportOrder` compares, field by field, as small values.
private struct ReportKey {
    var verdict: Verdict, level: Int, rule: String, appearance: Int, locale: String?, category: Int, bold: Int

    init(_ f: Finding) {
        verdict = f.verdict; level = f.level.rank; rule = f.rule; appearance = f.appearance?.rank ?? -1
        locale = f.locale; category = f.category?.index ?? -1; bold = f.boldText.map { $0 ? 1 : 0 } ?? -1
    }

    static func precedes(_ a: ReportKey, _ b: ReportKey) -> Bool {
        if a.verdict != b.verdict { return a.verdict > b.verdict }
        if a.level != b.level { return a.level > b.level }
        if a.rule != b.rule { return a.rule < b.rule }
        if a.appearance != b.appearance { return a.appearance < b.appearance }
        if a.locale != b.locale { return (a.locale ?? "") < (b.locale ?? "") }
        if a.category != b.category { return a.category < b.category }
        return a.bold < b.bold
    }
}

extension FindingLevel {
    fileprivate var rank: Int { Self.allCases.firstIndex(of: self)! }
}

extension Appearance {
    fileprivate var rank: Int { Self.allCases.firstIndex(of: self)! }
}

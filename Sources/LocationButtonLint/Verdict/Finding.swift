/// One thing a rule found about one button, with where it applies, what was measured and the
/// limit it was measured against.
public struct Finding: Sendable, Hashable, Codable {
    /// Stable rule id, e.g. `LB004`.
    public var rule: String
    /// Kebab-case rule name, e.g. `title-truncated`.
    public var name: String
    public var verdict: Verdict
    public var level: FindingLevel
    public var button: String
    public var appearance: Appearance?
    /// BCP 47 tag of the title's language, for text findings.
    public var locale: String?
    /// The first (smallest) size category where the finding applies; for a fixed-size title nil.
    public var category: SizeCategory?
    /// nil when the Bold Text axis does not matter for this finding.
    public var boldText: Bool?
    public var message: String
    public var measured: Double?
    public var limit: Double?
    /// Identifies the finding across runs for baselines: rule, button, appearance, locale and Bold
    /// Text, hashed (FNV-1a 64). Independent of order, message wording and measured values, and
    /// of the size category so a fix that moves the first failing size does not hide behind the
    /// baseline as a "new" finding.
    public var fingerprint: String

    public init(rule: String, name: String, verdict: Verdict, level: FindingLevel = .verdict, button: String,
                appearance: Appearance? = nil, locale: String? = nil, category: SizeCategory? = nil,
                boldText: Bool? = nil, message: String, measured: Double? = nil, limit: Double? = nil) {
        self.rule = rule; self.name = name; self.verdict = verdict; self.level = level; self.button = button
        self.appearance = appearance; self.locale = locale; self.category = category; self.boldText = boldText
        self.message = message; self.measured = measured; self.limit = limit
        self.fingerprint = Fingerprint.make([
            rule, button, appearance?.rawValue ?? "", locale ?? "", boldText.map { $0 ? "bold" : "regular" } ?? "",
        ])
    }

    /// Orders findings worst first, then by rule, appearance, locale, category, Bold Text: the
    /// order every report uses, so reports are byte-identical whatever the thread count.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.verdict != b.verdict { return a.verdict > b.verdict }
        if a.level != b.level { return a.level.rank > b.level.rank }
        if a.rule != b.rule { return a.rule < b.rule }
        if a.appearance != b.appearance { return (a.appearance?.rank ?? -1) < (b.appearance?.rank ?? -1) }
        if a.locale != b.locale { return (a.locale ?? "") < (b.locale ?? "") }
        if a.category != b.category { return (a.category?.index ?? -1) < (b.category?.index ?? -1) }
        return (a.boldText.map { $0 ? 1 : 0 } ?? -1) < (b.boldText.map { $0 ? 1 : 0 } ?? -1)
    }
}

extension FindingLevel {
    fileprivate var rank: Int { Self.allCases.firstIndex(of: self)! }
}

extension Appearance {
    fileprivate var rank: Int { Self.allCases.firstIndex(of: self)! }
}

/// Stable 64-bit FNV-1a hash as 16 hex digits. Swift's `Hasher` is seeded per process, so it
/// cannot identify findings across runs.
enum Fingerprint {
    static func make(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in parts.joined(separator: "\u{1F}").utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

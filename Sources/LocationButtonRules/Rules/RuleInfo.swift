import LocationButtonModel
/// What every report says about a rule: its stable id, name, what it can yield and why it exists.
public struct RuleInfo: Sendable, Hashable {
    /// Stable id (`LB001` …); never reused.
    public var id: String
    /// Kebab-case name.
    public var name: String
    /// One-line summary (SARIF `shortDescription`).
    public var summary: String
    /// The level its findings carry.
    public var level: FindingLevel
    /// The verdicts it can yield (empty for rules whose findings do not carry a verdict).
    public var verdicts: [Verdict]
    /// Why the rule exists, citing its evidence (SARIF `help`).
    public var rationale: String
    /// Theme keys a fix changes, most likely first: annotations point at the first one a theme
    /// writes (the button itself when it writes none).
    public var fixKeys: [ButtonKeyName] { didSet { fixKeyTexts = fixKeys.map(\.text) } }
    /// `fixKeys` as findings carry them, made once: every finding of the rule shares the list.
    public private(set) var fixKeyTexts: [String]

    public init(id: String, name: String, summary: String, level: FindingLevel, verdicts: [Verdict], rationale: String,
                fixKeys: [ButtonKeyName] = []) {
        self.id = id; self.name = name; self.summary = summary; self.level = level
        self.verdicts = verdicts; self.rationale = rationale; self.fixKeys = fixKeys
        fixKeyTexts = fixKeys.map(\.text)
    }
}

import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// `locbutton rules`: the rules as a table, one rule with its rationale and worked examples, or
/// both as JSON. Examples are the rule's own (`Rule.examples`), which the test suite runs.
public enum RuleListWriter {
    /// What `locbutton rules [RULE]` prints: every rule (iOS's, then Android's and the web's after a
    /// heading), or the one whose id or name is `rule`; nil when no rule has it.
    public static func listing(rule: String?, json: Bool) -> String? {
        let selected = RuleCatalog.all.filter { rule == nil || $0.info.id == rule || $0.info.name == rule }
        guard !selected.isEmpty else { return nil }
        if json { return self.json(selected) }
        if rule == nil {
            let platform = RuleCatalog.crossPlatformRules.map { type(of: $0).info }
            return table(selected.map { $0.info }.filter { !platform.contains($0) }) + platformTable(platform)
        }
        return detail(selected[0])
    }

    /// Every rule's id and name, for a spelling hint.
    public static var ruleNames: [String] {
        RuleCatalog.all.flatMap { [$0.info.id, $0.info.name] }
    }

    /// One line per rule: id, name, the verdicts it can yield, its summary.
    package static func table(_ infos: [RuleInfo]) -> String {
        let nameWidth = infos.map(\.name.count).max() ?? 0, verdictWidth = infos.map { verdicts($0).count }.max() ?? 0
        return infos.map { info in
            info.id + "  " + pad(info.name, nameWidth) + "  " + pad(verdicts(info), verdictWidth) + "  " + info.summary
        }.joined(separator: "\n") + "\n"
    }

    /// One rule in full: its header, then the examples the test suite runs.
    package static func detail(_ rule: any Rule.Type) -> String {
        var lines = header(rule.info) + ["", "Examples:"]
        for example in rule.examples {
            lines.append("  \(pad(expectation(example.expected), 11))  \(example.summary)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Summary, verdicts, the keys a fix changes, rationale.
    private static func header(_ info: RuleInfo) -> [String] {
        var lines = ["\(info.id) \(info.name)", info.summary, "", "Verdicts: \(verdicts(info))", "Level: \(info.level.rawValue)"]
        if !info.fixKeys.isEmpty { lines.append("Fix changes: " + info.fixKeyTexts.joined(separator: ", ")) }
        return lines + ["", info.rationale]
    }

    // Android 17's and Chromium's rules (`CrossPlatformRule`): judged for buttons whose theme
    // names those platforms.

    /// The other platforms' rules after a heading, one line each as `table` writes them.
    private static func platformTable(_ infos: [RuleInfo]) -> String {
        infos.isEmpty ? "" : "\nAndroid 17 and the web (a theme button's platforms: [ios, android, web]; docs/cross-platform.md):\n"
            + table(infos)
    }

    /// `rules` as one JSON array; a cross-platform rule's entry names its platform.
    package static func json(_ rules: [any Rule.Type]) -> String {
        let entries = rules.map { rule in
            let platform = RuleCatalog.crossPlatformRules.first { type(of: $0).info == rule.info }.map { type(of: $0).platform }
            let examples = rule.examples.map { example in
                JSONValue.object([("summary", .string(example.summary)), ("expected", .string(expectation(example.expected)))])
            }
            return fields(rule.info) + (platform.map { [("platform", .string($0.rawValue))] } ?? []) + [("examples", .array(examples))]
        }
        return JSONValue.array(entries.map(JSONValue.object)).serialized()
    }

    private static func fields(_ info: RuleInfo) -> [(String, JSONValue)] {
        [("id", .string(info.id)), ("name", .string(info.name)), ("summary", .string(info.summary)),
         ("level", .string(info.level.rawValue)), ("verdicts", .array(info.verdicts.map { .string($0.rawValue) })),
         ("fixKeys", .array(info.fixKeyTexts.map { .string($0) })), ("rationale", .string(info.rationale))]
    }

    private static func verdicts(_ info: RuleInfo) -> String {
        info.verdicts.isEmpty ? info.level.rawValue : info.verdicts.map(\.rawValue).joined(separator: ", ")
    }

    private static func expectation(_ expected: RuleExample.Expectation) -> String {
        switch expected {
        case .verdict(let verdict): verdict.rawValue
        case .level(let level): level.rawValue
        case .nothing: "nothing"
        }
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}

/// `locbutton rules`: the rules as a table, one rule with its rationale and worked examples, or
/// both as JSON. Examples are the rule's own (`Rule.examples`), which the test suite runs.
public enum RuleListWriter {
    /// What `locbutton rules [RULE]` prints: every rule (iOS's, then Android's and the web's after a
    /// heading), or the one whose id or name is `rule`; nil when no rule has it.
    public static func listing(rule: String?, json: Bool) -> String? {
        let selected = RuleCatalog.all.filter { rule == nil || $0.info.id == rule || $0.info.name == rule }
        let platform = PlatformRules.all.filter { rule == nil || $0.id == rule || $0.name == rule }
        if json { return selected.isEmpty && platform.isEmpty ? nil : self.json(selected, platformRules: platform) }
        if rule == nil { return table(selected.map { $0.info }) + platformTable(platform) }
        if let first = selected.first { return detail(first) }
        guard let info = platform.first else { return nil }
        return header(info).joined(separator: "\n") + "\n"
    }

    /// Every rule's id and name, for a spelling hint.
    public static var ruleNames: [String] {
        RuleCatalog.all.flatMap { [$0.info.id, $0.info.name] } + PlatformRules.all.flatMap { [$0.id, $0.name] }
    }

    /// One line per rule: id, name, the verdicts it can yield, its summary.
    static func table(_ infos: [RuleInfo]) -> String {
        let nameWidth = infos.map(\.name.count).max() ?? 0, verdictWidth = infos.map { verdicts($0).count }.max() ?? 0
        return infos.map { info in
            info.id + "  " + pad(info.name, nameWidth) + "  " + pad(verdicts(info), verdictWidth) + "  " + info.summary
        }.joined(separator: "\n") + "\n"
    }

    /// One rule in full: its header, then the examples the test suite runs.
    static func detail(_ rule: any Rule.Type) -> String {
        var lines = header(rule.info) + ["", "Examples:"]
        for example in rule.examples {
            lines.append("  \(pad(expectation(example.expected), 11))  \(example.summary)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Summary, verdicts, the keys a fix changes, rationale.
    private static func header(_ info: RuleInfo) -> [String] {
        var lines = ["\(info.id) \(info.name)", info.summary, "", "Verdicts: \(verdicts(info))", "Level: \(info.level.rawValue)"]
        if !info.fixKeys.isEmpty { lines.append("Fix changes: " + info.fixKeys.joined(separator: ", ")) }
        return lines + ["", info.rationale]
    }

    // Android 17's and Chromium's rules (`PlatformRules`): judged for buttons whose theme names
    // those platforms, with no engine examples of their own (worked ones are in their rationale).

    /// The other platforms' rules after a heading, one line each as `table` writes them.
    private static func platformTable(_ infos: [RuleInfo]) -> String {
        infos.isEmpty ? "" : "\nAndroid 17 and the web (a theme button's platforms: [ios, android, web]; docs/cross-platform.md):\n"
            + table(infos)
    }

    /// `rules` and `platformRules` in one JSON array (the latter with `platform` and no examples).
    static func json(_ rules: [any Rule.Type], platformRules: [RuleInfo] = []) -> String {
        let ios = rules.map { rule in
            fields(rule.info) + [("examples", .array(rule.examples.map { example in
                .object([("summary", .string(example.summary)), ("expected", .string(expectation(example.expected)))])
            }))]
        }
        let other = platformRules.map { info in
            fields(info) + [("platform", .string(info.id.hasPrefix("LB1") ? "android" : "web")), ("examples", .array([]))]
        }
        return JSONValue.array((ios + other).map(JSONValue.object)).serialized()
    }

    private static func fields(_ info: RuleInfo) -> [(String, JSONValue)] {
        [("id", .string(info.id)), ("name", .string(info.name)), ("summary", .string(info.summary)),
         ("level", .string(info.level.rawValue)), ("verdicts", .array(info.verdicts.map { .string($0.rawValue) })),
         ("fixKeys", .array(info.fixKeys.map { .string($0) })), ("rationale", .string(info.rationale))]
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

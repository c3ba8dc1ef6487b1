/// `locbutton rules`: the rules as a table, one rule with its rationale and worked examples, or
/// both as JSON. Examples are the rule's own (`Rule.examples`), which the test suite runs.
public enum RuleListWriter {
    /// One line per rule: id, name, the verdicts it can yield, its summary.
    public static func table(_ rules: [any Rule.Type]) -> String {
        let nameWidth = rules.map { $0.info.name.count }.max() ?? 0
        let verdictWidth = rules.map { verdicts($0.info).count }.max() ?? 0
        return rules.map { rule in
            let info = rule.info
            return info.id + "  " + pad(info.name, nameWidth) + "  " + pad(verdicts(info), verdictWidth) + "  " + info.summary
        }.joined(separator: "\n") + "\n"
    }

    /// One rule in full: summary, verdicts, the keys a fix changes, rationale, examples.
    public static func detail(_ rule: any Rule.Type) -> String {
        let info = rule.info
        var lines = ["\(info.id) \(info.name)", info.summary, "",
                     "Verdicts: \(verdicts(info))", "Level: \(info.level.rawValue)"]
        if !info.fixKeys.isEmpty { lines.append("Fix changes: " + info.fixKeys.joined(separator: ", ")) }
        lines += ["", info.rationale, "", "Examples:"]
        for example in rule.examples {
            lines.append("  \(pad(expectation(example.expected), 11))  \(example.summary)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public static func json(_ rules: [any Rule.Type]) -> String { JSONValue.array(items(rules)).serialized() }

    private static func items(_ rules: [any Rule.Type]) -> [JSONValue] {
        rules.map { rule in
            let info = rule.info
            return .object([
                ("id", .string(info.id)), ("name", .string(info.name)), ("summary", .string(info.summary)),
                ("level", .string(info.level.rawValue)), ("verdicts", .array(info.verdicts.map { .string($0.rawValue) })),
                ("fixKeys", .array(info.fixKeys.map { .string($0) })), ("rationale", .string(info.rationale)),
                ("examples", .array(rule.examples.map { example in
                    .object([("summary", .string(example.summary)), ("expected", .string(expectation(example.expected)))])
                })),
            ])
        }
    }

    // Android 17's and Chromium's rules (`PlatformRules`): judged for buttons whose theme names
    // those platforms, with no engine examples of their own (worked ones are in their rationale).

    /// The other platforms' rules after a heading, one line each as `table` writes them.
    public static func platformTable(_ infos: [RuleInfo]) -> String {
        guard !infos.isEmpty else { return "" }
        let nameWidth = infos.map(\.name.count).max() ?? 0, verdictWidth = infos.map { verdicts($0).count }.max() ?? 0
        return "\nAndroid 17 and the web (a theme button's platforms: [ios, android, web]; docs/cross-platform.md):\n"
            + infos.map { info in
                info.id + "  " + pad(info.name, nameWidth) + "  " + pad(verdicts(info), verdictWidth) + "  " + info.summary
            }.joined(separator: "\n") + "\n"
    }

    /// One of the other platforms' rules in full.
    public static func platformDetail(_ info: RuleInfo) -> String {
        var lines = ["\(info.id) \(info.name)", info.summary, "", "Verdicts: \(verdicts(info))", "Level: \(info.level.rawValue)"]
        if !info.fixKeys.isEmpty { lines.append("Fix changes: " + info.fixKeys.joined(separator: ", ")) }
        lines += ["", info.rationale]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The JSON of `rules` and `platformRules` in one array (the latter with `platform` and no examples).
    public static func json(_ rules: [any Rule.Type], platformRules: [RuleInfo]) -> String {
        var items = items(rules)
        for info in platformRules {
            items.append(.object([
                ("id", .string(info.id)), ("name", .string(info.name)), ("summary", .string(info.summary)),
                ("level", .string(info.level.rawValue)), ("verdicts", .array(info.verdicts.map { .string($0.rawValue) })),
                ("fixKeys", .array(info.fixKeys.map { .string($0) })), ("rationale", .string(info.rationale)),
                ("platform", .string(info.id.hasPrefix("LB1") ? "android" : "web")), ("examples", .array([])),
            ]))
        }
        return JSONValue.array(items).serialized()
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

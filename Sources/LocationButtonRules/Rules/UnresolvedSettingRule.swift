import LocationButtonModel
/// LB012: a button scanned from code whose settings depend on values only the running app knows.
public struct UnresolvedSettingRule: ButtonRule {
    public static let info = RuleInfo(
        id: "LB014", name: "unresolved-setting",
        summary: "A setting of a button found in code has no static value; the verdict cannot be certain.",
        level: .verdict, verdicts: [.uncertain],
        rationale: """
            A check from source reads what the code states. A color from a variable \
            (`.tint(theme.accent)`), a size from a function call, a custom modifier or view \
            extension that may set anything, or a modifier inside `#if` is only known when the app \
            runs, so the button is judged without it and cannot pass with certainty. Rather than \
            assume a default, the finding names the expression; pin its value in `.locbutton.yml` \
            (under the button's id or File.swift:line) or with a `// locbutton: key=value` comment \
            on the button.
            """,
        fixKeys: [.unresolved])

    public static let examples: [RuleExample] = [
        RuleExample("every setting is a literal", spec: ButtonSpec(id: "literal", background: "#1E7D4F"), expected: .nothing),
        RuleExample("`.tint(theme.accent)`", spec: unresolvedExample, expected: .verdict(.uncertain), measured: 1, limit: 0),
    ]

    private static var unresolvedExample: ButtonSpec {
        var spec = ButtonSpec(id: "variable")
        spec.unresolved = [UnresolvedValue(key: "background", expression: "theme.accent", reason: "a property or constant")]
        return spec
    }

    public init() {}

    public func check(_ spec: ButtonSpec, context: ButtonContext) -> CellOutcome? {
        guard let first = spec.unresolved.first else { return nil }
        let more = spec.unresolved.count > 1 ? " and \(spec.unresolved.count - 1) more" : ""
        let each = spec.unresolved.map { value in
            "\(value.key ?? "any setting") ← `\(value.expression)` (\(value.reason))"
        }
        return CellOutcome(verdict: .uncertain, headline: "cannot resolve statically: `\(first.expression)`\(more)",
                           detail: each.joined(separator: "; ") + "; pin it in .locbutton.yml or with `// locbutton: key=value`",
                           measured: Double(spec.unresolved.count), limit: 0)
    }
}

/// LB010: a title that ignores Dynamic Type is checked at its own size only.
public struct FixedSizeRule: ButtonRule {
    public static let info = RuleInfo(
        id: "LB010", name: "fixed-size",
        summary: "The title does not follow Dynamic Type; it is checked at its own size only.",
        level: .information, verdicts: [],
        rationale: """
            A font size that does not scale with the user's text size setting stays legible-as-set \
            at every category, so only its own size is checked. People who need larger text do not \
            get it, which the HIG discourages (Typography › Dynamic Type); the report says so.
            """,
        fixKeys: ["dynamicType"])

    public static let examples: [RuleExample] = [
        RuleExample("follows Dynamic Type", spec: ButtonSpec(id: "scales"), expected: .nothing),
        RuleExample("fixed size", spec: ButtonSpec(id: "fixed", dynamicType: .fixed), expected: .level(.information)),
    ]

    public init() {}

    public func check(_ spec: ButtonSpec, context: ButtonContext) -> CellOutcome? {
        guard !spec.dynamicType.follows, spec.title != .none else { return nil }
        return CellOutcome(level: .information,
                           headline: "the title does not follow Dynamic Type: checked at its own size (\(spec.fontSize) pt) only")
    }
}

/// LB006: a button with neither title nor glyph shows nothing a person could recognize.
public struct EmptyButtonRule: ButtonRule {
    public static let info = RuleInfo(
        id: "LB006", name: "empty-button",
        summary: "Title and glyph are both `none`: the spec cannot be judged.",
        level: .invalid, verdicts: [],
        rationale: """
            The location button must show what it does: Core Location UI offers `none` for the title \
            (glyph only) and for the icon (title only), never both, and a button with neither is no \
            longer the system's recognizable location control. Such a spec is rejected as invalid \
            input rather than judged.
            """,
        fixKeys: ["title", "glyph"])

    public static let examples: [RuleExample] = [
        RuleExample("glyph only is fine", spec: ButtonSpec(id: "glyph", title: .none), expected: .nothing),
        RuleExample("neither title nor glyph", spec: ButtonSpec(id: "empty", title: .none, glyph: .none),
                    expected: .level(.invalid)),
    ]

    public init() {}

    public func invalidity(_ spec: ButtonSpec) -> CellOutcome? {
        guard spec.title == .none && spec.glyph == .none else { return nil }
        return CellOutcome(level: .invalid, headline: "expected a title or a glyph, found title none and glyph none")
    }

    public func check(_ spec: ButtonSpec, context: ButtonContext) -> CellOutcome? { nil }
}

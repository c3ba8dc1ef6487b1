import LocationButtonModel
/// LB006: a button with neither title nor glyph shows nothing a person could recognize.
public struct EmptyButtonRule: ButtonRule {
    public static let info = RuleInfo(
        id: "LB006", name: "empty-button",
        summary: "Title and glyph are both `none`: the spec cannot be judged.",
        level: .invalid, verdicts: [],
        rationale: """
            A spec states what the button draws, and a button must show what it does. No app can \
            make it draw nothing: with neither `label` nor `icon` set, CoreLocationUI draws \
            "Current Location" without the arrow, so theme files and scans of code give that \
            title (docs/system-model.md §5) and never reach this rule. A spec built in code with \
            neither is not the system's recognizable control and is rejected as invalid input \
            rather than judged. A theme's `title: none` without a glyph is judged as that title and \
            says so (information), since the button it checks is not the one the key suggests.
            """,
        fixKeys: [.key(ButtonKeys.title), .key(ButtonKeys.glyph)])

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

    public func check(_ spec: ButtonSpec, context: ButtonContext) -> CellOutcome? {
        guard spec.drawsTitleForNoneAndNoGlyph else { return nil }
        return CellOutcome(level: .information, headline: DrawnContent.noneAndNoGlyph + "; it is judged as drawn")
    }
}

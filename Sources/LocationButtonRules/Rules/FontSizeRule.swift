import LocationButtonModel
/// LB012: a font size below 12 pt is replaced by 18 pt, so the button comes out larger than designed.
public struct FontSizeRule: ButtonRule {
    public static let info = RuleInfo(
        id: "LB012", name: "font-size-replaced",
        summary: "fontSize below 12 pt: the system draws the title at 18 pt instead.",
        level: .warning, verdicts: [],
        rationale: """
            CoreLocationUI replaces a font size below 12 (including the unset 0) with 18 when it \
            builds the button (decompiled iOS 18.2, `CLLocationButtonTag`); there is no upper clamp. \
            A theme that asks for less gets a button larger than designed, which this warning says; \
            the size checks use 18 pt.
            """,
        fixKeys: [.key(ButtonKeys.fontSize)])

    public static let examples: [RuleExample] = [
        RuleExample("12 pt is kept", spec: ButtonSpec(id: "small", fontSize: 12), expected: .nothing),
        RuleExample("10 pt becomes 18 pt", spec: ButtonSpec(id: "tiny", fontSize: 10), expected: .level(.warning)),
    ]

    /// The title and the size it is drawn at.
    public static let dependsOn: Set<ButtonKeyName> = [.key(ButtonKeys.title), .key(ButtonKeys.glyph),
        .key(ButtonKeys.fontSize), .key(ButtonKeys.textStyle), .key(ButtonKeys.dynamicType)]

    public init() {}

    public func check(_ spec: ButtonSpec, context: ButtonContext) -> CellOutcome? {
        guard spec.fontSizeIsReplaced else { return nil }
        return CellOutcome(level: .warning,
                           headline: "fontSize \(NumberText.trimmed(spec.fontSize, 1)) pt is below 12 pt: the system draws the title at 18 pt",
                           measured: spec.fontSize, limit: SystemModel.fontSizeMinimum)
    }
}

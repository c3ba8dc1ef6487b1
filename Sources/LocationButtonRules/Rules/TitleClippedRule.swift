import LocationButtonModel
/// LB005: the content needs more height than the button's fixed frame: CoreLocationUI refuses the
/// button and clips the title.
public struct TitleClippedRule: TitleSizeRule {
    public static let info = RuleInfo(
        id: "LB005", name: "title-clipped",
        summary: "The button's fixed height is less than its content needs: CoreLocationUI refuses it and clips the title (disabled).",
        level: .verdict, verdicts: [.uncertain, .disabled],
        rationale: """
            CoreLocationUI needs max(title line height, arrow height) + fontSize of padding (iOS \
            15–18); a frame lower than that fails with "Error: #locationButton failed due to \
            inappropriate sizes" and the content is clipped (decompiled iOS 18.2). Scripts with tall \
            line metrics (Urdu Nastaliq, Thai, the Indic scripts) need far more height than Latin at \
            the same point size. The stand-in font's line height and the arrow's height enter the \
            margin (`uncertain`); without a fixed height the button takes the height it needs. A \
            title kept at a fixed size is judged at that size; where it would not fit if it followed \
            Dynamic Type is advice on LB010's line, not a verdict.
            """,
        fixKeys: [.key(ButtonKeys.height), .key(ButtonKeys.fontSize), .key(ButtonKeys.title)])

    // Examples: 18 pt; line 1.2 em = 21.6 pt; arrow 18 ± 3.6 (14.4…21.6); padding 18: needed
    // 39.6 pt exactly (the line is the taller either way).
    public static let examples: [RuleExample] = [
        RuleExample("a 44 pt frame holds 39.6 pt", spec: ButtonSpec(id: "tall", frame: ButtonFrame(height: 44)),
                    expected: .verdict(.pass)),
        RuleExample("a 36 pt frame clips 39.6 pt: inappropriate sizes",
                    spec: ButtonSpec(id: "flat", frame: ButtonFrame(height: 36)), expected: .verdict(.disabled),
                    measured: 39.6, limit: 36),
        // Line 21.6 ± 1.08 (5 %): needed 38.52…40.68.
        RuleExample("39 pt lies within 38.5…40.7 pt (a 5 % font margin on the line)",
                    spec: ButtonSpec(id: "near", frame: ButtonFrame(height: 39)), uncertainty: 0.05,
                    expected: .verdict(.uncertain), measured: 39.6, limit: 39),
        RuleExample("no fixed height: the button takes what it needs",
                    spec: ButtonSpec(id: "free"), expected: .verdict(.pass)),
    ]

    /// The title and its size against the frame.
    public static let dependsOn: Set<ButtonKeyName> = [.key(ButtonKeys.title), .key(ButtonKeys.glyph),
        .key(ButtonKeys.fontSize), .key(ButtonKeys.textStyle), .key(ButtonKeys.dynamicType), .key(ButtonKeys.width),
        .key(ButtonKeys.height), .key(ButtonKeys.maxWidth), .key(ButtonKeys.device)]

    public init() {}

    public static let axis = TitleSizeAxis.height
    /// A smaller font, a taller frame, a Dynamic Type clamp, a shorter title.
    public static let fixHints: Set<FixHintPart> = [.fontSize, .frameHeight, .sizeClamp, .title]

    public static func summaryPhrase(_ verdict: Verdict) -> String {
        switch verdict {
        case .disabled: "is clipped, too low,"
        case .uncertain: "may be too low (within the model's margin)"
        default: "would not fit the height (a pseudolanguage stress test)"
        }
    }
}

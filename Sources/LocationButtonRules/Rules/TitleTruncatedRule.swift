import LocationButtonModel
/// LB004: the content needs more width than the button gets. CoreLocationUI then refuses the
/// button and clips the title (it is never ellipsized). It judges what the system draws: where a
/// fixed-size title would not fit if it followed Dynamic Type is LB010's advice. The id and name
/// stay from the earlier model.
public struct TitleTruncatedRule: TitleSizeRule {
    public static let info = RuleInfo(
        id: "LB004", name: "title-truncated",
        summary: "The button is narrower than its content needs: CoreLocationUI refuses it and clips the title (disabled).",
        level: .verdict, verdicts: [.uncertain, .disabled],
        rationale: """
            CoreLocationUI lays the title out on one line at natural width and needs title + arrow + \
            0.5·fontSize + fontSize of padding (iOS 15–18); a frame narrower than that fails with \
            "Error: #locationButton failed due to inappropriate sizes", and the title, clipped to \
            the bounds, is cut off — never ellipsized (decompiled iOS 18.2). The frame is the fixed \
            width, else the intrinsic size (needed + 1 pt) squeezed to the room (maxWidth, device). \
            SF Pro's widths (stand-in fonts) and the arrow's advance are unknown here: a result within \
            their margin is `uncertain`, as is anything within iOS 26's unresolved padding. The rule \
            judges the title at the size the system draws it: a title kept at a fixed size is judged \
            at that size, and where it would not fit if it followed Dynamic Type (the HIG asks text \
            to fit at every size) is advice on LB010's line, not a verdict. Pseudolanguages are \
            stress tests, reported as LB015.
            """,
        fixKeys: [.key(ButtonKeys.width), .key(ButtonKeys.maxWidth), .key(ButtonKeys.device),
            .key(ButtonKeys.fontSize), .key(ButtonKeys.title)])

    // Examples: fontSize unset → 18 pt; title 8 em = 144 pt; arrow 18 ± 3.6; gap 9; padding 18:
    // needed 189 pt, bounds 185.4…192.6.
    public static let examples: [RuleExample] = [
        RuleExample("fits: a 200 pt frame holds 189 ± 3.6 pt",
                    spec: ButtonSpec(id: "fits", frame: ButtonFrame(width: 200)), expected: .verdict(.pass)),
        RuleExample("180 pt is short of 185.4 pt at least: inappropriate sizes, title clipped",
                    spec: ButtonSpec(id: "short", frame: ButtonFrame(width: 180)), expected: .verdict(.disabled),
                    measured: 189, limit: 180),
        RuleExample("190 pt lies within 185.4…192.6 pt (the arrow's margin)",
                    spec: ButtonSpec(id: "close", frame: ButtonFrame(width: 190)), expected: .verdict(.uncertain),
                    measured: 189, limit: 190),
        // At AX1 the system still draws a fixed title at 18 pt: 189 ± 3.6 fits 250. (Body scaling
        // would make it 18·28/17 = 29.65 pt, 8 em = 237.2, needed 311.3 > 250: LB010's advice.)
        RuleExample("fixed at 18 pt it fits 250 pt at AX1 too: the system draws it at 18 pt",
                    spec: ButtonSpec(id: "fixed", frame: ButtonFrame(width: 250)), categories: [.ax1],
                    expected: .verdict(.pass)),
    ]

    /// The title and its size against the frame.
    public static let dependsOn: Set<ButtonKeyName> = [.key(ButtonKeys.title), .key(ButtonKeys.glyph),
        .key(ButtonKeys.fontSize), .key(ButtonKeys.textStyle), .key(ButtonKeys.dynamicType), .key(ButtonKeys.width),
        .key(ButtonKeys.height), .key(ButtonKeys.maxWidth), .key(ButtonKeys.device)]

    public init() {}

    public static let axis = TitleSizeAxis.width
    /// A smaller font, a wider frame (or none on the screen), a Dynamic Type clamp, a shorter title.
    public static let fixHints: Set<FixHintPart> = [.fontSize, .frameWidth, .sizeClamp, .title]

    public static func summaryPhrase(_ verdict: Verdict) -> String {
        switch verdict {
        case .disabled: "is clipped, too narrow,"
        case .uncertain: "may be too narrow (within the model's margin)"
        default: "would not fit (a pseudolanguage stress test)"
        }
    }
}

import LocationButtonModel
/// LB015: the title does not fit in one of Xcode's pseudolanguages (accented, double length,
/// bounded, right to left). A stress test, not a failure: the system localizes the title, never
/// the app, so a pseudolanguage says only that the layout has no headroom. One rule of its own
/// (rather than LB004/LB005 marked as stress results) so it can be excluded, selected and
/// baselined apart from the real languages' checks, and `--fail-on guideline` counts it only when
/// the pseudolanguages are named. The width and height checks are LB004's and LB005's, run in the
/// pseudolanguages and capped at `guideline`; the headline says which of the two failed.
public struct PseudolanguageStressRule: StressTestRule {
    public static let info = RuleInfo(
        id: "LB015", name: "pseudolanguage-stress",
        summary: "The title would not fit in a pseudolanguage (en-x-accented, en-x-double, en-x-bounded, en-x-rtl): a stress test of the layout's headroom (guideline).",
        level: .verdict, verdicts: [.guideline],
        rationale: """
            Xcode's pseudolanguages lengthen, accent, bracket or mirror the title to show where a \
            layout has no room for longer translations. CoreLocationUI draws only its own localized \
            titles, so a pseudolanguage cannot disable a real button: its misfits are `guideline` \
            at worst, measured as LB004 (width) and LB005 (height) measure real languages. They fail \
            `--fail-on guideline` only when the pseudolanguages are named (`--pseudolanguages`, or \
            the theme's `pseudolanguages:`); `--exclude-rule LB015` leaves them out.
            """,
        fixKeys: [.key(ButtonKeys.width), .key(ButtonKeys.height), .key(ButtonKeys.maxWidth),
            .key(ButtonKeys.device), .key(ButtonKeys.fontSize), .key(ButtonKeys.title)])

    // Examples as LB004's and LB005's, in a pseudolanguage: fontSize unset → 18 pt; title 8 em =
    // 144 pt; arrow 18 ± 3.6; gap 9; padding 18: needed width 189 pt (185.4…192.6); line 1.2 em =
    // 21.6 pt, needed height 21.6 + 18 = 39.6 pt.
    public static let examples: [RuleExample] = [
        RuleExample("a 200 pt frame holds the pseudolanguage's 189 ± 3.6 pt",
                    spec: ButtonSpec(id: "roomy", frame: ButtonFrame(width: 200)), locale: "en-x-double",
                    isPseudolanguage: true, expected: .verdict(.pass)),
        RuleExample("180 pt is short of 185.4 pt: a stress result, never disabled",
                    spec: ButtonSpec(id: "narrow", frame: ButtonFrame(width: 180)), locale: "en-x-double",
                    isPseudolanguage: true, expected: .verdict(.guideline), measured: 189, limit: 180),
        RuleExample("a 36 pt frame is short of 39.6 pt: a stress result, never disabled",
                    spec: ButtonSpec(id: "flat", frame: ButtonFrame(height: 36)), locale: "en-x-accented",
                    isPseudolanguage: true, expected: .verdict(.guideline), measured: 39.6, limit: 36),
    ]

    public static let titleScope = TitleScope.pseudolanguages
    /// The system localizes the title, never the app, so a misfit in a pseudolanguage says only
    /// that the layout has no headroom: a guideline concern, never `disabled`.
    public static let verdictCap = Verdict.guideline
    /// Width as LB004 measures it, height as LB005.
    public let checks: [any TextRule] = [TitleTruncatedRule(), TitleClippedRule()]

    public init() {}
}

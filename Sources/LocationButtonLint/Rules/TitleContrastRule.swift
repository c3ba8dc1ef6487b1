/// LB001: the title's contrast against the fill, size- and weight-aware.
public struct TitleContrastRule: ColorRule {
    public static let info = RuleInfo(
        id: "LB001", name: "title-contrast",
        summary: "Title contrast is below the accessibility profile (guideline) or the system floor (disabled).",
        level: .verdict, verdicts: [.guideline, .disabled],
        rationale: """
            The HIG asks for 4.5:1 for text up to 17 pt regular and 3:1 from 18 pt or bold (WCAG 2.x \
            SC 1.4.3 has the same ratios with "large" at 24 / 18.66 iOS points); the accessibility \
            profile decides `guideline`. The threshold follows the title's size at each Dynamic Type \
            category and its weight, so the Bold Text setting can lower it. Independently, the system \
            refuses location from a customized button whose colors it finds illegible (its log \
            reports an "insufficient contrast ratio"): below the system limits' contrast floor the \
            verdict is `disabled`. The ratio is WCAG's, of the foreground (its alpha composited) over \
            the fill made opaque; translucency is LB003's concern.
            """,
        fixKeys: ["foreground", "background"])

    public static let examples: [RuleExample] = [
        RuleExample("black on white, 21:1", spec: ButtonSpec(id: "bw", background: "#FFFFFF", foreground: "#000000"),
                    expected: .verdict(.pass)),
        RuleExample("#777 on white, 4.48:1 < 4.5:1 at 17 pt", spec: ButtonSpec(id: "gray", background: "#FFFFFF", foreground: "#777777"),
                    expected: .verdict(.guideline), measured: 4.478, limit: 4.5),
        RuleExample("#777 on white at xLarge: 19 pt needs only 3:1",
                    spec: ButtonSpec(id: "gray-xl", background: "#FFFFFF", foreground: "#777777"), categories: [.xLarge],
                    expected: .verdict(.pass)),
        RuleExample("white at 40% alpha on black composites to a 40% gray: 3.66:1 < 4.5:1",
                    spec: ButtonSpec(id: "veiled", background: "#000000", foreground: "#FFFFFF66"), expected: .verdict(.guideline),
                    measured: 3.657, limit: 4.5),
        RuleExample("#AAA on white, 2.32:1 < the 2.5:1 system floor",
                    spec: ButtonSpec(id: "faint", background: "#FFFFFF", foreground: "#AAAAAA"), expected: .verdict(.disabled),
                    measured: 2.323, limit: 2.5),
    ]

    public static let summarySubject = "title contrast"

    public init() {}

    public func check(_ cell: ColorCell) -> CellOutcome? {
        guard cell.spec.title != .none else { return nil }
        return cell.contrastOutcome(part: "title", required: cell.requiredTitle, rule: Self.threshold(cell))
    }

    /// The profile's rule behind the required ratio, e.g. "hig: 4.5:1 below 18 pt regular". A
    /// finding spans a range of sizes, so it names the rule, not one cell's size.
    static func threshold(_ cell: ColorCell) -> String {
        let policy = cell.policy
        let ratio = "\(NumberText.trimmed(cell.requiredTitle, 2)):1"
        let isLarge = cell.requiredTitle < policy.requiredTitleRatio(pointSize: 0, weight: .regular)
        let profile = policy.profile.rawValue
        switch policy.profile {
        case .hig:
            return isLarge ? "\(profile): \(ratio) from 18 pt or semibold" : "\(profile): \(ratio) below 18 pt regular"
        case .wcagAA, .wcagAAA:
            return "\(profile): \(ratio) \(isLarge ? "from" : "below") 24 pt (18.66 pt semibold)"
        }
    }
}

import LocationButtonModel
/// LB008: a frame smaller than 44 × 44 pt is hard to tap.
public struct HitTargetRule: ButtonRule {
    /// HIG › Accessibility › "Buttons and controls": a minimum hit target of 44 × 44 pt on iOS.
    public static let minimumSide: Double = 44

    public static let info = RuleInfo(
        id: "LB008", name: "hit-target",
        summary: "The frame the app gives the button is smaller than 44 × 44 pt.",
        level: .verdict, verdicts: [.guideline],
        rationale: """
            The HIG asks for controls of at least 44 × 44 points so people with limited dexterity \
            can hit them. That is an accessibility guideline, not a system limit, so it yields \
            `guideline`. Only sizes the app sets (frame width or height) are checked: a button that \
            sizes itself takes the system's own intrinsic size.
            """,
        fixKeys: [.key(ButtonKeys.height), .key(ButtonKeys.width)])

    public static let examples: [RuleExample] = [
        RuleExample("a 200 × 44 frame", spec: ButtonSpec(id: "ok", frame: ButtonFrame(width: 200, height: 44)),
                    expected: .verdict(.pass)),
        RuleExample("a 40 pt high frame (the content needs 39.6 pt)",
                    spec: ButtonSpec(id: "low", frame: ButtonFrame(width: 200, height: 40)), expected: .verdict(.guideline),
                    measured: 40, limit: 44),
    ]

    /// The frame.
    public static let dependsOn: Set<ButtonKeyName> = [.key(ButtonKeys.width), .key(ButtonKeys.height),
        .key(ButtonKeys.maxWidth), .key(ButtonKeys.device)]

    public init() {}

    public func check(_ spec: ButtonSpec, context: ButtonContext) -> CellOutcome? {
        let sides = [spec.frame.width, spec.frame.height].compactMap { $0 }
        guard let smallest = sides.min(), smallest < Self.minimumSide else { return nil }
        let w = spec.frame.width.map { NumberText.fixed($0, 0) } ?? "auto"
        let h = spec.frame.height.map { NumberText.fixed($0, 0) } ?? "auto"
        return CellOutcome(verdict: .guideline, headline: "frame \(w) × \(h) pt is below the HIG's 44 × 44 pt hit target",
                           measured: smallest, limit: Self.minimumSide)
    }
}

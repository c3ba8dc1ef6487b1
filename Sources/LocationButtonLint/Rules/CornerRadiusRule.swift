/// LB007: a negative corner radius is invalid; one larger than half the height is clamped.
public struct CornerRadiusRule: ButtonRule {
    public static let info = RuleInfo(
        id: "LB007", name: "corner-radius",
        summary: "Corner radius is negative (invalid) or more than half the height (the system clamps it).",
        level: .information, verdicts: [],
        rationale: """
            `CLLocationButton.cornerRadius` describes a rounded rectangle: a negative radius has no \
            meaning and is rejected as invalid input. A radius above half the button's height cannot \
            be drawn; the system clamps it to a capsule, so the spec does not say what people see. \
            That is information, not a failure. Without a fixed height, the height the content \
            needs at the default size (layout model) is used.
            """,
        fixKeys: ["cornerRadius"])

    public static let examples: [RuleExample] = [
        RuleExample("22 pt on a 44 pt frame is a capsule",
                    spec: ButtonSpec(id: "capsule", cornerRadius: 22, frame: ButtonFrame(height: 44)), expected: .nothing),
        RuleExample("30 pt on a 44 pt frame is clamped to 22 pt",
                    spec: ButtonSpec(id: "big", cornerRadius: 30, frame: ButtonFrame(height: 44)),
                    expected: .level(.information), measured: 30, limit: 22),
        RuleExample("negative radius", spec: ButtonSpec(id: "neg", cornerRadius: -4), expected: .level(.invalid),
                    measured: -4, limit: 0),
    ]

    public init() {}

    public func invalidity(_ spec: ButtonSpec) -> CellOutcome? {
        guard let radius = spec.cornerRadius, radius < 0 else { return nil }
        return CellOutcome(level: .invalid, headline: "expected a corner radius of 0 or more, found \(radius)",
                           measured: radius, limit: 0)
    }

    public func check(_ spec: ButtonSpec, context: ButtonContext) -> CellOutcome? {
        guard let radius = spec.cornerRadius, radius >= 0 else { return nil }
        let half = (spec.frame.height ?? context.defaultNeededHeight) / 2
        guard radius > half else { return nil }
        return CellOutcome(
            level: .information,
            headline: "corner radius \(NumberText.fixed(radius, 1)) pt exceeds half the height; the system clamps it to \(NumberText.fixed(half, 1)) pt",
            measured: radius, limit: half)
    }
}

import LocationButtonModel
/// LB009: an asset color lacks a variant for an appearance the theme checks.
public struct MissingVariantRule: ColorRule {
    public static let info = RuleInfo(
        id: "LB009", name: "missing-variant",
        summary: "An asset color has no variant for a checked appearance; its fallback value is checked there.",
        level: .warning, verdicts: [],
        rationale: """
            An asset catalog color without a dark (or increased-contrast) variant shows its light \
            (or normal-contrast) value in that appearance, which is rarely what a designer meant \
            and often fails there. The fallback value is checked in its place, as the system would \
            draw it, and this warning says so. Literals are one color by intent and system colors \
            define every appearance, so only asset colors are flagged.
            """,
        fixKeys: [.key(ButtonKeys.foreground), .key(ButtonKeys.background)])

    public static let examples: [RuleExample] = [
        RuleExample("a literal is the same everywhere by intent",
                    spec: ButtonSpec(id: "literal", background: "#0A84FF"), appearances: [.dark], expected: .nothing),
        RuleExample("an asset with only a light value, checked in dark",
                    spec: ButtonSpec(id: "asset", background: "LightOnly"), appearances: [.dark],
                    lightOnlyAssets: ["LightOnly": "#0A84FF"], expected: .level(.warning)),
    ]

    public static let summarySubject = "fallback colors"

    public init() {}

    public func check(_ cell: ColorCell) -> CellOutcome? {
        guard !cell.fallbackRoles.isEmpty else { return nil }
        let roles = cell.fallbackRoles.joined(separator: " and ")
        return CellOutcome(level: .warning,
                           headline: "\(roles) color has no \(cell.appearance.rawValue) variant; its fallback value is checked instead")
    }
}

/// LB003: a translucent fill or view alpha lets the backdrop wash out the contrast.
public struct TranslucencyRule: ColorRule {
    public static let info = RuleInfo(
        id: "LB003", name: "translucency",
        summary: "With a translucent fill or view alpha, contrast at the worst backdrop falls below the thresholds.",
        level: .verdict, verdicts: [.guideline, .disabled],
        rationale: """
            What lies behind a translucent button is unknown, so contrast is taken at the worst \
            backdrop (of the whole RGB cube, or of the backdrops the theme names), compositing as \
            UIKit does: foreground over fill, then the whole button at the view's alpha (the product \
            of its ancestors') over the backdrop. The thresholds are LB001's and LB002's (the \
            stricter of the parts shown); this rule reports only the loss the translucency causes, \
            with the translucency limits (smallest background and view alpha that still pass). The \
            system also rejects buttons that are too transparent (its "insufficient alpha" message): \
            an alpha below the system limits' alpha floor is `disabled`.
            """,
        fixKeys: ["background", "alpha"])

    public static let examples: [RuleExample] = [
        RuleExample("white on black at 60% fill: worst backdrop white, 5.74:1",
                    spec: ButtonSpec(id: "ok", background: "#00000099", foreground: "#FFFFFF"), expected: .verdict(.pass)),
        RuleExample("white on black at 50% fill: worst backdrop white, 3.98:1 < 4.5:1",
                    spec: ButtonSpec(id: "thin", background: "#00000080", foreground: "#FFFFFF"), expected: .verdict(.guideline),
                    limit: 4.5),
        RuleExample("view alpha 0.4 is below the 0.5 alpha floor",
                    spec: ButtonSpec(id: "faded", background: "#000000", foreground: "#FFFFFF", viewAlpha: 0.4),
                    expected: .verdict(.disabled), measured: 0.4, limit: 0.5),
    ]

    public static let summarySubject = "contrast over the worst backdrop"
    public static let suggestsAlphaLimits = true

    public init() {}

    public func check(_ cell: ColorCell) -> CellOutcome? {
        guard cell.isTranslucent else { return nil }
        let floor = cell.policy.systemLimits.minimumAlpha
        let alphas = [("background", cell.colors.background.alpha), ("view", cell.colors.viewAlpha)]
        if let (role, alpha) = alphas.first(where: { $0.1 < floor }) {
            return CellOutcome(verdict: .disabled,
                               headline: "\(role) alpha \(NumberText.fixed(alpha, 2)) is below the system's alpha floor \(NumberText.fixed(floor, 2))",
                               measured: alpha, limit: floor)
        }
        let required = cell.requiredForShownParts
        let drawn = cell.policy.contrastVerdict(cell.worstContrast, required: required)
        let opaque = cell.policy.contrastVerdict(cell.opaqueContrast, required: required)
        guard drawn > opaque else { return nil }
        let limit = drawn == .disabled ? cell.policy.systemLimits.minimumContrast : required
        var message = "at the worst backdrop contrast falls to \(CellOutcome.ratio(cell.worstContrast)) "
            + "(opaque \(CellOutcome.ratio(cell.opaqueContrast))), below \(CellOutcome.ratio(limit))"
        let limits = cell.translucencyLimits(required: limit)
        // Rounded up: the printed minimum, once followed, must pass.
        if let minimum = limits.backgroundAlpha { message += "; background alpha needs ≥ \(NumberText.fixed(NumberText.ceiling(minimum, 2), 2))" }
        if let minimum = limits.viewAlpha { message += "; view alpha needs ≥ \(NumberText.fixed(NumberText.ceiling(minimum, 2), 2))" }
        return CellOutcome(verdict: drawn, headline: message, measured: cell.worstContrast, limit: limit)
    }
}

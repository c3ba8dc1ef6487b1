import LocationButtonModel
/// What LB004 (width) and LB005 (height) share: CoreLocationUI's size rule on one axis, for a
/// title cell (a text rule) and for a glyph-only button's arrow and padding (a button rule), in
/// the same words. The engine knows them only as text and button rules.
public protocol TitleSizeRule: TextRule, ButtonRule {
    static var axis: TitleSizeAxis { get }
}

extension TitleSizeRule {
    public func check(_ cell: TextCell) -> CellOutcome? { Self.check(cell, axis: Self.axis) }
    /// The verdict from the geometry alone, without making the outcome (`TitleSizeAxis.verdict`).
    public func verdict(_ cell: TextCell) -> Verdict? { Self.axis.verdict(geometry: cell.geometry) }

    /// A glyph-only button: the arrow and padding against the frame.
    public func check(_ spec: ButtonSpec, context: ButtonContext) -> CellOutcome? {
        Self.check(spec, context: context, axis: Self.axis)
    }

    /// A title cell: the system's verdict on `axis` at the size it draws the title. (Where a
    /// fixed title would not fit if it followed Dynamic Type is LB010's advice, not a verdict.)
    package static func check(_ cell: TextCell, axis: TitleSizeAxis) -> CellOutcome? {
        outcome(axis.of(cell.geometry.size), axis: axis, pointSize: cell.geometry.pointSize)
    }

    /// A glyph-only button: the arrow and padding against the frame on `axis`.
    package static func check(_ spec: ButtonSpec, context: ButtonContext, axis: TitleSizeAxis) -> CellOutcome? {
        guard spec.title == .none, let verdict = glyphOnly(spec, target: context.policy.target) else { return nil }
        return outcome(axis.of(verdict), axis: axis, pointSize: spec.pointSize(at: .default))
    }

    /// `disabled` when the frame is certainly too small, `uncertain` within the margin, nil when
    /// it fits. Headline and detail are data (`FindingAmount`, `FindingDetail`), worded when a
    /// report reads them: the engine asks this in every cell and makes no string there.
    package static func outcome(_ v: SystemAxisVerdict, axis: TitleSizeAxis, pointSize: Double) -> CellOutcome? {
        guard let limit = v.limit, v.outcome != .fits else { return nil }
        let n = v.needed
        var outcome: CellOutcome
        if v.outcome == .fails {
            let amount = FindingAmount(axis == .width ? "the title is clipped: too narrow by at least "
                                                      : "the title is clipped: too low by at least ",
                                       n.lower - limit.points, .points)
            outcome = CellOutcome(verdict: .disabled, amount: amount, measured: n.estimate, limit: limit.points,
                                  console: consoleLines)
        } else {
            outcome = CellOutcome(
                verdict: .uncertain,
                headline: axis == .width ? "may be too narrow (within the model's margin)" : "may be too low (within the model's margin)",
                measured: n.estimate, limit: limit.points, console: consoleLines)
        }
        outcome.explanation = .size(v, axis: axis, pointSize: pointSize)
        return outcome
    }

    /// What the app prints for a size failure, one list shared by every cell.
    private static var consoleLines: [SystemConsoleLine] { TitleSizeConsole.lines }

    /// The size verdict of a glyph-only button at its drawn size (Large); nil when no limit applies.
    package static func glyphOnly(_ spec: ButtonSpec, target: SystemTarget) -> SystemSizeVerdict? {
        let size = spec.pointSize(at: .default)
        let needed = SystemSizeFormula.neededSize(title: nil, hasGlyph: spec.glyph != .none, fontSize: size, target: target)
        let width = spec.frame.widthLimit
        return SystemSizeFormula.judge(needed, width: SystemSizeLimit(points: width, source: spec.frame.width == width ? .fixed : .room),
                                    height: spec.frame.height.map { SystemSizeLimit(points: $0, source: .fixed) })
    }

    package static func pt(_ v: Double) -> String { NumberText.fixed(v, 1) + " pt" }
}

/// `TitleSizeRule`'s console lines, made once (a protocol extension holds no stored values).
private enum TitleSizeConsole {
    static let lines: [SystemConsoleLine] = [.inappropriateSizes]
}

/// A rule on one axis of CoreLocationUI's size rule (LB004 width, LB005 height): a title cell,
/// and a glyph-only button's arrow and padding, against the frame, in the words both share.
public protocol TitleSizeRule: TextRule, ButtonRule {
    static var axis: TitleSizeAxis { get }
}

extension TitleSizeRule {
    public func check(_ cell: TextCell) -> CellOutcome? { Self.check(cell, axis: Self.axis) }
    public func verdict(_ cell: TextCell) -> Verdict? { Self.verdict(cell, axis: Self.axis) }

    /// A glyph-only button: the arrow and padding against the frame.
    public func check(_ spec: ButtonSpec, context: ButtonContext) -> CellOutcome? {
        Self.check(spec, context: context, axis: Self.axis)
    }

    /// A title cell: the system's verdict on `axis` at the size it draws the title. (Where a
    /// fixed title would not fit if it followed Dynamic Type is LB010's advice, not a verdict.)
    static func check(_ cell: TextCell, axis: TitleSizeAxis) -> CellOutcome? {
        outcome(axis.of(cell.geometry.size), axis: axis, pointSize: cell.geometry.pointSize)
    }

    /// `check(cell, axis:)?.verdict`, without building its words.
    static func verdict(_ cell: TextCell, axis: TitleSizeAxis) -> Verdict? {
        axis.verdict(geometry: cell.geometry)
    }

    /// A glyph-only button: the arrow and padding against the frame on `axis`.
    static func check(_ spec: ButtonSpec, context: ButtonContext, axis: TitleSizeAxis) -> CellOutcome? {
        guard spec.title == .none, let verdict = glyphOnly(spec, target: context.policy.target) else { return nil }
        return outcome(axis.of(verdict), axis: axis, pointSize: spec.pointSize(at: .default))
    }

    /// `disabled` when the frame is certainly too small, `uncertain` within the margin, nil when
    /// it fits. The detail is the measurements, worded when a report reads them (`FindingDetail`).
    static func outcome(_ v: SystemAxisVerdict, axis: TitleSizeAxis, pointSize: Double) -> CellOutcome? {
        guard let limit = v.limit, v.outcome != .fits else { return nil }
        let n = v.needed
        let detail = FindingDetail.size(v, axis: axis, pointSize: pointSize)
        var outcome: CellOutcome
        if v.outcome == .fails {
            let amount = FindingAmount(axis == .width ? "the title is clipped: too narrow by at least "
                                                      : "the title is clipped: too low by at least ",
                                       n.lower - limit.points, .points)
            var headline = TextBuffer(capacity: 64)
            headline.append(amount.lead); headline.append(points: amount.value)
            outcome = CellOutcome(verdict: .disabled, headline: headline.text,
                                  measured: n.estimate, limit: limit.points, console: [.inappropriateSizes])
            outcome.amount = amount
        } else {
            outcome = CellOutcome(
                verdict: .uncertain,
                headline: axis == .width ? "may be too narrow (within the model's margin)" : "may be too low (within the model's margin)",
                measured: n.estimate, limit: limit.points, console: [.inappropriateSizes])
        }
        outcome.explanation = detail
        return outcome
    }

    /// The size verdict of a glyph-only button at its drawn size (Large); nil when no limit applies.
    static func glyphOnly(_ spec: ButtonSpec, target: SystemTarget) -> SystemSizeVerdict? {
        let size = spec.pointSize(at: .default)
        let needed = SystemSizeFormula.neededSize(title: nil, hasGlyph: spec.glyph != .none, fontSize: size, target: target)
        let width = spec.frame.widthLimit
        return SystemSizeFormula.judge(needed, width: SystemSizeLimit(points: width, source: spec.frame.width == width ? .fixed : .room),
                                    height: spec.frame.height.map { SystemSizeLimit(points: $0, source: .fixed) })
    }

    static func pt(_ v: Double) -> String { NumberText.fixed(v, 1) + " pt" }
}

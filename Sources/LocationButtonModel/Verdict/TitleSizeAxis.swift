/// One axis of CoreLocationUI's size rule: LB004 judges the width, LB005 the height. Kept with
/// the verdicts because a size finding's detail (`FindingDetail.size`) names its axis.
public enum TitleSizeAxis: String, Sendable {
    case width, height

    package func of(_ v: SystemSizeVerdict) -> SystemAxisVerdict { self == .width ? v.width : v.height }
    package func of(_ n: SystemNeededSize) -> SystemLength { self == .width ? n.width : n.height }

    /// The size rule's verdict on this axis from the title's geometry (nil: it fits or no limit
    /// applies), as `TitleSizeRule.outcome` decides it, without making the outcome.
    package func verdict(geometry: TitleGeometry) -> Verdict? {
        let v = of(geometry.size)
        guard v.limit != nil, v.outcome != .fits else { return nil }
        return v.outcome == .fails ? .disabled : .uncertain
    }

    /// A fixed title that fits as drawn on an axis where it would not fit at the size Dynamic
    /// Type would give it (`grown`): advice for LB010, never a verdict (the system draws `drawn`).
    package static func wouldNotFit(drawn: TitleGeometry, grown: TitleGeometry) -> Bool {
        // Asked in every cell of a fixed title: the two axes are spelled out, not an array searched.
        wouldNotFit(drawn: drawn, grown: grown, on: .width) || wouldNotFit(drawn: drawn, grown: grown, on: .height)
    }

    private static func wouldNotFit(drawn: TitleGeometry, grown: TitleGeometry, on axis: TitleSizeAxis) -> Bool {
        axis.verdict(geometry: drawn) == nil && axis.of(grown.size).outcome == .fails && axis.of(grown.size).limit != nil
    }
}

/// The numbers behind a finding's headline, kept as data and worded when a report reads them
/// (`words`): a large run holds thousands of size findings whose detail no summary prints, so a
/// size finding keeps its measurements rather than a sentence. Equal data have equal words, so a
/// finding's synthesized equality is what it says.
public enum FindingDetail: Sendable, Hashable {
    /// Words a rule wrote itself.
    case text(String)
    /// CoreLocationUI's size rule on one axis (LB004, LB005): what the content needs at the point
    /// size the system draws, against the frame or the room.
    case size(SystemAxisVerdict, axis: TitleSizeAxis, pointSize: Double)

    public var words: String {
        switch self {
        case .text(let text): text
        case .size(let verdict, let axis, let pointSize): Self.sizeWords(verdict, axis: axis, pointSize: pointSize)
        }
    }

    /// `needs 180.0 pt (176.6–183.4) at 17.0 pt, frame width 170.0 pt; the app prints "…"`, written
    /// into one buffer (`TextBuffer`): a large run words thousands of these.
    private static func sizeWords(_ v: SystemAxisVerdict, axis: TitleSizeAxis, pointSize: Double) -> String {
        let n = v.needed
        var text = TextBuffer(capacity: 192)
        text.append("needs "); text.append(points: n.estimate)
        text.append(" ("); text.append(fixed: n.lower, 1); text.append("–"); text.append(fixed: n.upper, 1)
        text.append(") at "); text.append(points: pointSize)
        if let limit = v.limit {
            text.append(limit.source == .fixed ? (axis == .width ? ", frame width " : ", frame height ") : ", room (intrinsic size squeezed) ")
            text.append(points: limit.points)
        }
        text.append(v.outcome == .fails ? "; the app prints \"" : "; if so, the app prints \"")
        text.append(SystemConsoleLine.inappropriateSizes.rawValue)
        text.append("\"")
        return text.text
    }
}

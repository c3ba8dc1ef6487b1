/// How one measured title sits in its button under CoreLocationUI's size rule: the size the
/// content needs (with the stand-in font's and the arrow's margins), the frame it gets, and the
/// verdict per axis. The title is one line, never ellipsized: too little room clips it.
public struct TitleGeometry: Sendable, Hashable {
    public var pointSize: Double
    public var titleWidth: Double
    public var needed: SystemNeededSize
    public var size: SystemSizeVerdict
    /// The width left for the title once padding, arrow and gap are taken (estimate), in points.
    public var availableTitleWidth: Double
    /// nil when the button takes the height it needs.
    public var availableHeight: Double?

    public var neededHeight: Double { needed.height.estimate }
    /// Half the width of the needed width's interval: stand-in font, arrow, iOS 26 padding.
    public var widthMargin: Double { needed.width.margin }
    public var heightMargin: Double { needed.height.margin }
    public var slack: Double { availableTitleWidth - titleWidth }
    public var heightSlack: Double? { availableHeight.map { $0 - neededHeight } }

    /// - Parameter pointSize: measure at another size than the measurement's, scaling its widths
    ///   linearly (unhinted fonts; used for the size a fixed title would take under Dynamic Type).
    public init(spec: ButtonSpec, target: SystemTarget, measurement: TextMeasurement, pointSize: Double? = nil) {
        self.init(spec: spec, target: target, metrics: measurement.metrics, pointSize: pointSize)
    }

    public init(spec: ButtonSpec, target: SystemTarget, metrics m: TextMetrics, pointSize: Double? = nil) {
        self.init(hasGlyph: spec.glyph != .none, frame: spec.frame, target: target, metrics: m, pointSize: pointSize)
    }

    /// The same from the two things of the spec it reads (a text judgement lays out hundreds of
    /// cells of one spec).
    init(hasGlyph: Bool, frame: ButtonFrame, target: SystemTarget, metrics m: TextMetrics, pointSize: Double? = nil) {
        let size = pointSize ?? m.pointSize
        let k = m.pointSize > 0 ? size / m.pointSize : 1
        self.pointSize = size
        titleWidth = m.width * k
        let line = m.lineHeight * k
        needed = SystemSizeFormula.neededSize(
            title: (SystemLength(titleWidth, margin: m.uncertainty * titleWidth), SystemLength(line, margin: m.lineHeightUncertainty * line)),
            hasGlyph: hasGlyph, fontSize: size, target: target)
        let widthLimit = frame.widthLimit
        let width = SystemSizeLimit(points: widthLimit, source: frame.width == widthLimit ? .fixed : .room)
        let height = frame.height.map { SystemSizeLimit(points: $0, source: .fixed) }
        self.size = SystemSizeFormula.judge(needed, width: width, height: height)
        availableTitleWidth = widthLimit - (needed.width.estimate - titleWidth)
        availableHeight = frame.height
    }
}

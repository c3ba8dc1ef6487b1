/// How one measured title sits in its button under CoreLocationUI's size rule: the size the
/// content needs (with the stand-in font's and the arrow's margins), the frame it gets, and the
/// verdict per axis. The title is one line, never ellipsized: too little room clips it.
public struct TitleGeometry: Sendable, Hashable {
    public var pointSize: Double
    public var titleWidth: Double
    public var needed: SystemNeededSize
    /// The frame's limits (`TitleRoom`); the verdict per axis follows from them and `needed`.
    public var widthLimit: SystemSizeLimit
    public var heightLimit: SystemSizeLimit?
    /// The width left for the title once padding, arrow and gap are taken (estimate), in points.
    public var availableTitleWidth: Double

    /// Worked out when read rather than stored: a judgement makes a geometry, and a cell holding
    /// it, in every (locale, Bold Text, size) cell, and a geometry this small is copied inline.
    public var size: SystemSizeVerdict { SystemSizeFormula.judge(needed, width: widthLimit, height: heightLimit) }
    /// nil when the button takes the height it needs.
    public var availableHeight: Double? { heightLimit?.points }
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
        self.init(room: TitleRoom(spec: spec, target: target), metrics: m, pointSize: pointSize)
    }

    /// The same in a room read from the spec once (a text judgement lays out hundreds of cells
    /// of one button).
    public init(room: TitleRoom, metrics m: TextMetrics, pointSize: Double? = nil) {
        let size = pointSize ?? m.pointSize
        let k = m.pointSize > 0 ? size / m.pointSize : 1
        self.pointSize = size
        titleWidth = m.width * k
        let line = m.lineHeight * k
        needed = SystemSizeFormula.neededSize(
            title: (SystemLength(titleWidth, margin: m.uncertainty * titleWidth), SystemLength(line, margin: m.lineHeightUncertainty * line)),
            hasGlyph: room.hasGlyph, fontSize: size, target: room.target)
        widthLimit = room.width
        heightLimit = room.height
        availableTitleWidth = room.width.points - (needed.width.estimate - titleWidth)
    }
}

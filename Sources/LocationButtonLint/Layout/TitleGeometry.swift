/// How one measured title sits in its button: the widths and heights the truncation and clipping
/// rules compare, with the stand-in font's margin in points.
public struct TitleGeometry: Sendable, Hashable {
    public var pointSize: Double
    public var titleWidth: Double
    public var availableTitleWidth: Double
    public var neededHeight: Double
    /// nil when the button takes the height it needs.
    public var availableHeight: Double?
    /// Width margin: `measurement.uncertainty × titleWidth`.
    public var widthMargin: Double
    /// Height margin: `measurement.uncertainty × lineHeight`.
    public var heightMargin: Double

    public var slack: Double { availableTitleWidth - titleWidth }
    public var heightSlack: Double? { availableHeight.map { $0 - neededHeight } }

    public init(spec: ButtonSpec, layout: LayoutModel, measurement: TextMeasurement) {
        let size = measurement.pointSize
        let hasGlyph = spec.glyph != .none
        pointSize = size
        titleWidth = measurement.width
        let chrome = layout.horizontalChrome(pointSize: size, hasGlyph: hasGlyph, hasTitle: true)
        availableTitleWidth = spec.frame.widthLimit - chrome
        neededHeight = layout.neededHeight(pointSize: size, titleLineHeight: measurement.lineHeight, hasGlyph: hasGlyph)
        availableHeight = spec.frame.height
        widthMargin = measurement.uncertainty * measurement.width
        heightMargin = measurement.uncertainty * measurement.lineHeight
    }
}

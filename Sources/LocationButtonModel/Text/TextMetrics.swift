/// The numbers of a `TextMeasurement` that layout reads: plain values, so a button's text matrix
/// (hundreds of cells) is read without copying each measurement's runs.
public struct TextMetrics: Sendable, Hashable {
    public var pointSize: Double
    /// Advances plus tracking, in points.
    public var width: Double
    public var lineHeight: Double
    /// See `TextMeasurement.uncertainty`.
    public var uncertainty: Double
    /// The same for the line height (`FontManifest.Family.lineHeightMargin`).
    public var lineHeightUncertainty: Double

    public init(pointSize: Double, width: Double, lineHeight: Double, uncertainty: Double, lineHeightUncertainty: Double? = nil) {
        self.pointSize = pointSize; self.width = width; self.lineHeight = lineHeight; self.uncertainty = uncertainty
        self.lineHeightUncertainty = lineHeightUncertainty ?? uncertainty
    }
}

/// The geometry CoreLocationUI lays a button out with (`SystemSizeFormula`, docs/system-model.md §4), as every
/// report prints it: the numbers the size verdicts rest on, with what is unknown and its margin.
/// Lengths are per point of the drawn font size unless named in points.
public struct LayoutModel: Sendable, Hashable, Codable {
    public var target: SystemTarget
    /// Padding added to the content, total per axis (half on each side): iOS 15–18. nil on iOS 26.
    public var paddingPerPoint: Double?
    /// iOS 26: the padding lies between 0 and this, in points (width, height); nil on iOS 18.
    public var paddingUpToPoints: [Double]?
    /// Gap between arrow and title.
    public var glyphTitleGapPerPoint: Double
    /// The SF Symbol arrow (unknown here): width and height, each give or take `glyphMarginPerPoint`.
    public var glyphWidthPerPoint: Double
    public var glyphHeightPerPoint: Double
    public var glyphMarginPerPoint: Double
    /// The intrinsic size adds this to the needed size on each axis, in points.
    public var intrinsicExtraPoints: Double
    /// Font sizes below `fontSizeMinimum` are drawn at `fontSizeFallback`.
    public var fontSizeMinimum: Double
    public var fontSizeFallback: Double

    public init(target: SystemTarget) {
        self.target = target
        paddingPerPoint = target == .ios18 ? SystemModel.ios18PaddingPerPoint : nil
        let bound = SystemModel.ios26PaddingUpperBound
        paddingUpToPoints = target == .ios26 ? [bound.width, bound.height] : nil
        glyphTitleGapPerPoint = SystemModel.glyphTitleGapPerPoint
        glyphWidthPerPoint = SystemModel.glyphWidthPerPoint
        glyphHeightPerPoint = SystemModel.glyphHeightPerPoint
        glyphMarginPerPoint = SystemModel.glyphEmMargin
        intrinsicExtraPoints = SystemModel.intrinsicExtra
        fontSizeMinimum = SystemModel.fontSizeMinimum
        fontSizeFallback = SystemModel.fontSizeFallback
    }
}

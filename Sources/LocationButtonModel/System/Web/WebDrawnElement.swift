/// The `<geolocation>` element as Chromium draws it after `AdjustStyle`: the UA's look where the
/// page sets nothing, the page's values within their bounds, in CSS px (reports and the HTML
/// preview draw from it).
public struct WebDrawnElement: Sendable, Hashable {
    public var paddingTop, paddingLeft: Double
    public var borderWidth: Double
    public var borderStyle: WebBorderStyle
    public var borderColor: Color
    /// Horizontal radius of each corner (top-left, top-right, bottom-right, bottom-left).
    public var cornerRadii: [Double]
    /// nil: `auto`.
    public var width, height: Double?
    public var iconSize, iconGap: Double
    public var iconFill: Color
    public var fontWeight: Double
    /// Within their bounds (0 when unset).
    public var letterSpacing, wordSpacing: Double

    public init(_ s: WebElementStyle, fitContent: WebFitContent? = nil) {
        typealias M = WebPermissionElementModel
        let em = s.fontSize, box = s.box
        let distinct = WebStyleBounds.hasDistinctBorder(s)
        if distinct {
            paddingLeft = s.paddingLeft ?? WebElementBox.defaultPaddingLeft
        } else if box.width == nil {
            paddingLeft = min(s.paddingLeft ?? WebElementBox.defaultPaddingLeft, M.maximumHorizontalPaddingEm * em)
        } else {
            paddingLeft = 0
        }
        paddingTop = box.height == nil ? min(s.paddingTop ?? WebElementBox.defaultPaddingTop, M.maximumVerticalPaddingEm * em) : 0
        borderStyle = box.border.style
        borderWidth = borderStyle == .none || borderStyle == .hidden ? 0 : min(s.borderWidth ?? 1, M.maximumBorderWidthEm * em)
        borderColor = box.border.drawnColor
        width = box.width
        height = box.height.map { min(max($0, M.heightEm.lowerBound * em), M.heightEm.upperBound * em) }
        iconSize = min(box.icon.size ?? WebIconStyle.defaultSizeEm * em, M.maximumIconSizeEm * em)
        iconGap = min(box.icon.gap ?? WebIconStyle.defaultGap, M.maximumIconGapEm * em)
        iconFill = box.icon.fill ?? s.color
        fontWeight = max(s.fontWeight ?? 400, M.minimumFontWeight)
        letterSpacing = min(max(s.letterSpacing ?? 0, M.letterSpacingEm.lowerBound * em), M.letterSpacingEm.upperBound * em)
        wordSpacing = min(max(s.wordSpacing ?? 0, 0), M.maximumWordSpacingEm * em)
        let radii = box.cornerRadii ?? Array(repeating: WebElementBox.defaultCornerRadius, count: 4)
        if Set(radii).count > 1, let w = width ?? fitContent.map({ ($0.lowerBound + $0.upperBound) / 2 }) {
            let bound = (w + 2 * (paddingLeft + borderWidth)) * M.maximumRadiusShareOfWidth
            cornerRadii = radii.map { min($0, bound) }
        } else {
            cornerRadii = radii
        }
    }
}

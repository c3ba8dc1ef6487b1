/// The computed style of a `<geolocation>` element that Chromium checks or bounds, in CSS pixels
/// (what `getComputedStyle` reports; browser zoom divided out). Nil where the page leaves the UA
/// default. Source and version: docs/cross-platform.md.
public struct WebElementStyle: Sendable, Hashable {
    public var color: Color
    public var backgroundColor: Color
    public var fontSize: Double
    public var fontWeight: Double?
    public var letterSpacing: Double?
    public var wordSpacing: Double?
    /// `min-height` / `max-height` the page sets (the element's height lies between them).
    public var minHeight: Double?
    public var maxHeight: Double?
    public var paddingTop: Double?
    public var paddingLeft: Double?
    /// Each of the four borders' width; nil: the UA's 1px.
    public var borderWidth: Double?
    /// Size, border, corners, icon, dropped values and ancestors.
    public var box = WebElementBox()

    public init(color: Color, backgroundColor: Color, fontSize: Double = WebPermissionElementModel.defaultFontSize,
                fontWeight: Double? = nil, letterSpacing: Double? = nil, wordSpacing: Double? = nil,
                minHeight: Double? = nil, maxHeight: Double? = nil, paddingTop: Double? = nil,
                paddingLeft: Double? = nil, borderWidth: Double? = nil) {
        self.color = color; self.backgroundColor = backgroundColor; self.fontSize = fontSize
        self.fontWeight = fontWeight; self.letterSpacing = letterSpacing; self.wordSpacing = wordSpacing
        self.minHeight = minHeight; self.maxHeight = maxHeight; self.paddingTop = paddingTop
        self.paddingLeft = paddingLeft; self.borderWidth = borderWidth
    }
}

/// Chromium's constants for the permission element (`html_permission_element.cc`).
public enum WebPermissionElementModel {
    public static let source = "Chromium third_party/blink/renderer/core/html/html_permission_element.cc "
        + "(stored copy with IsMaskedByAncestor, the 13/48 px limits and IsBorderSufficientlyDistinctFromBackgroundColor; "
        + "AdjustStyle also read at benji-cannot-code/fast-vc-chromium-benchmark-run-4 @ 02619a6b3a9c)"
    /// `kMinimumAllowedContrast`.
    public static let minimumContrast = 3.0
    /// `kDefaultSmallFontSize`, `kDefaultXxxLargeFontSize`: the keyword sizes at the default
    /// 16 px medium, also the ceiling of the lower limit (min(small, 13)) and the floor of the upper
    /// limit (max(xxx-large, 48)).
    public static let defaultSmallFontSize = 13.0
    public static let defaultXxxLargeFontSize = 48.0
    /// The UA's `font-size: medium`.
    public static let defaultFontSize = 16.0
    public static let minimumFontWeight = 200.0
    public static let maximumWordSpacingEm = 0.5
    public static let letterSpacingEm: ClosedRange<Double> = -0.05...0.2
    public static let heightEm: ClosedRange<Double> = 1...3
    public static let maximumVerticalPaddingEm = 1.0
    public static let maximumHorizontalPaddingEm = 5.0
    public static let maximumBorderWidthEm = 0.5
    /// `min-width` 1–3 × and `max-width` at most 3 × the content's fit-content width.
    public static let widthFitContent: ClosedRange<Double> = 1...3
    /// `kDefaultMaxPercentRadiusWidth` / `…Height`: each corner's radius as a share of the box,
    /// applied only when the four corners differ.
    public static let maximumRadiusShareOfWidth = 0.25, maximumRadiusShareOfHeight = 0.5
    /// The icon's `height` at most 1.5 em and its `margin-inline-end` at most 3 em
    /// (WPT icon-css-property-height-bounded / -margin-bounded).
    public static let maximumIconSizeEm = 1.5, maximumIconGapEm = 3.0
    /// What `invalidReason` reads when a style check fails.
    public static let styleInvalid = "style_invalid"
}

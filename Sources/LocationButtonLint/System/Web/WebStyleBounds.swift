/// The values Chromium's `AdjustStyle` bounds instead of rejecting: each finding names the property,
/// the page's value and the value the element gets (CSS px).
public struct WebStyleClamp: Sendable, Hashable {
    public var property: String
    public var requested: Double
    public var applied: Double
    public var rule: String
}

public enum WebStyleBounds {
    public static func clamps(_ s: WebElementStyle) -> [WebStyleClamp] {
        typealias M = WebPermissionElementModel
        let em = s.fontSize
        var out: [WebStyleClamp] = []
        func bound(_ property: String, _ value: Double?, _ range: ClosedRange<Double>, _ rule: String) {
            guard let value, !range.contains(value) else { return }
            out.append(WebStyleClamp(property: property, requested: value,
                                     applied: min(max(value, range.lowerBound), range.upperBound), rule: rule))
        }
        // Chromium raises a weight at or below 200 to 200: only a weight below it changes.
        bound("font-weight", s.fontWeight, M.minimumFontWeight...1000, "at least 200")
        bound("word-spacing", s.wordSpacing, 0...(M.maximumWordSpacingEm * em), "0 to 0.5em")
        bound("letter-spacing", s.letterSpacing, (M.letterSpacingEm.lowerBound * em)...(M.letterSpacingEm.upperBound * em),
              "-0.05em to 0.2em")
        let height = (M.heightEm.lowerBound * em)...(M.heightEm.upperBound * em)
        bound("min-height", s.minHeight, height, "1 to 3 × font size")
        bound("max-height", s.maxHeight, 0...height.upperBound, "at most 3 × font size")
        bound("padding-top", s.paddingTop, 0...(M.maximumVerticalPaddingEm * em), "at most 1em (padding-bottom follows)")
        bound("padding-left", s.paddingLeft, 0...(M.maximumHorizontalPaddingEm * em), "at most 5em (padding-right follows)")
        bound("border-width", s.borderWidth, 0...(M.maximumBorderWidthEm * em), "at most 0.5 × font size")
        return out
    }
}

/// One value Chromium's `AdjustStyle` rewrites instead of rejecting: the property, the page's
/// value and the value the element gets, as CSS text (`20px`, `normal`, `0px`).
public struct WebStyleClamp: Sendable, Hashable {
    public var property: String
    public var requested: String
    public var applied: String
    public var rule: String
}

/// The element's content width as far as it can be measured (icon, gap and text with the
/// stand-in fonts): `min-width`/`max-width` are bounded by multiples of it. A range: the stand-in
/// margin either side.
public typealias WebFitContent = ClosedRange<Double>

public enum WebStyleBounds {
    package typealias M = WebPermissionElementModel

    package static func px(_ v: Double) -> String { NumberText.trimmed(v, 2) + "px" }

    /// `IsBorderSufficientlyDistinctFromBackgroundColor`: all four borders have a width, are
    /// opaque and reach 3:1 against the background. Then the horizontal padding is not capped and
    /// `max-width` is not bounded.
    public static func hasDistinctBorder(_ s: WebElementStyle) -> Bool {
        let border = s.box.border
        guard border.style != .none, border.style != .hidden, (s.borderWidth ?? 1) > 0 else { return false }
        return border.drawnColor.alpha == 1 && WCAG.contrastRatio(border.drawnColor, s.backgroundColor) >= M.minimumContrast
    }

    /// Every value the element draws otherwise than the page set it, in `AdjustStyle`'s order.
    /// `fitContent` (nil: not measured) bounds the widths; a width bound is reported only when it
    /// applies across the whole range.
    public static func clamps(_ s: WebElementStyle, fitContent: WebFitContent? = nil) -> [WebStyleClamp] {
        let em = s.fontSize, box = s.box
        var out: [WebStyleClamp] = []
        func add(_ property: String, _ requested: String, _ applied: String, _ rule: String) {
            out.append(WebStyleClamp(property: property, requested: requested, applied: applied, rule: rule))
        }
        func bound(_ property: String, _ value: Double?, _ range: ClosedRange<Double>, _ rule: String, unit: String = "px") {
            guard let value, !range.contains(value) else { return }
            let applied = min(max(value, range.lowerBound), range.upperBound)
            add(property, NumberText.trimmed(value, 2) + unit, NumberText.trimmed(applied, 2) + unit, rule)
        }
        bound("outline-offset", box.outlineOffset, 0...Double.greatestFiniteMagnitude, "a negative offset is made 0")
        // Chromium raises a weight at or below 200 to 200: only a weight below it changes.
        bound("font-weight", s.fontWeight, M.minimumFontWeight...1000, "at least 200", unit: "")
        if box.fontStyle == .oblique { add("font-style", "oblique", "normal", "only normal and italic are kept") }
        bound("word-spacing", s.wordSpacing, 0...(M.maximumWordSpacingEm * em), "0 to 0.5em")
        bound("letter-spacing", s.letterSpacing, (M.letterSpacingEm.lowerBound * em)...(M.letterSpacingEm.upperBound * em),
              "-0.05em to 0.2em")
        let height = (M.heightEm.lowerBound * em)...(M.heightEm.upperBound * em)
        bound("min-height", s.minHeight, height, "1 to 3 × font size")
        bound("max-height", s.maxHeight, 0...height.upperBound, "at most 3 × font size")

        let distinctBorder = hasDistinctBorder(s)
        if let fit = fitContent {
            let (low, high) = (M.widthFitContent.lowerBound, M.widthFitContent.upperBound)
            if let v = box.minWidth, v < fit.lowerBound * low {
                add("min-width", px(v), "\(about(fit, low)) (1 × fit-content)", "1 to 3 × the content's fit-content width")
            } else if let v = box.minWidth, v > fit.upperBound * high {
                add("min-width", px(v), "\(about(fit, high)) (3 × fit-content)", "1 to 3 × the content's fit-content width")
            }
            if !distinctBorder, let v = box.maxWidth, v > fit.upperBound * high {
                add("max-width", px(v), "\(about(fit, high)) (3 × fit-content)",
                    "at most 3 × the content's fit-content width (not bounded with a distinct border)")
            }
        }
        // Horizontal padding: free with a distinct border; else capped at 5em with width auto, reset otherwise.
        if !distinctBorder, let left = s.paddingLeft, left > 0 {
            if box.width == nil {
                bound("padding-left", left, 0...(M.maximumHorizontalPaddingEm * em), "at most 5em (padding-right follows)")
            } else {
                add("padding-left", px(left), "0px", "reset: width is not auto and the border is not distinct (padding-right follows)")
            }
        }
        if let top = s.paddingTop, top > 0 {
            if box.height == nil {
                bound("padding-top", top, 0...(M.maximumVerticalPaddingEm * em), "at most 1em (padding-bottom follows)")
            } else {
                add("padding-top", px(top), "0px", "reset: height is not auto (padding-bottom follows)")
            }
        }
        if box.border.style != .none, box.border.style != .hidden {
            bound("border-width", s.borderWidth, 0...(M.maximumBorderWidthEm * em), "at most 0.5 × font size")
        }
        out += radiusClamps(s, fitContent: fitContent)
        bound("icon height", box.icon.size, 0...(M.maximumIconSizeEm * em), "at most 1.5em")
        bound("icon margin-inline-end", box.icon.gap, 0...(M.maximumIconGapEm * em), "at most 3em")
        if box.insetBoxShadow { add("box-shadow", "inset", "none", "a list with an inset shadow is dropped") }
        return out
    }

    /// "≈ 78px": `factor` × the middle of the measured fit-content range.
    private static func about(_ fit: WebFitContent, _ factor: Double) -> String {
        "≈ " + px(((fit.lowerBound + fit.upperBound) / 2 * factor).rounded())
    }

    /// Unequal corners are each bounded by 25 % of the border box's width and 50 % of its height
    /// (equal corners are left alone: CSS scales them into a pill). A bound is reported when the
    /// box's side is known: set by the page, or (the width) measured.
    package static func radiusClamps(_ s: WebElementStyle, fitContent: WebFitContent?) -> [WebStyleClamp] {
        guard let radii = s.box.cornerRadii, Set(radii).count > 1 else { return [] }
        let drawn = WebDrawnElement(s, fitContent: fitContent), border = drawn.borderWidth
        let widths = s.box.width.map { w in (w...w) } ?? fitContent
        // The widest the box may be: a measured width reports a bound only where it surely applies.
        let widthBound = widths.map { ($0.upperBound + 2 * (drawn.paddingLeft + border)) * M.maximumRadiusShareOfWidth }
        let heightBound = s.box.height.map { ($0 + 2 * border) * M.maximumRadiusShareOfHeight }
        let names = ["border-top-left-radius", "border-top-right-radius", "border-bottom-right-radius", "border-bottom-left-radius"]
        return zip(names, radii).compactMap { name, r in
            let horizontal = widthBound.map { min(r, $0) } ?? r, vertical = heightBound.map { min(r, $0) } ?? r
            guard horizontal < r || vertical < r else { return nil }
            return WebStyleClamp(property: name, requested: px(r), applied: "\(px(horizontal)) / \(px(vertical))",
                                 rule: "corners that differ: at most 25% of the width / 50% of the height")
        }
    }

    /// Properties the page set that the element does not apply (its cascade filter drops them).
    public static func ignored(_ s: WebElementStyle) -> [WebStyleClamp] {
        s.box.ignoredProperties.map {
            WebStyleClamp(property: $0, requested: "set", applied: "not applied", rule: "the element's cascade filter drops it")
        }
    }

    /// The icon's fill when the page sets one that Chromium does not check and that reaches less
    /// than 3:1 against the background (nil otherwise).
    public static func uncheckedIconFill(_ s: WebElementStyle) -> (fill: Color, contrast: Double)? {
        guard let fill = s.box.icon.fill else { return nil }
        let ratio = WCAG.contrastRatio(fill, s.backgroundColor)
        return ratio < M.minimumContrast ? (fill, ratio) : nil
    }
}

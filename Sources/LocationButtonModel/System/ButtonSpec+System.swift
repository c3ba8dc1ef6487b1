/// The sizes a spec's title takes under CoreLocationUI's font-size rule.
extension ButtonSpec {
    /// The point size the system draws the title at when the user picked `category`: what the app
    /// passes (scaled with its text style inside the clamp, or fixed), with sizes below 12 drawn at 18.
    public func pointSize(at category: SizeCategory) -> Double {
        SystemSizeFormula.effectiveFontSize(appFontSize(at: category))
    }

    /// The size the title would have at `category` if it followed Dynamic Type (its drawn size at
    /// Large scaled with its text style, body by default, inside the clamp): what the HIG asks to fit.
    public func dynamicTypePointSize(at category: SizeCategory) -> Double {
        if followsDynamicType { return pointSize(at: category) }
        return (design.textStyle ?? .body).scaledValue(pointSize(at: .default), at: category.clamped(to: design.dynamicType.range))
    }

    /// The app sets a size the system replaces with 18 (the button comes out larger than designed).
    public var fontSizeIsReplaced: Bool {
        SystemSizeFormula.replacesFontSize(design.fontSize > 0 ? design.fontSize : nil)
    }
}

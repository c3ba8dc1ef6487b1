/// The geometry the engine assumes for a location button, every length as a multiple of the
/// title's point size (the system scales the arrow and the padding with the font, so one ratio
/// holds at every Dynamic Type size):
///
///     needed width  = leading inset + glyph width + spacing + title width + trailing inset
///     needed height = max(title line height, glyph height) + top inset + bottom inset
///
/// MODEL ASSUMPTIONS. Apple publishes none of these numbers, and they were not pixel-measured:
/// they are estimates chosen to resemble the default `CLLocationButton` / `LocationButton` as
/// Apple's documentation and the WWDC21 session "Meet the Location Button" show it (a capsule
/// with roughly three-quarters of an em of side padding and an arrow about one em wide), and the
/// arrow's size follows SF Symbols' `location.fill` at medium scale (about one em). They lean
/// wide, so truncation is reported early rather than late; they are printed in every report, and
/// a theme overrides any of them. Right-to-left titles mirror the layout; the widths are the same.
public struct LayoutModel: Sendable, Hashable, Codable {
    /// Padding before the glyph (or title) and after the title, per point of font size.
    /// 0.75 × 17 pt ≈ 12.8 pt of side padding.
    public var horizontalInset: Double
    /// Padding above and below the content, per point of font size. 0.45 × 17 ≈ 7.7 pt.
    public var verticalInset: Double
    /// The arrow's width per point of font size (SF Symbols `location.fill`, medium scale ≈ 1 em).
    public var glyphWidth: Double
    /// The arrow's height per point of font size.
    public var glyphHeight: Double
    /// Gap between arrow and title, per point of font size. 0.3 × 17 ≈ 5 pt.
    public var glyphSpacing: Double

    public init(horizontalInset: Double = 0.75, verticalInset: Double = 0.45, glyphWidth: Double = 1.0,
                glyphHeight: Double = 1.0, glyphSpacing: Double = 0.3) {
        self.horizontalInset = horizontalInset; self.verticalInset = verticalInset
        self.glyphWidth = glyphWidth; self.glyphHeight = glyphHeight; self.glyphSpacing = glyphSpacing
    }

    public static let `default` = LayoutModel()

    /// Everything but the title's own width, in points, at `pointSize`.
    public func horizontalChrome(pointSize: Double, hasGlyph: Bool, hasTitle: Bool) -> Double {
        var ems = 2 * horizontalInset
        if hasGlyph { ems += glyphWidth }
        if hasGlyph && hasTitle { ems += glyphSpacing }
        return ems * pointSize
    }

    /// The height the content needs, in points, given the title's line height (0 without title).
    public func neededHeight(pointSize: Double, titleLineHeight: Double, hasGlyph: Bool) -> Double {
        let glyph = hasGlyph ? glyphHeight * pointSize : 0
        return max(titleLineHeight, glyph) + 2 * verticalInset * pointSize
    }
}

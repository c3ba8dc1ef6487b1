/// A shaped line ready to draw (`Shaper.glyphLine`): the runs in visual order, each with its font
/// and its glyphs' positions in that font's units, so a glyph's outline (`GlyphFont.outline`) can be
/// drawn once and placed by reference.
public struct GlyphLine: Sendable, Hashable {
    public struct Glyph: Sendable, Hashable {
        /// Glyph id in the run's font.
        public var id: UInt32
        /// Pen position plus HarfBuzz's offset (and tracking), in font units from the run's left edge.
        public var x: Double
        /// Offset from the baseline in font units, up.
        public var y: Double
    }

    public struct Run: Sendable, Hashable {
        public var font: GlyphFont
        /// The run's left edge in points from the line's start.
        public var x: Double
        /// The run's advance in points, tracking included.
        public var advance: Double
        public var glyphs: [Glyph]
    }

    public var pointSize: Double
    /// Laid-out width in points (advances plus tracking), equal to `TextMeasurement.width`.
    public var width: Double
    /// The tallest font's ascender in points: the baseline's distance below the line's top.
    public var ascent: Double
    /// ascender − descender + line gap of the tallest font, in points (`TextMeasurement.lineHeight`).
    public var lineHeight: Double
    public var runs: [Run]
}

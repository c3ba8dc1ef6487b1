/// The documented range of every number a user writes (docs/theme-files.md and
/// schema/theme.schema.json; Fonts/README.md for the manifest). A value outside is bad input
/// (exit 2) rather than a number the math and the number formatting were never meant for.
public enum NumericBounds {
    /// Font size in points.
    public static let fontSize = 1.0...200
    /// Alphas (the view's, a color's).
    public static let alpha = 0.0...1
    /// WCAG contrast ratios run from 1:1 to 21:1.
    public static let contrastRatio = 1.0...21
    /// Corner radius in points; a capsule needs half the height, and no screen is 2000 pt tall.
    public static let cornerRadius = 0.0...1000
    /// Widths and heights in points (greater than 0): ten times the widest iPad screen.
    public static let length = 0.0...10_000
    /// A scale transform's factor (the system accepts 1.0–1.1; anything else is judged, not refused).
    public static let scale = 0.0...100
    /// A rotation in degrees.
    public static let rotation = -360.0...360
    /// Point sizes in a fonts manifest (tracking rows, a face's size range).
    public static let manifestPointSize = 0.0...1000
    /// Tracking in a fonts manifest, points per character (SF Pro's table stays within ±1).
    public static let tracking = -10.0...10
}

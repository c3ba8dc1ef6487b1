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

    /// A button key's number as the theme format admits it, whatever wrote it (a theme, a Swift
    /// literal, a storyboard, `.locbutton.yml`, a `// locbutton:` comment): one set of bounds,
    /// so every value a report meets is one the theme decoder would have let through. Each
    /// numeric row of `ButtonKeys` holds one.
    public struct Bound: Sendable {
        /// How a message names the value: "a width in points".
        public var what: String
        public var range: ClosedRange<Double>
        /// Must be greater than 0 (sizes), not only at least the range's start.
        public var positive: Bool

        public init(what: String, range: ClosedRange<Double>, positive: Bool = false) {
            self.what = what; self.range = range; self.positive = positive
        }

        /// Why `value` is refused, nil when it is admitted; `found` is the value as the input
        /// wrote it (a theme's text), by default rounded to four decimals.
        /// `found` is worked out only for a refused value (a theme's thousands of admitted ones need no text).
        public func refusal(_ value: Double, found: @autoclosure () -> String? = nil) -> String? {
            func shown() -> String { found() ?? NumberText.fourDecimals(value) }
            guard value.isFinite else { return "expected \(what), found \(shown())" }
            if positive {
                guard value > 0, value <= range.upperBound else {
                    return "expected \(what) greater than 0 and at most \(NumberText.fourDecimals(range.upperBound)), found \(shown())"
                }
                return nil
            }
            guard range.contains(value) else {
                return "expected \(what) from \(NumberText.fourDecimals(range.lowerBound)) to \(NumberText.fourDecimals(range.upperBound)), found \(shown())"
            }
            return nil
        }
    }
}

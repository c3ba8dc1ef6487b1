/// One cell of a button's text matrix: its title in one locale at one size category (and Bold
/// Text setting), laid out with the layout model.
public struct TextRow: Sendable, Hashable {
    public var locale: String
    /// The locale is a pseudolanguage: a stress test, not a language people read.
    public var isStressTest: Bool
    /// The user's content size category (the button's size may be clamped below it).
    public var category: SizeCategory
    public var boldText: Bool
    /// The title's point size at this category.
    public var fontSize: Double
    /// Shaped width of the title, tracking included, in points.
    public var titleWidth: Double
    /// Width left for the title once insets, glyph and spacing are taken, in points.
    public var availableTitleWidth: Double
    /// `availableTitleWidth − titleWidth`: room to spare when positive, truncation when negative.
    public var slack: Double
    /// Height the content needs, in points.
    public var neededHeight: Double
    /// The frame's height when fixed; nil when the button takes the height it needs.
    public var availableHeight: Double?
    /// Half the interval the needed width lies in, in points (stand-in font, arrow, iOS 26 padding).
    public var margin: Double
    /// The width and height the content needs at most (upper bounds of the model), in points.
    public var maximumNeededWidth: Double
    public var maximumNeededHeight: Double
    public var verdict: Verdict

    public init(locale: String, isStressTest: Bool, category: SizeCategory, boldText: Bool, fontSize: Double, titleWidth: Double,
                availableTitleWidth: Double, neededHeight: Double, availableHeight: Double?, margin: Double,
                maximumNeededWidth: Double, maximumNeededHeight: Double, verdict: Verdict) {
        self.locale = locale; self.isStressTest = isStressTest; self.category = category; self.boldText = boldText; self.fontSize = fontSize
        self.titleWidth = titleWidth; self.availableTitleWidth = availableTitleWidth
        self.slack = availableTitleWidth - titleWidth; self.neededHeight = neededHeight
        self.availableHeight = availableHeight; self.margin = margin; self.maximumNeededWidth = maximumNeededWidth
        self.maximumNeededHeight = maximumNeededHeight
        self.verdict = verdict
    }
}

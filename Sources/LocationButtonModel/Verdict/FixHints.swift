/// Concrete changes that would make a failing button pass, computed from the same measurements.
public struct FixHints: Sendable, Hashable {
    /// A color that would meet the required ratio, found by the Color part (OKLCH lightness only).
    public struct ColorSuggestion: Sendable, Hashable {
        public var appearance: Appearance
        /// `background` or `foreground`.
        public var role: String
        /// `#RRGGBBAA`.
        public var color: String
        /// Contrast ratio the suggestion reaches (the system rule's, or the profile's WCAG ratio).
        public var ratio: Double
        /// The suggestion makes CoreLocationUI's own rule pass (listed first); else it reaches the
        /// accessibility profile.
        public var passesSystemRule: Bool

        public init(appearance: Appearance, role: String, color: String, ratio: Double, passesSystemRule: Bool = false) {
            self.appearance = appearance; self.role = role; self.color = color; self.ratio = ratio
            self.passesSystemRule = passesSystemRule
        }
    }

    /// Largest font size (at Large, in points) whose size at `checkedUpTo` still fits every
    /// checked locale; nil when nothing needs to change or no size of at least 12 pt fits (then
    /// `fontSizeBelowMinimum` is true).
    public var largestFittingFontSize: Double?
    /// No font size of 12 pt or more fits (CoreLocationUI draws smaller sizes at 18 pt).
    public var fontSizeBelowMinimum: Bool
    /// The largest size category the button shows among the checked ones (its Dynamic Type clamp
    /// applied): the size up to which the text hints hold.
    public var checkedUpTo: SizeCategory?
    /// Smallest frame width (in points) that fits every checked locale at every checked size.
    public var minimumFrameWidth: Double?
    /// Lowest fixed frame height (in points) that fits every checked locale at every checked size.
    public var minimumFrameHeight: Double?
    /// The content width of the button's screen when `minimumFrameWidth` exceeds it: no frame
    /// on that screen fits, so a Dynamic Type clamp is the fix that remains.
    public var screenWidth: Double?
    /// The largest size category (Large or above) up to which every checked locale fits: the
    /// clamp (`maximumContentSizeCategory`) that keeps the button granting location.
    public var largestFittingCategory: SizeCategory?
    /// The longest title choice that still fits everywhere (`none` never counts).
    public var longestFittingTitle: Title?
    public var colorSuggestions: [ColorSuggestion]
    /// Smallest background alpha, and smallest view alpha, that pass in every checked appearance
    /// (when the button fails for translucency).
    public var minimumBackgroundAlpha: Double?
    public var minimumViewAlpha: Double?

    public init(largestFittingFontSize: Double? = nil, fontSizeBelowMinimum: Bool = false, checkedUpTo: SizeCategory? = nil,
                minimumFrameWidth: Double? = nil, minimumFrameHeight: Double? = nil, screenWidth: Double? = nil, largestFittingCategory: SizeCategory? = nil,
                longestFittingTitle: Title? = nil, colorSuggestions: [ColorSuggestion] = [],
                minimumBackgroundAlpha: Double? = nil, minimumViewAlpha: Double? = nil) {
        self.largestFittingFontSize = largestFittingFontSize; self.fontSizeBelowMinimum = fontSizeBelowMinimum
        self.checkedUpTo = checkedUpTo; self.minimumFrameWidth = minimumFrameWidth
        self.minimumFrameHeight = minimumFrameHeight; self.screenWidth = screenWidth
        self.largestFittingCategory = largestFittingCategory
        self.longestFittingTitle = longestFittingTitle; self.colorSuggestions = colorSuggestions
        self.minimumBackgroundAlpha = minimumBackgroundAlpha; self.minimumViewAlpha = minimumViewAlpha
    }
}

/// Concrete changes that would make a failing button pass, computed from the same measurements.
public struct FixHints: Sendable, Hashable, Codable {
    /// A color that would meet the required ratio, found by the Color part (OKLCH lightness only).
    public struct ColorSuggestion: Sendable, Hashable, Codable {
        public var appearance: Appearance
        /// `background` or `foreground`.
        public var role: String
        /// `#RRGGBBAA`.
        public var color: String
        /// Contrast ratio the suggestion reaches.
        public var ratio: Double

        public init(appearance: Appearance, role: String, color: String, ratio: Double) {
            self.appearance = appearance; self.role = role; self.color = color; self.ratio = ratio
        }
    }

    /// Largest font size (at Large, in points) whose AX5 size still fits every checked locale;
    /// nil when nothing needs to change or no size fits.
    public var largestFittingFontSize: Double?
    /// Smallest frame width (in points) that fits every checked locale at every checked size.
    public var minimumFrameWidth: Double?
    /// The longest title choice that still fits everywhere (`none` never counts).
    public var longestFittingTitle: Title?
    public var colorSuggestions: [ColorSuggestion]

    public init(largestFittingFontSize: Double? = nil, minimumFrameWidth: Double? = nil,
                longestFittingTitle: Title? = nil, colorSuggestions: [ColorSuggestion] = []) {
        self.largestFittingFontSize = largestFittingFontSize; self.minimumFrameWidth = minimumFrameWidth
        self.longestFittingTitle = longestFittingTitle; self.colorSuggestions = colorSuggestions
    }

    public var isEmpty: Bool {
        largestFittingFontSize == nil && minimumFrameWidth == nil && longestFittingTitle == nil
            && colorSuggestions.isEmpty
    }
}

/// Everything the `contrast` subcommand (and a report) says about one color pair in one
/// appearance: the ratio at the worst backdrop, what the profile requires, translucency limits,
/// APCA and suggestions.
public struct ContrastAnalysis: Sendable {
    public var button: ButtonColors
    public var worst: WorstBackdrop
    public var requiredTitle: Double
    public var requiredGlyph: Double
    /// Smallest fill alpha that passes (at the given view alpha); nil when even opaque fails.
    public var minimumAlpha: Double?
    /// Smallest view alpha that passes (at the given fill alpha); nil when even 1 fails.
    public var minimumViewAlpha: Double?
    /// APCA Lc of the title over the fill at the worst backdrop (information only).
    public var apcaLc: Double
    /// Nearest passing foreground and background (empty when the pair passes).
    public var suggestions: [ContrastSuggestion]

    public var ratio: Double { worst.contrast }
    public var titlePasses: Bool { ratio >= requiredTitle }
    public var glyphPasses: Bool { ratio >= requiredGlyph }
    public var passes: Bool { titlePasses && glyphPasses }
    /// The stricter of the two requirements (title and glyph share one color pair).
    public var required: Double { max(requiredTitle, requiredGlyph) }

    public init(button: ButtonColors, backdrops: Backdrops = .anyColor, requiredTitle: Double, requiredGlyph: Double) {
        self.button = button
        self.requiredTitle = requiredTitle
        self.requiredGlyph = requiredGlyph
        let required = max(requiredTitle, requiredGlyph)
        worst = button.worstBackdrop(backdrops)
        minimumAlpha = TranslucencyLimits.minimumBackgroundAlpha(
            foreground: button.foreground, background: button.background, viewAlpha: button.viewAlpha,
            backdrops: backdrops, required: required)
        minimumViewAlpha = TranslucencyLimits.minimumViewAlpha(
            foreground: button.foreground, background: button.background, backdrops: backdrops, required: required)
        apcaLc = APCA.lightnessContrast(text: worst.title, background: worst.fill)
        suggestions = [ContrastSuggestion.Role.foreground, .background].compactMap {
            ContrastSuggester.suggest(role: $0, button: button, backdrops: backdrops, required: required)
        }
    }
}

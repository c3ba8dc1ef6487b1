import LocationButtonModel
/// A part of a button's fix hints (`FixHints`) that a rule's failure calls for. Each rule names
/// the parts its failures call for (`Rule.fixHints`); the engine works a part out, from the
/// measurements already made, only for a button where a rule naming it failed.
public enum FixHintPart: Sendable, Hashable {
    /// The largest font size that fits (`largestFittingFontSize`, or that none of 12 pt or more does).
    case fontSize
    /// The narrowest frame that fits, and the screen's width when none on it does.
    case frameWidth
    /// The lowest fixed frame height that fits.
    case frameHeight
    /// The Dynamic Type clamp up to which the title fits.
    case sizeClamp
    /// The longest other title that fits everywhere.
    case title
    /// Colors that reach the required contrast.
    case colors
    /// The smallest fill and view alpha that pass.
    case alphaLimits
}

/// The thresholds below which the system itself disables the button (tapping it no longer grants
/// location). They decide `disabled`; the accessibility profile decides `guideline`.
///
/// Evidence: Apple publishes no numbers. When a customized button is rejected, Core Location UI
/// logs why, naming "insufficient contrast ratio", "insufficient alpha" and "inappropriate size"
/// (and the HIG says the title must fit without truncation). The values here are calibrated
/// against what the system itself ships: Apple's default button, white on systemBlue, measures
/// 4.02:1 in light, 3.65:1 in dark and 2.83:1 in dark with Increase Contrast, and must pass in
/// every appearance — a limit that flags Apple's own button is wrong. A theme may override each.
public struct SystemLimits: Sendable, Hashable, Codable {
    /// Lowest title/glyph contrast ratio the system accepts. 2.5:1 keeps ~12% headroom under the
    /// lowest ratio Apple ships (2.83:1, dark with Increase Contrast) while rejecting pairs that
    /// the "insufficient contrast ratio" message exists to catch.
    public var minimumContrast: Double
    /// Lowest view alpha (product of ancestors') and background alpha the system accepts, for
    /// the "insufficient alpha" message. Apple's button is opaque, so nothing calibrates this
    /// from above: 0.5 is a model assumption (a half-transparent button is the faintest kept).
    public var minimumAlpha: Double

    public init(minimumContrast: Double = 2.5, minimumAlpha: Double = 0.5) {
        self.minimumContrast = minimumContrast; self.minimumAlpha = minimumAlpha
    }

    public static let `default` = SystemLimits()
}

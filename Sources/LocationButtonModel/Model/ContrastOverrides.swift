/// A theme's replacements for single values of its accessibility profile. nil keeps the
/// profile's value.
public struct ContrastOverrides: Sendable, Hashable, Codable {
    /// Ratio required of regular-size text (the HIG's 4.5:1 up to 17 pt).
    public var titleRatio: Double?
    /// Ratio required of large or bold text (the HIG's 3:1 from 18 pt or bold).
    public var largeTitleRatio: Double?
    /// Ratio required of the glyph (3:1).
    public var glyphRatio: Double?

    public init(titleRatio: Double? = nil, largeTitleRatio: Double? = nil, glyphRatio: Double? = nil) {
        self.titleRatio = titleRatio; self.largeTitleRatio = largeTitleRatio; self.glyphRatio = glyphRatio
    }

    public static let none = ContrastOverrides()
}

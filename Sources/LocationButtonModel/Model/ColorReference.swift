/// A color as a theme names it, not yet resolved: a literal (`#0A84FF`, `rgb(…)`,
/// `color(display-p3 …)`), a system color name (`systemBlue`) or an asset catalog color name
/// (`AccentColor`). Resolution into per-appearance values happens in the Color part.
public struct ColorReference: Sendable, Hashable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    public var name: String

    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { self.name = value }

    public var description: String { name }

    public init(from decoder: Decoder) throws {
        name = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    /// The system's default fill of both APIs' location button.
    public static let systemBlue = ColorReference("systemBlue")
    /// The default title and glyph color of the location button.
    public static let white = ColorReference("white")
    /// The asset catalog color an unset SwiftUI `.tint` falls back to.
    public static let accentColor = ColorReference("AccentColor")
}

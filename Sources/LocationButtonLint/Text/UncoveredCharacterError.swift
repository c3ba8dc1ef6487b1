/// No font in a script's fallback chain has a glyph for a character: the text cannot be measured
/// with these fonts (regenerate `Fonts/`, or add a family to the chain in the manifest).
public struct UncoveredCharacterError: Error, CustomStringConvertible, Sendable, Equatable {
    public var scalar: Unicode.Scalar
    public var locale: String
    public var script: String
    /// The family names tried, first first.
    public var chain: [String]

    public init(scalar: Unicode.Scalar, locale: String, script: String, chain: [String]) {
        self.scalar = scalar; self.locale = locale; self.script = script; self.chain = chain
    }

    /// `U+0915`
    public var codePoint: String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    public var description: String {
        let chainText = chain.isEmpty ? "no fonts (the manifest has no chain for \(script))" : chain.joined(separator: " → ")
        return "no font covers \(codePoint) in locale \(locale) (script \(script), chain: \(chainText))"
    }
}

/// No font in a script's fallback chain has a glyph for a character: the text cannot be measured
/// with these fonts (regenerate `Fonts/`, or add a family to the chain in the manifest).
public struct UncoveredCharacterError: Error, CustomStringConvertible, Sendable, Equatable {
    public var scalar: Unicode.Scalar
    public var locale: String
    public var script: String
    /// The family names tried, first first.
    public var chain: [String]
    /// The fonts manifest, and where in it the chain is (`$.scripts.Hang`): as every bad-input
    /// message, this one names the file and place to change.
    public var file: String
    public var place: String

    public init(scalar: Unicode.Scalar, locale: String, script: String, chain: [String], file: String, place: String) {
        self.scalar = scalar; self.locale = locale; self.script = script; self.chain = chain
        self.file = file; self.place = place
    }

    /// `U+0915`
    public var codePoint: String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// The families a message names: enough to see the chain, not a manifest's 400,000.
    public static let shownFamilies = 8

    /// What is wrong, without the file and place.
    public var message: String {
        var names = chain.prefix(Self.shownFamilies).map(InputText.shown)
        if chain.count > Self.shownFamilies { names.append("… (\(chain.count - Self.shownFamilies) more)") }
        let chainText = chain.isEmpty ? "no fonts (the manifest has no chain for \(script))" : names.joined(separator: " → ")
        return "no font covers \(codePoint) in locale \(locale) (script \(script), chain: \(chainText))"
    }

    /// One line, as an `InputError`'s: `manifest.json:$.scripts.Hang: no font covers …`.
    public var description: String { InputError(file: file, place: place, message).description }
}

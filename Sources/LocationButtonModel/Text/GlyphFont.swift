/// The font a run of a `GlyphLine` was shaped in: draws its glyphs' outlines. Two values are equal
/// when they are the same font instance (file, face, variation values).
public struct GlyphFont: Sendable, Hashable {
    package let instance: FontInstance

    package init(_ instance: FontInstance) { self.instance = instance }

    public var unitsPerEm: Double { instance.unitsPerEm }

    /// Names the instance: file, face index and variation values, e.g. `Inter-Regular.otf#0`.
    public var name: String {
        let variations = instance.key.variations.map { "\($0.axis)=\(NumberText.trimmed($0.value, 3))" }
        return ([instance.key.file + "#\(instance.faceIndex)"] + variations).joined(separator: ",")
    }

    /// The glyph's outline as SVG path data in font units, y up as in the font (flip it when
    /// placing); empty for a glyph with no outline (a space).
    public func outline(_ glyph: UInt32) -> String {
        GlyphOutline.pathData(font: instance.font, glyph: glyph)
    }

    public static func == (a: GlyphFont, b: GlyphFont) -> Bool { a.instance.key == b.instance.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(instance.key) }
}

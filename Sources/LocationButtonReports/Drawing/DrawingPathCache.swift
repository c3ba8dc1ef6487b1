import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
import Foundation

/// Title lines' path data kept from one page to the next, for a program that draws the same
/// titles page after page (the studio redraws a button at every edit). A line's path is in
/// `SVGDefinitions.lineUnitsPerEm` whatever its point size, and its glyphs' outlines are the
/// same in every line, so an edit that changes the size or a color writes no outline again:
/// before it, reading and writing the outlines was two fifths of a redraw. The same input gives
/// the same text, so a page drawn with the cache is byte for byte the page drawn without it.
public final class DrawingPathCache: @unchecked Sendable {
    package struct GlyphKey: Hashable { package var font: GlyphFont; package var glyph: UInt32 }

    private let lock = NSLock()
    private var outlines: [GlyphKey: RelativeOutline?] = [:]
    private var lines: [GlyphLine: String] = [:]
    /// Lines kept at most (about 2 KB each); past it the lines start again (the outlines, one per
    /// glyph of the fonts in use, stay).
    package let lineLimit: Int

    public init(lineLimit: Int = 4_000) { self.lineLimit = lineLimit }

    /// The glyph's outline at `scale` line units per font unit: a font's glyph has one scale
    /// (`lineUnitsPerEm / unitsPerEm`), so the key needs no scale.
    package func outline(_ key: GlyphKey, _ make: () -> RelativeOutline?) -> RelativeOutline? {
        if let known = lock.withLock({ outlines[key] }) { return known }
        let made = make()
        lock.withLock { outlines[key] = made }
        return made
    }

    /// The line's path data, made once.
    package func lineData(_ line: GlyphLine, _ make: () -> String) -> String {
        if let known = lock.withLock({ lines[line] }) { return known }
        let made = make()
        lock.withLock {
            if lines.count >= lineLimit { lines.removeAll(keepingCapacity: true) }
            lines[line] = made
        }
        return made
    }

    /// Lines kept now (tests).
    public var lineCount: Int { lock.withLock { lines.count } }
}

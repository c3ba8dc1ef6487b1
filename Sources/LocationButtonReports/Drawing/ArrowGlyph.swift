import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// The location arrow as this tool draws it: a stand-in of its own drawing, NOT Apple's SF Symbol
/// `location.fill` (which cannot be redistributed). It is drawn to fill the glyph box the size rule
/// assumes, so its advance is exactly the one the rules judged; its shape only suggests the real one.
package enum ArrowGlyph {
    /// The arrow pointing up and right, in a unit box (y down): tip, left wing, inner notch, tail.
    package static let points: [(x: Double, y: Double)] = [(0.92, 0.08), (0.08, 0.47), (0.53, 0.47), (0.53, 0.92)]

    /// Stroke width of the outlined arrow as a fraction of the box (the outline stays inside it).
    package static let strokeWidth = 0.09

    /// SVG for the arrow in the box at (x, y) of size w × h, in the foreground color.
    package static func svg(_ glyph: Glyph, x: Double, y: Double, width w: Double, height h: Double, paint: ButtonPaint) -> String {
        guard glyph != .none else { return "" }
        // The outline's stroke is centred on the path: inset by half of it so it stays in the box.
        let inset = glyph == .arrowOutline ? strokeWidth / 2 : 0
        let d = points.enumerated().map { i, p in
            let px = x + w * (inset + p.x * (1 - 2 * inset)), py = y + h * (inset + p.y * (1 - 2 * inset))
            return (i == 0 ? "M" : "L") + MarkupText.number(px) + " " + MarkupText.number(py)
        }.joined() + "Z"
        if glyph == .arrowFilled {
            return "<path d=\"\(d)\" \(paint.paintAttribute(.foreground))/>"
        }
        let stroke = MarkupText.number(strokeWidth * min(w, h))
        return "<path d=\"\(d)\" \(paint.paintAttribute(.foregroundLine)) stroke-width=\"\(stroke)\" stroke-linejoin=\"round\"/>"
    }

    /// The sentence every drawing's legend carries.
    package static let legend = "The arrow is a stand-in drawn by this tool, not Apple's SF Symbol; it fills the glyph box the size rule assumes."
}

import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// Draws one location button as SVG from the geometry the size rule judged: the fill with its
/// (clamped) corner radius, the arrow in its glyph box, the shaped title, all clipped to the frame
/// as the system clips; content that overflows the frame is shown faded outside it with the
/// shortfall in points; a translucent button is drawn over a checkerboard (left) and its worst
/// backdrop (right). Pure: the same values give the same markup. Coordinates are points, with
/// the frame's top-left corner at the origin.
public struct ButtonDrawing: Sendable, Hashable {
    public struct Size: Sendable, Hashable {
        public var width: Double
        public var height: Double
        public init(width: Double, height: Double) { self.width = width; self.height = height }
    }

    /// The frame the button gets.
    public var frame: Size
    /// What its content needs (content + padding on every side); larger than `frame` → disabled.
    public var needed: Size
    /// Padding on every side (fontSize / 2 on iOS 15–18).
    public var padding: Double
    /// Between the arrow and the title (0.5 × fontSize).
    public var gap: Double
    public var glyph: Glyph
    /// The box the arrow occupies, as the size rule assumes it.
    public var glyphBox: Size
    /// The shaped title; nil for a glyph-only button.
    public var title: GlyphLine?
    /// The title width the rules judged (equal to `title.width`).
    public var titleWidth: Double
    /// As the theme asks; drawn clamped to [0, min(width, height) / 2] as the system clamps it.
    public var cornerRadius: Double
    /// Right-to-left titles put the arrow after the title (the layout is mirrored).
    public var rightToLeft: Bool
    public var paint: ButtonPaint

    public init(frame: Size, needed: Size, padding: Double, gap: Double, glyph: Glyph, glyphBox: Size,
                title: GlyphLine?, titleWidth: Double, cornerRadius: Double, rightToLeft: Bool = false,
                paint: ButtonPaint) {
        self.frame = frame; self.needed = needed; self.padding = padding; self.gap = gap; self.glyph = glyph
        self.glyphBox = glyphBox; self.title = title; self.titleWidth = titleWidth; self.cornerRadius = cornerRadius
        self.rightToLeft = rightToLeft; self.paint = paint
    }

    /// The radius the system draws: the theme's, clamped to [0, min(width, height) / 2].
    public var clampedCornerRadius: Double {
        min(max(cornerRadius, 0), min(frame.width, frame.height) * SystemModel.cornerRadiusMaximumPerShortSide)
    }

    /// How far the frame falls short of what the content needs, per axis (0 when it fits).
    public var shortfall: Size {
        Size(width: max(0, needed.width - frame.width), height: max(0, needed.height - frame.height))
    }

    public var overflows: Bool { shortfall.width > 0 || shortfall.height > 0 }

    private var hasTitle: Bool { title != nil }
    private var hasGlyph: Bool { glyph != .none }

    /// Width and height of the content (arrow, gap, title): the needed size less the padding.
    private var content: Size {
        let width = (hasGlyph ? glyphBox.width : 0) + (hasGlyph && hasTitle ? gap : 0) + (hasTitle ? titleWidth : 0)
        let height = max(hasGlyph ? glyphBox.height : 0, title?.lineHeight ?? 0)
        return Size(width: width, height: height)
    }

    /// The content's top-left corner: centered in the frame (overflowing both sides equally).
    private var contentOrigin: (x: Double, y: Double) {
        ((frame.width - content.width) / 2, (frame.height - content.height) / 2)
    }

    /// The area the drawing covers: the frame, the backdrop band around a translucent button, the
    /// overflowing content and the shortfall label below. (x, y, width, height) for a viewBox.
    public var bounds: (x: Double, y: Double, width: Double, height: Double) {
        let origin = contentOrigin
        let band = paint.isTranslucent ? backdropBand : 0
        let minX = min(-band, origin.x), maxX = max(frame.width + band, origin.x + content.width)
        let minY = min(-band, origin.y)
        var maxY = max(frame.height + band, origin.y + content.height)
        if overflows { maxY = max(maxY, frame.height) + labelHeight }
        return (minX, minY, maxX - minX, maxY - minY)
    }

    private var backdropBand: Double { max(4, padding / 2) }
    private var labelSize: Double { max(9, min(frame.height, 44) * 0.3) }
    private var labelHeight: Double { labelSize * 1.6 }

    /// The drawing's elements (no `<svg>` wrapper). What depends only on the frame (its rounded
    /// rectangle, the clip path or mask of it, its dashed outline) and the arrow at its size are
    /// shared definitions, each placed by one `<use>` that holds no other.
    public func body(definitions: inout SVGDefinitions) -> String {
        let rect = frameAttributes
        let frameID = definitions.shared("frame " + rect) { "<rect id=\"\($0)\" \(rect)/>" }
        let inside = overflows ? nil : definitions.shared("inside " + rect, kind: .resource) { "<clipPath id=\"\($0)\"><rect \(rect)/></clipPath>" }
        let contentMarkup = contentElements(definitions: &definitions)
        var out = ""
        if paint.isTranslucent { out += backdrop(definitions: &definitions) }
        out += "<g \(paint.paintAttribute(.view))>"
        if let inside {
            return out + "<use href=\"#\(frameID)\" \(paint.paintAttribute(.fill))/><g clip-path=\"url(#\(inside))\">\(contentMarkup)</g></g>"
        }
        // The content once, through a mask that keeps the frame's inside and fades the rest to
        // 0.35, over a fill under the content's box so a light title stays visible on a light page.
        let fade = definitions.shared("fade " + rect, kind: .resource) {
            "<mask id=\"\($0)\" maskUnits=\"userSpaceOnUse\" x=\"-9999\" y=\"-9999\" width=\"19998\" height=\"19998\">"
                + "<rect x=\"-9999\" y=\"-9999\" width=\"19998\" height=\"19998\" fill=\"#FFFFFF\" fill-opacity=\"0.35\"/>"
                + "<rect \(rect) fill=\"#FFFFFF\"/></mask>"
        }
        let origin = contentOrigin
        let spill = "<rect x=\"\(MarkupText.number(origin.x))\" y=\"\(MarkupText.number(min(0, origin.y)))\" "
            + "width=\"\(MarkupText.number(content.width))\" height=\"\(MarkupText.number(max(frame.height, content.height)))\" "
            + paint.paintAttribute(.fill) + "/>"
        out += "<g mask=\"url(#\(fade))\">\(spill)<use href=\"#\(frameID)\" \(paint.paintAttribute(.fill))/>\(contentMarkup)</g></g>"
        let outline = definitions.shared("outline " + rect) {
            "<rect id=\"\($0)\" \(rect) fill=\"none\" stroke=\"#D70015\" stroke-width=\"1\" stroke-dasharray=\"3 2\"/>"
        }
        return out + "<use href=\"#\(outline)\"/>" + shortfallLabel()
    }

    /// The frame's rounded rectangle (as the system clamps its radius) as attributes of a `<rect>`.
    private var frameAttributes: String {
        "width=\"\(MarkupText.number(frame.width))\" height=\"\(MarkupText.number(frame.height))\" rx=\"\(MarkupText.number(clampedCornerRadius))\""
    }

    /// A standalone SVG document at `scale` device pixels per point, with its own definitions.
    /// `notes` are lines written under the drawing (what a reviewer must not miss: that the system
    /// disables the button, what the checkerboard half stands for); `failing` outlines the frame
    /// in red, dashed, as an overflowing frame is.
    public func document(scale: Double = 1, notes: [String] = [], failing: Bool = false) -> String {
        var definitions = SVGDefinitions()
        var body = body(definitions: &definitions)
        if failing && !overflows {
            let rect = frameAttributes
            let outline = definitions.shared("outline " + rect) {
                "<rect id=\"\($0)\" \(rect) fill=\"none\" stroke=\"#D70015\" stroke-width=\"1\" stroke-dasharray=\"3 2\"/>"
            }
            body += "<use href=\"#\(outline)\"/>"
        }
        var b = bounds
        if !notes.isEmpty {
            // Lines of the label's size under the drawing; the view box widens to an estimate of
            // their length (about 0.55 em per character in a sans-serif face).
            let size = labelSize, lineHeight = labelSize * 1.4
            let top = b.y + b.height
            for (i, note) in notes.enumerated() {
                body += "<text x=\"\(MarkupText.number(b.x))\" y=\"\(MarkupText.number(top + lineHeight * Double(i + 1)))\" "
                    + "font-family=\"system-ui, sans-serif\" font-size=\"\(MarkupText.number(size))\" "
                    + "fill=\"\(failing && i == 0 ? "#D70015" : "#3A3A3C")\">\(MarkupText.escaped(note))</text>"
            }
            let longest = Double(notes.map(\.count).max() ?? 0) * size * 0.55
            b.width = max(b.width, longest)
            b.height += lineHeight * Double(notes.count) + size * 0.4
        }
        let viewBox = [b.x, b.y, b.width, b.height].map { MarkupText.number($0) }.joined(separator: " ")
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(viewBox)\" width=\"\(MarkupText.number(b.width * scale))\" "
            + "height=\"\(MarkupText.number(b.height * scale))\">\n<title>\(MarkupText.escaped(ArrowGlyph.legend))</title>\n"
            + "<defs>\n\(definitions.markup)\n</defs>\n\(body)\n</svg>\n"
    }

    /// The arrow and the title, positioned in the frame.
    private func contentElements(definitions: inout SVGDefinitions) -> String {
        let origin = contentOrigin
        let glyphWidth = hasGlyph ? glyphBox.width + (hasTitle ? gap : 0) : 0
        let glyphX = rightToLeft ? origin.x + content.width - glyphBox.width : origin.x
        let titleX = rightToLeft ? origin.x : origin.x + glyphWidth
        var out = ""
        if hasGlyph {
            // The arrow at its size is drawn once and placed (equal boxes share it).
            let arrow = ArrowGlyph.svg(glyph, x: 0, y: 0, width: glyphBox.width, height: glyphBox.height, paint: paint)
            let arrowID = definitions.shared("arrow " + arrow) { arrow.replacingOccurrences(of: "<path ", with: "<path id=\"\($0)\" ") }
            out += "<use href=\"#\(arrowID)\" x=\"\(MarkupText.number(glyphX))\" "
                + "y=\"\(MarkupText.number(origin.y + (content.height - glyphBox.height) / 2))\"/>"
        }
        if let title, let line = definitions.line(title) {
            let baseline = origin.y + (content.height - title.lineHeight) / 2 + title.ascent
            out += "<use data-title=\"\" href=\"#\(line)\" \(paint.paintAttribute(.foreground)) transform=\"translate(\(MarkupText.number(titleX, 3)) "
                + "\(MarkupText.number(baseline, 3))) scale(\(MarkupText.factor(title.pointSize / SVGDefinitions.lineUnitsPerEm)))\"/>"
        }
        return out
    }

    /// Checkerboard under the left half, the worst backdrop under the right half.
    private func backdrop(definitions: inout SVGDefinitions) -> String {
        let band = backdropBand
        let x = -band, y = -band, w = frame.width + 2 * band, h = frame.height + 2 * band
        let pattern = definitions.checkerboard()
        var out = "<g \(paint.paintAttribute(.backdrop))>"
        out += "<rect x=\"\(MarkupText.number(x))\" y=\"\(MarkupText.number(y))\" width=\"\(MarkupText.number(w / 2))\" "
            + "height=\"\(MarkupText.number(h))\" fill=\"url(#\(pattern))\"/>"
        out += "<rect x=\"\(MarkupText.number(x + w / 2))\" y=\"\(MarkupText.number(y))\" width=\"\(MarkupText.number(w / 2))\" "
            + "height=\"\(MarkupText.number(h))\" \(paint.paintAttribute(.backdropColor))/>"
        return out + "</g>"
    }

    private func shortfallLabel() -> String {
        var parts: [String] = []
        if shortfall.width > 0 { parts.append("short by \(MarkupText.number(shortfall.width, 1)) pt") }
        if shortfall.height > 0 { parts.append("\(MarkupText.number(shortfall.height, 1)) pt too low") }
        let y = max(frame.height, contentOrigin.y + content.height) + labelSize * 1.2
        return "<text x=\"\(MarkupText.number(frame.width / 2))\" y=\"\(MarkupText.number(y))\" "
            + "text-anchor=\"middle\" font-family=\"system-ui, sans-serif\" font-size=\"\(MarkupText.number(labelSize))\" "
            + "fill=\"#D70015\">\(parts.joined(separator: ", "))</text>"
    }
}

import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// One button to draw from loose values (`locbutton render`, the HTML report's cells): lays the
/// shaped title and the arrow out with CoreLocationUI's size rule as the system model states it
/// (`SystemSizeFormula`: glyph box, gap, padding, needed and intrinsic size, at their estimates) and
/// returns the drawing.
public struct ButtonSketch: Sendable {
    public var text: String?
    public var locale: String
    public var fontSize: Double
    public var weight: FontWeight
    public var glyph: Glyph
    /// A fixed frame width; nil: the intrinsic width, squeezed to `widthLimit`.
    public var width: Double?
    public var height: Double?
    /// The room the layout gives a button without a fixed width (max width, device content width).
    public var widthLimit: Double?
    /// nil draws a capsule (half the smaller side, the largest radius the system allows).
    public var cornerRadius: Double?
    public var paint: ButtonPaint
    public var target: SystemTarget
    /// Whether the title reads right to left (the arrow goes after it); nil: as the locale writes.
    /// A page of many drawings in one locale looks the locale up once.
    public var rightToLeft: Bool?

    public init(text: String?, locale: String, fontSize: Double, weight: FontWeight = .regular, glyph: Glyph,
                width: Double? = nil, height: Double? = nil, widthLimit: Double? = nil, cornerRadius: Double? = nil,
                paint: ButtonPaint, target: SystemTarget = .ios18) {
        self.text = text; self.locale = locale; self.fontSize = fontSize; self.weight = weight; self.glyph = glyph
        self.width = width; self.height = height; self.widthLimit = widthLimit; self.cornerRadius = cornerRadius
        self.paint = paint; self.target = target
    }

    /// Shapes the title with `shaper` and draws.
    public func drawing(shaper: Shaper) throws -> ButtonDrawing {
        drawing(line: try text.map { try shaper.glyphLine($0, locale: locale, weight: weight, pointSize: fontSize) })
    }

    /// Draws around an already shaped title (nil: glyph only).
    public func drawing(line: GlyphLine?) -> ButtonDrawing {
        let hasGlyph = glyph != .none
        let arrow = SystemSizeFormula.glyphSize(fontSize: fontSize)
        let glyphBox = hasGlyph ? ButtonDrawing.Size(width: arrow.width.estimate, height: arrow.height.estimate)
                                : ButtonDrawing.Size(width: 0, height: 0)
        let needed = SystemSizeFormula.neededSize(
            title: line.map { (SystemLength($0.width), SystemLength($0.lineHeight)) }, hasGlyph: hasGlyph,
            fontSize: fontSize, target: target)
        let padding = SystemSizeFormula.padding(fontSize: fontSize, target: target)
        let frame = ButtonDrawing.Size(width: width ?? min(needed.intrinsicWidth.estimate, widthLimit ?? .infinity),
                                       height: height ?? needed.intrinsicHeight.estimate)
        return ButtonDrawing(
            frame: frame, needed: ButtonDrawing.Size(width: needed.width.estimate, height: needed.height.estimate),
            padding: padding.width.estimate / 2, gap: SystemModel.glyphTitleGapPerPoint * fontSize, glyph: glyph,
            glyphBox: glyphBox, title: line, titleWidth: line?.width ?? 0, cornerRadius: cornerRadius ?? .infinity,
            rightToLeft: rightToLeft ?? (LocaleInfo(tag: locale)?.direction == .rtl), paint: paint)
    }
}

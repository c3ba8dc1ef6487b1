/// One button to draw from loose values (`locbutton render`, the HTML report's cells): computes the
/// size geometry of iOS 15–18 (content = glyph + 0.5 × fontSize + title, fontSize / 2 padding on
/// every side, intrinsic = needed + 1 pt) around a shaped title and returns the drawing.
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
    public var layout: LayoutModel

    public init(text: String?, locale: String, fontSize: Double, weight: FontWeight = .regular, glyph: Glyph,
                width: Double? = nil, height: Double? = nil, widthLimit: Double? = nil, cornerRadius: Double? = nil,
                paint: ButtonPaint, layout: LayoutModel = .default) {
        self.text = text; self.locale = locale; self.fontSize = fontSize; self.weight = weight; self.glyph = glyph
        self.width = width; self.height = height; self.widthLimit = widthLimit; self.cornerRadius = cornerRadius
        self.paint = paint; self.layout = layout
    }

    /// Shapes the title with `shaper` and draws.
    public func drawing(shaper: Shaper) throws -> ButtonDrawing {
        drawing(line: try text.map { try shaper.glyphLine($0, locale: locale, weight: weight, pointSize: fontSize) })
    }

    /// Draws around an already shaped title (nil: glyph only).
    public func drawing(line: GlyphLine?) -> ButtonDrawing {
        let hasGlyph = glyph != .none
        let glyphBox = ButtonDrawing.Size(width: hasGlyph ? layout.glyphWidth * fontSize : 0,
                                          height: hasGlyph ? layout.glyphHeight * fontSize : 0)
        let gap = hasGlyph && line != nil ? 0.5 * fontSize : 0
        let contentWidth = glyphBox.width + gap + (line?.width ?? 0)
        let contentHeight = max(glyphBox.height, line?.lineHeight ?? 0)
        let needed = ButtonDrawing.Size(width: contentWidth + fontSize, height: contentHeight + fontSize)
        let frameWidth = width ?? min(needed.width + 1, widthLimit ?? .infinity)
        let frame = ButtonDrawing.Size(width: frameWidth, height: height ?? needed.height + 1)
        return ButtonDrawing(
            frame: frame, needed: needed, padding: fontSize / 2, gap: 0.5 * fontSize, glyph: glyph, glyphBox: glyphBox,
            title: line, titleWidth: line?.width ?? 0, cornerRadius: cornerRadius ?? .infinity,
            rightToLeft: LocaleInfo(tag: locale)?.direction == .rtl, paint: paint)
    }
}

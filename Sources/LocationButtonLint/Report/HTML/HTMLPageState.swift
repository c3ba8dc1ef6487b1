/// What the sections of one HTML page share: the SVG definitions (glyph outlines, title lines,
/// button drawings) and the cells' hover texts, each defined once and referenced by id or class.
struct HTMLPageState {
    var definitions = SVGDefinitions()
    private var tipClasses: [String: String] = [:]
    private(set) var tipRules: [String] = []

    /// The class whose custom property `--PART` holds `text`: a cell's hover and focus text is
    /// `--m` (its measurements, shared by its appearances) then `--f` (its findings).
    mutating func tipClass(_ part: String, _ text: String) -> String {
        let key = part + "\u{1F}" + text
        if let known = tipClasses[key] { return known }
        let name = "\(part)\(tipClasses.count)"
        tipClasses[key] = name
        tipRules.append(".\(name){--\(part):\(MarkupText.cssString(text))}")
        return name
    }

    private struct LineKey: Hashable { var text: String; var locale: String; var weight: FontWeight; var pointSize: Double }
    private var lines: [LineKey: GlyphLine] = [:]
    private var symbols: [ButtonDrawing: Symbol] = [:]

    /// The shaped title, shaped once per page (buttons with the same title share it); nil when it
    /// cannot be shaped (the engine measured it, so this does not happen with the same fonts).
    mutating func line(_ text: String, locale: String, weight: FontWeight, pointSize: Double, shaper: Shaper) -> GlyphLine? {
        let key = LineKey(text: text, locale: locale, weight: weight, pointSize: pointSize)
        if let known = lines[key] { return known }
        let line = try? shaper.glyphLine(text, locale: locale, weight: weight, pointSize: pointSize)
        lines[key] = line
        return line
    }
    private(set) var symbolMarkup: [String] = []

    struct Symbol { var id: String; var width: Double; var height: Double }

    /// The `<symbol>` holding the drawing (defined on first use; equal drawings share one) and its
    /// view box size in points.
    mutating func symbol(_ drawing: ButtonDrawing) -> Symbol {
        if let known = symbols[drawing] { return known }
        let b = drawing.bounds
        let symbol = Symbol(id: "s\(symbols.count)", width: b.width, height: b.height)
        let viewBox = [b.x, b.y, b.width, b.height].map { MarkupText.number($0) }.joined(separator: " ")
        let body = drawing.body(id: symbol.id, definitions: &definitions)
        symbolMarkup.append("<symbol id=\"\(symbol.id)\" viewBox=\"\(viewBox)\" overflow=\"visible\">\(body)</symbol>")
        symbols[drawing] = symbol
        return symbol
    }
}

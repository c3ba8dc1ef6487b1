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

    private var sizeClasses: [String: String] = [:]
    private(set) var sizeRules: [String] = []

    /// A class sizing an `<svg>` to width × height pixels (cells share a handful of sizes).
    mutating func sizeClass(width: Double, height: Double) -> String {
        let key = MarkupText.number(width, 1) + "x" + MarkupText.number(height, 1)
        if let known = sizeClasses[key] { return known }
        let name = "z\(sizeClasses.count)"
        sizeClasses[key] = name
        sizeRules.append(".\(name){width:\(MarkupText.number(width, 1))px;height:\(MarkupText.number(height, 1))px}")
        return name
    }

    private struct LineKey: Hashable { var text: String; var locale: String; var weight: FontWeight; var pointSize: Double }
    private var lines: [LineKey: GlyphLine] = [:]
    private var symbols: [[ButtonDrawing]: Symbol] = [:]
    private(set) var symbolMarkup: [String] = []

    struct Symbol { var id: String; var width: Double; var height: Double }

    /// The shaped title, shaped once per page (buttons with the same title share it); nil when it
    /// cannot be shaped (the engine measured it, so this does not happen with the same fonts).
    mutating func line(_ text: String, locale: String, weight: FontWeight, pointSize: Double, shaper: Shaper) -> GlyphLine? {
        let key = LineKey(text: text, locale: locale, weight: weight, pointSize: pointSize)
        if let known = lines[key] { return known }
        let line = try? shaper.glyphLine(text, locale: locale, weight: weight, pointSize: pointSize)
        lines[key] = line
        return line
    }

    /// Gap between stacked drawings (the regular and the Bold Text button of a cell), in points.
    static let stackGap = 6.0

    /// The `<symbol>` holding the drawings stacked top to bottom (defined on first use; equal
    /// stacks share one) and its view box size in points.
    mutating func symbol(_ drawings: [ButtonDrawing]) -> Symbol {
        if let known = symbols[drawings] { return known }
        let id = "s\(symbols.count)"
        var minX = 0.0, maxX = 0.0, y = 0.0, top = 0.0
        var body = ""
        for (i, drawing) in drawings.enumerated() {
            let b = drawing.bounds
            if i == 0 { top = b.y; y = b.y; minX = b.x; maxX = b.x + b.width }
            minX = min(minX, b.x); maxX = max(maxX, b.x + b.width)
            let offset = y - b.y  // moves this drawing's top to the stack's current bottom
            let markup = drawing.body(id: drawings.count == 1 ? id : "\(id)-\(i)", definitions: &definitions)
            body += offset == 0 ? markup : "<g transform=\"translate(0 \(MarkupText.number(offset)))\">\(markup)</g>"
            y += b.height + Self.stackGap
        }
        let height = y - Self.stackGap - top
        let symbol = Symbol(id: id, width: maxX - minX, height: height)
        let viewBox = [minX, top, symbol.width, height].map { MarkupText.number($0) }.joined(separator: " ")
        symbolMarkup.append("<symbol id=\"\(id)\" viewBox=\"\(viewBox)\" overflow=\"visible\">\(body)</symbol>")
        symbols[drawings] = symbol
        return symbol
    }
}

import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// What the sections of one HTML page share: the SVG definitions (glyph outlines, title lines,
/// button drawings), the cells' sizes and the findings their hover texts list, each defined once
/// and referenced by id, class or index.
package struct HTMLPageState {
    /// The page's shared parts in bytes, about (what `HTMLReporter` writes of them).
    package var byteCount: Int {
        [definitions.resources, definitions.shapes].reduce(0) { $0 + $1.utf8.count }
            + [symbolMarkup, sizeRules, notes, findingRows].reduce(0) { $0 + $1.reduce(0) { $0 + $1.utf8.count + 1 } }
    }

    package var definitions: SVGDefinitions

    /// `cache`: title lines kept from earlier pages (`HTMLDrawingContext.pathCache`).
    package init(cache: DrawingPathCache? = nil) { definitions = SVGDefinitions(cache: cache) }

    private struct NoteKey: Hashable { var text: String; var rule: String; var appearance: Appearance? }
    private var noteIndices: [NoteKey: Int] = [:]
    /// `<p>` elements of the page's hidden findings table, which the script looks hover texts up in.
    package private(set) var notes: [String] = []

    /// The index of the finding's line in the findings table (equal lines share one): `rule name:
    /// message`, with its rule and appearance (when it concerns one) for the script's filters.
    package mutating func noteIndex(_ finding: Finding) -> Int {
        let text = "\(finding.rule) \(finding.name): \(finding.message)"
        let key = NoteKey(text: text, rule: finding.rule, appearance: finding.appearance)
        if let known = noteIndices[key] { return known }
        noteIndices[key] = notes.count
        notes.append("<p data-rule=\(MarkupText.attribute(finding.rule))"
            + (finding.appearance.map { " data-a=\($0.rawValue)" } ?? "") + ">\(ReportEscaping.markup(text))</p>")
        return notes.count - 1
    }

    private var rowIndices: [String: Int] = [:]
    /// Per grid row, its verdict elements' findings in document order: elements separated by spaces,
    /// each a `.`-separated list of indices into `notes` (empty: none). Rows that say the same (a
    /// button's copies, languages that fit alike) share one entry.
    package private(set) var findingRows: [String] = []

    /// The index in `findingRows` of a row whose elements have these findings (indices from `noteIndex`).
    package mutating func findingRowIndex(_ elements: [[Int]]) -> Int {
        let key = elements.map { $0.map(String.init).joined(separator: ".") }.joined(separator: " ")
        if let known = rowIndices[key] { return known }
        rowIndices[key] = findingRows.count
        findingRows.append(key)
        return findingRows.count - 1
    }

    private var sizeClasses: [String: String] = [:]
    package private(set) var sizeRules: [String] = []

    /// A class sizing an `<svg>` to width × height pixels (cells share a handful of sizes).
    package mutating func sizeClass(width: Double, height: Double) -> String {
        let key = MarkupText.number(width, 1) + "x" + MarkupText.number(height, 1)
        if let known = sizeClasses[key] { return known }
        let name = "z\(sizeClasses.count)"
        sizeClasses[key] = name
        sizeRules.append(".\(name){width:\(MarkupText.number(width, 1))px;height:\(MarkupText.number(height, 1))px}")
        return name
    }

    /// A class giving a grid column's header at least `width` pixels (the widest drawing of the
    /// column), so the column keeps its width when rows are hidden.
    package mutating func columnClass(width: Double) -> String {
        let key = "col" + MarkupText.number(width, 1)
        if let known = sizeClasses[key] { return known }
        let name = "w\(sizeClasses.count)"
        sizeClasses[key] = name
        // Scaled with the drawings (`--z`, set by the page's script to fit the window).
        sizeRules.append("th.\(name){min-width:calc(\(MarkupText.number(width, 1))px * var(--z,1) + 4px)}")
        return name
    }

    private struct LineKey: Hashable { var text: String; var locale: String; var weight: FontWeight; var pointSize: Double }
    private var lines: [LineKey: GlyphLine] = [:]
    private var symbolSizeClasses: [String: String] = [:]

    /// The size class of a symbol drawn at `scale` pixels per point (once per symbol: cells repeat them).
    package mutating func sizeClass(_ symbol: Symbol, scale: Double) -> String {
        if let known = symbolSizeClasses[symbol.id] { return known }
        let name = sizeClass(width: symbol.width * scale, height: symbol.height * scale)
        symbolSizeClasses[symbol.id] = name
        return name
    }

    /// The numbers a cell's hover text shows for one of its rows (regular or Bold Text), in points.
    package struct RowNumbers: Hashable {
        package var boldText: Bool, fontSize: Double, titleWidth: Double, room: Double, margin: Double

        package init(_ row: TextRow) {
            boldText = row.boldText; fontSize = row.fontSize; titleWidth = row.titleWidth
            room = row.availableTitleWidth; margin = row.margin
        }

        /// `[B]fontSize title room margin` (B: Bold Text); the script shows the slack as room − title.
        package var text: String {
            (boldText ? "B" : "") + [fontSize, titleWidth, room, margin].map { MarkupText.number($0, 1) }.joined(separator: " ")
        }
    }

    private struct SymbolKey: Hashable { var drawings: [ButtonDrawing]; var measurements: [RowNumbers] }
    private var symbols: [SymbolKey: Symbol] = [:]
    package private(set) var symbolMarkup: [String] = []

    package struct Symbol {
        package var id: String; package var width: Double; package var height: Double

        package init(id: String, width: Double, height: Double) { self.id = id; self.width = width; self.height = height }
    }

    /// The shaped title, shaped once per page (buttons with the same title share it); nil when it
    /// cannot be shaped (the engine measured it, so this does not happen with the same fonts).
    package mutating func line(_ text: String, locale: String, weight: FontWeight, pointSize: Double, shaper: Shaper) -> GlyphLine? {
        let key = LineKey(text: text, locale: locale, weight: weight, pointSize: pointSize)
        if let known = lines[key] { return known }
        let line = try? shaper.glyphLine(text, locale: locale, weight: weight, pointSize: pointSize)
        lines[key] = line
        return line
    }

    private var directions: [String: Bool] = [:]

    /// Whether the locale writes right to left, looked up once per page.
    package mutating func isRightToLeft(_ locale: String) -> Bool {
        if let known = directions[locale] { return known }
        let rtl = LocaleInfo(tag: locale)?.direction == .rtl
        directions[locale] = rtl
        return rtl
    }

    /// Gap between stacked drawings (the regular and the Bold Text button of a cell), in points.
    package static let stackGap = 6.0

    /// The `<symbol>` holding the drawings stacked top to bottom (defined on first use; equal
    /// stacks share one) and their size in points. The symbol draws them at the grid's scale
    /// (`HTMLReporter.cellScale` pixels per point) with their top-left corner on its origin and no
    /// view box, so a cell's `<svg>` need not have the drawing's size (see `sizingCells`). `measurements` (the numbers behind the
    /// drawings, which the script's hover text shows) go with it as `data-m`, shared as well.
    package mutating func symbol(_ drawings: [ButtonDrawing], measurements: [RowNumbers] = []) -> Symbol {
        let key = SymbolKey(drawings: drawings, measurements: measurements)
        if let known = symbols[key] { return known }
        let id = "s" + String(symbols.count, radix: 36)  // cells refer to symbols tens of thousands of times
        var minX = 0.0, maxX = 0.0, y = 0.0, top = 0.0
        var body = ""
        for (i, drawing) in drawings.enumerated() {
            let b = drawing.bounds
            if i == 0 { top = b.y; y = b.y; minX = b.x; maxX = b.x + b.width }
            minX = min(minX, b.x); maxX = max(maxX, b.x + b.width)
            let offset = y - b.y  // moves this drawing's top to the stack's current bottom
            let markup = drawing.body(definitions: &definitions)
            body += offset == 0 ? markup : "<g transform=\"translate(0 \(MarkupText.number(offset)))\">\(markup)</g>"
            y += b.height + Self.stackGap
        }
        let height = y - Self.stackGap - top
        let symbol = Symbol(id: id, width: maxX - minX, height: height)
        let scale = HTMLReporter.cellScale
        let placement = [scale, 0, 0, scale].map { MarkupText.number($0, 3) } + [-minX * scale, -top * scale].map { MarkupText.number($0) }
        let data = measurements.isEmpty ? "" : " data-m=\"\(measurements.map(\.text).joined(separator: ","))\""
        symbolMarkup.append("<symbol id=\"\(id)\" overflow=\"visible\"\(data)><g transform=\"matrix(\(placement.joined(separator: " ")))\">\(body)</g></symbol>")
        symbols[key] = symbol
        return symbol
    }
}

import Foundation

/// Measures text as a text system lays out one line: bidi runs (FriBidi), script runs, the first
/// font of each script's fallback chain that covers each character, HarfBuzz shaping with the run's
/// script, direction and the locale's language, advances scaled linearly to the point size (fonts
/// are unhinted), plus the family's per-size tracking. Each distinct text is shaped once per size
/// cut (`ShapedLine`) and scaled to the sizes asked for. Safe to use from several threads.
public struct Shaper: TextMeasuring {
    public let catalog: FontCatalog
    private let cache = Memo<ShapeKey, ShapedRun>()
    private let lines = Memo<LineKey, ShapedLine>()
    /// Each text's bidi and script items: the same in every locale, weight and size cut that
    /// shapes it (a title is often shared by several locales and always by both cuts).
    private let items = Memo<ExactText, [TextItem]>()

    public init(catalog: FontCatalog) {
        self.catalog = catalog
    }

    /// Shaped runs held in the cache (each distinct run text × font instance × script × direction × language).
    public var cachedRunCount: Int { cache.count }

    /// Throws `UncoveredCharacterError` for a character no font of its chain covers and `InputError`
    /// for a font file that cannot be read or is not a font.
    public func measure(_ text: String, locale: String, weight: FontWeight, pointSize: Double) throws -> TextMeasurement {
        // Failures (an uncovered character, a bad font file) are not kept: the next call throws again.
        try line(text, locale: locale, weight: weight, pointSize: pointSize).measurement(text: text, pointSize: pointSize)
    }

    /// `measure(…).metrics` without building the runs (a button's text matrix reads only these).
    public func metrics(_ text: String, locale: String, weight: FontWeight, pointSize: Double) throws -> TextMetrics {
        try line(text, locale: locale, weight: weight, pointSize: pointSize).metrics(pointSize: pointSize)
    }

    /// One line lookup per run of sizes in the same cut (a button's sizes, ascending, fall in a few).
    public func metrics(_ text: String, locale: String, weight: FontWeight, pointSizes: [Double]) throws -> [TextMetrics] {
        var last: (cut: FontCatalog.SizeCut, line: ShapedLine)?
        return try pointSizes.map { pointSize in
            let cut = catalog.sizeCut(pointSize)
            if let last, last.cut == cut { return last.line.metrics(pointSize: pointSize) }
            let line = try line(text, locale: locale, weight: weight, pointSize: pointSize)
            last = (cut, line)
            return line.metrics(pointSize: pointSize)
        }
    }

    /// The line shaped for `pointSize`'s cut, shaped on first use.
    private func line(_ text: String, locale: String, weight: FontWeight, pointSize: Double) throws -> ShapedLine {
        let key = LineKey(text: ExactText(text: text), locale: locale, weight: weight, cut: catalog.sizeCut(pointSize))
        return try lines.value(key) { try shapeLine(text, locale: locale, weight: weight, pointSize: pointSize) }
    }

    /// Itemizes, picks fonts and shapes at the faces `pointSize` gets; the result serves every
    /// size of its cut.
    private func shapeLine(_ text: String, locale: String, weight: FontWeight, pointSize: Double) throws -> ShapedLine {
        let entries = try visualRuns(text, locale: locale, weight: weight, pointSize: pointSize).map { visual in
            var run = visual.run
            run.advanceWidth = 0  // the measurement scales advanceUnits to each size of the cut
            return ShapedLine.Entry(
                run: run, advanceUnits: visual.shaped.advance, unitsPerEm: visual.font.unitsPerEm,
                clusterCount: visual.shaped.clusterCount, tracking: visual.family.tracking,
                lineHeightUnits: visual.font.lineHeightUnits, margin: visual.family.margin,
                lineMargin: visual.family.lineHeightMargin ?? visual.family.margin)
        }
        return ShapedLine(entries: entries, emptyLine: entries.isEmpty ? try emptyLine(locale: locale, weight: weight, pointSize: pointSize) : nil)
    }

    /// The same line as `measure` lays it out, glyph by glyph, for drawing: each run's font and
    /// its glyphs' positions, with the family's tracking added after every cluster.
    public func glyphLine(_ text: String, locale: String, weight: FontWeight, pointSize: Double) throws -> GlyphLine {
        let visual = try visualRuns(text, locale: locale, weight: weight, pointSize: pointSize)
        var runs: [GlyphLine.Run] = []
        var pen = 0.0, ascent = 0.0, lineHeight = 0.0
        for entry in visual {
            let scale = pointSize / entry.font.unitsPerEm
            let trackingUnits = entry.tracking / scale
            var glyphs: [GlyphLine.Glyph] = []
            var clustersBefore = 0, lastCluster: UInt32?
            for glyph in entry.shaped.glyphs {
                if let last = lastCluster, last != glyph.cluster { clustersBefore += 1 }
                lastCluster = glyph.cluster
                glyphs.append(GlyphLine.Glyph(id: glyph.id, x: glyph.x + trackingUnits * Double(clustersBefore), y: glyph.y))
            }
            let advance = entry.run.advanceWidth + entry.tracking * Double(entry.shaped.clusterCount)
            runs.append(GlyphLine.Run(font: GlyphFont(entry.font), x: pen, advance: advance, glyphs: glyphs))
            pen += advance
            ascent = max(ascent, entry.font.ascenderUnits * scale)
            lineHeight = max(lineHeight, entry.font.lineHeightUnits * scale)
        }
        if visual.isEmpty {
            lineHeight = try emptyLine(locale: locale, weight: weight, pointSize: pointSize).map { $0.lineHeightUnits * pointSize / $0.unitsPerEm } ?? 0
        }
        return GlyphLine(pointSize: pointSize, width: pen, ascent: ascent, lineHeight: lineHeight, runs: runs)
    }

    /// One shaped run of a line in visual order, with the font that shaped it and its tracking per cluster in points.
    private struct VisualRun {
        var run: TextMeasurement.Run
        var level: Int
        var shaped: ShapedRun
        var family: FontManifest.Family
        var font: FontInstance
        var tracking: Double
    }

    /// Itemizes (bidi, script), picks each cluster's font, shapes each run once (cached) and
    /// returns the runs in visual order.
    private func visualRuns(_ text: String, locale: String, weight: FontWeight, pointSize: Double) throws -> [VisualRun] {
        var runs: [VisualRun] = []
        for item in items.value(ExactText(text: text), { TextItemizer.items(text) }) {
            for segment in try fontSegments(item, locale: locale, weight: weight, pointSize: pointSize) {
                let font = segment.font
                let key = ShapeKey(text: ExactText(text: Self.string(segment.scalars)), font: font.key,
                                         script: item.script, rtl: item.isRTL, language: locale)
                let shaped = cache.value(key) {
                    ShapedRun.shape(segment.scalars, font: font.font, script: item.script, rtl: item.isRTL, language: locale)
                }
                let run = TextMeasurement.Run(
                    text: key.text.text, font: font.key.file, faceIndex: font.faceIndex, script: item.script,
                    direction: item.isRTL ? "rtl" : "ltr", language: locale, glyphCount: shaped.glyphCount,
                    advanceWidth: shaped.advance * pointSize / font.unitsPerEm)
                runs.append(VisualRun(run: run, level: item.level, shaped: shaped, family: segment.family, font: font,
                                      tracking: TrackingTable.tracking(segment.family.tracking, pointSize: pointSize)))
            }
        }
        return BidiLevels.visualOrder(runs) { $0.level }
    }

    /// `String(String.UnicodeScalarView(scalars))`, encoded in one pass: that appends scalar by
    /// scalar, which cost more than shaping a short title.
    package static func string(_ scalars: [Unicode.Scalar]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count * 4)
        for scalar in scalars { UTF8.encode(scalar) { bytes.append($0) } }
        return String(decoding: bytes, as: UTF8.self)
    }

    private struct Segment {
        var scalars: [Unicode.Scalar]
        var family: FontManifest.Family
        var font: FontInstance
    }

    /// Splits an item where its characters need different fonts: each character cluster goes to the
    /// first font of the chain that has all its (non-ignorable) characters.
    private func fontSegments(_ item: TextItem, locale: String, weight: FontWeight, pointSize: Double) throws -> [Segment] {
        let chain = catalog.chain(script: item.script, locale: locale)
        var fonts: [(FontManifest.Family, FontInstance)?] = Array(repeating: nil, count: chain.count)
        func uncovered(_ scalar: Unicode.Scalar) -> UncoveredCharacterError {
            UncoveredCharacterError(scalar: scalar, locale: locale, script: item.script, chain: chain, file: catalog.manifestPath,
                                    place: catalog.chainPlace(script: item.script, locale: locale))
        }
        func font(_ i: Int) throws -> (FontManifest.Family, FontInstance)? {
            if let loaded = fonts[i] { return loaded }
            guard let family = catalog.family(named: chain[i]) else { return nil }
            fonts[i] = (family, try catalog.instance(family: family, weight: weight, pointSize: pointSize))
            return fonts[i]
        }
        /// The chain position drawing a cluster's characters: the first font with all of them, else (a
        /// cluster split across fonts) the first with its base character; nil when none has one of them.
        func choose(_ needed: [Unicode.Scalar]) throws -> Int? {
            for i in chain.indices where try font(i).map({ f in needed.allSatisfy(f.1.covers) }) == true { return i }
            for scalar in needed where try !chain.indices.contains(where: { try font($0)?.1.covers(scalar) == true }) {
                throw uncovered(scalar)
            }
            return try chain.indices.first { try font($0)?.1.covers(needed[0]) == true }
        }
        // Most items are drawn whole by the chain's first font: every cluster would choose it (the
        // first font with all its characters), so the item is one segment. This skips breaking
        // the text into clusters, which costs more than the shaping of a short title.
        if !item.scalars.isEmpty, !chain.isEmpty, let (family, instance) = try font(0),
           item.scalars.allSatisfy({ DefaultIgnorable.contains($0) || instance.covers($0) }) {
            return [Segment(scalars: item.scalars, family: family, font: instance)]
        }
        var segments: [Segment] = []
        var lastIndex: Int?
        for cluster in String(String.UnicodeScalarView(item.scalars)) {
            let needed = Array(cluster.unicodeScalars.filter { !DefaultIgnorable.contains($0) })
            // Default-ignorables alone (a stray ZWJ) stay with the current font; they draw nothing.
            let chosen = needed.isEmpty ? (lastIndex ?? (chain.isEmpty ? nil : 0)) : try choose(needed)
            guard let index = chosen, let (family, instance) = try font(index) else {
                if let first = needed.first {
                    throw uncovered(first)
                }
                continue
            }
            if index == lastIndex {
                segments[segments.count - 1].scalars.append(contentsOf: cluster.unicodeScalars)
            } else {
                segments.append(Segment(scalars: Array(cluster.unicodeScalars), family: family, font: instance))
            }
            lastIndex = index
        }
        return segments
    }

    /// An empty title still occupies a line: the height of the Latin font (none without one).
    private func emptyLine(locale: String, weight: FontWeight, pointSize: Double) throws -> (lineHeightUnits: Double, unitsPerEm: Double)? {
        guard let name = catalog.chain(script: "Latn", locale: locale).first, let family = catalog.family(named: name) else { return nil }
        let font = try catalog.instance(family: family, weight: weight, pointSize: pointSize)
        return (font.lineHeightUnits, font.unitsPerEm)
    }
}

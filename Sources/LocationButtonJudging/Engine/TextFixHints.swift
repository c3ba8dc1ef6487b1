import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// Fix hints for a title that truncates or clips, computed from the measurements already made.
/// Only real locales count: pseudolanguages are stress tests. Widths include the stand-in font's
/// margin, so a hint that is followed leaves the button passing, not `uncertain`.
package enum TextFixHints {
    /// The largest font size (at Large) whose largest checked size fits every locale for certain
    /// under CoreLocationUI's size rule: widths and heights scale linearly with the point size
    /// (unhinted fonts), so the limit is a division (`SystemSizeHints`). Rounded down to 0.5 pt;
    /// nil when the title already fits or nothing fits (callers compare the result with 12 pt,
    /// below which the system draws 18 pt).
    /// `matrix` is the button's text matrix (`Measurements.matrix`).
    package static func largestFittingFontSize(spec: ButtonSpec, axes: ButtonAxes, matrix: [TextMetrics?],
                                       target: SystemTarget) -> Double?
    {
        guard let top = axes.largestCategory else { return nil }
        let base = spec.pointSize(at: .default)
        var best = Double.infinity
        for (li, locale) in axes.locales.enumerated() where !locale.isPseudolanguage {
            for bi in axes.boldTexts.indices {
                guard let m = matrix[axes.cell(locale: li, bold: bi, category: top)], m.pointSize > 0 else { continue }
                let width = m.width / m.pointSize, line = m.lineHeight / m.pointSize
                // The same margins as the judgement: the font's and the wording's on the width.
                let widthMargin = m.uncertainty + (locale.wordingMargins[spec.title] ?? 0)
                let size = SystemSizeHints.largestFittingFontSize(
                    titleWidthPerPoint: SystemLength(width, margin: widthMargin * width),
                    lineHeightPerPoint: SystemLength(line, margin: m.lineHeightUncertainty * line), hasGlyph: spec.glyph != .none,
                    width: spec.frame.widthLimit, height: spec.frame.height, target: target)
                best = min(best, size * base / m.pointSize)
            }
        }
        let rounded = (best * 2).rounded(.down) / 2
        return rounded > 0 && rounded < base ? rounded : nil
    }

    /// The narrowest frame that fits every locale at every checked size for certain, in whole
    /// points; nil when the current width already suffices.
    package static func minimumFrameWidth(spec: ButtonSpec, rows: [TextRow]) -> Double? {
        guard let width = realMaximum(rows, \.maximumNeededWidth)?.rounded(.up), width > spec.frame.widthLimit else { return nil }
        return width
    }

    /// The lowest fixed frame height that fits every locale at every checked size for certain, in
    /// whole points; nil without a fixed height or when it already suffices.
    package static func minimumFrameHeight(spec: ButtonSpec, rows: [TextRow]) -> Double? {
        guard let current = spec.frame.height, let needed = realMaximum(rows, \.maximumNeededHeight)?.rounded(.up),
              needed > current else { return nil }
        return needed
    }

    /// The largest value over the real locales' rows (a button has a row per cell: no copies).
    private static func realMaximum(_ rows: [TextRow], _ value: KeyPath<TextRow, Double>) -> Double? {
        var maximum: Double?
        for row in rows where !row.isStressTest { maximum = max(maximum ?? -.infinity, row[keyPath: value]) }
        return maximum
    }

    /// The largest size category, Large or above, up to which every real locale fits (every row
    /// at it and below passes, with and without Bold Text): where to clamp Dynamic Type. nil when
    /// the title already fails at Large, where a clamp cannot help.
    package static func largestFittingCategory(spec: ButtonSpec, rows: [TextRow], axes: ButtonAxes) -> SizeCategory? {
        var firstFailing: SizeCategory?
        // Read in place (a copy per row would retain its locale).
        rows.withUnsafeBufferPointer { rows in
            for i in rows.indices where !rows[i].isStressTest && rows[i].verdict != .pass {
                firstFailing = min(firstFailing ?? rows[i].category, rows[i].category)
            }
        }
        var fitting: SizeCategory?
        for category in axes.categories.sorted() {
            if let firstFailing, category >= firstFailing { break }
            fitting = spec.shownCategory(at: category)
        }
        guard let fitting, fitting >= .default else { return nil }
        return fitting
    }

    /// The longest other title (widest at the default size in any locale) that fits every locale
    /// at every checked size with no verdict worse than pass; nil when none does. A title is
    /// first tried at the largest size alone, measured one locale at a time, so one that does not
    /// fit costs few measurements; only one that fits there is checked in full, on the text
    /// matrix buttons with its title and sizes share.
    package static func longestFittingTitle(spec: ButtonSpec, axes: ButtonAxes, measure: Measurements,
                                    target: SystemTarget) throws -> Title?
    {
        guard let top = axes.largestCategory else { return nil }
        let real = axes.locales.indices.filter { !axes.locales[$0].isPseudolanguage }
        var best: (title: Title, width: Double)?
        // Every other title is laid out in the same room: the title is no part of it.
        let room = TitleRoom(spec: spec, target: target)
        titles: for title in Title.allCases where title != .none && title != spec.title {
            var variant = spec
            variant.title = title
            func fits(_ metrics: TextMetrics?) -> TitleGeometry? {
                guard let metrics else { return nil }
                let geometry = TitleGeometry(room: room, metrics: metrics)
                return geometry.size.outcome == .fits ? geometry : nil
            }
            for li in real {
                for bold in axes.boldTexts {
                    let key = axes.key(spec: spec, title: title, locale: axes.locales[li], category: axes.categories[top], boldText: bold)
                    guard fits(try key.map { try measure($0) }) != nil else { continue titles }
                }
            }
            let matrix = try measure.matrix(spec: variant, axes: axes)
            var widest = 0.0
            for li in real {
                for bi in axes.boldTexts.indices {
                    for ci in axes.categories.indices {
                        guard let geometry = fits(matrix[axes.cell(locale: li, bold: bi, category: ci)]) else { continue titles }
                        if axes.categories[ci] == .default && !axes.boldTexts[bi] { widest = max(widest, geometry.titleWidth) }
                    }
                }
            }
            if widest > (best?.width ?? -1) { best = (title, widest) }
        }
        return best?.title
    }
}

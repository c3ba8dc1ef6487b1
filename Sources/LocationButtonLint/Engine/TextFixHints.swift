/// Fix hints for a title that truncates or clips, computed from the measurements already made.
/// Only real locales count: pseudolanguages are stress tests. Widths include the stand-in font's
/// margin, so a hint that is followed leaves the button passing, not `uncertain`.
enum TextFixHints {
    /// The smallest font size worth suggesting: the HIG's minimum for iOS and iPadOS text
    /// (Typography › Specifications, "Default and minimum sizes": default 17 pt, minimum 11 pt).
    /// A title that fits only below it needs a shorter title or a clamp, not a smaller font.
    static let minimumFontSize = 11.0

    /// The largest font size (at Large) whose largest checked size fits every locale: widths and
    /// heights scale linearly with the point size (unhinted fonts), so the limit is a division.
    /// Rounded down to 0.5 pt; nil when the title already fits or nothing fits (callers compare
    /// the result with `minimumFontSize`).
    static func largestFittingFontSize(spec: ButtonSpec, axes: ButtonAxes, measure: Measurements,
                                       layout: LayoutModel) throws -> Double?
    {
        guard let top = axes.categories.max() else { return nil }
        let hasGlyph = spec.glyph != .none
        let chrome = layout.horizontalChrome(pointSize: 1, hasGlyph: hasGlyph, hasTitle: true)
        var best = Double.infinity
        for locale in axes.locales where !locale.isPseudolanguage {
            for bold in axes.boldTexts {
                guard let key = axes.key(spec: spec, title: spec.title, locale: locale, category: top, boldText: bold)
                else { continue }
                let m = try measure(key)
                guard m.pointSize > 0 else { continue }
                let scale = m.pointSize / spec.fontSize
                let widthEms = m.width * (1 + m.uncertainty) / m.pointSize + chrome
                best = min(best, spec.frame.widthLimit / (scale * widthEms))
                if let height = spec.frame.height {
                    let line = m.lineHeight * (1 + m.uncertainty) / m.pointSize
                    let heightEms = max(line, hasGlyph ? layout.glyphHeight : 0) + 2 * layout.verticalInset
                    best = min(best, height / (scale * heightEms))
                }
            }
        }
        let rounded = (best * 2).rounded(.down) / 2
        return rounded > 0 && rounded < spec.fontSize ? rounded : nil
    }

    /// The narrowest frame that fits every locale at every checked size, in whole points; nil
    /// when the current width already suffices.
    static func minimumFrameWidth(spec: ButtonSpec, rows: [TextRow], axes: ButtonAxes, layout: LayoutModel) -> Double? {
        let hasGlyph = spec.glyph != .none
        let needed = rows.filter { !$0.isStressTest }.map {
            $0.titleWidth + $0.margin + layout.horizontalChrome(pointSize: $0.fontSize, hasGlyph: hasGlyph, hasTitle: true)
        }.max()
        guard let width = needed?.rounded(.up), width > spec.frame.widthLimit else { return nil }
        return width
    }

    /// The largest size category, Large or above, up to which every real locale fits (every row
    /// at it and below passes, with and without Bold Text): where to clamp Dynamic Type. nil when
    /// the title already fails at Large, where a clamp cannot help.
    static func largestFittingCategory(spec: ButtonSpec, rows: [TextRow], axes: ButtonAxes) -> SizeCategory? {
        var fitting: SizeCategory?
        for category in axes.categories.sorted() {
            let failed = rows.contains { $0.category == category && !$0.isStressTest && $0.verdict != .pass }
            if failed { break }
            fitting = spec.shownCategory(at: category)
        }
        guard let fitting, fitting >= .default else { return nil }
        return fitting
    }

    /// The longest other title (widest at the default size in any locale) that fits every locale
    /// at every checked size with no verdict worse than pass; nil when none does. Measured
    /// lazily, largest size first, so a title that does not fit costs few measurements.
    static func longestFittingTitle(spec: ButtonSpec, axes: ButtonAxes, measure: Measurements,
                                    layout: LayoutModel) throws -> Title?
    {
        var best: (title: Title, width: Double)?
        for title in Title.allCases where title != .none && title != spec.title {
            var fits = true, widest = 0.0
            var variant = spec
            variant.title = title
            check: for locale in axes.locales where !locale.isPseudolanguage {
                for bold in axes.boldTexts {
                    for category in axes.categories.reversed() {
                        guard let key = axes.key(spec: spec, title: title, locale: locale, category: category, boldText: bold)
                        else { fits = false; break check }
                        let m = try measure(key)
                        let g = TitleGeometry(spec: variant, layout: layout, measurement: m)
                        let height = g.heightSlack.map { FitVerdict.verdict(slack: $0, margin: g.heightMargin) } ?? .pass
                        if FitVerdict.verdict(slack: g.slack, margin: g.widthMargin) != .pass || height != .pass {
                            fits = false; break check
                        }
                        if category == .default && !bold { widest = max(widest, g.titleWidth) }
                    }
                }
            }
            if fits && widest > (best?.width ?? -1) { best = (title, widest) }
        }
        return best?.title
    }
}

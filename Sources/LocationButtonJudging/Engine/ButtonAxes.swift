import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// The combinations one button is judged in: which size categories, Bold Text settings and
/// locales apply to it, and the text measurement behind each text cell.
package struct ButtonAxes: Sendable {
    package var categories: [SizeCategory]
    package var boldTexts: [Bool]
    /// Locales that have the button's title (all given locales for a glyph-only button).
    package var locales: [LocalizedTitles]

    package init(spec: ButtonSpec, options: RunOptions, titles: [LocalizedTitles]) {
        // Every category, even for a fixed-size title: the system draws it the same everywhere
        // (one measurement), but the HIG asks whether it would fit where Dynamic Type would grow it.
        categories = options.categories
        boldTexts = options.boldText ? [false, true] : [false]
        locales = spec.title == .none ? titles : titles.filter { $0.texts[spec.title] != nil }
    }

    /// The measurement behind each text cell of `title` (the button's own, or an alternative the
    /// fix hints consider).
    package func key(spec: ButtonSpec, title: Title, locale: LocalizedTitles, category: SizeCategory, boldText: Bool)
        -> MeasurementKey?
    {
        guard locale.texts[title] != nil else { return nil }
        return MeasurementKey(locale: locale.locale, title: title, weight: spec.titleWeight(boldText: boldText),
                              pointSize: spec.pointSize(at: category))
    }

    /// The index of the largest checked size category (fix hints start there).
    package var largestCategory: Int? { categories.indices.max { categories[$0] < categories[$1] } }

    /// The number of text cells: locales × Bold Text settings × categories.
    package var cellCount: Int { locales.count * boldTexts.count * categories.count }

    /// The index of a text cell in `Measurements.matrix`: locale, then Bold Text, then category.
    package func cell(locale: Int, bold: Int, category: Int) -> Int {
        (locale * boldTexts.count + bold) * categories.count + category
    }

    /// English when checked (the development language of the strings), else the first locale.
    package var referenceLocale: LocalizedTitles? {
        locales.first { $0.locale == "en" } ?? locales.first { !$0.isPseudolanguage } ?? locales.first
    }
}

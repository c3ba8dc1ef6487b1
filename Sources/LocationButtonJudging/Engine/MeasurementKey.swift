import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// One distinct text measurement a run needs. Keyed by the locale tag and title rather than the
/// text, so hashing stays on short ASCII strings.
package struct MeasurementKey: Hashable, Sendable {
    package var locale: String
    package var title: Title
    package var weight: FontWeight
    package var pointSize: Double
}

/// The run's text measurements, made on first use and kept: each distinct (title, locale, weight,
/// size) is measured once however many buttons, appearances or fix hints ask for it, and only what
/// some judgement reads is measured (a fix hint's other titles only for buttons that need one).
/// Values are pure functions of the key, so sharing them across threads keeps results identical.
package struct Measurements: Sendable {
    private let texts: [String: [Title: String]]
    private let measurer: any TextMeasuring
    private let memo = Memo<MeasurementKey, TextMetrics>()
    private let matrices = Memo<MatrixKey, [TextMetrics?]>()

    /// What a title's text matrix depends on besides the run's locales: its weights (per Bold
    /// Text setting) and point sizes (per category).
    private struct MatrixKey: Hashable, Sendable {
        var title: Title
        var weights: [FontWeight]
        var pointSizes: [Double]
    }

    package init(titles: [LocalizedTitles], measurer: any TextMeasuring) {
        texts = Dictionary(titles.map { ($0.locale, $0.texts) }) { first, _ in first }
        self.measurer = measurer
    }

    /// The measurements of a button's whole text matrix, indexed by `ButtonAxes.cell`; nil where
    /// the locale lacks the title. Buttons with the same title, weights and sizes share it, so a
    /// button with a frame of its own looks up one array instead of a measurement per cell.
    package func matrix(spec: ButtonSpec, axes: ButtonAxes) throws -> [TextMetrics?] {
        let key = MatrixKey(title: spec.title, weights: axes.boldTexts.map(spec.titleWeight(boldText:)),
                            pointSizes: axes.categories.map(spec.pointSize(at:)))
        return try matrices.value(key) {
            var cells: [TextMetrics?] = []
            cells.reserveCapacity(axes.cellCount)
            for locale in axes.locales {
                // A locale without the title has no cells (as `ButtonAxes.key` says).
                guard locale.texts[spec.title] != nil else {
                    cells += repeatElement(nil, count: key.weights.count * key.pointSizes.count)
                    continue
                }
                let text = texts[locale.locale]?[spec.title] ?? ""
                for weight in key.weights {
                    cells += try measurer.metrics(text, locale: locale.locale, weight: weight, pointSizes: key.pointSizes)
                        .map(Optional.some)
                }
            }
            return cells
        }
    }

    /// The least width `text` can take on iOS: its width with the stand-in fonts less their margin
    /// (`FixedTextRoom`).
    package func narrowestWidth(_ text: String, locale: String, weight: FontWeight, pointSize: Double) throws -> Double {
        let metrics = try measurer.metrics(text, locale: locale, weight: weight, pointSize: pointSize)
        return metrics.width * (1 - metrics.uncertainty)
    }

    /// The measurement for `key`; keys whose locale or title the titles lack are never made (see
    /// `ButtonAxes.key`).
    package func callAsFunction(_ key: MeasurementKey) throws -> TextMetrics {
        try memo.value(key) {
            try measurer.metrics(texts[key.locale]?[key.title] ?? "", locale: key.locale, weight: key.weight,
                                 pointSize: key.pointSize)
        }
    }
}

/// One distinct text measurement a run needs. Keyed by the locale tag and title rather than the
/// text, so hashing stays on short ASCII strings.
struct MeasurementKey: Hashable, Sendable {
    var locale: String
    var title: Title
    var weight: FontWeight
    var pointSize: Double
}

/// The run's text measurements, made on first use and kept: each distinct (title, locale, weight,
/// size) is shaped once however many buttons, appearances or fix hints ask for it, and only what
/// some judgement reads is measured (a fix hint's other titles only for buttons that need one).
/// Values are pure functions of the key, so sharing them across threads keeps results identical.
struct Measurements: Sendable {
    private let texts: [String: [Title: String]]
    private let measurer: any TextMeasuring
    private let memo = Memo<MeasurementKey, TextMeasurement>()

    init(titles: [LocalizedTitles], measurer: any TextMeasuring) {
        texts = Dictionary(titles.map { ($0.locale, $0.texts) }) { first, _ in first }
        self.measurer = measurer
    }

    /// The measurement for `key`; keys whose locale or title the titles lack are never made (see
    /// `ButtonAxes.key`).
    func callAsFunction(_ key: MeasurementKey) throws -> TextMeasurement {
        try memo.value(key) {
            try measurer.measure(texts[key.locale]?[key.title] ?? "", locale: key.locale, weight: key.weight,
                                 pointSize: key.pointSize)
        }
    }
}

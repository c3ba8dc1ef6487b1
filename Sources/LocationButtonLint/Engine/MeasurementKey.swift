/// One distinct text measurement a run needs. The engine collects these over all buttons first,
/// measures each once, then judges every button from the table: shaping cost grows with distinct
/// (title, locale, weight, size), not with buttons × sizes × appearances. Keyed by the locale tag
/// and title rather than the text, so hashing stays on short ASCII strings.
struct MeasurementKey: Hashable, Sendable, Comparable {
    var locale: String
    var title: Title
    var weight: FontWeight
    var pointSize: Double

    static func < (a: MeasurementKey, b: MeasurementKey) -> Bool {
        (a.locale, a.title, a.weight.value, a.pointSize) < (b.locale, b.title, b.weight.value, b.pointSize)
    }
}

/// The measured table, read-only once built.
struct MeasurementTable: Sendable {
    private var table: [MeasurementKey: TextMeasurement]

    /// Measures every key's title in its locale (keys whose locale or title `titles` lacks are
    /// never made: see `ButtonAxes.key`).
    init(keys: Set<MeasurementKey>, titles: [LocalizedTitles], measurer: any TextMeasuring, threads: Int) throws {
        let sorted = keys.sorted()
        let texts = Dictionary(titles.map { ($0.locale, $0.texts) }) { first, _ in first }
        let measured = try ParallelMap.map(count: sorted.count, threads: threads) { i in
            let key = sorted[i]
            let text = texts[key.locale]?[key.title] ?? ""
            return try measurer.measure(text, locale: key.locale, weight: key.weight, pointSize: key.pointSize)
        }
        table = Dictionary(uniqueKeysWithValues: zip(sorted, measured))
    }

    private init(table: [MeasurementKey: TextMeasurement]) { self.table = table }

    subscript(_ key: MeasurementKey) -> TextMeasurement? { table[key] }

    /// Both tables' measurements (the keys are disjoint).
    func merging(_ other: MeasurementTable) -> MeasurementTable {
        MeasurementTable(table: table.merging(other.table) { a, _ in a })
    }

    var count: Int { table.count }
}

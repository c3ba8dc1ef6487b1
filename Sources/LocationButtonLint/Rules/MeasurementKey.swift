/// One distinct text measurement a run needs. The engine collects these over all buttons first,
/// measures each once, then judges every button from the table: shaping cost grows with distinct
/// (title, locale, weight, size), not with buttons × sizes × appearances.
struct MeasurementKey: Hashable, Sendable, Comparable {
    var text: String
    var locale: String
    var weight: FontWeight
    var pointSize: Double

    static func < (a: MeasurementKey, b: MeasurementKey) -> Bool {
        (a.locale, a.text, a.weight.value, a.pointSize) < (b.locale, b.text, b.weight.value, b.pointSize)
    }
}

/// The measured table, read-only once built.
struct MeasurementTable: Sendable {
    private var table: [MeasurementKey: TextMeasurement]

    init(keys: Set<MeasurementKey>, measurer: any TextMeasuring, threads: Int) throws {
        let sorted = keys.sorted()
        let measured = try ParallelMap.map(count: sorted.count, threads: threads) { i in
            let key = sorted[i]
            return try measurer.measure(key.text, locale: key.locale, weight: key.weight, pointSize: key.pointSize)
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

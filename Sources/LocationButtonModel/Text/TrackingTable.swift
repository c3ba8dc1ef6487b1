/// A family's per-size tracking (points per character), e.g. Apple's published SF Pro table:
/// linear between listed sizes, the end values beyond them. `FontCatalog` has checked that every
/// row is a pair.
package enum TrackingTable {
    package static func tracking(_ table: [[Double]]?, pointSize: Double) -> Double {
        let rows = (table ?? []).filter { $0.count == 2 }.sorted { $0[0] < $1[0] }
        guard let first = rows.first, let last = rows.last else { return 0 }
        if pointSize <= first[0] { return first[1] }
        if pointSize >= last[0] { return last[1] }
        for (a, b) in zip(rows, rows.dropFirst()) where pointSize <= b[0] {
            return a[1] + (b[1] - a[1]) * (pointSize - a[0]) / (b[0] - a[0])
        }
        return last[1]
    }
}

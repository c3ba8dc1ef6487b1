/// One line of text itemized, given its fonts and shaped, in font units: everything about a
/// measurement that does not change with the point size inside one size cut (the same face and
/// variation values for every font of the line). `measurement(pointSize:)` scales it, adding the
/// per-size tracking, so a title is shaped once per cut and not once per Dynamic Type size.
struct ShapedLine: Sendable {
    struct Entry: Sendable {
        /// The run as reported, `advanceWidth` still unset (it is per size).
        var run: TextMeasurement.Run
        var advanceUnits: Double
        var unitsPerEm: Double
        var clusterCount: Int
        var tracking: [[Double]]?
        var lineHeightUnits: Double
        var margin: Double
    }

    /// Runs in visual order.
    var entries: [Entry]
    /// The Latin font's line height, for an empty line (which still occupies a line).
    var emptyLine: (lineHeightUnits: Double, unitsPerEm: Double)?

    /// The line at `pointSize`, computed in the same order as a direct measurement so the numbers
    /// are identical to the last bit.
    func measurement(text: String, pointSize: Double) -> TextMeasurement {
        // The same sums in the same order as `metrics`, so both give identical numbers.
        var runs: [TextMeasurement.Run] = []
        runs.reserveCapacity(entries.count)
        var tracking = 0.0, lineHeight = 0.0, uncertainty = 0.0
        for entry in entries {
            var run = entry.run
            run.advanceWidth = entry.advanceUnits * pointSize / entry.unitsPerEm
            let scale = pointSize / entry.unitsPerEm
            tracking += TrackingTable.tracking(entry.tracking, pointSize: pointSize) * Double(entry.clusterCount)
            lineHeight = max(lineHeight, entry.lineHeightUnits * scale)
            uncertainty = max(uncertainty, entry.margin)
            runs.append(run)
        }
        if entries.isEmpty, let empty = emptyLine {
            lineHeight = empty.lineHeightUnits * pointSize / empty.unitsPerEm
        }
        return TextMeasurement(text: text, pointSize: pointSize, runs: runs,
                               advanceWidth: runs.reduce(0) { $0 + $1.advanceWidth }, tracking: tracking,
                               lineHeight: lineHeight, uncertainty: uncertainty)
    }

    /// `measurement(…).metrics`, without the runs.
    func metrics(pointSize: Double) -> TextMetrics {
        var advance = 0.0, tracking = 0.0, lineHeight = 0.0, uncertainty = 0.0
        for entry in entries {
            advance += entry.advanceUnits * pointSize / entry.unitsPerEm
            let scale = pointSize / entry.unitsPerEm
            tracking += TrackingTable.tracking(entry.tracking, pointSize: pointSize) * Double(entry.clusterCount)
            lineHeight = max(lineHeight, entry.lineHeightUnits * scale)
            uncertainty = max(uncertainty, entry.margin)
        }
        if entries.isEmpty, let empty = emptyLine {
            lineHeight = empty.lineHeightUnits * pointSize / empty.unitsPerEm
        }
        return TextMetrics(pointSize: pointSize, width: advance + tracking, lineHeight: lineHeight, uncertainty: uncertainty)
    }
}

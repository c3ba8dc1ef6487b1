/// One line of text itemized, given its fonts and shaped, in font units: everything about a
/// measurement that does not change with the point size inside one size cut (the same face and
/// variation values for every font of the line). `measurement(pointSize:)` scales it, adding the
/// per-size tracking, so a title is shaped once per cut and not once per Dynamic Type size.
package struct ShapedLine: Sendable {
    package struct Entry: Sendable {
        /// The run as reported, `advanceWidth` still unset (it is per size).
        package var run: TextMeasurement.Run
        package var advanceUnits: Double
        package var unitsPerEm: Double
        package var clusterCount: Int
        package var tracking: [[Double]]?
        package var lineHeightUnits: Double
        package var margin: Double
        package var lineMargin: Double
    }

    /// Runs in visual order.
    package var entries: [Entry]
    /// The Latin font's line height, for an empty line (which still occupies a line).
    package var emptyLine: (lineHeightUnits: Double, unitsPerEm: Double)?

    /// The line at `pointSize`, computed in the same order as a direct measurement so the numbers
    /// are identical to the last bit.
    package func measurement(text: String, pointSize: Double) -> TextMeasurement {
        let runs = entries.map { entry in
            var run = entry.run
            run.advanceWidth = entry.advanceUnits * pointSize / entry.unitsPerEm
            return run
        }
        let sums = sums(pointSize: pointSize)
        return TextMeasurement(text: text, pointSize: pointSize, runs: runs, advanceWidth: sums.advance,
                               tracking: sums.tracking, lineHeight: sums.lineHeight, uncertainty: sums.uncertainty,
                               lineHeightUncertainty: sums.lineUncertainty)
    }

    /// `measurement(…).metrics`, without building the runs.
    package func metrics(pointSize: Double) -> TextMetrics {
        let sums = sums(pointSize: pointSize)
        return TextMetrics(pointSize: pointSize, width: sums.advance + sums.tracking, lineHeight: sums.lineHeight,
                           uncertainty: sums.uncertainty, lineHeightUncertainty: sums.lineUncertainty)
    }

    /// The runs' advances and tracking summed in visual order, the tallest line and the widest
    /// margins (of the widths, and of the line heights).
    private func sums(pointSize: Double) -> (advance: Double, tracking: Double, lineHeight: Double, uncertainty: Double,
                                             lineUncertainty: Double) {
        var advance = 0.0, tracking = 0.0, lineHeight = 0.0, uncertainty = 0.0, lineUncertainty = 0.0
        for entry in entries {
            advance += entry.advanceUnits * pointSize / entry.unitsPerEm
            let scale = pointSize / entry.unitsPerEm
            tracking += TrackingTable.tracking(entry.tracking, pointSize: pointSize) * Double(entry.clusterCount)
            lineHeight = max(lineHeight, entry.lineHeightUnits * scale)
            uncertainty = max(uncertainty, entry.margin)
            lineUncertainty = max(lineUncertainty, entry.lineMargin)
        }
        if entries.isEmpty, let empty = emptyLine {
            lineHeight = empty.lineHeightUnits * pointSize / empty.unitsPerEm
        }
        return (advance, tracking, lineHeight, uncertainty, lineUncertainty)
    }
}

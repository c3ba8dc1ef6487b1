import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
import Foundation

/// `locbutton measure`'s output: a measurement as docs/contracts.md specifies (`--format json`)
/// or as readable text (pure: returns the string; the CLI prints it).
public enum MeasurementWriter {
    /// The measurement's fields, points rounded to 2 decimals as the other reports print
    /// them (`89.07`, not `89.07362499999999`), and `frame` when a width was given.
    private struct JSONShape: Encodable {
        var text: String
        var runs: [TextMeasurement.Run]
        var advanceWidth: Double
        var tracking: Double
        var lineHeight: Double
        var frame: FrameFit.JSON?
    }

    package static func rounded(_ v: Double) -> Double { (v * 100).rounded() / 100 }

    public static func json(_ m: TextMeasurement, frame: FrameFit? = nil) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let runs = m.runs.map { run in
            var r = run
            r.advanceWidth = rounded(run.advanceWidth)
            return r
        }
        let shape = JSONShape(text: m.text, runs: runs, advanceWidth: rounded(m.advanceWidth), tracking: rounded(m.tracking),
                              lineHeight: rounded(m.lineHeight), frame: frame.map(\.json))
        return String(decoding: try encoder.encode(shape), as: UTF8.self)
    }

    public static func text(_ m: TextMeasurement, frame: FrameFit? = nil) -> String {
        func pt(_ v: Double) -> String { String(format: "%.2f pt", v) }
        var lines = ["\"\(m.text)\" at \(String(format: "%g", m.pointSize)) pt: width \(pt(m.width)) (advance \(pt(m.advanceWidth)) + tracking \(pt(m.tracking))), line height \(pt(m.lineHeight)), font margin ±\(String(format: "%g", m.uncertainty * 100))%"]
        for run in m.runs {
            lines.append("  \(run.direction) \(run.script) [\(run.language)] \"\(run.text)\" \(run.font)#\(run.faceIndex): \(run.glyphCount) glyph\(run.glyphCount == 1 ? "" : "s"), \(pt(run.advanceWidth))")
        }
        if let frame { lines.append(frame.text) }
        return lines.joined(separator: "\n")
    }
}

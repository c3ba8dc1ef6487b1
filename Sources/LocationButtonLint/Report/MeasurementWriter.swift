import Foundation

/// `locbutton measure`'s output: a measurement as docs/contracts.md specifies (`--format json`)
/// or as readable text (pure: returns the string; the CLI prints it).
public enum MeasurementWriter {
    /// Exactly the fields of docs/contracts.md.
    private struct JSONShape: Encodable {
        var text: String
        var runs: [TextMeasurement.Run]
        var advanceWidth: Double
        var tracking: Double
        var lineHeight: Double
    }

    public static func json(_ m: TextMeasurement) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let shape = JSONShape(text: m.text, runs: m.runs, advanceWidth: m.advanceWidth, tracking: m.tracking,
                              lineHeight: m.lineHeight)
        return String(decoding: try encoder.encode(shape), as: UTF8.self)
    }

    public static func text(_ m: TextMeasurement) -> String {
        func pt(_ v: Double) -> String { String(format: "%.2f pt", v) }
        var lines = ["\"\(m.text)\" at \(String(format: "%g", m.pointSize)) pt: width \(pt(m.width)) (advance \(pt(m.advanceWidth)) + tracking \(pt(m.tracking))), line height \(pt(m.lineHeight)), font margin ±\(String(format: "%g", m.uncertainty * 100))%"]
        for run in m.runs {
            lines.append("  \(run.direction) \(run.script) [\(run.language)] \"\(run.text)\" \(run.font)#\(run.faceIndex): \(run.glyphCount) glyph\(run.glyphCount == 1 ? "" : "s"), \(pt(run.advanceWidth))")
        }
        return lines.joined(separator: "\n")
    }
}

import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
import Foundation

/// Writes `locbutton locales` output: an aligned text table (one row per locale and title) or
/// JSON. The title's own text comes last so right-to-left and wide CJK text cannot shift the
/// other columns.
public enum LocaleOverviewWriter {
    public static func text(_ overviews: [LocaleOverview], pointSize: Double, weight: FontWeight) -> String {
        var rows = [["LOCALE", "SCRIPT", "DIR", "FONT", "TITLE", "WIDTH", "TEXT"]]
        for overview in overviews {
            let fonts = overview.fonts.isEmpty ? "-" : overview.fonts.joined(separator: "+")
            for measured in overview.titles {
                rows.append([overview.locale, overview.script, overview.direction.rawValue, fonts,
                             measured.title.rawValue, String(format: "%.1f", measured.width), measured.text])
            }
        }
        let widths = (0..<6).map { column in rows.map { $0[column].count }.max() ?? 0 }
        let lines = rows.map { row in
            (0..<6).map { column in
                let cell = row[column]
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 5 ? padding + cell : cell + padding  // numbers right-aligned
            }.joined(separator: "  ") + "  " + row[6]
        }
        let header = "Titles at \(String(format: "%g", pointSize)) pt \(weight.rawValue); pseudolanguages (en-x-…) are stress tests."
        return ([header] + lines).joined(separator: "\n") + "\n"
    }

    public static func json(_ overviews: [LocaleOverview], pointSize: Double, weight: FontWeight) throws -> String {
        struct Document: Encodable {
            var pointSize: Double
            var weight: FontWeight
            var locales: [LocaleOverview]
        }
        let rounded = overviews.map { overview in
            var copy = overview
            copy.titles = overview.titles.map { measured in
                var title = measured
                title.width = (measured.width * 100).rounded() / 100  // 0.01 pt: stable across platforms
                return title
            }
            return copy
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(Document(pointSize: pointSize, weight: weight, locales: rounded))
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

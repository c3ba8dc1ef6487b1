import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// Lowers a bounded unknown room by the `.fixedSize()` texts beside the button
/// (`UnresolvedValue.fixedTexts`): each takes at least its width measured with the stand-in font at
/// its smallest size, less the stand-in's margin (`TextMetrics.uncertainty`), so the bound stays an
/// upper bound and the room stays unknown (docs/checking-an-app.md, "The room a button gets").
package enum FixedTextRoom {
    /// The locale the texts are shaped in: they are ASCII, which shapes alike in every Latin locale.
    package static let locale = "en"

    package static func tightened(_ values: [UnresolvedValue], measure: Measurements) throws -> [UnresolvedValue] {
        try values.map { value in
            guard let bound = value.upperBound, !value.fixedTexts.isEmpty else { return value }
            var value = value, taken = 0.0, parts: [String] = []
            for text in value.fixedTexts {
                let least = try measure.narrowestWidth(text.text, locale: locale, weight: text.weight, pointSize: text.pointSize)
                taken += least
                parts.append("\(text.described) ≥ \(NumberText.fourDecimals(least))")
            }
            value.upperBound = max(bound - taken, 1)
            value.reason += "; at most \(NumberText.fourDecimals(bound)) − " + parts.joined(separator: " − ")
            return value
        }
    }
}

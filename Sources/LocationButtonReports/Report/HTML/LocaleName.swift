import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
import Foundation

/// A language's name in English (`hi` → `Hindi`, `zh-Hans` → `Chinese, Simplified`) for labels the
/// page writes in its own text font: ASCII or Latin, never the language's own script, which a
/// viewer without that font would show as boxes. Pseudolanguages say so; a tag Foundation does
/// not name is labelled by the tag alone (empty here).
package enum LocaleName {
    private static let english = Locale(identifier: "en")

    package static func english(_ tag: String) -> String {
        if tag.contains("-x-") { return "pseudolanguage" }
        guard let name = english.localizedString(forIdentifier: tag.replacingOccurrences(of: "-", with: "_")),
              name != tag else { return "" }
        return name
    }
}

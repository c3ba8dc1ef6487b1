import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import Foundation

/// A number's text as one format style writes it, kept per value: an app's buttons repeat a few
/// sizes and alphas, and each formatting through Foundation cost more than reading the setting.
/// Keyed by the bits, so `-0.0` and `0.0` stay apart. Shared by the scan's workers.
package final class FormattedNumbers: Sendable {
    private let format: @Sendable (Double) -> String
    private let texts = SharedMemo<UInt64, String>()

    package init(_ format: @escaping @Sendable (Double) -> String) { self.format = format }

    /// The locale numbers are written in: a point before the decimals whatever the user's region.
    /// These texts are read back (`color(srgb 0.1 0.3 0.6 / 0.9)` becomes a theme color), and a
    /// Mac set to German formats `Locale.current`'s way: `0,9`, which no reader takes.
    package static let sourceLocale = Locale(identifier: "en_US_POSIX")

    package func text(_ value: Double) -> String {
        texts.value(value.bitPattern) { _ in format(value) }
    }
}

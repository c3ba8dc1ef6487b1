import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// A storyboard or xib button whose outlet the code configures: UIKit decodes the storyboard's
/// values first, then the code's assignments (in `viewDidLoad` and later) replace them, so the
/// code's value of each key wins and the echo names both places (the code's expression, then the
/// storyboard's it replaced).
package enum OutletMerge {
    /// `buttons` without the outlet readings, each reading applied to the storyboard button its
    /// outlet connects; a note for each reading no checked storyboard or xib connects.
    package static func merge(_ buttons: [ScannedButton]) -> (buttons: [ScannedButton], notes: [String]) {
        let readings = Dictionary(buttons.filter(\.isOutletReading).map { ($0.outlet ?? "", $0) }) { first, _ in first }
        var connected: Set<String> = []
        var merged: [ScannedButton] = []
        for var button in buttons where !button.isOutletReading {
            if let outlet = button.outlet, let reading = readings[outlet] {
                connected.insert(outlet)
                apply(reading, to: &button)
            }
            merged.append(button)
        }
        let notes = buttons.filter { $0.isOutletReading && !connected.contains($0.outlet ?? "") }.map { reading in
            "\(reading.source.file):\(reading.source.line): `@IBOutlet \(reading.outlet ?? "")` holds a CLLocationButton that no "
                + "checked storyboard or xib connects; check the storyboard too to judge it"
        }
        return (merged, notes)
    }

    private static func apply(_ reading: ScannedButton, to button: inout ScannedButton) {
        for (key, var setting) in reading.settings {
            if let storyboard = button.settings[key] {
                let file = storyboard.location.file.split(separator: "/").last.map(String.init) ?? storyboard.location.file
                setting.expression += " (over \(file):\(storyboard.location.line) \(storyboard.expression))"
            }
            button.settings[key] = setting
        }
        // A value the code sets but the scan cannot read replaces the storyboard's as well.
        for question in reading.unresolved {
            if let key = question.key { button.settings[key] = nil }
            button.unresolved.append(question)
        }
        button.notes += reading.notes
    }
}

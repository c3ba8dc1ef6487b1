import LocationButtonModel
import LocationButtonInput
import LocationButtonRules

/// Turns a button's theme-keyed settings into the model's `ButtonSpec`, checking each value as
/// the theme format would (`ButtonKeys`); a value that does not fit is an `InputError` at the
/// place that set it.
package struct ButtonSpecBuilder {
    package private(set) var spec: ButtonSpec
    package private(set) var problems: [InputError] = []

    package init(id: String, api: ButtonAPI, source: SourceLocation) {
        spec = ButtonSpec(id: id, api: api, source: source)
    }

    /// Reads `setting` as its `ButtonKeys` row says, with the theme decoder's bounds and words;
    /// the message names the key, as several keys of one `// locbutton:` comment share its place.
    /// A key no row lets code, `.locbutton.yml` or a comment set is not the builder's: ignored.
    package mutating func apply(_ key: String, _ setting: ScannedSetting) {
        guard let row = ButtonKeys.key(key), row.places.contains(where: { $0 != .theme }) else { return }
        switch row.type.read(setting.value) {
        case .success(let value):
            row.apply(value, to: &spec)
        case .failure(let refusal):
            problems.append(InputError(file: setting.location.file,
                                       place: "\(setting.location.line):\(setting.location.column ?? 1)",
                                       "\(key): \(refusal.message)"))
        }
    }

    /// Title and glyph as CoreLocationUI draws them from what the code set: an unset `label` or
    /// `icon` keeps the API's default (UIKit: neither), then `DrawnContent` decides.
    package mutating func finishContent(setKeys: Set<String>) {
        let defaults = DrawnContent.defaults(for: spec.api)
        let label = setKeys.contains("title") ? spec.title : defaults.label
        let icon = setKeys.contains("glyph") ? spec.glyph : defaults.icon
        (spec.title, spec.glyph) = DrawnContent.of(label: label, icon: icon)
    }
}

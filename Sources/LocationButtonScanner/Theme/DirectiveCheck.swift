import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import Foundation

/// The rules a `// locbutton:` comment keeps, the same as `.locbutton.yml`'s: every key is known
/// (a misspelt one would be ignored without a word), every disabled rule has a reason, and an id
/// holds no control or bidi character (reports print it).
package enum DirectiveCheck {
    package static let ownKeys = ["id", "disable", "reason"]
    /// The button keys a comment may state (`ButtonKeys`), named in the message.
    package static let assumptionKeys = ButtonKeys.keys(in: .directive).map(\.name)
    /// What a button's assumptions may hold: a comment's keys and, merged into them, its
    /// `.locbutton.yml` entry's (`ProjectScan.attach`), which that file's reader has checked.
    package static let mergedKeys = Set(ownKeys + assumptionKeys + ProjectConfig.assumptionKeys)

    package static func problems(_ directive: ButtonDirective) -> [InputError] {
        var problems: [InputError] = []
        func place(_ location: SourceLocation) -> String { "\(location.line):\(location.column ?? 1)" }
        if let id = directive.id {
            if id.isEmpty {
                problems.append(InputError(file: directive.location.file, place: place(directive.location),
                                           "expected a button id after id=, found nothing"))
            } else if let bad = InputText.firstUnsafeInID(id) {
                problems.append(InputError(file: directive.location.file, place: place(directive.location),
                    "expected a button id without control characters, found U+\(String(format: "%04X", bad.value)) in \(InputText.quoted(id))"))
            }
        }
        let known = ownKeys + assumptionKeys
        for (key, setting) in directive.assumptions.sorted(by: { $0.key < $1.key }) where !mergedKeys.contains(key) {
            problems.append(InputError(file: setting.location.file, place: place(setting.location),
                "expected a directive key (\(known.joined(separator: ", "))), found \(InputText.quoted(key))\(SpellingHint.hint(for: key, among: known))"))
        }
        for rule in directive.disabledRules where rule.reason.trimmingCharacters(in: .whitespaces).isEmpty {
            problems.append(InputError(file: rule.location.file, place: place(rule.location),
                "expected reason=\"…\" with disable=\(InputText.shown(rule.rule)) (why the rule is off for this button), found none"))
        }
        return problems
    }
}

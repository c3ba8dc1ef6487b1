import LocationButtonModel
import LocationButtonInput
import LocationButtonRules

/// A color set a scanned button uses that its target's catalogs cannot give a color for (a set
/// with no color, as Xcode's widget template makes; a `Contents.json` that does not read) is that
/// button's problem, not the run's: the setting becomes unresolved, naming the set's file, so the
/// button is `uncertain` and every other button is still judged (docs/asset-catalogs.md).
package enum AssetColorCheck {
    package static func settle(_ button: inout ScannedButton, resolver: ColorResolver) {
        for (key, setting) in button.settings.sorted(by: { $0.key < $1.key }) {
            guard ButtonKeys.key(key)?.type.namesColors == true else { continue }
            let names: [String] = switch setting.value {
            case .text(let name): [name]
            case .texts(let names): names
            default: []
            }
            for name in names {
                guard case .failure(let unknown) = Result(catching: { () throws(ColorResolver.UnknownColor) in try resolver.resolve(name) }),
                      let problem = unknown.catalogProblem else { continue }
                button.settings[key] = nil
                button.unresolved.append(UnresolvedSetting(key: key, expression: setting.expression, at: setting.location,
                                                           reason: problem.description))
                break
            }
        }
    }
}

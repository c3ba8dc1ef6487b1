import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
import LocationButtonReports
/// The message for a color argument the resolver does not know, with the help a theme file's
/// unknown color gets: the nearest system or asset color name, and, when no asset catalog was
/// given, that an asset color needs `--assets`.
package enum ColorHint {
    package static func message(for error: ColorResolver.UnknownColor, resolver: ColorResolver, assetsGiven: Bool) -> String {
        // A literal that does not parse already says what is wrong with it.
        guard error.literalProblem == nil else { return error.description }
        let names = resolver.assetNames + SystemColors.all.map(\.name)
        let hint = SpellingHint.hint(for: error.reference, among: names)
        if hint.isEmpty, !assetsGiven {
            return error.description + " (an asset catalog color? give its catalog: --assets PATH/TO/Assets.xcassets)"
        }
        return error.description + hint
    }
}

import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// A theme with its color names decided once for the run (`CheckRun.decideColors`): the
/// resolver they go through, or why the theme's catalogs cannot be listed, and one problem per
/// name it does not know, on the line the name is written.
public struct ColoredTheme: Sendable {
    public var theme: ThemeFile
    package let resolver: Result<ColorResolver, InputError>
    package let unknownColors: [InputError]

    /// The same theme with only the button `id`, judged with the colors already decided (the
    /// studio judges one button per edit).
    public func only(_ id: String) -> ColoredTheme {
        var one = self
        one.theme.buttons = theme.buttons.filter { $0.id == id }
        return one
    }
}

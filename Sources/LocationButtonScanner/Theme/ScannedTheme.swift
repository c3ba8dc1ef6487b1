import LocationButtonLint

/// A scanned project as the engine's input: one theme whose buttons come from the code, each
/// key located at the Swift (or storyboard) expression that set it, so findings land there.
public enum ScannedTheme {
    public static func make(from scan: ProjectScan) throws(ThemeFileErrors) -> ThemeFile {
        var theme = ThemeFile(path: scan.config?.path ?? scan.layout.root, buttons: [])
        var problems: [InputError] = []
        for button in scan.buttons {
            var builder = ButtonSpecBuilder(id: button.id, api: button.api, source: button.source)
            let settings = button.effectiveSettings
            for (key, setting) in settings.sorted(by: { $0.key < $1.key }) {
                builder.apply(key, setting)
            }
            problems += builder.problems
            theme.buttons.append(builder.spec)
            theme.keyLocations[button.id] = settings.mapValues(\.location)
        }
        if !scan.languages.isEmpty { theme.languages = scan.languages }
        if let profile = scan.config?.profile { theme.policy.profile = profile }
        theme.assets = scan.layout.assetCatalogs.first
        guard problems.isEmpty else { throw ThemeFileErrors(problems: problems) }
        return theme
    }
}

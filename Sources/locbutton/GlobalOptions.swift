import ArgumentParser

/// The input files and folders a command may read besides its arguments. Each command takes only
/// the options it uses (a `measure --assets X` would otherwise be accepted and ignored); the ones
/// it does not take read as nil here.
protocol InputOptions {
    var fonts: String? { get }
    var locales: String? { get }
    /// Every `--languages` list joined; nil when none was given.
    var languages: String? { get }
    var languagesFrom: String? { get }
    var assets: String? { get }
}

extension InputOptions {
    var fonts: String? { nil }
    var locales: String? { nil }
    var languages: String? { nil }
    var languagesFrom: String? { nil }
    var assets: String? { nil }
}

/// `--fonts`.
struct FontsOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Font directory with a manifest.json, or a manifest .json file, to use instead of the bundled stand-ins (e.g. Apple's system fonts on a Mac).", valueName: "PATH"))
    var fonts: String?
}

/// `--locales`.
struct LocalesOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("String Catalog (.xcstrings) whose titles replace or extend the bundled ones.", valueName: "FILE"))
    var locales: String?
}

/// `--languages` and `--languages-from`.
struct LanguagesOptions: ParsableArguments {
    @Option(name: .customLong("languages"), help: ArgumentHelp("Comma-separated languages to check, e.g. de,fr,ja (repeatable: lists add up).", valueName: "LIST"))
    var languageLists: [String] = []

    /// Every `--languages` list joined; nil when none was given (an empty one selects nothing,
    /// which is an error rather than "every language").
    var languages: String? { languageLists.isEmpty ? nil : languageLists.joined(separator: ",") }

    @Option(name: .customLong("languages-from"), help: ArgumentHelp("Check only the languages this String Catalog (e.g. the app's Localizable.xcstrings) ships.", valueName: "FILE"))
    var languagesFrom: String?
}

/// `--assets`.
struct AssetsOption: ParsableArguments, InputOptions {
    @Option(name: .long, help: ArgumentHelp("Asset catalog (.xcassets) that color names resolve against.", valueName: "PATH"))
    var assets: String?
}

/// Every input option: `check`.
struct GlobalOptions: ParsableArguments, InputOptions {
    @OptionGroup var fontsOption: FontsOption
    @OptionGroup var localesOption: LocalesOption
    @OptionGroup var languagesOptions: LanguagesOptions
    @OptionGroup var assetsOption: AssetsOption

    var fonts: String? { fontsOption.fonts }
    var locales: String? { localesOption.locales }
    var languages: String? { languagesOptions.languages }
    var languagesFrom: String? { languagesOptions.languagesFrom }
    var assets: String? { assetsOption.assets }
}

/// `measure`: fonts and the titles' catalog.
struct MeasureInputs: ParsableArguments, InputOptions {
    @OptionGroup var fontsOption: FontsOption
    @OptionGroup var localesOption: LocalesOption

    var fonts: String? { fontsOption.fonts }
    var locales: String? { localesOption.locales }
}

/// `locales`: fonts, the titles' catalog and the language selection.
struct LocalesInputs: ParsableArguments, InputOptions {
    @OptionGroup var fontsOption: FontsOption
    @OptionGroup var localesOption: LocalesOption
    @OptionGroup var languagesOptions: LanguagesOptions

    var fonts: String? { fontsOption.fonts }
    var locales: String? { localesOption.locales }
    var languages: String? { languagesOptions.languages }
    var languagesFrom: String? { languagesOptions.languagesFrom }
}

/// `render`: fonts, the titles' catalog and the colors' asset catalog.
struct RenderInputs: ParsableArguments, InputOptions {
    @OptionGroup var fontsOption: FontsOption
    @OptionGroup var localesOption: LocalesOption
    @OptionGroup var assetsOption: AssetsOption

    var fonts: String? { fontsOption.fonts }
    var locales: String? { localesOption.locales }
    var assets: String? { assetsOption.assets }
}

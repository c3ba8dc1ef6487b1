import ArgumentParser

// The input files and folders a command may read besides its arguments. Each command takes only
// the groups it uses (a `measure --assets X` would otherwise be accepted and ignored).

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
struct AssetsOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Asset catalog (.xcassets) that color names resolve against.", valueName: "PATH"))
    var assets: String?
}

import LocationButtonModel
import Foundation

/// One theme file, decoded: the buttons it declares and the settings they are judged with.
/// Every field may be absent; the CLI's options and the engine's defaults fill in.
public struct ThemeFile: Sendable {
    /// The file as the user named it.
    public var path: String
    /// In file order, each with its `source` location.
    public var buttons: [ButtonSpec]
    /// Accessibility profile and its overrides, system limits and layout model (defaults where unset).
    public var policy: Policy
    public var appearances: [Appearance]?
    /// Also check with the Bold Text setting on.
    public var boldText: Bool?
    /// BCP 47 tags of the languages to check.
    public var languages: [String]?
    /// Xcode's pseudolanguages to stress-test with (empty: none); nil: all of them.
    public var pseudolanguages: [Pseudolanguage]?
    /// The asset catalog color names resolve against, as a path usable from the working
    /// directory (the file gives it relative to itself).
    public var assets: String?
    /// Further catalogs after `assets` (a scanned project's others); a name resolves in the first
    /// that has it.
    public var moreAssets: [String] = []
    /// Where `languages` comes from, said in every report (`knownRegions in App.xcodeproj`,
    /// the theme's `languages`); nil: the theme's own key, or none.
    public var languagesSource: String?
    /// `languages` is what stands in for no evidence (said as the default in the reports).
    public var languagesAreDefault = false
    /// The language checked when none of `languages` has a system title (a scanned app's title
    /// falls back to CoreLocationUI's development region); nil: such a selection is bad input.
    public var languagesFallback: String?
    /// Each language's evidence (tag → the file that brought it), named when it is skipped.
    public var languageOrigins: [String: String] = [:]
    /// The app target the buttons belong to (a scanned project's), said in the JSON report.
    public var target: String?
    /// Every color the file names, with where, so an unknown name is reported on its line.
    public var colorReferences: [ColorUse] { colorUses.count == 1 ? colorUses[0] : Array(colorUses.joined()) }
    /// `colorReferences` part by part, as added: a long theme's 40,000 uses are not copied into
    /// one list (each copy retains two strings) for the unknown colors' wording, which alone needs it.
    private var colorUses: [[ColorUse]] = []
    /// The distinct names among `colorReferences`: a theme of thousands of buttons names a few colors,
    /// and each is resolved once (`unknownColors`) without hashing every use.
    public private(set) var colorNames: Set<String> = []
    /// Where each button's keys are written (button id → key → the key's position), so reports
    /// can point a finding at the line to change rather than at the button.
    public var keyLocations: [String: [String: SourceLocation]] = [:]
    /// Rules switched off for single buttons (button id → rule id → the reason given), from an
    /// app's `.locbutton.yml` or `// locbutton:` comments.
    public var exemptions: [String: [String: String]] = [:]
    /// What each button's keys were set to and where (button id → key → value), echoed by the
    /// JSON report's `configuration`.
    public var configurations: [String: [String: ConfiguredValue]] = [:]

    /// Adds color uses, in order.
    public mutating func addColors(_ uses: [ColorUse]) {
        addColors(uses, names: Set(uses.lazy.map(\.reference)))
    }

    /// Adds color uses whose distinct names the decoder already knows (it skips hashing every use).
    package mutating func addColors(_ uses: [ColorUse], names: Set<String>) {
        if !uses.isEmpty { colorUses.append(uses) }
        colorNames.formUnion(names)
    }

    /// `assets` then `moreAssets`.
    public var assetCatalogs: [String] { [assets].compactMap { $0 } + moreAssets }

    /// A color name as written in the file.
    public struct ColorUse: Sendable, Hashable {
        public var reference: String
        public var location: SourceLocation

        public init(reference: String, location: SourceLocation) {
            self.reference = reference; self.location = location
        }
    }

    public init(path: String, buttons: [ButtonSpec], policy: Policy = .default, appearances: [Appearance]? = nil,
                boldText: Bool? = nil, languages: [String]? = nil, assets: String? = nil) {
        self.path = path; self.buttons = buttons; self.policy = policy
        self.appearances = appearances; self.boldText = boldText; self.languages = languages; self.assets = assets
    }

    /// Reads and decodes the files, reporting every problem in all of them at once (one line each,
    /// in file order); button ids must be unique across the files, since reports name buttons by id.
    /// Without `echoesValues` the themes' `configurations` stay empty (only the JSON report prints them).
    public static func load(paths: [String], echoesValues: Bool = true) throws(ThemeFileErrors) -> [ThemeFile] {
        try read(paths: paths, echoesValues: echoesValues).themes()
    }

    /// `load(paths:)` with the problems kept beside the themes, for a check to add the ones it
    /// finds in a theme (`ThemeFileReading.add`) before it reports them.
    public static func read(paths: [String], echoesValues: Bool = true) -> ThemeFileReading {
        decode(paths.map { path in (path, { () throws(InputError) in try read(path) }) }, echoesValues: echoesValues)
    }

    /// `read(paths:)` of files whose text `read` gives (from disk, or from memory for the
    /// fuzz targets: `InputParsers.themes`).
    /// Without `memoizes` every button is decoded on its own (`ThemeFileButtonMemo`; tests compare).
    package static func decode(_ files: [(path: String, read: () throws(InputError) -> String)], echoesValues: Bool = true,
                       memoizes: Bool = true) -> ThemeFileReading {
        var reading = ThemeFileReading()
        var ids = UniqueButtonIDs()
        for (path, read) in files {
            let problems = ThemeFileProblems()
            var theme: ThemeFile?
            if let text = problems.attempt({ try read() }) {
                theme = ThemeFileDecoder(file: path, problems: problems, echoesValues: echoesValues, memoizes: memoizes).decode(text)
                if let theme { ids.problems(theme.buttons, places: theme.keyLocations).forEach(problems.record) }
            }
            reading.append(path: path, theme: theme, problems: problems.all)
        }
        return reading
    }

    private static func read(_ path: String) throws(InputError) -> String {
        guard PathBytes.exists(path) else {
            throw InputError(file: path, "expected a theme file, found no such file")
        }
        // Read by bytes (PathBytes), not FileManager: the name may not be UTF-8, and
        // FoundationEssentials leaks its 4 KB read buffer when a read returns nothing (found by
        // Fuzz/FuzzCheck, kept in Fuzz/Regressions).
        // Only a regular file within the cap (a FIFO would block, /dev/zero never end).
        let data = try InputFile.read(path, as: .theme)
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputError(file: path, "expected UTF-8 text, found other bytes")
        }
        return text
    }
}

/// Every problem found in the theme files of one run, one `InputError` per line.
public struct ThemeFileErrors: Error, CustomStringConvertible, Sendable, Equatable {
    public var problems: [InputError]

    public init(problems: [InputError]) { self.problems = problems }
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}

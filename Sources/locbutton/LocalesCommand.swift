import ArgumentParser
import Foundation
import LocationButtonLint

/// `locbutton locales`: every locale the checks use, with its script, direction, fonts and the
/// five titles' widths, then Xcode's pseudolanguages.
struct LocalesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locales",
        abstract: "List each locale's script, direction, font and the five system titles with their widths.")

    @OptionGroup var fonts: FontsOption
    @OptionGroup var locales: LocalesOption
    @OptionGroup var languages: LanguagesOptions
    @Option(name: .long, help: ArgumentHelp("Point size, or a size category (AX3: the Body style's size there); default 17, Body at Large.", valueName: "PT|CATEGORY"))
    var size: SizeArgument = SizeArgument(points: LocaleOverview.defaultPointSize)
    @Option(name: .long, help: "Show only this title: currentLocation, sendCurrentLocation, sendMyCurrentLocation, shareCurrentLocation, shareMyCurrentLocation.")
    var title: Title?
    @Option(name: .long, help: "Font weight: regular, medium, semibold, bold.")
    var weight: FontWeight = .regular
    @Option(name: .long, help: "Output format: text or json.")
    var format: OutputFormat = .text
    @Option(name: .customLong("extract-from"), help: ArgumentHelp("Instead of listing, print a String Catalog of the titles found in this folder (CoreLocationUI.framework from an iOS simulator runtime), for use with --locales.", valueName: "FRAMEWORK"))
    var extractFrom: String?


    func validate() throws {
        if let problem = PointSizeCheck.problem(size.points) { throw ValidationError(problem) }
        guard title != Title.none else { throw ValidationError("--title none has no text to list.") }
    }

    func run() throws {
        try BadInputExit.guarding {
            if let extractFrom {
                let titles = try AppleStringsImporter.titles(frameworkAt: URL(fileURLWithPath: extractFrom), file: extractFrom)
                print(try StringCatalogWriter.xcstrings(titles), terminator: "")
                return
            }
            let (catalog, unmatched) = try BundledResources.titles(root: ResourceLocator.projectRoot(), localesFile: locales.locales,
                                                                  languages: languages.languages, languagesFrom: languages.languagesFrom)
            let shaper = try Shaper(catalog: BundledResources.fonts(fonts.fonts, root: ResourceLocator.projectRoot()).catalog())
            let overviews = try LocaleOverview.make(catalog: catalog, measuring: shaper, pointSize: size.points, weight: weight,
                                                   titles: title.map { [$0] } ?? Title.withText)
            for language in unmatched {
                FileHandle.standardError.write(Data("note: \(language): no catalog has this language's titles; iOS does not offer it, so the system shows the title in the user's next preferred language\n".utf8))
            }
            print(format == .json ? try LocaleOverviewWriter.json(overviews, pointSize: size.points, weight: weight)
                                  : LocaleOverviewWriter.text(overviews, pointSize: size.points, weight: weight),
                  terminator: "")
        }
    }
}

import ArgumentParser
import Foundation
import LocationButtonLint

/// `locbutton locales`: every locale the checks use, with its script, direction, fonts and the
/// five titles' widths, then Xcode's pseudolanguages.
struct LocalesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locales",
        abstract: "List each locale's script, direction, font and the five system titles with their widths.")

    @OptionGroup var global: GlobalOptions

    @Option(name: .long, help: "Point size to measure at (default: 17, Body at the Large text size).")
    var size: Double = LocaleOverview.defaultPointSize

    @Option(name: .long, help: "Font weight: regular, medium, semibold, bold.")
    var weight: FontWeight = .regular

    @Option(name: .long, help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Option(name: .customLong("extract-from"), help: ArgumentHelp("Instead of listing, print a String Catalog of the titles found in this folder (CoreLocationUI.framework from an iOS simulator runtime), for use with --locales.", valueName: "FRAMEWORK"))
    var extractFrom: String?

    enum OutputFormat: String, ExpressibleByArgument { case text, json }

    func validate() throws {
        guard size > 0, size.isFinite else { throw ValidationError("--size must be a positive number of points.") }
    }

    func run() throws {
        do {
            if let extractFrom {
                let titles = try AppleStringsImporter.titles(frameworkAt: URL(fileURLWithPath: extractFrom), file: extractFrom)
                print(try StringCatalogWriter.xcstrings(titles), terminator: "")
                return
            }
            guard let root = ResourceLocator.projectRoot() else {
                throw InputError(file: TitleCatalogLoader.bundledPath, "expected the bundled titles next to the locbutton executable or in $LOCBUTTON_HOME, found none")
            }
            let (catalog, unmatched) = try TitleCatalogLoader.effective(
                root: root, localesFile: global.locales, languages: global.languages, languagesFrom: global.languagesFrom)
            let shaper = try Shaper(catalog: FontLoading.directory(global).catalog())
            let overviews = try LocaleOverview.make(catalog: catalog, measuring: shaper, pointSize: size, weight: weight)
            for language in unmatched {
                FileHandle.standardError.write(Data("note: \(language): no catalog has this language's titles; iOS does not offer it, so the system shows the title in the user's next preferred language\n".utf8))
            }
            print(format == .json ? try LocaleOverviewWriter.json(overviews, pointSize: size, weight: weight)
                                  : LocaleOverviewWriter.text(overviews, pointSize: size, weight: weight),
                  terminator: "")
        } catch let error as InputError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(2)
        } catch let error as UncoveredCharacterError {
            FileHandle.standardError.write(Data(("locbutton: " + error.description + "\n").utf8))
            throw ExitCode(2)
        }
    }
}

import ArgumentParser
import Foundation
import LocationButtonLint

/// `locbutton measure`: shapes one title or literal and prints what the shaper measured.
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Shape a title (or any text) with HarfBuzz and print its runs, width and line height.")

    @OptionGroup var global: GlobalOptions

    @Option(name: .long, help: "Title to measure: currentLocation, sendCurrentLocation, sendMyCurrentLocation, shareCurrentLocation, shareMyCurrentLocation.")
    var title: Title?

    @Option(name: .long, help: "Literal text to measure instead of a title.")
    var text: String?

    @Option(name: .long, help: "BCP 47 locale, e.g. en, de, ar, ja, zh-Hant, or a pseudolanguage such as en-x-accented.")
    var locale: String = "en"

    @Option(name: .long, help: "Point size.")
    var size: Double = 17

    @Option(name: .long, help: "Font weight: regular, medium, semibold, bold.")
    var weight: FontWeight = .regular

    @Option(name: .long, help: "Output format: text or json.")
    var format: OutputFormat = .text

    enum OutputFormat: String, ExpressibleByArgument { case text, json }

    func validate() throws {
        guard (title == nil) != (text == nil) else { throw ValidationError("Give either --title NAME or --text \"literal\".") }
        guard title != Title.none else { throw ValidationError("--title none has no text to measure.") }
        guard size > 0, size.isFinite else { throw ValidationError("--size must be a positive number of points.") }
    }

    func run() throws {
        do {
            let shaper = try Shaper(catalog: FontLoading.directory(global).catalog())
            let measurement = try shaper.measure(try resolvedText(), locale: locale, weight: weight, pointSize: size)
            print(format == .json ? try MeasurementOutput.json(measurement) : MeasurementOutput.text(measurement))
        } catch let error as InputError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(2)
        } catch let error as UncoveredCharacterError {
            FileHandle.standardError.write(Data(("locbutton: " + error.description + "\n").utf8))
            throw ExitCode(2)
        }
    }

    /// The literal, or the title's text in the locale from the bundled catalog (and `--locales`).
    private func resolvedText() throws -> String {
        if let text { return text }
        guard let title else { return "" }
        guard let root = ResourceLocator.projectRoot() else {
            throw InputError(file: TitleCatalogLoader.bundledPath, "expected the bundled titles next to the locbutton executable or in $LOCBUTTON_HOME, found none")
        }
        let catalog = try TitleCatalogLoader.effective(root: root, localesFile: global.locales, languages: nil, languagesFrom: nil).catalog
        guard let found = catalog.text(title, locale: locale) else {
            throw InputError(file: global.locales ?? TitleCatalogLoader.bundledPath, place: "$.strings.\(title.rawValue)",
                             "expected a translation of \(title.rawValue) for locale \(locale), found none")
        }
        return found
    }
}

extension FontWeight: ExpressibleByArgument {}
extension Title: ExpressibleByArgument {}

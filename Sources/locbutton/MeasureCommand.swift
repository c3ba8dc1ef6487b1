import ArgumentParser
import Foundation
import LocationButtonLint

/// `locbutton measure`: shapes one title or literal and prints what the shaper measured.
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Shape a title (or any text) with HarfBuzz and print its runs, width and line height.")

    @OptionGroup var global: MeasureInputs

    @Option(name: .long, help: "Title to measure: currentLocation, sendCurrentLocation, sendMyCurrentLocation, shareCurrentLocation, shareMyCurrentLocation.")
    var title: Title?

    @Option(name: .long, help: "Literal text to measure instead of a title.")
    var text: String?

    @Option(name: .long, help: "BCP 47 locale, e.g. en, de, ar, ja, zh-Hant, or a pseudolanguage such as en-x-accented.")
    var locale: String = "en"

    @Option(name: .long, help: ArgumentHelp("Point size, or a size category (AX3: the Body style's size there).", valueName: "PT|CATEGORY"))
    var size: SizeArgument = SizeArgument(points: 17)

    @Option(name: .long, help: "Font weight: regular, medium, semibold, bold.")
    var weight: FontWeight = .regular

    @Option(name: .long, help: ArgumentHelp("Frame width in points: also say whether a button with this title, the arrow and padding fits it (CoreLocationUI's size rule; iOS 15–18).", valueName: "PT"))
    var width: Double?

    @Option(name: .long, help: "Output format: text or json.")
    var format: OutputFormat = .text

    func validate() throws {
        guard (title == nil) != (text == nil) else { throw ValidationError("Give either --title NAME or --text \"literal\".") }
        guard title != Title.none else { throw ValidationError("--title none has no text to measure.") }
        if let problem = PointSizeCheck.problem(size.points) { throw ValidationError(problem) }
        if let width, !(width > 0 && width <= PointSizeCheck.maximum) {
            throw ValidationError("--width: expected points in 0–\(Int(PointSizeCheck.maximum)), found \(width)")
        }
        guard LocaleInfo(tag: locale) != nil else {
            throw ValidationError("--locale: expected a BCP 47 tag such as de, zh-Hant or en-x-rtl (or a script, e.g. xx-Latn), found \"\(locale)\".")
        }
    }

    func run() throws {
        try BadInputExit.guarding {
            let shaper = try Shaper(catalog: FontLoading.directory(global).catalog())
            let measurement = try shaper.measure(try resolvedText(), locale: canonicalLocale, weight: weight, pointSize: size.points)
            let frame = width.map { FrameFit(measurement: measurement, frameWidth: $0) }
            print(format == .json ? try MeasurementWriter.json(measurement, frame: frame) : MeasurementWriter.text(measurement, frame: frame))
        }
    }

    /// The tag as the catalog and HarfBuzz spell it (`pt_br` → `pt-BR`); `validate()` checked it parses.
    private var canonicalLocale: String { LocaleInfo(tag: locale)?.tag ?? locale }

    /// The literal, or the title's text in the locale from the bundled catalog (and `--locales`).
    private func resolvedText() throws -> String {
        if let text { return text }
        guard let title else { return "" }
        // Only the title's text is looked up: --languages does not restrict what measure may measure.
        return try TitleLoading.text(title, locale: canonicalLocale, global)
    }
}

import ArgumentParser
import Foundation
import LocationButtonLint

/// `locbutton measure`: shapes one title or literal and prints what the shaper measured.
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Shape a title (or any text) with HarfBuzz and print its runs, width and line height.")

    @OptionGroup var fonts: FontsOption
    @OptionGroup var locales: LocalesOption
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

    /// The library's call for these arguments.
    private var check: MeasureCheck {
        var check = MeasureCheck()
        check.title = title; check.text = text; check.locale = locale; check.pointSize = size.points; check.weight = weight
        check.width = width; check.json = format == .json
        check.fonts = fonts.fonts; check.localesFile = locales.locales; check.resources = ResourceLocator.projectRoot()
        return check
    }

    func validate() throws { try BadInputExit.usage { try check.validate() } }

    func run() throws { print(try BadInputExit.guarding { try check.run() }) }
}

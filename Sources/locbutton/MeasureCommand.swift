import ArgumentParser
import Foundation
import LocationButtonLint

/// `locbutton measure`: shapes one title or literal and prints what the shaper measured.
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Shape a title (or any text) with HarfBuzz and print its runs, width and line height.")

    @OptionGroup var global: GlobalOptions

    @Option(name: .long, help: "Literal text to measure.")
    var text: String?

    @Option(name: .long, help: "BCP 47 locale, e.g. en, de, ar, ja, zh-Hant.")
    var locale: String = "en"

    @Option(name: .long, help: "Point size.")
    var size: Double = 17

    @Option(name: .long, help: "Font weight: regular, medium, semibold, bold.")
    var weight: FontWeight = .regular

    @Option(name: .long, help: "Output format: text or json.")
    var format: OutputFormat = .text

    enum OutputFormat: String, ExpressibleByArgument { case text, json }

    func validate() throws {
        guard text != nil else { throw ValidationError("Give --text \"literal\".") }
        guard size > 0, size.isFinite else { throw ValidationError("--size must be a positive number of points.") }
    }

    func run() throws {
        do {
            let shaper = try Shaper(catalog: FontLoading.directory(global).catalog())
            let measurement = try shaper.measure(text ?? "", locale: locale, weight: weight, pointSize: size)
            print(format == .json ? try MeasurementOutput.json(measurement) : MeasurementOutput.text(measurement))
        } catch let error as InputError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(2)
        } catch let error as UncoveredCharacterError {
            FileHandle.standardError.write(Data(("locbutton: " + error.description + "\n").utf8))
            throw ExitCode(2)
        }
    }
}

extension FontWeight: ExpressibleByArgument {}

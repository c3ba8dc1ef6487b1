import ArgumentParser
import LocationButtonLint

@main
struct Locbutton: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locbutton",
        abstract: "Checks that a customized system location button keeps working in every appearance, language and text size.",
        version: LocationButtonLintInfo.version,
        subcommands: [ContrastCommand.self, MeasureCommand.self, LocalesCommand.self])
}

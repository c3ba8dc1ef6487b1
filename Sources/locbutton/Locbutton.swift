import ArgumentParser
import Foundation
import LocationButtonLint

@main
struct Locbutton: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locbutton",
        abstract: "Checks that a customized system location button keeps working in every appearance, language and text size.",
        version: LocationButtonLintInfo.version,
        subcommands: [CheckCommand.self, ContrastCommand.self, MeasureCommand.self, LocalesCommand.self, RenderCommand.self,
                      RulesCommand.self, StudioCommand.self])

    /// ArgumentParser exits 64 on a usage error and prints the usage; docs/contracts.md promises 2 and
    /// one line per problem, so usage errors are rewritten here. Help, version and the commands'
    /// own exit codes pass through unchanged.
    static func main() {
        MemoryTuning.apply()
        // A check's bundled fonts and titles load on the other core while the arguments are parsed.
        if CommandLine.arguments.dropFirst().first == "check" { _ = CheckCommand.earlyResources }
        do {
            // Raw argv: a file name that is not UTF-8 is carried escaped (PathBytes), not repaired.
            var command = try parseAsRoot(Array(PathBytes.arguments().dropFirst()))
            try command.run()
            StandardOutput.finish()
        } catch {
            StandardOutput.finish()
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            let message = UsageMessage.oneLine(PathBytes.display(Self.message(for: error)))
            FileHandle.standardError.write(Data("locbutton: \(message) (see locbutton help)\n".utf8))
            Foundation.exit(2)
        }
    }
}

import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `locbutton studio [THEME…]`: becomes `locbutton-studio`, the program beside this one that
/// serves the studio page. The HTTP server lives there, so it is neither linked into `locbutton`
/// (whose start-up `check` pays) nor built by `swift build --product locbutton` (docs/studio.md).
struct StudioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studio",
        abstract: "Tune theme buttons (or an app's, read-only) in the browser, judged as check judges them (runs locbutton-studio).")

    @Argument(parsing: .captureForPassthrough, help: "Theme files or one app folder, --port N, --open (locbutton-studio --help).")
    var arguments: [String] = []

    func run() throws {
        let program = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("locbutton-studio").path
        guard FileManager.default.isExecutableFile(atPath: program) else {
            FileHandle.standardError.write(Data("locbutton: expected locbutton-studio beside locbutton, found none (swift build --product locbutton-studio)\n".utf8))
            Foundation.exit(2)
        }
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        execv(program, argv)
        FileHandle.standardError.write(Data("locbutton: could not start \(program): \(String(cString: strerror(errno)))\n".utf8))
        Foundation.exit(2)
    }
}

import Foundation
import PackagePlugin

/// `swift package locbutton [PATH…] [options]`: runs `locbutton check` on the package (or the
/// given paths), so a package's location buttons are checked without installing the tool.
@main
struct LocbuttonPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "locbutton")
        let process = Process()
        process.executableURL = tool.url
        let paths = arguments.filter { !$0.hasPrefix("-") }
        process.arguments = ["check"] + (paths.isEmpty ? [context.package.directoryURL.path] : []) + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("locbutton check exited with status \(process.terminationStatus)")
        }
    }
}

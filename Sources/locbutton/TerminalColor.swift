import ArgumentParser
import Foundation

/// `--color auto|always|never`. `auto` colors only a terminal, and honours `NO_COLOR`
/// (https://no-color.org: set and not empty disables color) and `TERM=dumb`.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    /// Whether text written to `descriptor` (stdout unless the report goes to a file) gets color.
    func enabled(for descriptor: Int32?, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            guard let descriptor else { return false }
            return isatty(descriptor) == 1
        }
    }
}

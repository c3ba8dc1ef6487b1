import ArgumentParser
import LocationButtonLint

/// `--report FORMAT=FILE`: one more report of the run, written to FILE.
struct ReportRequest: ExpressibleByArgument {
    var format: ReportFormat
    var path: String

    init?(argument: String) {
        guard let equals = argument.firstIndex(of: "="),
              let format = ReportFormat(rawValue: String(argument[..<equals])),
              equals < argument.index(before: argument.endIndex)
        else { return nil }
        self.format = format
        self.path = String(argument[argument.index(after: equals)...])
    }

    static var defaultValueDescription: String { "FORMAT=FILE" }
}

extension ReportFormat: ExpressibleByArgument {}

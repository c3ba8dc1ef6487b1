import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
import LocationButtonReports
import Foundation

/// ArgumentParser's usage errors as one line each (bad usage is one line per problem): a list of
/// allowed values it prints as bullets becomes a comma-separated list, a near miss gets a
/// "did you mean", and `--report` says its FORMAT=PATH syntax and the formats.
public enum UsageMessage {
    public static func oneLine(_ message: String) -> String {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        guard let first = lines.first else { return "bad usage" }
        guard let value = invalidValue(in: first) else { return first }
        if first.contains("'--report ") { return report(value) }
        // "Please provide one of the following:" then "  - value" lines.
        var allowed = lines.dropFirst().compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("- ") ? String(trimmed.dropFirst(2)) : nil
        }
        var head = first
        if let range = head.range(of: ". Please provide one of the following:") {
            head = String(head[..<range.lowerBound]) + ". Please provide one of " + allowed.joined(separator: ", ") + "."
        } else if let range = head.range(of: ". Please provide one of ") {
            // 'a', 'b' or 'c'.
            allowed = head[range.upperBound...].split(whereSeparator: { $0 == "," || $0 == " " })
                .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'.")) }.filter { !$0.isEmpty && $0 != "or" && $0 != "and" }
        }
        return head + SpellingHint.hint(for: value, among: allowed)
    }

    /// `sarf=x` → the formats, the syntax and the nearest format; `sarif:x` → the `=` it needs.
    public static func report(_ value: String) -> String {
        let formats = ReportFormat.allCases.map(\.rawValue)
        let expected = "--report expects FORMAT=PATH with FORMAT one of \(formats.joined(separator: ", ")), found \"\(value)\""
        let separators: [Character] = ["=", ":"]
        guard let cut = value.firstIndex(where: { separators.contains($0) }) else {
            return expected + SpellingHint.hint(for: value, among: formats)
        }
        let format = String(value[..<cut]), path = String(value[value.index(after: cut)...])
        let nearest = formats.contains(format) ? format : SpellingHint.closest(to: format, among: formats)
        guard let nearest, !path.isEmpty else { return expected }
        return expected + " (did you mean \"\(nearest)=\(path)\"?)"
    }

    /// The value of `The value 'X' is invalid for …`.
    private static func invalidValue(in line: String) -> String? {
        guard let start = line.range(of: "The value '"),
              let end = line.range(of: "' is invalid", range: start.upperBound..<line.endIndex) else { return nil }
        return String(line[start.upperBound..<end.lowerBound])
    }
}

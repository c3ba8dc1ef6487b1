import Foundation
import Testing
@testable import LocationButtonLint

/// The README's rule table lists every iOS rule of `RuleCatalog`, in order, with its name and what it
/// can yield (its verdicts, or its finding level for rules without one).
@Suite struct ReadmeRuleTableTests {
    @Test("the table matches the catalog") func theTableMatchesTheCatalog() throws {
        let readme = URL(fileURLWithPath: #filePath)  // Tests/LocationButtonLintTests/Docs/…
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| LB") }.map(String.init)
        let expected = RuleCatalog.iosInfos.map { info in
            let yields = info.verdicts.isEmpty ? "`\(info.level.rawValue)` finding"
                : info.verdicts.map { "`\($0.rawValue)`" }.joined(separator: ", ")
            return "| \(info.id) | `\(info.name)` | \(yields) |"
        }
        #expect(rows == expected)
    }
}

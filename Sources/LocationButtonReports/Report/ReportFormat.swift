import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// The report formats `locbutton check` writes (`--format`, `--report FORMAT=FILE`).
public enum ReportFormat: String, CaseIterable, Sendable {
    /// For people: grouped by button, worst first, with ranges, slack and fix hints.
    case text
    /// The versioned machine-readable schema of docs/contracts.md.
    case json
    /// SARIF 2.1.0 for GitHub code scanning and other static-analysis viewers.
    case sarif
    /// JUnit XML: one test case per button × appearance, for CI test dashboards.
    case junit
    /// GitHub Actions workflow commands (`::error file=…::…`) that annotate the theme file.
    case github
    /// `file:line:col: error: message` lines that an Xcode build phase shows as issues.
    case xcode
    /// One self-contained page that draws every button in every language, size and appearance.
    case html
}

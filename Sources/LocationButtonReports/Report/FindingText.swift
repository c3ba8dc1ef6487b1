import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// The one-line wording of a finding that the annotation formats share (SARIF, GitHub, Xcode,
/// JUnit): the button, then the finding's sentence.
package enum FindingText {
    /// `share-trailhead: de from AX2: truncates by 31.2 pt (…) (LB004 title-truncated)`.
    package static func line(_ finding: Finding, button: String) -> String {
        line(FindingLine(finding: finding), button: button)
    }

    /// The same for a finding with its Bold Text twin folded in (see `FindingLine`).
    package static func line(_ line: FindingLine, button: String) -> String {
        button + afterButton(line)
    }

    /// What follows the button in its line, `: de from AX2: … (LB004 title-truncated)`: the same
    /// for every button that shares the finding, so streaming reporters make it once.
    package static func afterButton(_ line: FindingLine) -> String {
        ": \(line.message) (\(line.finding.rule) \(line.finding.name))"
    }

    /// The same for a finding on its own line.
    package static func afterButton(_ finding: Finding) -> String {
        afterButton(FindingLine(finding: finding))
    }

    /// The finding's sentence, saying "with Bold Text" when it holds only with that setting (two
    /// findings would otherwise read alike).
    package static func message(_ finding: Finding) -> String {
        FindingLine(finding: finding).message
    }

    /// How an annotation format should weigh the finding.
    package enum Severity: String { case error, warning, note }

    /// A preview's button never ships, so its findings are never errors.
    package static func severity(_ finding: Finding, in report: CheckReport, preview: Bool = false) -> Severity {
        if !preview, report.fails(finding) { return .error }
        switch finding.level {
        case .information: return .note
        case .warning, .invalid: return .warning
        case .verdict: return finding.verdict == .pass ? .note : .warning
        }
    }
}

/// The one-line wording of a finding that the annotation formats share (SARIF, GitHub, Xcode,
/// JUnit): the button and where the finding applies, then the engine's message.
enum FindingText {
    /// `share-trailhead [dark, de, from AX2, Bold Text]`.
    static func subject(_ finding: Finding) -> String {
        let context = [finding.appearance?.rawValue, finding.locale, finding.category.map { "from \($0.rawValue)" },
                       finding.boldText == true ? "Bold Text" : nil].compactMap { $0 }
        return context.isEmpty ? finding.button : "\(finding.button) [\(context.joined(separator: ", "))]"
    }

    /// `share-trailhead [de, from AX2]: title truncated by 31 pt (LB004 title-truncated)`.
    static func line(_ finding: Finding) -> String {
        "\(subject(finding)): \(finding.message) (\(finding.rule) \(finding.name))"
    }

    /// How an annotation format should weigh the finding.
    enum Severity: String { case error, warning, note }

    static func severity(_ finding: Finding, in report: CheckReport) -> Severity {
        if report.fails(finding) { return .error }
        switch finding.level {
        case .information: return .note
        case .warning, .invalid: return .warning
        case .verdict: return finding.verdict == .pass ? .note : .warning
        }
    }
}

/// A rule about a button's colors in one appearance at one size.
public protocol ColorRule: Rule {
    func check(_ cell: ColorCell) -> CellOutcome?
    /// What a button's summary line calls this rule's measure, e.g. `title contrast` (followed by
    /// `fails CoreLocationUI's rule in dark`). Only verdict rules get a summary line.
    static var summarySubject: String { get }
    /// How the summary line words the appearances where the rule's worst verdict is `verdict`,
    /// e.g. `fails CoreLocationUI's rule` (followed by `in dark`); nil: the summary leaves them out.
    static func summaryPhrase(_ verdict: Verdict, profile: AccessibilityProfile) -> String?
}

extension ColorRule {
    /// The contrast rules' words: `disabled` is CoreLocationUI's own rule, `guideline` the
    /// accessibility profile's.
    public static func summaryPhrase(_ verdict: Verdict, profile: AccessibilityProfile) -> String? {
        switch verdict {
        case .disabled: "fails CoreLocationUI's rule"
        case .guideline: "below the \(profile.rawValue) profile"
        case .pass, .uncertain: nil
        }
    }

    /// A button's summary line for this rule from its worst verdict per appearance, e.g. `title
    /// contrast fails CoreLocationUI's rule in dark; below the hig profile in light`; nil when
    /// no appearance has a verdict the summary words.
    static func summaryLine(worst: [Verdict], appearances: [Appearance], profile: AccessibilityProfile) -> String? {
        var parts: [String] = []
        for verdict in Verdict.allCases.reversed() {
            guard let phrase = summaryPhrase(verdict, profile: profile) else { continue }
            let names = appearances.indices.filter { worst[$0] == verdict }.map { appearances[$0].rawValue }
            guard !names.isEmpty else { continue }
            parts.append("\(phrase) in \(names.joined(separator: ", "))")
        }
        return parts.isEmpty ? nil : "\(summarySubject) \(parts.joined(separator: "; "))"
    }
}

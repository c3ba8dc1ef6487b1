/// The outcome of one combination (button × appearance × locale × size category), worst last.
public enum Verdict: String, CaseIterable, Codable, Sendable, Comparable {
    /// Meets the accessibility profile and every system limit.
    case pass
    /// Legible to the system but below the accessibility profile (HIG / WCAG).
    case guideline
    /// Within the stated model margin of a system limit: check on a device or with Apple's fonts.
    case uncertain
    /// CoreLocationUI would refuse location: one of its own checks fails (`SystemModel`).
    case disabled

    /// The position in `allCases`, as a switch: comparing verdicts is the inner loop of judging,
    /// where searching `allCases` cost more than the comparison.
    public var severity: Int {
        switch self {
        case .pass: 0
        case .guideline: 1
        case .uncertain: 2
        case .disabled: 3
        }
    }
    public static func < (a: Verdict, b: Verdict) -> Bool { a.severity < b.severity }
}

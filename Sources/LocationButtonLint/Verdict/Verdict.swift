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

    public var severity: Int { Self.allCases.firstIndex(of: self)! }
    public static func < (a: Verdict, b: Verdict) -> Bool { a.severity < b.severity }
}

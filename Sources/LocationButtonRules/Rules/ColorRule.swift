import LocationButtonModel
/// A rule about a button's colors in one appearance at one size.
public protocol ColorRule: Rule {
    func check(_ cell: ColorCell) -> CellOutcome?
    /// `check(cell)`'s verdict and level, without its words: a judgement words only the cell
    /// each finding names (`ColorJudgement`), out of dozens per appearance.
    func verdict(_ cell: ColorCell) -> ColorRuleVerdict?
    /// What a button's summary line calls this rule's measure, e.g. `title contrast` (followed by
    /// `fails CoreLocationUI's rule in dark`). Only verdict rules get a summary line.
    static var summarySubject: String { get }
    /// How the summary line words the appearances where the rule's worst verdict is `verdict`,
    /// e.g. `fails CoreLocationUI's rule` (followed by `in dark`); nil: the summary leaves them out.
    static func summaryPhrase(_ verdict: Verdict, profile: AccessibilityProfile) -> String?
}

/// What `ColorRule.verdict` answers: a cell's outcome without its words.
public struct ColorRuleVerdict: Sendable, Hashable {
    public var verdict: Verdict
    public var level: FindingLevel

    public init(_ verdict: Verdict, level: FindingLevel = .verdict) { self.verdict = verdict; self.level = level }
}

extension ColorRule {
    public func verdict(_ cell: ColorCell) -> ColorRuleVerdict? {
        check(cell).map { ColorRuleVerdict($0.verdict, level: $0.level) }
    }

    /// `contrastOutcome(…)`'s verdict, without its words.
    package static func contrastVerdict(_ cell: ColorCell, required: Double, judgesSystem: Bool) -> ColorRuleVerdict? {
        if judgesSystem, cell.system.verdict.illegibleColors { return ColorRuleVerdict(.disabled) }
        let verdict = cell.policy.contrastVerdict(cell.opaqueContrast, required: required)
        return verdict == .pass ? nil : ColorRuleVerdict(verdict)
    }

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
    package static func summaryLine(worst: [Verdict], appearances: [Appearance], profile: AccessibilityProfile) -> String? {
        var parts: [String] = []
        for verdict in Verdict.allCases.reversed() {
            guard let phrase = summaryPhrase(verdict, profile: profile) else { continue }
            let names = appearances.indices.filter { worst[$0] == verdict }.map { appearances[$0].rawValue }
            guard !names.isEmpty else { continue }
            parts.append("\(phrase) in \(names.joined(separator: ", "))")
        }
        return parts.isEmpty ? nil : "\(summarySubject) \(parts.joined(separator: "; "))"
    }

    /// The outcome of one part's contrast (LB001's title, LB002's glyph): `disabled` when
    /// `judgesSystem` and CoreLocationUI finds the colors illegible (its rule with alphas forced
    /// to 1), else `guideline` below the profile's `required` with `rule` naming the profile's
    /// threshold (its wording is built only for a failing cell).
    package static func contrastOutcome(_ cell: ColorCell, part: String, required: Double, rule: @autoclosure () -> String,
                                judgesSystem: Bool) -> CellOutcome? {
        // The verdict is `contrastVerdict`'s; this only words it.
        guard let decided = contrastVerdict(cell, required: required, judgesSystem: judgesSystem) else { return nil }
        if judgesSystem, cell.system.verdict.illegibleColors {
            let ratio = cell.system.verdict.opaque.ratio
            return CellOutcome(
                verdict: .disabled,
                headline: "the colors fail CoreLocationUI's contrast rule: \(CellOutcome.ratio(ratio, failing: SystemModel.contrastThreshold)) < 1.50:1 (each color over white and black, alphas at 1)",
                detail: "the app prints \"\(SystemConsoleLine.illegibleColors.rawValue)\"",
                measured: ratio, limit: SystemModel.contrastThreshold, console: cell.system.verdict.consoleLines)
        }
        return CellOutcome(verdict: decided.verdict,
                           amount: FindingAmount("\(part) contrast \(CellOutcome.ratio(cell.opaqueContrast)) is below ", required, .ratio),
                           detail: rule(), measured: cell.opaqueContrast, limit: required)
    }
}

extension CellOutcome {
    /// Formats a ratio the way every report does, e.g. `4.02:1`.
    package static func ratio(_ value: Double) -> String { NumberText.fixed(value, 2) + ":1" }

    /// A ratio that fails `limit`, never printed as reaching it (1.4996 → `1.49:1`, not `1.50:1`).
    package static func ratio(_ value: Double, failing limit: Double) -> String {
        let shown = (value * 100).rounded() / 100
        return ratio(value < limit && shown >= limit ? (value * 100).rounded(.down) / 100 : value)
    }
}

/// How a finding counts. docs/measuring.md §5 has four verdicts; some checks are not verdicts about the
/// system keeping the button working, so a finding also carries a level:
///
/// - `verdict`: its `verdict` counts toward the combination's and the button's verdict.
/// - `warning`: worth fixing, but the verdict is unaffected (e.g. a color has no dark variant,
///   so its light value is checked in dark mode — the dark rows still carry their own verdict).
/// - `information`: the system copes on its own (it clamps a too-large corner radius) or the
///   check is narrowed (a fixed-size title is checked at its own size only).
/// - `invalid`: the spec cannot be judged at all (no title and no glyph, negative radius). The
///   CLI treats these as bad input: see `RuleEngine.validate(_:)`.
///
/// Findings at levels other than `verdict` carry `verdict == .pass`. SARIF maps them to `note`
/// (information), `warning` (warning) and `error` (invalid).
public enum FindingLevel: String, CaseIterable, Codable, Sendable {
    case information
    case warning
    case verdict
    case invalid
}

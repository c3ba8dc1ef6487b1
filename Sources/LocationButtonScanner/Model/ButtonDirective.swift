import LocationButtonModel
import LocationButtonInput
import LocationButtonRules

/// What the team says about one button that the code cannot tell, written on the button as
/// `// locbutton: id=share maxWidth=280 disable=LB004 reason="decorative on this screen"` or in
/// `.locbutton.yml` under the button's id or `File.swift:line`.
public struct ButtonDirective: Sendable, Hashable {
    /// A stable id replacing `File.swift:line` in reports and baselines.
    public var id: String?
    /// Theme keys with the values to assume (the room a button gets, a pinned color …).
    public var assumptions: [String: ScannedSetting]
    /// Rules switched off for this button, each with the reason the team gave.
    public var disabledRules: [DisabledRule]
    /// Where the directive is written.
    public var location: LocationButtonModel.SourceLocation

    public init(id: String? = nil, assumptions: [String: ScannedSetting] = [:], disabledRules: [DisabledRule] = [],
                location: LocationButtonModel.SourceLocation) {
        self.id = id; self.assumptions = assumptions; self.disabledRules = disabledRules; self.location = location
    }
}

/// A rule switched off for one button, and why.
public struct DisabledRule: Sendable, Hashable {
    /// A rule id (`LB004`) or name (`title-truncated`).
    public var rule: String
    public var reason: String
    public var location: LocationButtonModel.SourceLocation

    public init(rule: String, reason: String, location: LocationButtonModel.SourceLocation) {
        self.rule = rule; self.reason = reason; self.location = location
    }
}

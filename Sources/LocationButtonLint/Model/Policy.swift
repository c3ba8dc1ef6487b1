/// What a run judges against, kept in two separate sets as DESIGN.md §5 requires: the
/// accessibility profile (decides `guideline`) and the system limits (decide `disabled`), each
/// with a theme's single-value overrides, plus the layout model's parameters.
public struct Policy: Sendable, Hashable, Codable {
    /// Replacements for single values of the accessibility profile.
    public var overrides: ContrastOverrides
    public var systemLimits: SystemLimits
    public var layout: LayoutModel

    public init(overrides: ContrastOverrides = .none, systemLimits: SystemLimits = .default,
                layout: LayoutModel = .default) {
        self.overrides = overrides; self.systemLimits = systemLimits; self.layout = layout
    }

    public static let `default` = Policy()
}

/// The outcome of one engine run: what the JSON report serializes (DESIGN.md §6) apart from
/// `schemaVersion` and `tool`, which the report adds.
public struct RunResult: Sendable, Hashable, Codable {
    public var policy: Policy
    public var layoutModel: LayoutModel
    public var summary: RunSummary
    /// In input order.
    public var buttons: [ButtonResult]

    public init(policy: Policy, buttons: [ButtonResult]) {
        self.policy = policy; self.layoutModel = policy.layout
        self.summary = RunSummary(buttons: buttons); self.buttons = buttons
    }
}

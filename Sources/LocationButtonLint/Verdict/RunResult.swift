/// The outcome of one engine run: the policy it judged against, the totals and every button.
public struct RunResult: Sendable, Hashable {
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

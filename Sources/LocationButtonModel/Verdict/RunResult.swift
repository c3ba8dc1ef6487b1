/// The outcome of one engine run: the policy it judged against, the totals and every button.
public struct RunResult: Sendable, Hashable {
    public var policy: Policy
    public var layoutModel: LayoutModel
    public var summary: RunSummary
    /// In input order.
    public var buttons: [ButtonResult] {
        didSet { (designs, designOfButton) = JudgedDesign.designs(of: buttons) }
    }
    /// The buttons grouped by the judgement they share, in the order of each design's first button.
    public private(set) var designs: [JudgedDesign]
    /// Each button's index in `designs`.
    public private(set) var designOfButton: [Int]

    public init(policy: Policy, buttons: [ButtonResult]) {
        self.policy = policy; self.layoutModel = policy.layout
        self.summary = RunSummary(buttons: buttons); self.buttons = buttons
        (designs, designOfButton) = JudgedDesign.designs(of: buttons)
    }
}

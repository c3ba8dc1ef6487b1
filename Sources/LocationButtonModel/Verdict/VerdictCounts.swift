/// How many combinations ended in each verdict.
public struct VerdictCounts: Sendable, Hashable {
    public var pass = 0
    public var guideline = 0
    public var uncertain = 0
    public var disabled = 0

    public init(pass: Int = 0, guideline: Int = 0, uncertain: Int = 0, disabled: Int = 0) {
        self.pass = pass; self.guideline = guideline; self.uncertain = uncertain; self.disabled = disabled
    }

    public var total: Int { pass + guideline + uncertain + disabled }

    public subscript(verdict: Verdict) -> Int {
        get {
            switch verdict {
            case .pass: pass
            case .guideline: guideline
            case .uncertain: uncertain
            case .disabled: disabled
            }
        }
        set {
            switch verdict {
            case .pass: pass = newValue
            case .guideline: guideline = newValue
            case .uncertain: uncertain = newValue
            case .disabled: disabled = newValue
            }
        }
    }

    public static func + (a: VerdictCounts, b: VerdictCounts) -> VerdictCounts {
        VerdictCounts(pass: a.pass + b.pass, guideline: a.guideline + b.guideline,
                      uncertain: a.uncertain + b.uncertain, disabled: a.disabled + b.disabled)
    }
}

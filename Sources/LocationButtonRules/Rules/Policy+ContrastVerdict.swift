import LocationButtonModel
extension Policy {
    /// The profile's verdict for a contrast `ratio` against `required`: below it is a guideline
    /// issue (whether the system disables the button is `SystemContrastFormula`'s call). Here, not
    /// beside the policy, because verdicts are a later stage than the policy they are judged by.
    public func contrastVerdict(_ ratio: Double, required: Double) -> Verdict {
        ratio < required ? .guideline : .pass
    }
}

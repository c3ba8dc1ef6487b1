/// The margin rule shared by truncation and clipping: a shortfall beyond the stand-in font's
/// margin disables the button; a shortfall or a spare amount within the margin is `uncertain`
/// (Apple's font could land on either side); anything else passes.
enum FitVerdict {
    static func verdict(slack: Double, margin: Double) -> Verdict {
        if margin > 0 && abs(slack) <= margin { return .uncertain }
        return slack < 0 ? .disabled : .pass
    }
}

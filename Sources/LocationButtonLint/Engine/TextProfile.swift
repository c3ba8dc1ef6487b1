/// The parts of a spec its text verdicts depend on. Buttons that differ only in colors, corner
/// radius or id share one text judgement, measured and laid out once per run.
struct TextProfile: Hashable, Sendable {
    var title: Title
    var glyph: Glyph
    var fontSize: Double
    var textStyle: TextStyle?
    var dynamicType: DynamicTypeBehavior
    var frame: ButtonFrame
    /// The text judgement's groups whose findings the baseline accepts for this button (see
    /// `TextJudgement.group`): buttons share a judgement only when these agree too.
    var suppressed: Set<Int> = []

    init(_ spec: ButtonSpec) {
        title = spec.title; glyph = spec.glyph; fontSize = spec.fontSize; textStyle = spec.textStyle
        dynamicType = spec.dynamicType; frame = spec.frame
    }
}

import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// What a button's text verdicts depend on: its design with the settings no text rule reads
/// cleared (colors, alphas, backdrops, color scheme, corner radius). Buttons that differ only in
/// those or in id share one text judgement, measured and laid out once per run. A new setting
/// joins the profile by itself, so it can only make buttons share less, never share a wrong
/// judgement (`TextProfileTests` tries every key).
package struct TextProfile: Hashable, Sendable {
    package var design: ButtonDesign
    /// The text judgement's groups whose findings the baseline accepts for this button (see
    /// `TextJudgement.group`): buttons share a judgement only when these agree too.
    package var suppressed: Set<Int> = []

    package init(_ spec: ButtonSpec) {
        var design = spec.design
        design.background = nil
        design.foreground = nil
        design.viewAlpha = 1
        design.ancestorAlpha = 1
        design.backdrops = nil
        design.colorScheme = nil
        design.cornerRadius = nil
        self.design = design
    }
}

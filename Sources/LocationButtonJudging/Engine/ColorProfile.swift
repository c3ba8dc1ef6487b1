import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// What a button's color verdicts depend on: its resolved colors and every setting except its
/// identity (id, source) and geometry (frame, corner radius), which no color rule reads. Buttons
/// that share a profile share one color judgement per run, its findings re-addressed to each, so
/// color cost grows with distinct designs, not with buttons. New settings join the key by
/// themselves (the spec is kept whole, only those four cleared). Which title a button shows is
/// cleared too, only whether it has one is kept: the color rules read nothing else of it (they
/// word "title", not its text), so a theme's titles do not multiply its color judgements.
package struct ColorProfile: Hashable, Sendable {
    package var spec: ButtonSpec
    package var palette: ButtonPalette

    package init(_ spec: ButtonSpec, palette: ButtonPalette) {
        var shared = spec
        shared.id = ""
        shared.source = nil
        shared.frame = ButtonFrame()
        shared.cornerRadius = nil
        if shared.title != .none { shared.title = .currentLocation }
        self.spec = shared
        self.palette = palette
    }
}

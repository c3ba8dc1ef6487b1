/// Everything that changes HarfBuzz's output for one run, so the shaper's memo shapes a title once
/// per font instance and scales it to every size.
struct ShapeKey: Hashable, Sendable {
    var text: ExactText
    var font: FontInstanceKey
    var script: String
    var rtl: Bool
    var language: String
}

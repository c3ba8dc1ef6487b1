/// Everything that changes HarfBuzz's output for one run, so the shaper's memo shapes a title once
/// per font instance and scales it to every size.
package struct ShapeKey: Hashable, Sendable {
    package var text: ExactText
    package var font: FontInstanceKey
    package var script: String
    package var rtl: Bool
    package var language: String
}

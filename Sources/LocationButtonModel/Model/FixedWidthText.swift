/// A `.fixedSize()` text beside a button in an `HStack`: SwiftUI gives it its whole ideal width,
/// so it takes at least that from the button's room. Carried on the unknown room
/// (`UnresolvedValue.fixedTexts`) and measured by the engine with the stand-in fonts at its
/// smallest size, less the stand-in's margin, so the width is a lower bound
/// (docs/checking-an-app.md, "The room a button gets").
public struct FixedWidthText: Sendable, Hashable {
    /// The text shown (ASCII).
    public var text: String
    /// Its smallest point size: a fixed size, or its text style's at xSmall.
    public var pointSize: Double
    /// The lightest weight it can be drawn in (regular unless the code makes it heavier).
    public var weight: FontWeight
    /// A `Text("…")` key, which a translation may replace; false for `Text(verbatim:)`.
    public var localized: Bool

    public init(text: String, pointSize: Double, weight: FontWeight, localized: Bool) {
        self.text = text; self.pointSize = pointSize; self.weight = weight; self.localized = localized
    }

    /// `Text "Nearby stations"` (14 pt), as the echo and notes name it.
    public var described: String { "Text \"\(text)\" (\(NumberText.fourDecimals(pointSize)) pt)" }
}

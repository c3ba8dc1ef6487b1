/// Which framework draws the button. The two differ only in how colors are named and defaulted
/// (see `ButtonSpec.resolvedBackground`), never in the verdict for the same resolved button.
public enum ButtonAPI: String, CaseIterable, Codable, Sendable {
    /// `CLLocationButton`: `backgroundColor` is the fill, `tintColor` colors title and glyph.
    case uikit
    /// SwiftUI `LocationButton`: `.tint(_:)` is the fill, `.foregroundStyle` colors title and glyph.
    case swiftui
}

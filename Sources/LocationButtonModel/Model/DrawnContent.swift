/// What CoreLocationUI draws from a button's `label` and `icon` (docs/system-model.md §5): the
/// arrow when `icon` is set, the title when `label` is set or `icon` is not, and a `label` of
/// `none` shows "Current Location". So a button with neither set is a title without arrow, never
/// empty, and one with only `icon` set is the arrow alone.
public enum DrawnContent {
    /// The title and glyph drawn for `label` and `icon` as the app leaves them.
    public static func of(label: Title, icon: Glyph) -> (title: Title, glyph: Glyph) {
        let title: Title = label != .none ? label : (icon == .none ? .currentLocation : .none)
        return (title, icon)
    }

    /// What reports say of a button that asked for no title and set no glyph: what the
    /// system draws instead.
    public static let noneAndNoGlyph = "title none and no glyph: UIKit draws \"Current Location\" without the arrow (neither label nor icon set)"

    /// What the API sets when the app sets nothing: UIKit's initializers set neither `label` nor
    /// `icon` (both `none`); SwiftUI's `LocationButton(_:action:)` defaults its title to
    /// `.currentLocation` and shows the arrow.
    public static func defaults(for api: ButtonAPI) -> (label: Title, icon: Glyph) {
        switch api {
        case .uikit: (.none, .none)
        case .swiftui: (.currentLocation, .arrowFilled)
        }
    }
}

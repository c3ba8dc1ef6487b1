/// The title an app picks for the location button (`CLLocationButton.Label` in UIKit,
/// `LocationButton.Title` in SwiftUI). The system, not the app, supplies and localizes the text.
/// Raw values are the API's case names and the keys of `Locales/LocationButtonTitles.xcstrings`.
public enum Title: String, CaseIterable, Codable, Sendable, Comparable {
    /// Glyph only: no text to measure.
    case none
    case currentLocation
    case sendCurrentLocation
    case sendMyCurrentLocation
    case shareCurrentLocation
    case shareMyCurrentLocation

    /// The five titles that carry text, in the API's order.
    public static let withText: [Title] = allCases.filter { $0 != .none }

    /// Declaration order, as the API lists them.
    public static func < (a: Title, b: Title) -> Bool { a.order < b.order }

    private var order: Int {
        switch self {
        case .none: 0
        case .currentLocation: 1
        case .sendCurrentLocation: 2
        case .sendMyCurrentLocation: 3
        case .shareCurrentLocation: 4
        case .shareMyCurrentLocation: 5
        }
    }
}

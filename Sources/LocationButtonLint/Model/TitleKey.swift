/// The title an app picks for the location button; the system supplies and localizes its text.
///
/// Temporary engine-side key with the same cases as the locales part's `Title`: replaced by it
/// (a rename) once that is on main.
public enum TitleKey: String, CaseIterable, Codable, Sendable, Comparable {
    /// Glyph only: no text to measure.
    case none
    case currentLocation
    case sendCurrentLocation
    case sendMyCurrentLocation
    case shareCurrentLocation
    case shareMyCurrentLocation

    public static func < (a: TitleKey, b: TitleKey) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

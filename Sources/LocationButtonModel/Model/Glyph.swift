/// The location arrow the button can show before its title (`CLLocationButton.Icon`).
public enum Glyph: String, CaseIterable, Codable, Sendable {
    case arrowFilled
    case arrowOutline
    case none
}

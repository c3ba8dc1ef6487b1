/// The direction a locale's text runs, as HarfBuzz and reports name it.
public enum TextDirection: String, Codable, Sendable {
    case ltr
    case rtl
}

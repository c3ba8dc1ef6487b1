/// The four system appearances the button is drawn in. Increase Contrast is an accessibility
/// setting that switches every dynamic color to its high-contrast variant.
public enum Appearance: String, CaseIterable, Codable, Sendable, Comparable {
    case light
    case dark
    case lightHighContrast = "light-high-contrast"
    case darkHighContrast = "dark-high-contrast"

    public static func < (a: Appearance, b: Appearance) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

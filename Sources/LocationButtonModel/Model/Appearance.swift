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

/// A light or dark interface style an app can fix (`.preferredColorScheme`,
/// `overrideUserInterfaceStyle`): Increase Contrast still applies within it.
public enum ColorScheme: String, CaseIterable, Codable, Sendable {
    case light
    case dark

    public var appearances: [Appearance] {
        switch self {
        case .light: [.light, .lightHighContrast]
        case .dark: [.dark, .darkHighContrast]
        }
    }
}

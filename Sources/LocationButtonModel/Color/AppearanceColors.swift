/// One color per appearance, plus which appearances the source defined explicitly (the rest fall
/// back the way UIKit does), so the engine can warn about, e.g., a missing dark variant.
public struct AppearanceColors: Sendable, Hashable {
    public var light: Color
    public var dark: Color
    public var lightHighContrast: Color
    public var darkHighContrast: Color
    /// Appearances the source gave a value for. A literal defines only `.light` (one value for all).
    public var defined: Set<Appearance>

    public init(light: Color, dark: Color, lightHighContrast: Color, darkHighContrast: Color,
                defined: Set<Appearance> = Set(Appearance.allCases)) {
        self.light = light; self.dark = dark
        self.lightHighContrast = lightHighContrast; self.darkHighContrast = darkHighContrast
        self.defined = defined
    }

    /// The same color in every appearance (a literal).
    public init(constant c: Color) {
        self.init(light: c, dark: c, lightHighContrast: c, darkHighContrast: c, defined: [.light])
    }

    public subscript(_ appearance: Appearance) -> Color {
        switch appearance {
        case .light: light
        case .dark: dark
        case .lightHighContrast: lightHighContrast
        case .darkHighContrast: darkHighContrast
        }
    }
}

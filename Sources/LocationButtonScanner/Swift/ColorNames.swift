import LocationButtonModel
import LocationButtonInput
import LocationButtonRules

/// How the color names of SwiftUI and UIKit map onto the theme's color names.
package enum ColorNames {
    /// SwiftUI's standard colors are the adaptive iOS system colors (`Color.red` draws
    /// `UIColor.systemRed` in every appearance); `primary`/`secondary` are the label colors.
    /// Source: Apple's SwiftUI `Color` documentation ("a context-dependent red color suitable for
    /// use in UI elements") and the values the two APIs resolve to on iOS 15–18.
    package static let swiftUI: [String: String] = [
        "red": "systemRed", "orange": "systemOrange", "yellow": "systemYellow", "green": "systemGreen",
        "mint": "systemMint", "teal": "systemTeal", "cyan": "systemCyan", "blue": "systemBlue",
        "indigo": "systemIndigo", "purple": "systemPurple", "pink": "systemPink", "brown": "systemBrown",
        "gray": "systemGray", "white": "white", "black": "black", "clear": "clear",
        "primary": "label", "secondary": "secondaryLabel",
    ]

    /// UIKit's plain color names are fixed sRGB values, not the adaptive system colors
    /// (`UIColor.red` is 1, 0, 0; `UIColor.gray` is white 0.5), as UIKit's documentation states
    /// each one's components.
    package static let uiKitFixed: [String: ScannedColor] = [
        "black": .named("black"), "white": .named("white"), "clear": .named("clear"),
        "darkGray": .srgb(1.0 / 3, 1.0 / 3, 1.0 / 3), "lightGray": .srgb(2.0 / 3, 2.0 / 3, 2.0 / 3),
        "gray": .srgb(0.5, 0.5, 0.5), "red": .srgb(1, 0, 0), "green": .srgb(0, 1, 0), "blue": .srgb(0, 0, 1),
        "cyan": .srgb(0, 1, 1), "yellow": .srgb(1, 1, 0), "magenta": .srgb(1, 0, 1),
        "orange": .srgb(1, 0.5, 0), "purple": .srgb(0.5, 0, 0.5), "brown": .srgb(0.6, 0.4, 0.2),
    ]

    /// The system color `name` (`white`, `systemRed`, `label`) as Swift means it: a member color
    /// is the system's even where the asset catalog has a color set of that name, which only
    /// `Color("white")`, `UIColor(named:)` and generated symbols read (Xcode generates no symbol
    /// for a name a system color has). A theme name would find the set first, so a shadowed one
    /// is written as the system's values in each appearance (`SystemColors`).
    package static func system(_ name: String, assetNames: Set<String>) -> ScannedColor {
        guard assetNames.contains(name), let colors = SystemColors.named(name) else { return .named(name) }
        return .choosing(Appearance.allCases.map { appearance in
            let color = colors[appearance]
            return ScannedColor.srgb(color.red, color.green, color.blue, alpha: color.alpha)
        })
    }

    /// The app's tint (`.accentColor`, `UIColor.tintColor`): the `AccentColor` asset when the
    /// project has one, else the system blue.
    package static func accent(assetNames: Set<String>) -> ScannedColor {
        .named(assetNames.contains("AccentColor") ? "AccentColor" : "systemBlue")
    }

    /// `systemBlue`, `label`, `secondarySystemBackground` …: a name the theme's system color table
    /// knows under its UIKit spelling (not the SwiftUI short names, which `swiftUI` maps).
    package static func uiKitSystem(_ name: String) -> ScannedColor? {
        SystemColors.all.contains { $0.name == name } ? .named(name) : nil
    }

    /// The asset a generated asset symbol names (Xcode 15 turns `Brand Green` and `brand-green`
    /// into `.brandGreen`): compared with letters and digits only, case-insensitively.
    package static func asset(symbol: String, among names: Set<String>) -> String? {
        func key(_ text: String) -> String { text.lowercased().filter { $0.isLetter || $0.isNumber } }
        let wanted = key(symbol)
        return names.sorted().first { key($0.split(separator: "/").last.map(String.init) ?? $0) == wanted }
    }
}

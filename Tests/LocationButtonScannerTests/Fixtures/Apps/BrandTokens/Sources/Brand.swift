import SwiftUI

/// The app's design tokens, in their own file, as a design system writes them.
enum Brand {
    static let sun = Color(red: 1, green: 0.85, blue: 0.3)
    static let ink = Color.white
}

extension Color {
    static let brandDeep = Color(red: 0.05, green: 0.2, blue: 0.45)
}

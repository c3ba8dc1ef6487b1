import SwiftUI
import UIKit

extension UIColor {
    /// 0xRRGGBB.
    convenience init(hex: UInt, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255,
                  green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255,
                  alpha: alpha)
    }
}

extension Color {
    static func dynamic(light: UInt, dark: UInt) -> Color {
        Color(UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(hex: dark) : UIColor(hex: light)
        })
    }

    static func adaptive(light: Color, dark: Color) -> Color {
        Color(uiColor: UIColor(dynamicProvider: { traits in
            switch traits.userInterfaceStyle {
            case .dark: return UIColor(dark)
            default: return UIColor(light)
            }
        }))
    }
}

enum Palette {
    static let amber = Color.dynamic(light: 0x7F5600, dark: 0xFFBA41)
    static let ink = Color.adaptive(light: .white, dark: .black)
}

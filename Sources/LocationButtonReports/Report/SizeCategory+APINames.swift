import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// How apps spell a size category when they clamp Dynamic Type, for fix hints.
extension SizeCategory {
    /// `UIContentSizeCategory` member (UIKit's `maximumContentSizeCategory`).
    public var uiKitName: String {
        switch self {
        case .xSmall: "extraSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .xLarge: "extraLarge"
        case .xxLarge: "extraExtraLarge"
        case .xxxLarge: "extraExtraExtraLarge"
        case .ax1: "accessibilityMedium"
        case .ax2: "accessibilityLarge"
        case .ax3: "accessibilityExtraLarge"
        case .ax4: "accessibilityExtraExtraLarge"
        case .ax5: "accessibilityExtraExtraExtraLarge"
        }
    }

    /// `DynamicTypeSize` member (SwiftUI's `.dynamicTypeSize(...)`).
    public var swiftUIName: String {
        isAccessibility ? "accessibility\(index - SizeCategory.ax1.index + 1)" : rawValue
    }
}

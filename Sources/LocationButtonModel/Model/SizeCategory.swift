/// The twelve Dynamic Type content size categories, smallest first (UIContentSizeCategory order).
public enum SizeCategory: String, CaseIterable, Codable, Sendable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case ax1 = "AX1", ax2 = "AX2", ax3 = "AX3", ax4 = "AX4", ax5 = "AX5"

    /// The system default.
    public static let `default` = SizeCategory.large

    /// The position in `allCases`, as a switch (categories are compared per cell of every matrix).
    public var index: Int {
        switch self {
        case .xSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .xLarge: 4
        case .xxLarge: 5
        case .xxxLarge: 6
        case .ax1: 7
        case .ax2: 8
        case .ax3: 9
        case .ax4: 10
        case .ax5: 11
        }
    }
    public var isAccessibility: Bool { index >= SizeCategory.ax1.index }

    public static func < (a: SizeCategory, b: SizeCategory) -> Bool { a.index < b.index }
}

/// The twelve Dynamic Type content size categories, smallest first (UIContentSizeCategory order).
public enum SizeCategory: String, CaseIterable, Codable, Sendable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case ax1 = "AX1", ax2 = "AX2", ax3 = "AX3", ax4 = "AX4", ax5 = "AX5"

    /// The system default.
    public static let `default` = SizeCategory.large

    public var index: Int { Self.allCases.firstIndex(of: self)! }
    public var isAccessibility: Bool { index >= SizeCategory.ax1.index }

    public static func < (a: SizeCategory, b: SizeCategory) -> Bool { a.index < b.index }
}

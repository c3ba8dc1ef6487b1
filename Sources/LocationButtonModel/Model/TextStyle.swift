/// The iOS text styles (`UIFont.TextStyle`) and their point size in each content size category.
///
/// Source: Apple Human Interface Guidelines, Typography › "iOS, iPadOS Dynamic Type sizes"
/// (https://developer.apple.com/design/human-interface-guidelines/typography#iOS-iPadOS-Dynamic-Type-sizes).
/// The same numbers are reported by `UIFont.preferredFont(forTextStyle:)` in the iOS simulator
/// (e.g. github.com/temoki/UIKit_DynamicType, iOS 13.3), which differs only for caption2 at AX5
/// (41 measured vs 40 published); the published value is used.
public enum TextStyle: String, CaseIterable, Codable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// Sizes in points, xSmall … xxxLarge, AX1 … AX5 (the order of `SizeCategory.allCases`).
    private var sizes: [Double] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// The style's point size at `category`.
    public func pointSize(at category: SizeCategory) -> Double { sizes[category.index] }

    /// `value` scaled like `UIFontMetrics(forTextStyle:).scaledValue(for:)`: multiplied by the
    /// ratio of this style's size at `category` to its size at the default category (Large).
    /// Unrounded: UIFontMetrics returns fractional points too.
    public func scaledValue(_ value: Double, at category: SizeCategory) -> Double {
        value * pointSize(at: category) / pointSize(at: .default)
    }
}

extension SizeCategory {
    /// This category limited to `range`, as `minimumContentSizeCategory` /
    /// `maximumContentSizeCategory` (UIKit) and `.dynamicTypeSize(_:)` (SwiftUI) limit it.
    public func clamped(to range: ClosedRange<SizeCategory>) -> SizeCategory {
        min(max(self, range.lowerBound), range.upperBound)
    }
}

/// How the button's title follows the Dynamic Type setting.
public struct DynamicTypeBehavior: Sendable, Hashable, Codable {
    /// False when the app fixes the font size (the button is then checked at its own size only,
    /// and an information finding says so).
    public var follows: Bool
    /// The categories the size is clamped to (UIKit `minimumContentSizeCategory` /
    /// `maximumContentSizeCategory`, SwiftUI `.dynamicTypeSize(range)`).
    public var range: ClosedRange<SizeCategory>

    public init(follows: Bool = true, range: ClosedRange<SizeCategory> = SizeCategory.xSmall...SizeCategory.ax5) {
        self.follows = follows; self.range = range
    }

    public static let full = DynamicTypeBehavior()
    public static let fixed = DynamicTypeBehavior(follows: false)
}

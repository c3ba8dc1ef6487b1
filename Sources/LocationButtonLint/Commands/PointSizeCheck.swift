import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
import LocationButtonReports
/// The point sizes the measuring commands accept.
public enum PointSizeCheck {
    /// Wider than any iOS screen (the 13-inch iPad Pro is 1,376 pt across in landscape), so no
    /// button title is larger; far larger sizes overflow widths to infinity.
    public static let maximum = 2000.0

    /// Why `size` is not a usable point size (NaN, ≤ 0, too large), or nil when it is.
    public static func problem(_ size: Double, option: String = "--size") -> String? {
        size > 0 && size <= maximum ? nil : "\(option): expected a point size above 0 and at most \(Int(maximum)), found \(size)"
    }
}

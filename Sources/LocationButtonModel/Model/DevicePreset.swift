/// A screen the button may be laid out on when the theme gives no explicit width: the button can
/// be at most as wide as the screen minus the safe area and the layout margins on both sides.
///
/// Screen widths in points are the devices' native pixel widths divided by their scale (Apple's
/// technical specifications; HIG › Layout › "Device screen sizes and orientations"):
/// iPhone SE (3rd generation) 750 px @2x = 375 pt; iPhone 16 1179 px @3x = 393 pt; iPhone 16 Pro
/// Max 1320 px @3x = 440 pt; iPad Pro / iPad Air 11-inch 1668 × 2388 px @2x = 834 × 1194 pt.
///
/// Layout margins are UIKit's `systemMinimumLayoutMargins` for a view controller's root view:
/// 16 pt in compact width, 20 pt in regular width and on the Max/Plus iPhones in portrait.
/// iPad split view: the narrow side of an uneven split is 320 pt wide in either orientation, as
/// Geoff Hackworth measured on 9.7″ and 10.5″ iPads ("How iPad Apps Adapt to the New 11″ and
/// 12.9″ iPads Pro"), assumed the same on 11″; the landscape 50:50 split is taken as
/// (1194 − 10 pt divider) / 2 = 592 pt, the divider width being an assumption.
/// Landscape safe-area insets of Dynamic Island iPhones (59 pt on iPhone 16, 62 pt on iPhone 16
/// Pro Max) are commonly reported `safeAreaInsets` values, not verified here. Treat these, like
/// the margins, as model assumptions that a theme replaces with an explicit `maxWidth`.
public enum DevicePreset: String, CaseIterable, Codable, Sendable {
    case iPhoneSEPortrait = "iphone-se-portrait"
    case iPhoneSELandscape = "iphone-se-landscape"
    case iPhone16Portrait = "iphone-16-portrait"
    case iPhone16Landscape = "iphone-16-landscape"
    case iPhone16ProMaxPortrait = "iphone-16-pro-max-portrait"
    case iPhone16ProMaxLandscape = "iphone-16-pro-max-landscape"
    case iPadPortrait = "ipad-portrait"
    case iPadLandscape = "ipad-landscape"
    case iPadSplitPortrait = "ipad-split-portrait"
    case iPadSplitLandscape = "ipad-split-landscape"

    /// The narrowest current iPhone: used when a button states no width at all.
    public static let `default` = DevicePreset.iPhoneSEPortrait

    /// Width of the app's window, in points.
    public var windowWidth: Double {
        switch self {
        case .iPhoneSEPortrait: 375
        case .iPhoneSELandscape: 667
        case .iPhone16Portrait: 393
        case .iPhone16Landscape: 852
        case .iPhone16ProMaxPortrait: 440
        case .iPhone16ProMaxLandscape: 956
        case .iPadPortrait: 834
        case .iPadLandscape: 1194
        case .iPadSplitPortrait: 320
        case .iPadSplitLandscape: 592
        }
    }

    /// Horizontal safe-area inset on each side, in points.
    public var safeAreaInset: Double {
        switch self {
        case .iPhone16Landscape: 59
        case .iPhone16ProMaxLandscape: 62
        default: 0
        }
    }

    /// Layout margin on each side, in points.
    public var layoutMargin: Double {
        switch self {
        case .iPhone16ProMaxPortrait, .iPhone16ProMaxLandscape, .iPadPortrait, .iPadLandscape: 20
        default: 16
        }
    }

    /// The widest a button can be: window width minus safe area and margins on both sides.
    public var contentWidth: Double { windowWidth - 2 * (safeAreaInset + layoutMargin) }
}

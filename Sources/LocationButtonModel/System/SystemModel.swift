/// Every constant of CoreLocationUI's own checks — the rules that decide `disabled` — in one place,
/// each with its source. Nothing here is tuned: a value is either read in Apple's material, read in
/// the decompiled system, derived from those by arithmetic, or marked as unknown with the margin the
/// model gives it instead.
///
/// Sources (details and repositories in `docs/system-model.md`):
/// - [Apple]  Apple's documentation, SDK headers and the HIG.
/// - [18.2]   decompiled iOS 18.2 (22C152) CoreLocationUI: `CLLocationButton.m`, `CLLocationButtonTag.m`,
///            `CLLocationButtonDrawing.m`, `CoreLocationUI.m`, the XPC service's `CLLocationButtonMechanism.m`.
/// - [26.1]   decompiled iOS 26.1 (23B85), the same files.
/// - [derived] arithmetic on the above.
/// - [unknown] not resolved by the decompiler or not public; enters a stated margin.
public enum SystemModel {

    // MARK: Contrast (docs/system-model.md §3) — exact

    /// The rule passes when either directional ratio reaches this. [18.2, 26.1]
    /// `CLLocationButtonTag -contrastValidForBgColorAndFgTextWithCumulativeOpacity:` compares with 1.5.
    public static let contrastThreshold = 1.5
    /// The 0.05 flare term of the WCAG ratio, as the same method adds it. [18.2]
    public static let contrastFlare = 0.05
    /// Linearization of gamma-encoded components, WCAG 2.0's printed constants: `m ≤ 0.03928 → m/12.92`,
    /// else `((m + 0.055)/1.055)^2.4`. No sign handling: a negative (extended) component takes the
    /// linear branch. [18.2: `sub_23CB166B0` in `CoreLocationUI.m`]
    public static let linearThreshold = 0.03928
    public static let linearSlope = 12.92
    public static let gammaOffset = 0.055
    public static let gammaScale = 1.055
    public static let gammaExponent = 2.4
    /// Luminance weights for R, G, B. [18.2: same function]
    public static let luminanceWeights = (red: 0.2126, green: 0.7152, blue: 0.0722)
    /// The effective opacity (`color alpha × opacity`) is stored in a `float` before mixing. [18.2]
    public static let effectiveOpacityIsSinglePrecision = true
    /// Default colors of an unmodified button: fill `systemBlue`, title and glyph `systemWhite`.
    /// [18.2: `-[CLLocationButton _setupSlotView]`]
    public static let defaultBackgroundName = "systemBlue"
    public static let defaultForegroundName = "white"

    // MARK: Size (docs/system-model.md §4) — modelled, with margins where a width is unknown

    /// `fontSize` below this (including the unset 0) is replaced by `fontSizeFallback`. No upper clamp.
    /// [18.2: `-[CLLocationButtonTag initWithLabel:…fontSize:]`]
    public static let fontSizeMinimum = 12.0
    public static let fontSizeFallback = 18.0
    /// Gap between glyph and title, per point of `fontSize`. [18.2: `_computeImageMetrics`, `fontSize * 0.5`]
    public static let glyphTitleGapPerPoint = 0.5
    /// iOS 15–18 padding, total per axis, per point of `fontSize` (half on each side).
    /// [18.2: `neededSize = engravedSize + (fontSize, fontSize)`]
    public static let ios18PaddingPerPoint = 1.0
    /// The intrinsic content size adds this to the needed size on each axis, installed as required
    /// (priority 1000) minimum-size constraints. [18.2: `_yieldSlotViewContent…`, `_setupSlotView`]
    public static let intrinsicExtra = 1.0
    /// iOS 26 padding = `p + 0.9·p` from a control-size table. Only the row for control sizes above
    /// 2 is resolved: p = (20, 15) → (38, 28.5) pt. [26.1: `-[CLLocationButtonDrawing buttonPadding]`]
    /// The other rows (`dbl_2371BE0A0`, `dbl_2371BE0B8`) are [unknown]; the model assumes them no
    /// larger than the resolved one, so iOS 26's padding lies in 0…(38, 28.5).
    public static let ios26PaddingUpperBound = (width: 38.0, height: 28.5)
    /// The glyph: SF Symbol arrow at point size `fontSize`, glyph size 2 and weight 6 (UIKit: scale
    /// medium, weight semibold [derived]). [18.2: `namedVectorGlyphWithName:…glyphSize:2 glyphWeight:6`]
    public static let glyphSymbolScale = "medium"
    public static let glyphSymbolWeight = "semibold"
    /// The arrow's advance and height per point of `fontSize`: [unknown] (CoreGlyphs is not public);
    /// about one em for `location.fill` at medium scale, give or take `glyphEmMargin`.
    public static let glyphWidthPerPoint = 1.0
    public static let glyphHeightPerPoint = 1.0
    public static let glyphEmMargin = 0.2
    /// The title: a text-style font descriptor at `fontSize`, one line at natural width, never wrapped
    /// or ellipsized (`lineBreakMode 0`, width NaN); the button clips to its bounds. The descriptor's
    /// text style constant is [unknown]: the model takes the regular weight (bold with Bold Text).
    /// [18.2: `_computeImageMetrics`, `-[CLLocationButton init]` `setClipsToBounds:1`]
    public static let titleWeight = "regular"

    // MARK: Shape (docs/system-model.md §5)

    /// Corner radius is clamped to [0, min(width, height)/2] when the tag is decoded.
    /// [18.2: `-[CLLocationButtonTag initWithCoder:]`]
    public static let cornerRadiusMaximumPerShortSide = 0.5

    // MARK: Tap time (docs/system-model.md §8) — silent failures

    /// The layer transform may scale by 1.0…1.1 (rotations only as the device's). [18.2:
    /// `-[CLLocationButtonMechanism validateTransformForHitTestInfo:]` `allowScales:… lowerMultiplier:1.0
    /// upperMultiplier:1.1`, `allowRotations:UISAllDeviceRotations`]
    public static let transformScaleRange: ClosedRange<Double> = 1.0...1.1
    /// A touch older than this grants nothing. [18.2: `onPrimaryTouchDownEvent:`, `> 3.0`]
    public static let touchMaximumAge = 3.0

    // MARK: Platforms (docs/system-model.md §1)

    /// Where the button ignores taps. [Apple: CoreLocationUI documentation]
    public static let platformsIgnoringTaps: Set<Platform> = [.macCatalyst, .visionOSDesignedForIPad]
}

/// The error-level lines the app prints when CoreLocationUI refuses the button (docs/system-model.md §2).
/// [18.2, 26.1: `os_log_error` strings in `CLLocationButton.m`, `CLLocationButtonTag.m`, `CLLocationButtonDrawing.m`]
public enum SystemConsoleLine: String, CaseIterable, Sendable, Codable {
    /// Printed by every failing evaluation of the contrast rule.
    case insufficientContrast = "Error: #locationButton failed due to insufficient contrastRatio between tintColor and backgroundColor"
    /// Colors fail with alpha forced to 1.
    case illegibleColors = "Error: #locationButton failed due to illegible colors"
    /// Colors fail at their real alphas × the button layer's opacity.
    case insufficientAlpha = "Error: #locationButton failed due to Insufficient Alpha"
    /// The frame is smaller than the content needs.
    case inappropriateSizes = "Error: #locationButton failed due to inappropriate sizes"
}

/// Which system the size rule targets: iOS 15–18 pads by `fontSize`; iOS 26 by a table only
/// partly resolved (see `SystemModel.ios26PaddingUpperBound`).
public enum SystemTarget: String, CaseIterable, Sendable, Codable {
    case ios18
    case ios26
}

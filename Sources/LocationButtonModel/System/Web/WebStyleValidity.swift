/// Chromium's `IsStyleValid` for the checks a design decides (`display` and a missing computed
/// style are the page's layout, not the design's): an invalid style disables the element and
/// `invalidReason` reads `style_invalid`. Then the ancestors the page declares: a translucent,
/// rotated or skewed one fails IntersectionObserver's visibility (`intersection_occluded_or_distorted`),
/// a clipping one its intersection (`intersection_out_of_viewport_or_clipped`).
public struct WebStyleValidity: Sendable, Hashable {
    public enum Check: String, Sendable, Hashable {
        case maskedAncestor = "an ancestor with a mask"
        case nonOpaqueColor = "non-opaque color or background-color"
        case lowContrast = "contrast below 3.0"
        case fontTooSmall = "font size below min(small, 13px)"
        case fontTooLarge = "font size above max(xxx-large, 48px)"
        case ancestorOpacity = "an ancestor's opacity below 1"
        case ancestorTransform = "a rotated or skewed ancestor"
        case ancestorClip = "an ancestor's clip-path cuts into the element"

        /// What `invalidReason` reads when this check fails.
        public var invalidReason: String {
            switch self {
            case .ancestorOpacity, .ancestorTransform: "intersection_occluded_or_distorted"
            case .ancestorClip: "intersection_out_of_viewport_or_clipped"
            default: WebPermissionElementModel.styleInvalid
            }
        }
    }
    public enum Outcome: String, Sendable, Hashable { case valid, invalid, uncertain }

    public var verdict: Outcome
    /// The first check that failed (Chromium stops there), nil when valid.
    public var failedCheck: Check?
    /// WCAG contrast of the two colors as opaque (Chromium's `GetContrastRatio`).
    public var contrast: Double
    /// Why the verdict is uncertain, nil otherwise.
    public var uncertainty: String?

    public var invalidReason: String? { verdict == .invalid ? failedCheck?.invalidReason : nil }

    /// Chromium computes the ratio in single precision; a ratio this close to 3.0 may fall either side.
    package static let contrastMargin = 1e-4

    public init(_ style: WebElementStyle) {
        typealias M = WebPermissionElementModel
        contrast = WCAG.contrastRatio(style.color, style.backgroundColor)
        uncertainty = nil
        let ancestors = style.box.ancestors
        // Checked in Chromium's order; the first failure is the one the element reports.
        if ancestors.clip == .mask {
            verdict = .invalid; failedCheck = .maskedAncestor
        } else if style.color.alpha != 1 || style.backgroundColor.alpha != 1 {
            verdict = .invalid; failedCheck = .nonOpaqueColor
        } else if abs(contrast - M.minimumContrast) < Self.contrastMargin {
            verdict = .uncertain; failedCheck = nil
            uncertainty = "contrast within 0.0001 of 3.0: Chromium's single-precision ratio may fall either side"
        } else if contrast < M.minimumContrast {
            verdict = .invalid; failedCheck = .lowContrast
        } else if style.fontSize < M.defaultSmallFontSize {
            // At the default settings `small` is 13 px; a user with a smaller default font lowers it.
            verdict = .invalid; failedCheck = .fontTooSmall
        } else if style.fontSize > M.defaultXxxLargeFontSize {
            verdict = .invalid; failedCheck = .fontTooLarge
        } else if ancestors.opacity < 1 {
            // A valid style: the visibility reasons follow (the element is disabled until they clear).
            verdict = .invalid; failedCheck = .ancestorOpacity
        } else if ancestors.transform == .rotate || ancestors.transform == .skew {
            verdict = .invalid; failedCheck = .ancestorTransform
        } else if ancestors.clip == .clipPath {
            verdict = .invalid; failedCheck = .ancestorClip
        } else {
            verdict = .valid; failedCheck = nil
        }
    }
}

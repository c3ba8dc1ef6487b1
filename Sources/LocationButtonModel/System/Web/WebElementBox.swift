/// What else a page can set on a `<geolocation>` element besides its colors and text metrics: its
/// box (size, border, corners), its icon, the values `AdjustStyle` rewrites or drops, and the
/// ancestors that make it invalid. nil and the defaults are the UA stylesheet's
/// (`capability_element.css`: 1px solid ButtonBorder, 3px corners, padding 8px 16px, icon 1.3em
/// with a 5px gap filled with the text color). Source and version: docs/cross-platform.md.
public struct WebElementBox: Sendable, Hashable {
    /// `width` / `height` in CSS px; nil: `auto` (the element fits its content).
    public var width, height: Double?
    /// `min-width` / `max-width` in CSS px; Chromium bounds them by the content's fit-content width.
    public var minWidth, maxWidth: Double?
    public var border = WebBorder()
    /// The four corners' radii in CSS px (top-left, top-right, bottom-right, bottom-left); nil: the UA's 3px.
    public var cornerRadii: [Double]?
    public var icon = WebIconStyle()
    public var fontStyle: WebFontStyle = .normal
    /// `outline-offset` in CSS px; nil: the UA's.
    public var outlineOffset: Double?
    /// A `box-shadow` with an `inset` shadow (Chromium drops the whole list).
    public var insetBoxShadow = false
    /// Properties the element's cascade filter drops (`transform`, `filter`, …), as CSS names.
    public var ignoredProperties: [String] = []
    public var ancestors = WebAncestors()

    public init() {}

    /// The UA's padding (8px 16px) and corner radius, for a drawing of the element.
    public static let defaultPaddingTop = 8.0, defaultPaddingLeft = 16.0, defaultCornerRadius = 3.0
}

/// The element's border: the UA draws `solid 1px ButtonBorder` (#767676 in Chromium's light scheme).
public struct WebBorder: Sendable, Hashable {
    public var style: WebBorderStyle = .solid
    /// nil: ButtonBorder.
    public var color: Color?

    public init(style: WebBorderStyle = .solid, color: Color? = nil) { self.style = style; self.color = color }

    /// `LayoutTheme::DefaultSystemColor(ButtonBorder)` in the light color scheme.
    public static let buttonBorder = Color(rgb8: 0x76, 0x76, 0x76)
    public var drawnColor: Color { color ?? Self.buttonBorder }
}

/// CSS `border-style`: `none` and `hidden` compute the border's width to 0.
public enum WebBorderStyle: String, Sendable, Hashable, CaseIterable {
    case none, hidden, solid, dashed, dotted, double, groove, ridge, inset, outset
}

/// CSS `font-style`: Chromium keeps `normal` and `italic` and makes any other slope `normal`.
public enum WebFontStyle: String, Sendable, Hashable, CaseIterable { case normal, italic, oblique }

/// The `::permission-icon` pseudo-element: `height` and `margin-inline-end` in CSS px (nil: the
/// UA's 1.3em and 5px) and `fill` (nil: `currentcolor`, the text color).
public struct WebIconStyle: Sendable, Hashable {
    public var size, gap: Double?
    public var fill: Color?

    public init(size: Double? = nil, gap: Double? = nil, fill: Color? = nil) { self.size = size; self.gap = gap; self.fill = fill }

    public static let defaultSizeEm = 1.3, defaultGap = 5.0
}

/// What the element's ancestors do to it (the page's layout around the design).
public struct WebAncestors: Sendable, Hashable {
    /// The product of the ancestors' `opacity`.
    public var opacity = 1.0
    public var transform: WebAncestorTransform = .none
    public var clip: WebAncestorClip = .none

    public init(opacity: Double = 1, transform: WebAncestorTransform = .none, clip: WebAncestorClip = .none) {
        self.opacity = opacity; self.transform = transform; self.clip = clip
    }
}

/// An ancestor's `transform`: a translation keeps the element visible (IntersectionObserver v2's
/// visibility allows 2D translation), a rotation or a skew distorts it.
public enum WebAncestorTransform: String, Sendable, Hashable, CaseIterable { case none, translate, rotate, skew }

/// An ancestor that cuts into the element: `clip-path` (the intersection is clipped) or `mask`
/// (`IsMaskedByAncestor`: the style is invalid).
public enum WebAncestorClip: String, Sendable, Hashable, CaseIterable { case none, clipPath, mask }

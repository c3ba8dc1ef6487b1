/// A theme button's `android:` section, as written (dp, color references, a label's name): the
/// engine fills SystemUI's request from it and the shared keys (docs/cross-platform.md). nil:
/// not written, so the shared value (or SystemUI's default) holds.
public struct AndroidSettings: Sendable, Hashable {
    public var width, height, padding, strokeWidth, cornerRadius: Double?
    /// An `AndroidLabel` raw value (`none`, `preciseLocation`, …).
    public var label: String?
    /// The app's locales, first preferred; nil: the languages the theme checks.
    public var locales: [String]?
    public var density, fontScale: Double?
    public var foreground, background, iconTint: ColorReference?

    public init() {}
}

/// A theme button's `web:` section: the `<geolocation>` element's CSS values (px), its `lang` and
/// colors where they differ from the shared ones.
public struct WebSettings: Sendable, Hashable {
    public var fontSize, fontWeight, letterSpacing, wordSpacing, minHeight, maxHeight: Double?
    public var paddingVertical, paddingHorizontal, borderWidth: Double?
    public var width, height, minWidth, maxWidth: Double?
    /// `borderStyle`, `fontStyle`, `boxShadow`, `ancestorTransform`, `ancestorClip`: the names of `WebKeyNames`.
    public var borderStyle, fontStyle, boxShadow, ancestorTransform, ancestorClip: String?
    /// `borderRadius` sets the four corners; a corner's own key overrides it (top-left, top-right,
    /// bottom-right, bottom-left).
    public var borderRadius: Double?
    public var cornerRadii: [Double?] = [nil, nil, nil, nil]
    public var iconSize, iconGap, outlineOffset, ancestorOpacity: Double?
    public var ignoredProperties: [String]?
    public var lang, browserLanguage: String?
    public var precise: Bool?
    public var foreground, background, borderColor, iconFill: ColorReference?

    public init() {}
}

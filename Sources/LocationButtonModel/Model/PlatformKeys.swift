/// The rows of a theme button's `android:` section (`ButtonKeys.android`): SystemUI's request in
/// dp, with bounds wide enough to let through what SystemUI clamps (a negative stroke, a 20 dp
/// height), so that the clamp is reported rather than the value refused.
public enum AndroidKeys {
    public static let all: [ButtonKey] = [width, height, padding, strokeWidth, cornerRadius, label, locales, density, fontScale,
                                          background, foreground, iconTint]

    package static let dp = -10_000.0...10_000
    private static func number(_ name: String, _ what: String, range: ClosedRange<Double> = dp, positive: Bool = false,
                               _ doc: String, _ set: @escaping @Sendable (inout AndroidSettings, Double) -> Void) -> ButtonKey {
        .sectionNumber(\.android, name, what, range: range, positive: positive, doc, set)
    }
    private static func color(_ name: String, _ doc: String, _ set: @escaping @Sendable (inout AndroidSettings, ColorReference) -> Void) -> ButtonKey {
        .sectionColor(\.android, name, doc, set)
    }

    public static let width = number("width", "a width in dp", range: 0...10_000, positive: true,
        "Width in dp (default: the shared width); SystemUI draws at least 48 dp.") { $0.width = $1 }
    public static let height = number("height", "a height in dp", range: 0...10_000, positive: true,
        "Height in dp (default: the shared height); SystemUI clamps it to 48–136 dp.") { $0.height = $1 }
    public static let padding = number("padding", "a padding in dp",
        "Padding on each side in dp; SystemUI clamps it to 4–8 dp (default 4).") { $0.padding = $1 }
    public static let strokeWidth = number("strokeWidth", "a stroke width in dp",
        "Outline width in dp; SystemUI clamps it to 0–3 dp (default 0).") { $0.strokeWidth = $1 }
    public static let cornerRadius = number("cornerRadius", "a corner radius in dp",
        "Corner radius in dp (default: the shared cornerRadius); a negative one is drawn as 0.") { $0.cornerRadius = $1 }
    public static let label = ButtonKey("label", .choice(AndroidLabelName.self, "an Android label"), places: [.theme],
        default: .text("none"), "The label SystemUI draws (TEXT_TYPE_*), in the app's locales; none: the icon alone.") { spec, value in
        spec.android.label = value.text ?? spec.android.label
    }
    public static let locales = ButtonKey("locales", .list(of: .languageTag, noun: "locale"), places: [.theme],
        "The app's locales, which SystemUI draws the label in (default: the languages the theme checks).") { spec, value in
        spec.android.locales = value.texts ?? spec.android.locales
    }
    /// Densities and font scales start at a tenth: a smaller one makes dp of pixels beyond any
    /// screen (at 1e-320 the width in dp is infinite and every report shows `nan`).
    package static let factor = 0.1...10
    public static let density = number("density", "a display density", range: factor,
        "Display density (px per dp) the dp become pixels at, as SystemUI rounds them; default 1.") { $0.density = $1 }
    public static let fontScale = number("fontScale", "a font scale", range: factor,
        "The system font scale the label is drawn at; default 1.") { $0.fontScale = $1 }
    public static let background = color("background", "The fill on Android (default: the shared background); drawn opaque.") { $0.background = $1 }
    public static let foreground = color("foreground", "The label color on Android (default: the shared foreground); changed until 4.5:1.") { $0.foreground = $1 }
    public static let iconTint = color("iconTint", "The icon tint on Android (default: SystemUI's textColorOnAccent, taken as white); changed until 4.5:1.") { $0.iconTint = $1 }
}

/// `AndroidLabel`'s names, here for the key table (`Model` comes before `System`); a test checks
/// that the two list the same names.
public enum AndroidLabelName: String, Sendable, CaseIterable {
    case none, preciseLocation, usePreciseLocation, sharePreciseLocation, nearMyPreciseLocation, nearYourPreciseLocation
}

/// The rows of a theme button's `web:` section (`ButtonKeys.web`): the `<geolocation>` element's
/// CSS values in px, bounded wide enough to let through what Chromium clamps or refuses.
public enum WebKeys {
    public static let all: [ButtonKey] = [fontSize, fontWeight, letterSpacing, wordSpacing, minHeight, maxHeight,
                                          paddingVertical, paddingHorizontal, borderWidth, lang, browserLanguage, precise,
                                          background, foreground, width, height, minWidth, maxWidth, borderStyle, borderColor,
                                          borderRadius, borderTopLeftRadius, borderTopRightRadius, borderBottomRightRadius,
                                          borderBottomLeftRadius, iconSize, iconGap, iconFill, fontStyle, outlineOffset, boxShadow,
                                          ignoredProperties, ancestorOpacity, ancestorTransform, ancestorClip]

    package static let px = -10_000.0...10_000
    private static func number(_ name: String, _ what: String, range: ClosedRange<Double> = px, positive: Bool = false,
                               _ doc: String, _ set: @escaping @Sendable (inout WebSettings, Double) -> Void) -> ButtonKey {
        .sectionNumber(\.web, name, what, range: range, positive: positive, doc, set)
    }
    private static func text(_ name: String, _ doc: String, _ set: @escaping @Sendable (inout WebSettings, String) -> Void) -> ButtonKey {
        ButtonKey(name, .languageTag, places: [.theme], doc) { spec, value in
            if let text = value.text { set(&spec.web, text) }
        }
    }
    private static func color(_ name: String, _ doc: String, _ set: @escaping @Sendable (inout WebSettings, ColorReference) -> Void) -> ButtonKey {
        .sectionColor(\.web, name, doc, set)
    }
    private static func choice(_ name: String, _ what: String, _ names: [String], default value: String, _ doc: String,
                               _ set: @escaping @Sendable (inout WebSettings, String) -> Void) -> ButtonKey {
        ButtonKey(name, .choice(what: what, names: names), places: [.theme], default: .text(value), doc) { spec, value in
            if let text = value.text { set(&spec.web, text) }
        }
    }
    private static func corner(_ name: String, _ index: Int) -> ButtonKey {
        number(name, "a corner radius in px", range: 0...10_000, "This corner's CSS radius in px (overrides borderRadius).") { $0.cornerRadii[index] = $1 }
    }

    public static let fontSize = number("fontSize", "a font size in px", range: 0...10_000, positive: true,
        "CSS font-size in px (default 16, the UA's); the element is invalid below 13 or above 48.") { $0.fontSize = $1 }
    public static let fontWeight = number("fontWeight", "a font weight", range: 1...1000,
        "CSS font-weight; Chromium draws at least 200.") { $0.fontWeight = $1 }
    public static let letterSpacing = number("letterSpacing", "a letter spacing in px",
        "CSS letter-spacing in px; Chromium clamps it to −0.05–0.2 em.") { $0.letterSpacing = $1 }
    public static let wordSpacing = number("wordSpacing", "a word spacing in px",
        "CSS word-spacing in px; Chromium clamps it to 0–0.5 em.") { $0.wordSpacing = $1 }
    public static let minHeight = number("minHeight", "a height in px", range: 0...10_000,
        "CSS min-height in px; Chromium clamps it to 1–3 × font size.") { $0.minHeight = $1 }
    public static let maxHeight = number("maxHeight", "a height in px", range: 0...10_000,
        "CSS max-height in px; Chromium clamps it to at most 3 × font size.") { $0.maxHeight = $1 }
    public static let paddingVertical = number("paddingVertical", "a padding in px", range: 0...10_000,
        "CSS padding-top (bottom follows) in px; Chromium caps it at 1 em with height auto and resets it to 0 otherwise.") { $0.paddingVertical = $1 }
    public static let paddingHorizontal = number("paddingHorizontal", "a padding in px", range: 0...10_000,
        "CSS padding-left (right follows) in px; Chromium caps it at 5 em with width auto and resets it to 0 otherwise, unless the border is distinct.") { $0.paddingHorizontal = $1 }
    public static let borderWidth = number("borderWidth", "a border width in px", range: 0...10_000,
        "CSS border width in px; Chromium clamps it to 0.5 × font size.") { $0.borderWidth = $1 }
    public static let lang = text("lang", "The element's inherited lang, which picks Chromium's text (default en).") { $0.lang = $1 }
    public static let browserLanguage = text("browserLanguage", "The browser's language, Chromium's fallback after lang (default en).") { $0.browserLanguage = $1 }
    public static let precise = ButtonKey("precise", .flag, places: [.theme], default: .flag(false),
        "The element's precise attribute: the text asks for precise location.") { spec, value in
        spec.web.precise = value.flag ?? spec.web.precise
    }
    public static let background = color("background", "The CSS background-color (default: the shared background); must be opaque.") { $0.background = $1 }
    public static let foreground = color("foreground", "The CSS color (default: the shared foreground); must be opaque and 3:1 against the background.") { $0.foreground = $1 }
    public static let width = number("width", "a width in px", range: 0...10_000,
        "CSS width in px (default auto); not auto resets padding-left/right to 0 unless the border is distinct.") { $0.width = $1 }
    public static let height = number("height", "a height in px", range: 0...10_000,
        "CSS height in px (default auto); not auto resets padding-top/bottom to 0.") { $0.height = $1 }
    public static let minWidth = number("minWidth", "a width in px", range: 0...10_000,
        "CSS min-width in px; Chromium keeps it within 1–3 × the content's fit-content width.") { $0.minWidth = $1 }
    public static let maxWidth = number("maxWidth", "a width in px", range: 0...10_000,
        "CSS max-width in px; Chromium caps it at 3 × fit-content unless the border is distinct.") { $0.maxWidth = $1 }
    public static let borderStyle = choice("borderStyle", "a border style", WebKeyNames.borderStyles, default: "solid",
        "CSS border-style of the four borders (the UA's: solid); none and hidden draw no border.") { $0.borderStyle = $1 }
    public static let borderColor = color("borderColor",
        "CSS border-color (default: the UA's ButtonBorder, #767676); opaque and 3:1 against the background makes the border distinct: no padding or max-width cap.") { $0.borderColor = $1 }
    public static let borderRadius = number("borderRadius", "a corner radius in px", range: 0...10_000,
        "CSS border-radius of the four corners in px (default 3, the UA's); corners that differ are capped at 25% of the width, 50% of the height.") { $0.borderRadius = $1 }
    public static let borderTopLeftRadius = corner("borderTopLeftRadius", 0)
    public static let borderTopRightRadius = corner("borderTopRightRadius", 1)
    public static let borderBottomRightRadius = corner("borderBottomRightRadius", 2)
    public static let borderBottomLeftRadius = corner("borderBottomLeftRadius", 3)
    public static let iconSize = number("iconSize", "an icon size in px", range: 0...10_000,
        "::permission-icon height in px (default 1.3em); Chromium caps it at 1.5em.") { $0.iconSize = $1 }
    public static let iconGap = number("iconGap", "a gap in px", range: 0...10_000,
        "::permission-icon margin-inline-end in px (default 5); Chromium caps it at 3em.") { $0.iconGap = $1 }
    public static let iconFill = color("iconFill",
        "::permission-icon fill (default: the text color); Chromium applies any color and checks no contrast.") { $0.iconFill = $1 }
    public static let fontStyle = choice("fontStyle", "a font style", WebKeyNames.fontStyles, default: "normal",
        "CSS font-style; Chromium draws oblique as normal.") { $0.fontStyle = $1 }
    public static let outlineOffset = number("outlineOffset", "an offset in px",
        "CSS outline-offset in px; Chromium makes a negative offset 0.") { $0.outlineOffset = $1 }
    public static let boxShadow = choice("boxShadow", "a box shadow", WebKeyNames.boxShadows, default: "none",
        "CSS box-shadow: none, outer shadows, or a list with an inset shadow (Chromium drops the list).") { $0.boxShadow = $1 }
    public static let ignoredProperties = ButtonKey("ignoredProperties",
        .list(of: .choice(what: "a CSS property", names: WebKeyNames.ignorableProperties), noun: "property"), places: [.theme],
        "CSS properties the page sets on the element that Chromium does not apply; each is reported as information.") { spec, value in
        spec.web.ignoredProperties = value.texts ?? spec.web.ignoredProperties
    }
    public static let ancestorOpacity = number("ancestorOpacity", "an opacity", range: 0...1,
        "The product of the ancestors' opacity (default 1); below 1 the element is invalid (intersection_occluded_or_distorted).") { $0.ancestorOpacity = $1 }
    public static let ancestorTransform = choice("ancestorTransform", "an ancestor transform", WebKeyNames.ancestorTransforms, default: "none",
        "An ancestor's transform; rotate or skew make the element invalid (intersection_occluded_or_distorted).") { $0.ancestorTransform = $1 }
    public static let ancestorClip = choice("ancestorClip", "an ancestor clip", WebKeyNames.ancestorClips, default: "none",
        "An ancestor that cuts into the element: clipPath (intersection_out_of_viewport_or_clipped) or mask (style_invalid).") { $0.ancestorClip = $1 }
}

/// The names of the web section's choice keys, here for the key table (`Model` comes before
/// `System`); a test checks that they are the `System/Web` types' names.
public enum WebKeyNames {
    public static let borderStyles = ["none", "hidden", "solid", "dashed", "dotted", "double", "groove", "ridge", "inset", "outset"]
    public static let fontStyles = ["normal", "italic", "oblique"]
    public static let boxShadows = ["none", "outer", "inset"]
    public static let ancestorTransforms = ["none", "translate", "rotate", "skew"]
    public static let ancestorClips = ["none", "clipPath", "mask"]
    /// What the element's cascade filter drops (WPT invalid-css-properties.tentative.html).
    public static let ignorableProperties = ["transform", "filter", "clip-path", "mask", "background-image", "border-image",
                                             "cursor", "content-visibility", "contain", "corner-shape"]
}

extension ButtonKey {
    /// A number row of a platform section (`android:`, `web:`), written into that section's settings.
    package static func sectionNumber<Settings>(_ section: WritableKeyPath<ButtonSpec, Settings> & Sendable, _ name: String, _ what: String,
                                        range: ClosedRange<Double>, positive: Bool, _ doc: String,
                                        _ set: @escaping @Sendable (inout Settings, Double) -> Void) -> ButtonKey {
        ButtonKey(name, .number(NumericBounds.Bound(what: what, range: range, positive: positive)), places: [.theme], doc) { spec, value in
            if let number = value.number { set(&spec[keyPath: section], number) }
        }
    }

    /// A color row of a platform section.
    package static func sectionColor<Settings>(_ section: WritableKeyPath<ButtonSpec, Settings> & Sendable, _ name: String, _ doc: String,
                                       _ set: @escaping @Sendable (inout Settings, ColorReference) -> Void) -> ButtonKey {
        ButtonKey(name, .color, places: [.theme], doc) { spec, value in
            if let text = value.text { set(&spec[keyPath: section], ColorReference(text)) }
        }
    }
}

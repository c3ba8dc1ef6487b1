/// The rows of a theme button's `android:` section (`ButtonKeys.android`): SystemUI's request in
/// dp, with bounds wide enough to let through what SystemUI clamps (a negative stroke, a 20 dp
/// height), so that the clamp is reported rather than the value refused.
public enum AndroidKeys {
    public static let all: [ButtonKey] = [width, height, padding, strokeWidth, cornerRadius, label, locales, density, fontScale,
                                          background, foreground, iconTint]

    static let dp = -10_000.0...10_000
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
    static let factor = 0.1...10
    public static let density = number("density", "a display density", range: factor,
        "Display density (px per dp) the dp become pixels at, as SystemUI rounds them; default 1.") { $0.density = $1 }
    public static let fontScale = number("fontScale", "a font scale", range: factor,
        "The system font scale the label is drawn at; default 1.") { $0.fontScale = $1 }
    public static let background = color("background", "The fill on Android (default: the shared background); drawn opaque.") { $0.background = $1 }
    public static let foreground = color("foreground", "The label color on Android (default: the shared foreground); changed until 4.5:1.") { $0.foreground = $1 }
    public static let iconTint = color("iconTint", "The icon tint on Android (default: the label color); changed until 4.5:1.") { $0.iconTint = $1 }
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
                                          background, foreground]

    static let px = -10_000.0...10_000
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
        "CSS padding-top (bottom follows) in px with height auto; Chromium clamps it to 1 em.") { $0.paddingVertical = $1 }
    public static let paddingHorizontal = number("paddingHorizontal", "a padding in px", range: 0...10_000,
        "CSS padding-left (right follows) in px with width auto; Chromium clamps it to 5 em.") { $0.paddingHorizontal = $1 }
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
}

extension ButtonKey {
    /// A number row of a platform section (`android:`, `web:`), written into that section's settings.
    static func sectionNumber<Settings>(_ section: WritableKeyPath<ButtonSpec, Settings> & Sendable, _ name: String, _ what: String,
                                        range: ClosedRange<Double>, positive: Bool, _ doc: String,
                                        _ set: @escaping @Sendable (inout Settings, Double) -> Void) -> ButtonKey {
        ButtonKey(name, .number(NumericBounds.Bound(what: what, range: range, positive: positive)), places: [.theme], doc) { spec, value in
            if let number = value.number { set(&spec[keyPath: section], number) }
        }
    }

    /// A color row of a platform section.
    static func sectionColor<Settings>(_ section: WritableKeyPath<ButtonSpec, Settings> & Sendable, _ name: String, _ doc: String,
                                       _ set: @escaping @Sendable (inout Settings, ColorReference) -> Void) -> ButtonKey {
        ButtonKey(name, .color, places: [.theme], doc) { spec, value in
            if let text = value.text { set(&spec[keyPath: section], ColorReference(text)) }
        }
    }
}

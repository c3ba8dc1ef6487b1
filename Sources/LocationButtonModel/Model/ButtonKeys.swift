/// Every key a button may have, one row each: the one place to add a key (docs/ARCHITECTURE.md,
/// "Adding a button key"). Row order is the order the theme decoder reads the keys in and spelling
/// hints consider them; the schemas (schema/theme.schema.json, schema/locbutton.schema.json) and
/// docs/theme-files.md's key table are tested equal to these rows.
public enum ButtonKeys {
    private static let everywhere: Set<ButtonKey.Place> = [.theme, .scan, .config, .directive]
    /// Keys the code does not show: a theme or the team states them.
    private static let stated: Set<ButtonKey.Place> = [.theme, .config, .directive]

    /// Every row, in order (`id` first: a theme's button needs it before its other keys).
    public static let all: [ButtonKey] = [
        id, api, title, glyph, fontSize, textStyle, background, foreground, alpha, ancestorAlpha, cornerRadius,
        width, height, maxWidth, device, dynamicType, backdrops, platform, scale, rotation, occluded, filter, colorScheme,
        platforms, android, web,
    ]

    // One row per key. Documentation strings are the schemas' descriptions (a color's is preceded
    // by what a color may be: `ButtonKeyType.colorDescription`).

    public static let id = ButtonKey("id", .identifier, places: [.theme],
        "Unique name; reports name the button by it.") { spec, value in spec.id = value.text ?? spec.id }
    public static let api = ButtonKey("api", .choice(ButtonAPI.self, "an API"), places: [.theme], default: .text("uikit"),
        "CLLocationButton (UIKit) or LocationButton (SwiftUI); decides the default fill.") { spec, value in
        spec.api = value.text.flatMap(ButtonAPI.init(rawValue:)) ?? spec.api
    }
    public static let title = ButtonKey("title", .choice(Title.self, "a title"), places: everywhere,
        "The system title drawn (none: the glyph alone). Unset: the API's own (UIKit none, SwiftUI currentLocation). \(DrawnContent.noneAndNoGlyph).") { spec, value in
        spec.title = value.text.flatMap(Title.init(rawValue:)) ?? spec.title
    }
    public static let glyph = ButtonKey("glyph", .choice(Glyph.self, "a glyph"), places: everywhere,
        "The arrow drawn (none: the title alone). Unset: the API's own (UIKit none, SwiftUI arrowFilled). \(DrawnContent.noneAndNoGlyph).") { spec, value in
        spec.glyph = value.text.flatMap(Glyph.init(rawValue:)) ?? spec.glyph
    }
    public static let fontSize = ButtonKey("fontSize", .number(NumericBounds.Bound(what: "a font size in points", range: NumericBounds.fontSize)),
        places: everywhere,
        "The font size the app sets, in points (UIKit fontSize, SwiftUI .font(.system(size:))). Unset or below 12: the system draws 18 (a warning when set below 12). Fixed unless textStyle is given.") { spec, value in
        spec.fontSize = value.number ?? spec.fontSize
    }
    public static let textStyle = ButtonKey("textStyle", .choice(TextStyle.self, "a text style"), places: everywhere,
        "The text style the size follows Dynamic Type with: SwiftUI .font(.body) etc., or a UIKit app scaling fontSize with UIFontMetrics(forTextStyle:). Unset: the size is fixed.") { spec, value in
        spec.textStyle = value.text.flatMap(TextStyle.init(rawValue:)) ?? spec.textStyle
    }
    public static let background = ButtonKey("background", .color, places: everywhere,
        "The fill: UIKit backgroundColor, SwiftUI .tint. Default systemBlue (SwiftUI: the AccentColor asset if any).") { spec, value in
        spec.background = value.text.map { ColorReference($0) } ?? spec.background
    }
    public static let foreground = ButtonKey("foreground", .color, places: everywhere,
        "Title and glyph: UIKit tintColor, SwiftUI .foregroundStyle. Default white.") { spec, value in
        spec.foreground = value.text.map { ColorReference($0) } ?? spec.foreground
    }
    public static let alpha = ButtonKey("alpha", .number(NumericBounds.Bound(what: "an alpha", range: NumericBounds.alpha)), places: everywhere,
        default: .number(1),
        "The button's own alpha (UIKit alpha / layer opacity): CoreLocationUI checks its colors at this alpha (\"Insufficient Alpha\").") { spec, value in
        spec.viewAlpha = value.number ?? spec.viewAlpha
    }
    public static let ancestorAlpha = ButtonKey("ancestorAlpha", .number(NumericBounds.Bound(what: "an alpha", range: NumericBounds.alpha)), places: everywhere,
        default: .number(1),
        "The product of the enclosing views' opacities (SwiftUI .opacity, UIKit superviews' alpha): checked with alpha at every tap, silently.") { spec, value in
        spec.ancestorAlpha = value.number ?? spec.ancestorAlpha
    }
    public static let cornerRadius = ButtonKey("cornerRadius", .number(NumericBounds.Bound(what: "a corner radius in points", range: NumericBounds.cornerRadius)),
        places: everywhere, "Corner radius in points.") { spec, value in
        spec.cornerRadius = value.number ?? spec.cornerRadius
    }
    public static let width = ButtonKey("width", .number(NumericBounds.Bound(what: "a width in points", range: NumericBounds.length, positive: true)),
        places: everywhere, "Fixed frame width in points.") { spec, value in
        spec.frame.width = value.number ?? spec.frame.width
    }
    public static let height = ButtonKey("height", .number(NumericBounds.Bound(what: "a height in points", range: NumericBounds.length, positive: true)),
        places: everywhere,
        "Fixed frame height in points (otherwise the button takes the height it needs).") { spec, value in
        spec.frame.height = value.number ?? spec.frame.height
    }
    public static let maxWidth = ButtonKey("maxWidth", .number(NumericBounds.Bound(what: "a maximum width in points", range: NumericBounds.length, positive: true)),
        places: everywhere, "Widest the button may grow, in points.") { spec, value in
        spec.frame.maxWidth = value.number ?? spec.frame.maxWidth
    }
    public static let device = ButtonKey("device", .choice(DevicePreset.self, "a device"), places: stated,
        "Screen whose content width limits the button (default iphone-se-portrait).") { spec, value in
        spec.frame.device = value.text.flatMap(DevicePreset.init(rawValue:)) ?? spec.frame.device
    }
    public static let dynamicType = ButtonKey("dynamicType", .sizeRange, places: everywhere, default: .flag(true),
        "With a textStyle: true (every size), false (fixed) or the clamp range, e.g. xSmall...AX3 (UIKit min/maximumContentSizeCategory, SwiftUI .dynamicTypeSize(...)).") { spec, value in
        if case .sizeRange(let behavior) = value { spec.dynamicType = behavior }
    }
    // A comment's words hold no list.
    public static let backdrops = ButtonKey("backdrops", .list(of: .color, noun: "backdrop color"), places: [.theme, .config],
        "What may lie behind a translucent button (default: any color).") { spec, value in
        spec.backdrops = value.texts.map { $0.map { ColorReference($0) } } ?? spec.backdrops
    }
    public static let platform = ButtonKey("platform", .choice(Platform.self, "a platform"), places: stated, default: .text("ios"),
        "Where the app runs: mac-catalyst and visionos-designed-for-ipad ignore the button's taps.") { spec, value in
        spec.platform = value.text.flatMap(Platform.init(rawValue:)) ?? spec.platform
    }
    public static let scale = ButtonKey("scale", .number(NumericBounds.Bound(what: "a scale factor", range: NumericBounds.scale)), places: everywhere,
        default: .number(1),
        "Tap-time scale of the button or an ancestor: only 1.0–1.1 grants location.") { spec, value in
        spec.scale = value.number ?? spec.scale
    }
    public static let rotation = ButtonKey("rotation", .number(NumericBounds.Bound(what: "a rotation in degrees", range: NumericBounds.rotation)),
        places: everywhere, default: .number(0),
        "Tap-time rotation in degrees: any rotation but the device's own makes taps grant nothing.") { spec, value in
        spec.rotation = value.number ?? spec.rotation
    }
    public static let occluded = ButtonKey("occluded", .flag, places: everywhere, default: .flag(false),
        "Something is drawn over the button: taps grant nothing.") { spec, value in
        spec.occluded = value.flag ?? spec.occluded
    }
    public static let filter = ButtonKey("filter", .text(what: "a filter name such as blur"), places: everywhere,
        "A filter on the button or an ancestor (e.g. blur): taps grant nothing.") { spec, value in
        spec.filter = value.text ?? spec.filter
    }
    public static let colorScheme = ButtonKey("colorScheme", .choice(ColorScheme.self, "a color scheme"), places: [.scan],
        "The one appearance family the app fixes for the button (SwiftUI .preferredColorScheme, UIKit overrideUserInterfaceStyle).") { spec, value in
        spec.colorScheme = value.text.flatMap(ColorScheme.init(rawValue:)) ?? spec.colorScheme
    }

    // Other systems' buttons (docs/cross-platform.md): theme files only; a scan reads iOS code.
    public static let platforms = ButtonKey("platforms", .list(of: .choice(ButtonPlatform.self, "a platform"), noun: "platform"),
        places: [.theme], default: .list([.text("ios")]),
        "The systems the one design ships on: ios (CoreLocationUI), android (Android 17's SystemUI button), web (Chromium's geolocation element). Each named platform's findings are reported with its name.") { spec, value in
        if let names = value.texts { spec.platforms = names.compactMap(ButtonPlatform.init(rawValue:)) }
    }
    public static let android = ButtonKey("android", .section(noun: "android settings", keys: AndroidKeys.all), places: [.theme],
        "Android 17 values where they differ from the shared keys (colors and cornerRadius are shared unless set here), judged when platforms names android.") { _, _ in }
    public static let web = ButtonKey("web", .section(noun: "web settings", keys: WebKeys.all), places: [.theme],
        "Chromium geolocation element values (CSS px) where they differ from the shared keys (colors are shared unless set here), judged when platforms names web.") { _, _ in }

    /// The keys `place` accepts, in row order.
    public static func keys(in place: ButtonKey.Place) -> [ButtonKey] { all.filter { $0.places.contains(place) } }

    private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    public static func key(_ name: String) -> ButtonKey? { byName[name] }
}

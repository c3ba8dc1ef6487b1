/// One button design as the three platforms receive it: shared colors, and per-platform values
/// where a team sets them (a plain value, independent of the theme file, so that a theme's
/// `platforms:` rows only have to fill it in). docs/cross-platform.md.
public struct CrossPlatformDesign: Sendable, Hashable {
    public var foreground: Color
    public var background: Color
    /// The arrow's color on Android where the app sets one (`setIconTint`); nil: SystemUI's own
    /// (`AndroidButtonModel.systemIconTint`).
    public var iconTint: Color?
    public var android: AndroidOverrides?
    public var web: WebOverrides?

    public init(foreground: Color, background: Color, iconTint: Color? = nil,
                android: AndroidOverrides? = nil, web: WebOverrides? = nil) {
        self.foreground = foreground; self.background = background; self.iconTint = iconTint
        self.android = android; self.web = web
    }
}

/// What an app passes `LocationButtonRequest`, in dp (converted with the density as the API's px).
public struct AndroidOverrides: Sendable, Hashable {
    public var width: Double
    public var height: Double
    /// Left, top, right, bottom; nil leaves SystemUI's default (4 dp).
    public var padding: [Double]?
    public var strokeWidth: Double?
    public var cornerRadius: Double?
    public var label: AndroidLabel
    /// The app's locales, first preferred; SystemUI draws the label in them.
    public var locales: [String]
    public var density: Float
    /// The system font scale (SystemUI's own configuration).
    public var fontScale: Double
    /// Colors where Android's differ from the shared ones.
    public var foreground: Color?
    public var background: Color?

    public init(width: Double, height: Double, padding: [Double]? = nil, strokeWidth: Double? = nil,
                cornerRadius: Double? = nil, label: AndroidLabel = .none, locales: [String] = ["en"],
                density: Float = 1, fontScale: Double = 1, foreground: Color? = nil, background: Color? = nil) {
        self.width = width; self.height = height; self.padding = padding; self.strokeWidth = strokeWidth
        self.cornerRadius = cornerRadius; self.label = label; self.locales = locales; self.density = density
        self.fontScale = fontScale; self.foreground = foreground; self.background = background
    }

    /// dp to the px an app hands the API: `(dp × density).roundToInt()` in `float`.
    package func px(_ dp: Double) -> Int { AndroidColorMath.javaRound(Float(dp) * density) }
}

/// The `<geolocation>` element's CSS values that matter to its checks (CSS px), and its language.
public struct WebOverrides: Sendable, Hashable {
    public var style: WebElementStyleValues
    /// The element's inherited `lang`; `browserLanguage` is the fallback Chromium uses next.
    public var lang: String
    public var browserLanguage: String
    /// `precise` on the element: the text asks for precise location.
    public var precise: Bool
    public var foreground: Color?
    public var background: Color?

    public init(style: WebElementStyleValues = WebElementStyleValues(), lang: String = "en", browserLanguage: String = "en",
                precise: Bool = false, foreground: Color? = nil, background: Color? = nil) {
        self.style = style; self.lang = lang; self.browserLanguage = browserLanguage; self.precise = precise
        self.foreground = foreground; self.background = background
    }
}

/// `WebElementStyle` without its colors (they come from the design).
public struct WebElementStyleValues: Sendable, Hashable {
    public var fontSize: Double
    public var fontWeight, letterSpacing, wordSpacing, minHeight, maxHeight, paddingTop, paddingLeft, borderWidth: Double?
    /// Size, border, corners, icon, dropped values and ancestors (UA defaults).
    public var box = WebElementBox()

    public init(fontSize: Double = WebPermissionElementModel.defaultFontSize, fontWeight: Double? = nil,
                letterSpacing: Double? = nil, wordSpacing: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil,
                paddingTop: Double? = nil, paddingLeft: Double? = nil, borderWidth: Double? = nil) {
        self.fontSize = fontSize; self.fontWeight = fontWeight; self.letterSpacing = letterSpacing
        self.wordSpacing = wordSpacing; self.minHeight = minHeight; self.maxHeight = maxHeight
        self.paddingTop = paddingTop; self.paddingLeft = paddingLeft; self.borderWidth = borderWidth
    }

    package func style(color: Color, background: Color) -> WebElementStyle {
        var style = WebElementStyle(color: color, backgroundColor: background, fontSize: fontSize, fontWeight: fontWeight,
                                    letterSpacing: letterSpacing, wordSpacing: wordSpacing, minHeight: minHeight, maxHeight: maxHeight,
                                    paddingTop: paddingTop, paddingLeft: paddingLeft, borderWidth: borderWidth)
        style.box = box
        return style
    }
}

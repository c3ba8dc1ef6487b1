/// One color pair judged by each platform's own rule: CoreLocationUI's 1.5 rule (the button is
/// disabled), Android's `ensureContrast` at 4.5 (the colors are changed), Chromium's style checks
/// at a CSS font size, by default the UA's 16 px (the element is invalid). docs/cross-platform.md says from which
/// source and version each comes.
public struct CrossPlatformContrast: Sendable, Hashable {
    public var platforms: [ButtonPlatform]
    public var ios: SystemContrastAnalysis
    public var android: AndroidButtonOutcome
    public var web: WebStyleValidity
    /// The 8-bit colors Android is given: a color outside sRGB is clamped to it first.
    public var androidForeground: AndroidColorInt
    public var androidBackground: AndroidColorInt

    public init(foreground: Color, background: Color, ios: SystemContrastAnalysis, platforms: [ButtonPlatform],
                webFontSize: Double = WebPermissionElementModel.defaultFontSize) {
        self.platforms = platforms
        self.ios = ios
        androidForeground = AndroidColorInt(foreground)
        androidBackground = AndroidColorInt(background)
        // Sizes at their minimum (48 dp at density 1) so that only the colors can change here.
        // The one color pair is the text's and the icon's (as on iOS, where the arrow takes the title's color).
        android = AndroidButtonOutcome(AndroidButtonRequest(background: androidBackground, textColor: androidForeground,
                                                            iconTint: androidForeground, width: 48, height: 48))
        web = WebStyleValidity(WebElementStyle(color: foreground, backgroundColor: background, fontSize: webFontSize))
        self.webFontSize = webFontSize
    }

    /// The CSS font size (px) the web element is judged at.
    public var webFontSize: Double

    /// Whether a platform refuses the button outright: iOS disables it, the web marks it invalid.
    public func isDisabled(_ platform: ButtonPlatform) -> Bool {
        switch platform {
        case .ios: !ios.passes
        case .android: false
        case .web: web.verdict == .invalid
        }
    }

    /// Whether a platform draws something other than the design (Android's silent recolor).
    public func isChanged(_ platform: ButtonPlatform) -> Bool {
        platform == .android && !android.changes.isEmpty
    }

    /// Whether all three platforms take the colors as they are: iOS passes its 1.5 rule, Android
    /// draws them unchanged (opaque fill, ≥ 4.5:1 in its own 8-bit math) and the web element is valid.
    public static func allAccept(foreground: Color, background: Color, ios: SystemButtonColors,
                                 webFontSize: Double = WebPermissionElementModel.defaultFontSize) -> Bool {
        var colors = ios
        colors.foreground = foreground; colors.background = background
        guard SystemContrastFormula.evaluate(colors).passes else { return false }
        let fill = AndroidColorInt(background)
        guard fill.alpha == 255,
              AndroidColorMath.contrast(AndroidColorInt(foreground), fill) >= AndroidButtonModel.minimumContrast else { return false }
        return WebStyleValidity(WebElementStyle(color: foreground, backgroundColor: background, fontSize: webFontSize)).verdict == .valid
    }

    /// The smallest lightness change (foreground or background, OKLab ΔE) after which all three
    /// platforms take the colors unchanged; nil when they already do or no lightness gets there.
    public var smallestCommonFix: ContrastSuggestion? {
        let c = ios.colors
        let button = ButtonColors(foreground: c.foreground, background: c.background, viewAlpha: c.cumulativeAlpha)
        let fixes = [ContrastSuggestion.Role.foreground, .background].compactMap { role in
            ContrastSuggester.nearest(role: role, button: button, required: 1) {
                Self.allAccept(foreground: $0.foreground, background: $0.background, ios: c, webFontSize: webFontSize) ? 1 : 0
            }
        }
        return fixes.min { $0.distance < $1.distance }
    }

    /// Android's contrast of the colors it draws, for the report.
    public var androidDrawnContrast: Double { AndroidColorMath.contrast(android.textColor, android.background) }
}

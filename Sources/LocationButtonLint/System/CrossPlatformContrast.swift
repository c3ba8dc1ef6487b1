/// The platforms whose system location button this tool models.
public enum ButtonPlatform: String, Sendable, Hashable, CaseIterable, Codable {
    case ios, android, web
}

/// One color pair judged by each platform's own rule: CoreLocationUI's 1.5 rule (the button is
/// disabled), Android's `ensureContrast` at 4.5 (the colors are changed), Chromium's style checks
/// at the UA's default 16 px (the element is invalid). docs/cross-platform.md says from which
/// source and version each comes.
public struct CrossPlatformContrast: Sendable, Hashable {
    public var platforms: [ButtonPlatform]
    public var ios: SystemContrastAnalysis
    public var android: AndroidButtonOutcome
    public var web: WebStyleValidity
    /// The 8-bit colors Android is given: a color outside sRGB is clamped to it first.
    public var androidForeground: AndroidColorInt
    public var androidBackground: AndroidColorInt

    public init(foreground: Color, background: Color, ios: SystemContrastAnalysis, platforms: [ButtonPlatform]) {
        self.platforms = platforms
        self.ios = ios
        androidForeground = AndroidColorInt(foreground)
        androidBackground = AndroidColorInt(background)
        // Sizes at their minimum (48 dp at density 1) so that only the colors can change here.
        android = AndroidButtonOutcome(AndroidButtonRequest(background: androidBackground, textColor: androidForeground,
                                                            width: 48, height: 48))
        web = WebStyleValidity(WebElementStyle(color: foreground, backgroundColor: background))
    }

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

    /// Android's contrast of the colors it draws, for the report.
    public var androidDrawnContrast: Double { AndroidColorMath.contrast(android.textColor, android.background) }
}

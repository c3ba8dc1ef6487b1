/// One customized location button, as a theme declares it. Colors stay unresolved references
/// (by role: `background` is the fill, `foreground` colors title and glyph) until the engine
/// resolves them per appearance.
public struct ButtonSpec: Sendable, Hashable {
    /// Unique within a run; names the button in every report.
    public var id: String
    public var api: ButtonAPI
    /// The system title (`none`: glyph only).
    public var title: Title
    public var glyph: Glyph
    /// Font size in points at the default content size category (Large).
    public var fontSize: Double
    /// The text style the size scales with; nil scales like body (`UIFontMetrics.default`).
    public var textStyle: TextStyle?
    public var weight: FontWeight
    /// The fill (UIKit `backgroundColor`, SwiftUI `.tint`); nil: the API's default.
    public var background: ColorReference?
    /// Title and glyph color (UIKit `tintColor`, SwiftUI `.foregroundStyle`); nil: white.
    public var foreground: ColorReference?
    /// The view's alpha times all its ancestors' alphas.
    public var viewAlpha: Double
    /// nil: the system's default shape.
    public var cornerRadius: Double?
    public var frame: ButtonFrame
    public var dynamicType: DynamicTypeBehavior
    /// What may lie behind the button; nil: anything (the whole RGB cube).
    public var backdrops: [ColorReference]?
    public var platform: Platform
    /// Where the theme declares the button.
    public var source: SourceLocation?
    /// Settings a scan of the app's code found but could not evaluate (a variable, a call, a
    /// custom modifier, a `#if` branch): the button is judged without them, and `uncertain`.
    public var unresolved: [UnresolvedValue] = []

    public init(
        id: String, api: ButtonAPI = .uikit, title: Title = .currentLocation, glyph: Glyph = .arrowFilled,
        fontSize: Double = ButtonSpec.defaultFontSize, textStyle: TextStyle? = nil, weight: FontWeight = .regular,
        background: ColorReference? = nil, foreground: ColorReference? = nil, viewAlpha: Double = 1,
        cornerRadius: Double? = nil, frame: ButtonFrame = ButtonFrame(), dynamicType: DynamicTypeBehavior = .full,
        backdrops: [ColorReference]? = nil, platform: Platform = .iOS, source: SourceLocation? = nil
    ) {
        self.id = id; self.api = api; self.title = title; self.glyph = glyph; self.fontSize = fontSize
        self.textStyle = textStyle; self.weight = weight; self.background = background
        self.foreground = foreground; self.viewAlpha = viewAlpha; self.cornerRadius = cornerRadius
        self.frame = frame; self.dynamicType = dynamicType; self.backdrops = backdrops
        self.platform = platform; self.source = source
    }

    /// Body size at Large. An assumption: Apple does not document `CLLocationButton.fontSize`'s
    /// default, and 17 pt is the system's default text size.
    public static let defaultFontSize: Double = 17

    /// The fill actually drawn. Both APIs default to the system blue; an unset SwiftUI `.tint`
    /// inherits the app's accent color, i.e. the `AccentColor` asset when the app has one.
    public func resolvedBackground(hasAccentColorAsset: Bool) -> ColorReference {
        if let background { return background }
        switch api {
        case .uikit: return .systemBlue
        case .swiftui: return hasAccentColorAsset ? .accentColor : .systemBlue
        }
    }

    /// The title and glyph color actually drawn (white unless set).
    public var resolvedForeground: ColorReference { foreground ?? .white }

    /// The title's point size when the user picked `category`: scaled with the text style and
    /// clamped to the button's range, or the fixed size when it does not follow Dynamic Type.
    public func pointSize(at category: SizeCategory) -> Double {
        guard dynamicType.follows else { return fontSize }
        return (textStyle ?? .body).scaledValue(fontSize, at: shownCategory(at: category))
    }

    /// The category whose size the title takes when the user picks `category`: the button's
    /// Dynamic Type clamp holds it inside its range, so reports name this one, not the setting.
    public func shownCategory(at category: SizeCategory) -> SizeCategory {
        category.clamped(to: dynamicType.range)
    }

    /// The weight the title is drawn in, bolder under the Bold Text setting.
    public func titleWeight(boldText: Bool) -> FontWeight { boldText ? weight.boldTextWeight : weight }
}

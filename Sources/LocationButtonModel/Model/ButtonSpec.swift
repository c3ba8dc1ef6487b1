/// What a button looks like and how it is set up: everything that is judged, without what names
/// and places it. Buttons with one design are judged once (`PreparedButtons`), so equality and
/// hashing are the compiler's: a new property cannot be left out of them. Colors stay unresolved
/// references (by role: `background` is the fill, `foreground` colors title and glyph) until the
/// engine resolves them per appearance.
public struct ButtonDesign: Sendable, Hashable {
    public var api: ButtonAPI
    /// The system title drawn (`none`: glyph only); see `DrawnContent` for what an unset
    /// `label` or `icon` draws.
    public var title: Title
    public var glyph: Glyph
    /// The theme asked for no title and set no glyph: the system draws "Current Location"
    /// without the arrow (`DrawnContent`), which reports say where it matters.
    public var drawsTitleForNoneAndNoGlyph = false
    /// The font size the app sets, in points (UIKit `fontSize`, SwiftUI `.font(.system(size:))`);
    /// 0 when unset, as `CLLocationButton` starts. The system draws sizes below 12 at 18.
    public var fontSize: Double
    /// The text style the app scales the size with (UIKit: `UIFontMetrics(forTextStyle:)` on
    /// `fontSize`; SwiftUI: a text-style `.font`). nil: the size is fixed.
    public var textStyle: TextStyle?
    /// The fill (UIKit `backgroundColor`, SwiftUI `.tint`); nil: the API's default.
    public var background: ColorReference?
    /// Title and glyph color (UIKit `tintColor`, SwiftUI `.foregroundStyle`); nil: white.
    public var foreground: ColorReference?
    /// The button's own alpha (UIKit `alpha` / layer opacity).
    public var viewAlpha: Double
    /// The product of the enclosing views' opacities (SwiftUI `.opacity`, UIKit superviews).
    public var ancestorAlpha: Double
    /// nil: the system's default shape.
    public var cornerRadius: Double?
    public var frame: ButtonFrame
    /// The clamp range of Dynamic Type; it matters only with a `textStyle`.
    public var dynamicType: DynamicTypeBehavior
    /// What may lie behind the button; nil: anything (the whole RGB cube).
    public var backdrops: [ColorReference]?
    public var platform: Platform
    /// Tap-time transform: uniform scale and rotation in degrees of the button or an ancestor.
    public var scale: Double
    public var rotation: Double
    /// Something is drawn over the button (tap-time occlusion).
    public var occluded: Bool
    /// A filter on the button or an ancestor (`blur`, …); nil: none.
    public var filter: String?
    /// The one appearance family the app fixes for the button (`.preferredColorScheme(.dark)`:
    /// dark and dark with Increase Contrast); nil: every appearance the run checks.
    public var colorScheme: ColorScheme?
    /// Found in a SwiftUI preview (`#Preview`, a `PreviewProvider`): reported, never shipped, so
    /// it does not gate.
    public var isPreview = false
    /// Settings a scan of the app's code found but could not evaluate (a variable, a call, a
    /// custom modifier, a `#if` branch): the button is judged without them, and `uncertain`.
    public var unresolved: [UnresolvedValue] = []
    /// The systems the design ships on (a theme's `platforms:`); iOS alone unless it names others.
    public var platforms: [ButtonPlatform] = [.ios]
    /// Per-platform values where they differ from the shared keys (docs/cross-platform.md).
    public var android = AndroidSettings()
    public var web = WebSettings()
}

/// One customized location button, as a theme declares it or a scan finds it: its id and place,
/// and its design, whose properties read as the spec's own (`spec.title`).
@dynamicMemberLookup
public struct ButtonSpec: Sendable, Hashable {
    /// Unique within a run; names the button in every report.
    public var id: String
    /// Where the theme declares the button.
    public var source: SourceLocation?
    /// Everything that is judged.
    public var design: ButtonDesign

    @inlinable
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<ButtonDesign, Value>) -> Value {
        get { design[keyPath: keyPath] }
        set { design[keyPath: keyPath] = newValue }
    }

    public init(
        id: String, api: ButtonAPI = .uikit, title: Title = .currentLocation, glyph: Glyph = .arrowFilled,
        fontSize: Double = 0, textStyle: TextStyle? = nil,
        background: ColorReference? = nil, foreground: ColorReference? = nil, viewAlpha: Double = 1,
        ancestorAlpha: Double = 1, cornerRadius: Double? = nil, frame: ButtonFrame = ButtonFrame(),
        dynamicType: DynamicTypeBehavior = .full, backdrops: [ColorReference]? = nil, platform: Platform = .iOS,
        scale: Double = 1, rotation: Double = 0, occluded: Bool = false, filter: String? = nil,
        source: SourceLocation? = nil
    ) {
        self.id = id; self.source = source
        design = ButtonDesign(api: api, title: title, glyph: glyph, fontSize: fontSize, textStyle: textStyle,
                              background: background, foreground: foreground, viewAlpha: viewAlpha,
                              ancestorAlpha: ancestorAlpha, cornerRadius: cornerRadius, frame: frame,
                              dynamicType: dynamicType, backdrops: backdrops, platform: platform, scale: scale,
                              rotation: rotation, occluded: occluded, filter: filter)
    }

    /// The appearances of `checked` the button can be shown in. A run that checks none of them
    /// (`--appearance light` for a dark-only button) checks its own rather than nothing.
    public func appearances(of checked: [Appearance]) -> [Appearance] {
        guard let colorScheme = design.colorScheme else { return checked }
        let shown = checked.filter { colorScheme.appearances.contains($0) }
        return shown.isEmpty ? checked : shown
    }

    /// The opacity of the whole layer tree, checked at every tap.
    public var cumulativeAlpha: Double { design.viewAlpha * design.ancestorAlpha }

    /// Whether the title's size follows the user's text size: only when the app scales it with a
    /// text style, inside the `dynamicType` clamp (`dynamicType: false` fixes it).
    public var followsDynamicType: Bool { design.textStyle != nil && design.dynamicType.follows }

    /// The size the app passes at Large: `fontSize`, or the text style's own size when unset.
    package var baseFontSize: Double {
        if design.fontSize > 0 || design.textStyle == nil { return design.fontSize }
        return design.textStyle!.pointSize(at: .default)
    }

    /// The fill actually drawn. Both APIs default to the system blue; an unset SwiftUI `.tint`
    /// inherits the app's accent color, i.e. the `AccentColor` asset when the app has one.
    public func resolvedBackground(hasAccentColorAsset: Bool) -> ColorReference {
        if let background = design.background { return background }
        switch design.api {
        case .uikit: return .systemBlue
        case .swiftui: return hasAccentColorAsset ? .accentColor : .systemBlue
        }
    }

    /// The title and glyph color actually drawn (white unless set).
    public var resolvedForeground: ColorReference { design.foreground ?? .white }

    /// The size the app passes at `category`, before the system's clamp.
    public func appFontSize(at category: SizeCategory) -> Double {
        guard followsDynamicType, let style = design.textStyle else { return baseFontSize }
        return style.scaledValue(baseFontSize, at: shownCategory(at: category))
    }

    /// The category whose size the title takes when the user picks `category`: the button's
    /// Dynamic Type clamp holds it inside its range, so reports name this one, not the setting.
    public func shownCategory(at category: SizeCategory) -> SizeCategory {
        category.clamped(to: design.dynamicType.range)
    }

    /// The weight the title is drawn in: the system's text-style font, regular (not customizable;
    /// an assumption, the style constant being unresolved — `SystemModel.titleWeight`), one step
    /// bolder under the Bold Text setting.
    public func titleWeight(boldText: Bool) -> FontWeight { boldText ? FontWeight.regular.boldTextWeight : .regular }
}

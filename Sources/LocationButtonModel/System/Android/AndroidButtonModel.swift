/// Android 17's system location button limits, as SystemUI's `LocationButtonInteractor` applies
/// them to what the app requests (sizes in dp, converted to pixels with the display density and
/// Kotlin's `roundToInt`). Source and version: docs/cross-platform.md.
public enum AndroidButtonModel {
    public static let source = "AOSP SystemUI LocationButtonInteractor.kt (muhomorr/platform_frameworks_base-15 @ 1ac9a669d78e)"
    public static let minimumContrast = 4.5
    public static let minimumTouchTargetDP = 48
    public static let maximumHeightDP = 136
    public static let minimumPaddingDP = 4
    public static let maximumPaddingDP = 8
    public static let maximumStrokeWidthDP = 3
    /// The tag of every line the system logs about a change.
    public static let logTag = "LocationButton"
    /// The icon tint when the app sets none: SystemUI reads the theme attribute `textColorOnAccent`
    /// (the same default as the text color) and runs it through `ensureContrast` like any tint. Its
    /// value is the device theme's; we take Material 3's light on-primary, tone 100 of the primary
    /// palette, which is white whatever the wallpaper seed (a stated assumption, docs/cross-platform.md).
    public static let systemIconTint = AndroidColorInt(red: 255, green: 255, blue: 255)

    /// `(dp * density).roundToInt()`: the product in `float`, rounded as `Math.round(float)`.
    public static func pixels(_ dp: Int, density: Float) -> Int {
        AndroidColorMath.javaRound(Float(dp) * density)
    }
}

/// What an app asks of the system button (`LocationButtonRequest`): colors as `@ColorInt`, sizes in
/// pixels as the API takes them; nil where the app does not set the value.
public struct AndroidButtonRequest: Sendable, Hashable {
    public var background: AndroidColorInt
    public var textColor: AndroidColorInt
    /// nil: not set, SystemUI's `textColorOnAccent` (`AndroidButtonModel.systemIconTint`).
    public var iconTint: AndroidColorInt?
    public var width: Int
    public var height: Int
    public var density: Float
    /// Left, top, right, bottom.
    public var padding: [Int]?
    public var strokeWidth: Int?
    public var cornerRadius: Float?
    public var pressedCornerRadius: Float?

    public init(background: AndroidColorInt, textColor: AndroidColorInt, iconTint: AndroidColorInt? = nil,
                width: Int, height: Int, density: Float = 1, padding: [Int]? = nil, strokeWidth: Int? = nil,
                cornerRadius: Float? = nil, pressedCornerRadius: Float? = nil) {
        self.background = background; self.textColor = textColor; self.iconTint = iconTint
        self.width = width; self.height = height; self.density = density; self.padding = padding
        self.strokeWidth = strokeWidth; self.cornerRadius = cornerRadius; self.pressedCornerRadius = pressedCornerRadius
    }
}

/// One value the system draws differently from the request, with the line it logs (nil: silent).
public struct AndroidButtonChange: Sendable, Hashable {
    public enum Property: String, Sendable, Hashable, CaseIterable {
        case backgroundAlpha = "background alpha", textColor = "text color", iconTint = "icon tint"
        case width, height, padding, strokeWidth = "stroke width"
        case cornerRadius = "corner radius", pressedCornerRadius = "pressed corner radius"
    }
    public var property: Property
    public var requested: String
    public var drawn: String
    public var log: String?
}

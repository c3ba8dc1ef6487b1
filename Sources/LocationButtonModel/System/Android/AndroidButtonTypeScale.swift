/// The sizes Material 3's `ButtonDefaults.*For(buttonHeight)` give SystemUI's location button:
/// SystemUI passes `min(contentWidth, contentHeight)` in dp (the "reference height"), not the
/// app's text size. Read in androidx `Button.kt` and its generated tokens (v0_11_0); the table and
/// the stated assumptions are in docs/cross-platform.md.
public struct AndroidButtonTypeScale: Sendable, Hashable {
    public static let source = "androidx compose material3 Button.kt ButtonDefaults.textStyleFor/iconSizeFor/iconSpacingFor/contentPaddingFor "
        + "(androidx/androidx @ 0237eaa953c0; ButtonSmall/Medium/Large/XLarge tokens v0_11_0)"

    /// The Material type-scale role the text takes (`labelLarge` …).
    public var textStyle: String
    /// Font size in sp (multiplied by the system font scale to become dp).
    public var fontSize: Double
    public var weight: FontWeight
    /// Letter spacing in sp, added after each character.
    public var letterSpacing: Double
    /// Icon size, spacing after the icon and each horizontal content padding, in dp.
    public var iconSize: Double
    public var iconSpacing: Double
    public var horizontalPadding: Double

    /// Container heights of the size steps (`MinHeight` is the small one, 40 dp on touch devices).
    package static let small = 40.0, medium = 56.0, large = 96.0, extraLarge = 136.0

    /// `ButtonDefaults` for a reference height in dp. Text switches at medium/large/extra large;
    /// icon, spacing and padding also at the small height (each `when` compares with `<`).
    public static func forReferenceHeight(_ height: Double) -> AndroidButtonTypeScale {
        let text: (String, Double, FontWeight, Double) =
            height < medium ? ("labelLarge", 14, .medium, 0.1)
            : height < large ? ("titleMedium", 16, .medium, 0.2)
            : height < extraLarge ? ("headlineSmall", 24, .regular, 0)
            : ("headlineLarge", 32, .regular, 0)
        let box: (icon: Double, spacing: Double, padding: Double) =
            height < small ? (20, 4, 12)
            : height < medium ? (20, 8, 16)
            : height < large ? (24, 8, 24)
            : height < extraLarge ? (32, 12, 48)
            : (40, 16, 64)
        return AndroidButtonTypeScale(textStyle: text.0, fontSize: text.1, weight: text.2, letterSpacing: text.3,
                                      iconSize: box.icon, iconSpacing: box.spacing, horizontalPadding: box.padding)
    }
}

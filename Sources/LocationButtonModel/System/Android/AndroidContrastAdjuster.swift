/// What Android's `ContrastColorUtil` does to a foreground color that lacks contrast against an
/// opaque background: keeps its hue and moves its lightness until the ratio exceeds the minimum.
/// Against a dark background it raises HSL lightness (`findContrastColorAgainstDark`), otherwise it
/// lowers CIE L* (`findContrastColor`); both bisect at most 15 times (docs/cross-platform.md).
public enum AndroidContrastAdjuster {
    /// `isColorDark`: luminance at or below the point where white and black contrast equally,
    /// √(0.05 × 1.05) − 0.05 = 0.17912878474.
    public static let darkLuminanceLimit = 0.17912878474

    /// True when the documented assumption applies: the SystemUI interactor calls a three-argument
    /// `ensureContrast(fg, bg, minRatio)` that no stored copy of `ContrastColorUtil` shows; it is
    /// modelled as the four-argument form with `isBgDarker = isColorDark(bg)`.
    public static let assumption = "ensureContrast(fg, bg, 4.5) is modelled as ensureContrast(fg, bg, isColorDark(bg), 4.5): "
        + "the three-argument form was not found in any stored AOSP copy"

    public static func isColorDark(_ c: AndroidColorInt) -> Bool {
        AndroidColorMath.luminance(c) <= darkLuminanceLimit
    }

    /// The color the system draws for `color` on `background` (assumed opaque).
    public static func ensureContrast(_ color: AndroidColorInt, background: AndroidColorInt, minimumRatio: Double) -> AndroidColorInt {
        isColorDark(background)
            ? lighten(color, against: background, minimumRatio: minimumRatio)
            : darken(color, against: background, minimumRatio: minimumRatio)
    }

    /// `findContrastColor(color, bg, findFg: true, ratio)`: L* bisected between 0 and the color's L*;
    /// the answer is the lightest L* found that passes (0, black, when none does).
    package static func darken(_ color: AndroidColorInt, against bg: AndroidColorInt, minimumRatio: Double) -> AndroidColorInt {
        if AndroidColorMath.contrast(color, bg) >= minimumRatio { return color }
        let lab = AndroidColorMath.lab(color)
        var low = 0.0, high = lab.l
        var step = 0
        while step < 15 && high - low > 0.00001 {
            let l = (low + high) / 2
            let candidate = AndroidColorMath.color(l: l, a: lab.a, b: lab.b)
            if AndroidColorMath.contrast(candidate, bg) > minimumRatio { low = l } else { high = l }
            step += 1
        }
        return AndroidColorMath.color(l: low, a: lab.a, b: lab.b)
    }

    /// `findContrastColorAgainstDark(color, bg, findFg: true, ratio)`: HSL lightness (float) bisected
    /// between the color's and 1; the answer is the darkest found that passes (1, white, when none does).
    package static func lighten(_ color: AndroidColorInt, against bg: AndroidColorInt, minimumRatio: Double) -> AndroidColorInt {
        if AndroidColorMath.contrast(color, bg) >= minimumRatio { return color }
        let hsl = AndroidColorMath.hsl(color)
        var low = hsl.l, high: Float = 1
        var step = 0
        // The float difference is compared as a double, as Java promotes it.
        while step < 15 && Double(high - low) > 0.00001 {
            let l = (low + high) / 2
            let candidate = AndroidColorMath.color(h: hsl.h, s: hsl.s, l: l)
            if AndroidColorMath.contrast(candidate, bg) > minimumRatio { high = l } else { low = l }
            step += 1
        }
        return AndroidColorMath.color(h: hsl.h, s: hsl.s, l: high)
    }
}

import Foundation

/// Source-over compositing in gamma-encoded sRGB, as UIKit/Core Animation blend by default.
extension Color {
    /// `self` (with its alpha) drawn over `below` (with its alpha): Porter–Duff source-over.
    public func over(_ below: Color) -> Color {
        let a = alpha + below.alpha * (1 - alpha)
        guard a > 0 else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        let rgb = (components * alpha + below.components * below.alpha * (1 - alpha)) / a
        return Color(rgb, alpha: a)
    }
}

/// The button as it reaches the screen. The title and glyph (foreground) are drawn over the
/// background fill; the whole button is then a group at the view's alpha (the product of its own and
/// its ancestors' alphas) over whatever lies behind (the backdrop). Because the group is flattened
/// first, the view alpha does not let the fill show through under the title.
///
/// Every channel of both resulting pixels is affine in the same backdrop channel:
/// `pixel = constant + k · backdrop` with 0 ≤ k ≤ 1 — the fact the worst-backdrop search uses.
public struct ButtonColors: Sendable, Hashable {
    public var foreground: Color
    public var background: Color
    public var viewAlpha: Double

    public init(foreground: Color, background: Color, viewAlpha: Double = 1) {
        self.foreground = foreground; self.background = background; self.viewAlpha = viewAlpha
    }

    /// The button layer before group opacity: foreground over background (premultiplied RGB, alpha).
    private var titleLayer: (rgb: SIMD3<Double>, alpha: Double) {
        let c = foreground.over(background)
        return (c.components * c.alpha, c.alpha)
    }
    private var fillLayer: (rgb: SIMD3<Double>, alpha: Double) {
        (background.components * background.alpha, background.alpha)
    }

    /// (constant, k) per channel for the title/glyph pixel and the fill pixel.
    package var titleAffine: (constant: SIMD3<Double>, k: Double) {
        let l = titleLayer
        return (l.rgb * viewAlpha, 1 - viewAlpha * l.alpha)
    }
    package var fillAffine: (constant: SIMD3<Double>, k: Double) {
        let l = fillLayer
        return (l.rgb * viewAlpha, 1 - viewAlpha * l.alpha)
    }

    /// Whether the backdrop shows through anywhere (fill, or everything through the view alpha).
    public var isTranslucent: Bool { fillAffine.k > 0 }

    /// The opaque title/glyph color seen over `backdrop` (treated as opaque).
    public func title(over backdrop: Color) -> Color {
        let t = titleAffine
        return Color(t.constant + t.k * backdrop.components)
    }

    /// The opaque fill color seen over `backdrop` (treated as opaque).
    public func fill(over backdrop: Color) -> Color {
        let f = fillAffine
        return Color(f.constant + f.k * backdrop.components)
    }

    /// Contrast between title and fill over one backdrop.
    public func contrast(over backdrop: Color) -> Double {
        WCAG.contrastRatio(title(over: backdrop), fill(over: backdrop))
    }
}

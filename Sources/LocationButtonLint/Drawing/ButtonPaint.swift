/// How a drawing is colored: with concrete colors, or with CSS custom properties that the page sets
/// per appearance, so one drawing serves every appearance of a button by reference.
public enum ButtonPaint: Sendable, Hashable {
    /// `fill` (the button's background), `foreground` (title and glyph) with their own alphas, the
    /// view's alpha (own × ancestors'), and, for a translucent button, the worst backdrop it was judged against.
    case colors(fill: Color, foreground: Color, viewAlpha: Double, worstBackdrop: Color?)
    /// `--fill`, `--fill-a`, `--fg`, `--fg-a`, `--view-a`, `--backdrop` and `--backdrop-a` (the
    /// backdrop layer's opacity: 1 for a translucent appearance, else 0) set by the page.
    case cssVariables

    // CSS values (used in `style`: SVG presentation attributes do not take `var()`).
    var fill: String { attribute(css: "var(--fill)") { MarkupText.rgb($0.fill) } }
    var fillOpacity: String { attribute(css: "var(--fill-a)") { MarkupText.number($0.fill.alpha, 3) } }
    var foreground: String { attribute(css: "var(--fg)") { MarkupText.rgb($0.foreground) } }
    var foregroundOpacity: String { attribute(css: "var(--fg-a)") { MarkupText.number($0.foreground.alpha, 3) } }
    var viewAlpha: String { attribute(css: "var(--view-a)") { MarkupText.number($0.viewAlpha, 3) } }

    /// Whether something shows through the button, so it is drawn over a checkerboard and its worst backdrop.
    var isTranslucent: Bool {
        switch self {
        case .colors(let fill, _, let viewAlpha, _): fill.alpha < 1 || viewAlpha < 1
        case .cssVariables: true
        }
    }

    var backdrop: String? {
        switch self {
        case .colors(_, _, _, let backdrop): backdrop.map(MarkupText.rgb)
        case .cssVariables: "var(--backdrop)"
        }
    }

    private func attribute(css: String, _ value: ((fill: Color, foreground: Color, viewAlpha: Double)) -> String) -> String {
        switch self {
        case .colors(let fill, let foreground, let viewAlpha, _): value((fill, foreground, viewAlpha))
        case .cssVariables: css
        }
    }
}

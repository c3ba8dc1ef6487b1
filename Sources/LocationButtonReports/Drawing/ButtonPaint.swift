import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// How a drawing is colored: with concrete colors, or with CSS custom properties that the page sets
/// per appearance, so one drawing serves every appearance of a button by reference.
public enum ButtonPaint: Sendable, Hashable {
    /// `fill` (the button's background), `foreground` (title and glyph) with their own alphas, the
    /// view's alpha (own × ancestors'), and, for a translucent button, the worst backdrop it was judged against.
    case colors(fill: Color, foreground: Color, viewAlpha: Double, worstBackdrop: Color?)
    /// `--fill`, `--fill-a`, `--fg`, `--fg-a`, `--view-a`, `--backdrop` and `--backdrop-a` (the
    /// backdrop layer's opacity: 1 for a translucent appearance, else 0) set by the page, through
    /// the page's classes `lb-fill` and `lb-fg` (`ButtonPaint.stylesheet`). `withBackdrop`: some
    /// appearance of the button is translucent, so the backdrop layer is drawn.
    case cssVariables(withBackdrop: Bool)

    /// The custom properties a page sets for `.cssVariables` drawings (without the leading `--`).
    public static let variables = ["fill", "fill-a", "fg", "fg-a", "view-a", "backdrop", "backdrop-a"]

    /// The rules a page needs for `.cssVariables` drawings.
    public static let stylesheet = ".lb-fill{fill:var(--fill);fill-opacity:var(--fill-a)}.lb-fg{fill:var(--fg);fill-opacity:var(--fg-a)}"
        + ".lb-fg-line{fill:none;stroke:var(--fg);stroke-opacity:var(--fg-a)}.lb-view{opacity:var(--view-a)}"
        + ".lb-backdrop{opacity:var(--backdrop-a)}.lb-backdrop-color{fill:var(--backdrop)}"

    /// The attribute that paints an element in `role`: an inline style, or the page's class.
    package func paintAttribute(_ role: Role) -> String {
        switch self {
        case .cssVariables: return "class=\"lb-\(role.rawValue)\""
        case .colors(let fill, let foreground, let viewAlpha, let backdrop):
            let style = switch role {
            case .fill: "fill:\(MarkupText.rgb(fill));fill-opacity:\(MarkupText.number(fill.alpha, 3))"
            case .foreground: "fill:\(MarkupText.rgb(foreground));fill-opacity:\(MarkupText.number(foreground.alpha, 3))"
            case .foregroundLine: "fill:none;stroke:\(MarkupText.rgb(foreground));stroke-opacity:\(MarkupText.number(foreground.alpha, 3))"
            case .view: "opacity:\(MarkupText.number(viewAlpha, 3))"
            case .backdrop: "opacity:1"
            case .backdropColor: "fill:\(MarkupText.rgb(backdrop ?? .white))"
            }
            return "style=\"\(style)\""
        }
    }

    package enum Role: String {
        case fill, foreground = "fg", foregroundLine = "fg-line", view, backdrop, backdropColor = "backdrop-color"
    }

    /// Whether something shows through the button, so it is drawn over a checkerboard and its worst backdrop.
    public var isTranslucent: Bool {
        switch self {
        case .colors(let fill, _, let viewAlpha, _): fill.alpha < 1 || viewAlpha < 1
        case .cssVariables(let withBackdrop): withBackdrop
        }
    }
}

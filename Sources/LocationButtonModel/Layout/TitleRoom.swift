/// What CoreLocationUI's size rule measures a title against, read from a button once: the
/// frame's limits, whether an arrow shares the row, and the system whose padding applies. A text
/// judgement lays out every (locale, Bold Text, size) cell of one button; each cell reads this
/// rather than the spec, so no cell copies the button or works out its frame again.
public struct TitleRoom: Sendable, Hashable {
    public var hasGlyph: Bool
    public var target: SystemTarget
    /// The widest the button may be, and whether that is its fixed width or only the room it gets.
    public var width: SystemSizeLimit
    /// The fixed height; nil when the button takes the height it needs.
    public var height: SystemSizeLimit?

    public init(hasGlyph: Bool, frame: ButtonFrame, target: SystemTarget) {
        self.hasGlyph = hasGlyph
        self.target = target
        let widthLimit = frame.widthLimit
        width = SystemSizeLimit(points: widthLimit, source: frame.width == widthLimit ? .fixed : .room)
        height = frame.height.map { SystemSizeLimit(points: $0, source: .fixed) }
    }

    public init(spec: ButtonSpec, target: SystemTarget) {
        self.init(hasGlyph: spec.glyph != .none, frame: spec.frame, target: target)
    }
}

/// A setting read from code that has no static value, e.g. `.tint(theme.accent)`.
public struct UnresolvedValue: Sendable, Hashable {
    /// The theme key it sets; nil when it may change any (a custom modifier).
    public var key: String?
    /// The expression as written.
    public var expression: String
    /// Why it has no static value ("a variable", "inside `#if DEBUG`").
    public var reason: String
    /// The largest value it can have, when the code bounds it: an `HStack`'s room is at most its
    /// container's width less what its known views take, whatever the unknown ones take. A
    /// `maxWidth` with a bound is judged at the bound (docs/checking-an-app.md, "The room a
    /// button gets").
    public var upperBound: Double?
    /// `.fixedSize()` texts beside the button that take at least their measured width from the
    /// bounded room: the engine lowers `upperBound` by their narrowest widths.
    public var fixedTexts: [FixedWidthText]

    public init(key: String?, expression: String, reason: String, upperBound: Double? = nil, fixedTexts: [FixedWidthText] = []) {
        self.key = key; self.expression = expression; self.reason = reason; self.upperBound = upperBound
        self.fixedTexts = fixedTexts
    }
}

/// A setting read from code that has no static value, e.g. `.tint(theme.accent)`.
public struct UnresolvedValue: Sendable, Hashable {
    /// The theme key it sets; nil when it may change any (a custom modifier).
    public var key: String?
    /// The expression as written.
    public var expression: String
    /// Why it has no static value ("a variable", "inside `#if DEBUG`").
    public var reason: String

    public init(key: String?, expression: String, reason: String) {
        self.key = key; self.expression = expression; self.reason = reason
    }
}

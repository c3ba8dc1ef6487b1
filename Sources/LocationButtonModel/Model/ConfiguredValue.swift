/// One setting of a button as its source states it: the value in the theme format's spelling,
/// where it is written (a theme key, a Swift expression, a storyboard element, `.locbutton.yml`)
/// and, from code, the expression as written.
public struct ConfiguredValue: Sendable, Hashable {
    /// The value as the theme format writes it (`systemGray`, `220`, `xSmall...AX3`).
    public var value: String
    public var source: SourceLocation
    /// The code that set it (`.tint(.gray)`); nil for a theme key.
    public var expression: String?
    /// Nothing set it: the value is the API's default (`source` is then the button's place).
    public var isDefault: Bool

    public init(value: String, source: SourceLocation, expression: String? = nil, isDefault: Bool = false) {
        self.value = value; self.source = source; self.expression = expression; self.isDefault = isDefault
    }
}

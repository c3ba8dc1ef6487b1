/// Where a button was declared (a theme file), so reports can point at it.
public struct SourceLocation: Sendable, Hashable, Codable {
    /// The file as the user named it, as reports show it: bytes that are not UTF-8 as `\xNN`
    /// (`PathBytes.display`), so every format stays valid UTF-8. Never opened.
    public var file: String
    public var line: Int
    public var column: Int?

    public init(file: String, line: Int, column: Int? = nil) {
        self.file = PathBytes.display(file); self.line = line; self.column = column
    }
}

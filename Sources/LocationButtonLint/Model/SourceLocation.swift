/// Where a button was declared (a theme file), so reports can point at it.
public struct SourceLocation: Sendable, Hashable, Codable {
    /// The file as the user named it.
    public var file: String
    public var line: Int
    public var column: Int?

    public init(file: String, line: Int, column: Int? = nil) {
        self.file = file; self.line = line; self.column = column
    }
}

/// Where something was written in a theme file: reports point back here (SARIF regions, `file:line:col`
/// for Xcode and GitHub annotations), so a reader lands on the line to change.
public struct ThemeFileLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file as the user named it.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in Unicode scalars (as libyaml counts).
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file; self.line = line; self.column = column
    }

    /// `line:column`, the `place` of an `InputError`.
    public var place: String { "\(line):\(column)" }
    public var description: String { "\(file):\(line):\(column)" }
}

import LocationButtonModel
/// The one way a theme's bytes become a tree. The plain block YAML most themes are written in is
/// read by `ThemeFileBlockReader`, several times faster than libyaml, which gives the very tree
/// libyaml gives or declines; whatever it declines is read by libyaml (`ThemeFileComposer`), so
/// every message and every unusual file is libyaml's. `ThemeFileBlockReaderTests` holds the two
/// equal on every YAML file of the repository and on generated edge cases.
package enum ThemeFileReader {
    /// The tree of `bytes` (UTF-8; a part of a longer file whose first line is the file's line
    /// `lineOffset + 1`) with its root, nil for an empty stream, or libyaml's problem.
    package static func read(_ bytes: [UInt8], lineOffset: Int = 0) throws(ThemeFileComposer.Problem) -> (ThemeFileTree.Builder, root: Int)? {
        if let tree = ThemeFileBlockReader.read(bytes, lineOffset: lineOffset) { return tree }
        return try ThemeFileComposer.compose(bytes, lineOffset: lineOffset)
    }
}

extension String {
    /// Without leading and trailing tabs and space separators: what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` gives, without bridging through `NSString` (color
    /// references are trimmed several times per button).
    package var trimmingSpaces: String {
        let isSpace = { (s: Unicode.Scalar) in s == "\t" || s.properties.generalCategory == .spaceSeparator }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isSpace($0) })!
        return first == scalars.startIndex && last == scalars.index(before: scalars.endIndex)
            ? self : String(scalars[first...last])
    }
}

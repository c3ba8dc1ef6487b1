extension ThemeFile {
    /// One problem per color name the resolver does not know, on the line the name is written,
    /// with the nearest asset or system color name as a hint. Checked here rather than by the
    /// engine so the message can point into the theme file.
    public func unknownColors(for resolver: ColorResolver) -> [InputError] {
        let names = resolver.assets.keys.sorted() + SystemColors.all.map(\.name)
        var problems: [InputError] = []
        for use in colorReferences {
            do {
                _ = try resolver.resolve(use.reference)
            } catch {
                let hint = error.literalProblem == nil ? SpellingHint.hint(for: use.reference, among: names) : ""
                problems.append(InputError(file: use.location.file, place: "\(use.location.line):\(use.location.column ?? 1)",
                                           error.description + hint))
            }
        }
        return problems
    }
}

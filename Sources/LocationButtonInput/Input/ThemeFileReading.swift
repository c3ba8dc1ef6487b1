import LocationButtonModel
/// Theme files as read, in file order: each file's theme (nil when it could not be decoded) and
/// its problems. A later step adds what it finds in a theme (its catalog is a report
/// destination, a color name it does not know) to its file's problems at their places, so a
/// user hears every mistake of a file at once without the reader calling into those steps.
public struct ThemeFileReading: Sendable {
    public struct File: Sendable {
        public var path: String
        /// Nil when the file could not be decoded, or a later step refused to go on with it.
        public fileprivate(set) var theme: ThemeFile?
        /// In line and column order (`InputError.place`), the order the user fixes them in.
        public fileprivate(set) var problems: [InputError]
    }

    public private(set) var files: [File] = []

    public init() {}

    package mutating func append(path: String, theme: ThemeFile?, problems: [InputError]) {
        files.append(File(path: path, theme: theme, problems: Self.byPlace(problems)))
    }

    /// Adds problems a later step found in file `index`'s theme.
    public mutating func add(_ problems: [InputError], toFile index: Int) {
        guard !problems.isEmpty else { return }
        // A stable sort of the sorted problems with the new ones after them orders them as
        // sorting all at once would: at one place, the reader's problems come first.
        files[index].problems = Self.byPlace(files[index].problems + problems)
    }

    /// Adds `problem` to file `index` and goes no further with its theme.
    public mutating func refuse(file index: Int, because problem: InputError) {
        add([problem], toFile: index)
        files[index].theme = nil
    }

    /// Every problem, a file's together, in file order.
    public var problems: [InputError] { files.flatMap(\.problems) }

    /// The decoded themes, when no file has a problem.
    public func themes() throws(ThemeFileErrors) -> [ThemeFile] {
        let problems = self.problems
        guard problems.isEmpty else { throw ThemeFileErrors(problems: problems) }
        return files.compactMap(\.theme)
    }

    /// Problems in line and column order; those at one place (or without one) keep their order.
    package static func byPlace(_ problems: [InputError]) -> [InputError] {
        func position(_ problem: InputError) -> [Int] {
            (problem.place ?? "").split(separator: ":").map { Int($0) ?? 0 }
        }
        return problems.enumerated().sorted { a, b in
            let pa = position(a.element), pb = position(b.element)
            return pa != pb ? pa.lexicographicallyPrecedes(pb) : a.offset < b.offset
        }.map(\.element)
    }
}

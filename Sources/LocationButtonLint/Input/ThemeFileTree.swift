/// A theme file's parsed values in flat arrays: one entry per node (kind, style, position), scalar
/// texts apart, and each collection's children as one run of `children` (a mapping's as key,
/// value, key, value…). Built once per file by `ThemeFileComposer`; one allocation per array
/// instead of a class, a tag and an enum box per node. An alias is its anchor's node itself, as
/// in Yams, so a value repeated by aliases is stored once and never expanded.
final class ThemeFileTree: Sendable {
    enum Kind: UInt8 { case scalar, sequence, mapping }

    struct Entry {
        var kind: Kind
        /// A scalar written without quotes (or a block scalar: false); numbers and booleans must be bare.
        var plain: Bool
        var line: Int
        var column: Int
        /// A scalar's index in `texts`, a collection's first index in `children`.
        var first: Int
        /// A collection's number of children (a mapping's is twice its number of keys).
        var count: Int
    }

    let file: String
    /// The file's place, copied for each node's: a `SourceLocation` is made once per file (its
    /// initializer prepares the name for display), not once per key.
    private let fileLocation: SourceLocation
    let entries: [Entry]
    let texts: [String]
    let children: [Int]

    init(file: String, builder: Builder) {
        self.file = file; entries = builder.entries; texts = builder.texts; children = builder.children
        fileLocation = SourceLocation(file: file, line: 1, column: 1)
    }

    /// Where the node starts.
    func location(of node: Int) -> SourceLocation {
        var location = fileLocation
        location.line = entries[node].line
        location.column = entries[node].column
        return location
    }

    func text(of node: Int) -> String? {
        let entry = entries[node]
        return entry.kind == .scalar ? texts[entry.first] : nil
    }

    /// The node's children (a mapping's as key, value, key, value…); none for a scalar.
    func children(of node: Int) -> ArraySlice<Int> {
        let entry = entries[node]
        return entry.kind == .scalar ? [] : children[entry.first..<(entry.first + entry.count)]
    }

    /// Collects the nodes while the file is read; each collection's children arrive before it ends.
    struct Builder {
        fileprivate(set) var entries: [Entry] = []
        fileprivate(set) var texts: [String] = []
        fileprivate(set) var children: [Int] = []

        mutating func addScalar(_ text: String, plain: Bool, line: Int, column: Int) -> Int {
            texts.append(text)
            entries.append(Entry(kind: .scalar, plain: plain, line: line, column: column, first: texts.count - 1, count: 0))
            return entries.count - 1
        }

        mutating func addCollection(_ kind: Kind, line: Int, column: Int, children nodes: ArraySlice<Int>) -> Int {
            entries.append(Entry(kind: kind, plain: false, line: line, column: column, first: children.count, count: nodes.count))
            children.append(contentsOf: nodes)
            return entries.count - 1
        }

        /// Room for `others`' nodes, made once before they are appended one after another
        /// (growing for each would copy the first part's megabytes again each time).
        mutating func reserve(for others: some Sequence<Builder>) {
            entries.reserveCapacity(others.reduce(entries.count) { $0 + $1.entries.count })
            texts.reserveCapacity(others.reduce(texts.count) { $0 + $1.texts.count })
            children.reserveCapacity(others.reduce(children.count) { $0 + $1.children.count })
        }

        /// Adds another builder's nodes (a part of the same file read apart) and returns how far
        /// its node indexes moved.
        mutating func append(_ other: Builder) -> Int {
            let offset = entries.count, textOffset = texts.count, childOffset = children.count
            entries += other.entries.lazy.map { entry in
                var entry = entry
                entry.first += entry.kind == .scalar ? textOffset : childOffset
                return entry
            }
            texts += other.texts
            children += other.children.lazy.map { $0 + offset }
            return offset
        }
    }
}

import LocationButtonModel
/// A theme file's parsed values in flat arrays: one entry per node (kind, style, position), scalar
/// texts as byte ranges of `storage` (the file's own bytes when `ThemeFileBlockReader` read it:
/// no String is made for a text until a decoder asks for one), and each collection's children as
/// one run of `children` (a mapping's as key, value, key, value…). Built once per file; one
/// allocation per array instead of a class, a tag and an enum box per node. An alias is its anchor's node itself, as
/// in Yams, so a value repeated by aliases is stored once and never expanded.
package final class ThemeFileTree: Sendable {
    package enum Kind: UInt8 { case scalar, sequence, mapping }

    package struct Entry {
        package var kind: Kind
        /// A scalar written without quotes (or a block scalar: false); numbers and booleans must be bare.
        package var plain: Bool
        package var line: Int
        package var column: Int
        /// A scalar's first byte in `storage`, a collection's first index in `children`.
        package var first: Int
        /// A scalar's number of bytes; a collection's number of children (a mapping's is twice its
        /// number of keys).
        package var count: Int
    }

    package let file: String
    /// The file's place, copied for each node's: a `SourceLocation` is made once per file (its
    /// initializer prepares the name for display), not once per key.
    private let fileLocation: SourceLocation
    package let entries: [Entry]
    /// UTF-8 bytes holding every scalar's text (and possibly other bytes between them).
    package let storage: [UInt8]
    package let children: [Int]
    /// A long theme read in parts (`ThemeFileSplit`): the list whose items go on in the other
    /// parts' trees, and those items. They stay where they were read: copying the parts into one
    /// tree was sequential work on megabytes.
    private let continued: (list: Int, items: [ThemeFileNode])?

    package init(file: String, builder: Builder, continuing list: Int? = nil, with items: [ThemeFileNode] = []) {
        self.file = file; entries = builder.entries; storage = builder.storage; children = builder.children
        fileLocation = SourceLocation(file: file, line: 1, column: 1)
        continued = list.map { ($0, items) }
    }

    /// Where the node starts.
    package func location(of node: Int) -> SourceLocation {
        var location = fileLocation
        location.line = entries[node].line
        location.column = entries[node].column
        return location
    }

    package func text(of node: Int) -> String? {
        let entry = entries[node]
        return entry.kind == .scalar ? text(entry) : nil
    }

    /// A scalar entry's text.
    package func text(_ entry: Entry) -> String {
        String(decoding: storage[entry.first..<(entry.first + entry.count)], as: UTF8.self)
    }

    /// A scalar's bytes; nil for a collection.
    package func bytes(of node: Int) -> ArraySlice<UInt8>? {
        let entry = entries[node]
        return entry.kind == .scalar ? storage[entry.first..<(entry.first + entry.count)] : nil
    }

    /// The node's children in this tree (a mapping's as key, value, key, value…); none for a scalar.
    package func children(of node: Int) -> ArraySlice<Int> {
        let entry = entries[node]
        return entry.kind == .scalar ? [] : children[entry.first..<(entry.first + entry.count)]
    }

    /// The node's children as nodes; a list's with the items a long theme's other parts hold.
    package func items(of node: Int) -> [ThemeFileNode] {
        let own = children(of: node).map { ThemeFileNode(tree: self, index: $0) }
        guard let continued, continued.list == node else { return own }
        return own + continued.items
    }

    /// Collects the nodes while the file is read; each collection's children arrive before it ends.
    package struct Builder {
        package fileprivate(set) var entries: [Entry] = []
        package fileprivate(set) var storage: [UInt8]
        package fileprivate(set) var children: [Int] = []

        /// A builder whose scalars' texts are ranges of `storage` (the text being read) or are
        /// appended to it.
        package init(storage: [UInt8] = []) { self.storage = storage }

        /// Room for about `nodes` nodes and children.
        package mutating func reserve(nodes: Int) {
            entries.reserveCapacity(nodes)
            children.reserveCapacity(nodes)
        }

        /// A scalar whose text is appended to the storage.
        package mutating func addScalar(_ text: String, plain: Bool, line: Int, column: Int) -> Int {
            let first = storage.count
            storage.append(contentsOf: text.utf8)
            return addScalar(bytes: first..<storage.count, plain: plain, line: line, column: column)
        }

        /// A scalar whose text is the storage's `bytes` (valid UTF-8).
        package mutating func addScalar(bytes: Range<Int>, plain: Bool, line: Int, column: Int) -> Int {
            entries.append(Entry(kind: .scalar, plain: plain, line: line, column: column, first: bytes.lowerBound, count: bytes.count))
            return entries.count - 1
        }

        /// A scalar entry's text.
        package func text(of node: Int) -> String {
            let entry = entries[node]
            return String(decoding: storage[entry.first..<(entry.first + entry.count)], as: UTF8.self)
        }

        package mutating func addCollection(_ kind: Kind, line: Int, column: Int, children nodes: ArraySlice<Int>) -> Int {
            entries.append(Entry(kind: kind, plain: false, line: line, column: column, first: children.count, count: nodes.count))
            children.append(contentsOf: nodes)
            return entries.count - 1
        }

        /// Adds a copy of `node` and what it holds from another tree (a key read with another
        /// part of the same file; a file read in parts has no aliases) and returns its index here.
        package mutating func copy(_ node: Int, from tree: ThemeFileTree) -> Int {
            let entry = tree.entries[node]
            guard entry.kind != .scalar else {
                let first = storage.count
                storage.append(contentsOf: tree.storage[entry.first..<(entry.first + entry.count)])
                return addScalar(bytes: first..<storage.count, plain: entry.plain, line: entry.line, column: entry.column)
            }
            let copied = tree.children(of: node).map { copy($0, from: tree) }
            return addCollection(entry.kind, line: entry.line, column: entry.column, children: copied[...])
        }
    }
}

import LocationButtonModel
/// One value of a YAML file with its position, read by the theme files' reader: the project's
/// one YAML reader, so every YAML input (themes, `.locbutton.yml`) has the same alias budget
/// (`ThemeFileComposer.aliasBudget`), the same refusal of aliases and collections as keys, and
/// the same short escaped echo of values in messages.
public struct YAMLValue: Sendable {
    package let node: ThemeFileNode

    public enum Kind: Sendable { case scalar, list, mapping }

    /// The document's root; nil for a file with no document (empty, or comments only).
    public static func parse(_ text: String, file: String) throws(InputError) -> YAMLValue? {
        try ThemeFileSyntax.document(text, file: file).map(YAMLValue.init)
    }

    public var file: String { node.file }
    public var line: Int { node.location.line }
    public var column: Int { node.location.column ?? 1 }

    public var kind: Kind {
        switch node.tree.entries[node.index].kind {
        case .scalar: .scalar
        case .sequence: .list
        case .mapping: .mapping
        }
    }

    /// A scalar's text, quoted or not; nil for a list or a mapping.
    public var scalar: String? { node.scalar }
    /// A scalar written without quotes (numbers and booleans must be).
    public var isPlain: Bool { node.tree.entries[node.index].plain }
    public var isNull: Bool { node.isNull }

    /// A mapping's keys (scalars: anything else was refused) and values in file order; empty otherwise.
    public var entries: [(key: YAMLValue, value: YAMLValue)] {
        guard let children = node.mappingChildren else { return [] }
        return stride(from: children.startIndex, to: children.endIndex, by: 2).map { at in
            (YAMLValue(node: ThemeFileNode(tree: node.tree, index: children[at])),
             YAMLValue(node: ThemeFileNode(tree: node.tree, index: children[at + 1])))
        }
    }

    /// A list's items; empty otherwise.
    public var items: [YAMLValue] { kind == .list ? node.tree.items(of: node.index).map(YAMLValue.init) : [] }

    /// How the value reads in a message: a number bare, a string quoted, shortened and escaped
    /// (`InputText`), `a mapping`, `a list`, `nothing`.
    public var found: String { node.found }

    /// A problem at this value's place.
    public func problem(_ message: String) -> InputError { node.error(message) }
}

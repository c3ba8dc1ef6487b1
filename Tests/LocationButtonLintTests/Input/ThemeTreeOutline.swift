@testable import LocationButtonLint

/// A theme tree under `root` as text, to compare two readings: kind, place, plain flag and
/// scalar, depth-first; with `indexes`, each node's index too (the order nodes are stored in).
func themeTreeOutline(_ tree: ThemeFileTree, _ root: Int, indexes: Bool = false) -> String {
    var lines: [String] = []
    func visit(_ tree: ThemeFileTree, _ node: Int, _ depth: Int) {
        let entry = tree.entries[node]
        let index = indexes ? "#\(node) " : ""
        lines.append("\(String(repeating: " ", count: depth))\(index)\(entry.kind) \(entry.line):\(entry.column) \(entry.plain) \(tree.text(of: node) ?? "")")
        // A list's items may go on in other trees (a long theme read in parts).
        for child in tree.items(of: node) { visit(child.tree, child.index, depth + 1) }
    }
    visit(tree, root, 0)
    return lines.joined(separator: "\n")
}

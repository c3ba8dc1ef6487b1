@testable import LocationButtonLint

/// A theme tree under `root` as text, to compare two readings: kind, place, plain flag and
/// scalar, depth-first; with `indexes`, each node's index too (the order nodes are stored in).
func themeTreeOutline(_ tree: ThemeFileTree, _ root: Int, indexes: Bool = false) -> String {
    var lines: [String] = []
    func visit(_ node: Int, _ depth: Int) {
        let entry = tree.entries[node]
        let index = indexes ? "#\(node) " : ""
        lines.append("\(String(repeating: " ", count: depth))\(index)\(entry.kind) \(entry.line):\(entry.column) \(entry.plain) \(tree.text(of: node) ?? "")")
        for child in tree.children(of: node) { visit(child, depth + 1) }
    }
    visit(root, 0)
    return lines.joined(separator: "\n")
}

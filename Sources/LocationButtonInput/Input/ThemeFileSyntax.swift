import LocationButtonModel
/// Turns a theme file's text (YAML, or JSON, which is YAML's flow syntax) into a positioned node
/// tree, or a one-line `InputError` at the place the reading stopped.
package enum ThemeFileSyntax {
    /// A long file is read on `threads` threads when it can be (`ThemeFileSplit`); the tree is the same.
    package static func parse(_ text: String, file: String, threads: Int = ParallelMap.defaultThreads) throws(InputError) -> ThemeFileNode {
        guard let node = try document(text, file: file, threads: threads) else {
            throw InputError(file: file, "expected a theme (a mapping with a \"buttons\" list), found an empty file")
        }
        return node
    }

    /// The root of `text`, nil for an empty stream (no document).
    package static func document(_ text: String, file: String, threads: Int = 1) throws(InputError) -> ThemeFileNode? {
        let bytes = Array(text.utf8)
        // Two parts per thread: workers take the next part as they finish one, so neither waits long for the other.
        if threads > 1, bytes.count >= ThemeFileSplit.minimumBytes,
           let (tree, root) = ThemeFileSplit.compose(bytes, file: file, parts: min(2 * threads, 8), threads: threads) {
            return ThemeFileNode(tree: tree, index: root)
        }
        let composed: (ThemeFileTree.Builder, root: Int)?
        do {
            composed = try ThemeFileReader.read(bytes)
        } catch {
            throw inputError(error, file: file)
        }
        guard let (builder, root) = composed else { return nil }
        return ThemeFileNode(tree: ThemeFileTree(file: file, builder: builder), index: root)
    }

    /// The messages are those of the Yams-based reader before it (its errors' wording).
    private static func inputError(_ problem: ThemeFileComposer.Problem, file: String) -> InputError {
        switch problem {
        case let .syntax(context, problem, line, column):
            let while_ = context.map { " \($0)" } ?? ""
            return InputError(file: file, place: "\(line):\(column)", "expected YAML or JSON syntax, found a problem:\(while_) \(problem)")
        case let .duplicateKeys(keys, line, column):
            let keys = keys.map { "\"\($0)\"" }.joined(separator: ", ")
            return InputError(file: file, place: "\(line):\(column)", "expected each key once in a mapping, found \(keys) more than once")
        case let .reader(problem, offset):
            return InputError(file: file, place: offset.map { "byte \($0)" }, "expected UTF-8 text, found a problem: \(problem)")
        case .memory:
            return InputError(file: file, "expected YAML or JSON, found Memory error")
        case let .complexKey(found, line, column):
            return InputError(file: file, place: "\(line):\(column)", "expected a key (a name), found \(found) used as a key")
        case let .aliasBudget(line, column):
            return InputError(file: file, place: "\(line):\(column)",
                              "expected aliases that repeat at most \(ThemeFileComposer.aliasBudget) values in all, found more from here on (an alias bomb)")
        }
    }
}

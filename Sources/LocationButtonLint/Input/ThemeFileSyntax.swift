import Yams

/// Turns a theme file's text (YAML, or JSON, which is YAML's flow syntax) into a positioned node
/// tree, or a one-line `InputError` at the place libyaml stopped.
enum ThemeFileSyntax {
    static func parse(_ text: String, file: String) throws(InputError) -> ThemeFileNode {
        try ThemeFileKeyCheck.check(text, file: file)
        let root: Node?
        do {
            // No tag resolution: the reader types values itself from their text and style, and
            // the default resolver's regular expressions cost more than the parse.
            root = try Yams.compose(yaml: text, .basic)
        } catch let error as YamlError {
            throw inputError(error, file: file)
        } catch {
            throw InputError(file: file, "expected YAML or JSON, found \(error)")
        }
        guard let root else {
            throw InputError(file: file, "expected a theme (a mapping with a \"buttons\" list), found an empty file")
        }
        return ThemeFileNode(node: root, file: file)
    }

    private static func inputError(_ error: YamlError, file: String) -> InputError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            let while_ = context.map { " \($0.text)" } ?? ""
            return InputError(file: file, place: mark.description,
                              "expected YAML or JSON syntax, found a problem:\(while_) \(problem)")
        case let .duplicatedKeysInMapping(duplicates, context):
            let keys = duplicates.map { "\"\($0)\"" }.joined(separator: ", ")
            return InputError(file: file, place: context.mark.description,
                              "expected each key once in a mapping, found \(keys) more than once")
        case let .reader(problem, offset, _, _):
            return InputError(file: file, place: offset.map { "byte \($0)" },
                              "expected UTF-8 text, found a problem: \(problem)")
        default:
            return InputError(file: file, "expected YAML or JSON, found \(error)")
        }
    }
}

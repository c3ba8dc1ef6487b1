import LocationButtonLint
import Yams

/// One node of `.locbutton.yml` with its position, for line-and-column messages.
struct ConfigValue {
    let node: Node
    let file: String

    var location: SourceLocation { SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1) }

    func problem(_ message: String) -> InputError {
        InputError(file: file, place: "\(location.line):\(location.column ?? 1)", message)
    }

    static func yamlProblem(_ error: YamlError, file: String) -> InputError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _):
            return InputError(file: file, place: "\(mark.line):\(mark.column)", "expected YAML, found \(problem)")
        default:
            return InputError(file: file, "expected YAML, found \(error)")
        }
    }

    var found: String {
        switch node {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        case .scalar(let scalar): "\"\(scalar.string)\""
        }
    }

    var scalarText: String? {
        guard case .scalar(let scalar) = node else { return nil }
        return scalar.string
    }

    /// A plain number or `true`/`false` as such, a string as text, a list of strings as texts.
    var scannedValue: ScannedValue? {
        switch node {
        case .scalar(let scalar):
            if scalar.style == .plain || scalar.style == .any {
                if let number = Double(scalar.string), number.isFinite { return .number(number) }
                if scalar.string == "true" || scalar.string == "false" { return .flag(scalar.string == "true") }
            }
            return scalar.string.isEmpty ? nil : .text(scalar.string)
        case .sequence(let sequence):
            let texts = sequence.compactMap { ConfigValue(node: $0, file: file).scalarText }
            return texts.count == sequence.count ? .texts(texts) : nil
        default:
            return nil
        }
    }

    /// The entries of a mapping in file order, with unknown keys reported (and a spelling hint).
    func entries(allowed: [String], of kind: String, problems: inout [InputError]) -> [(String, ConfigValue)] {
        mapping("\(kind) as a mapping", problems: &problems).filter { key, value in
            guard allowed.contains(key) else {
                let hint = SpellingHint.hint(for: key, among: allowed)
                problems.append(value.keyProblem("expected a key of \(kind), found \"\(key)\"\(hint)"))
                return false
            }
            return true
        }
    }

    /// A mapping's entries keyed by their scalar keys, in file order.
    func mapping(_ expected: String, problems: inout [InputError]) -> [(String, ConfigValue)] {
        guard case .mapping(let mapping) = node else {
            problems.append(problem("expected \(expected), found \(found)"))
            return []
        }
        return mapping.compactMap { key, value in
            guard case .scalar(let scalar) = key else { return nil }
            return (scalar.string, ConfigValue(node: value, file: file, keyMark: key.mark))
        }
    }

    func strings(_ expected: String, problems: inout [InputError]) -> [String] {
        guard case .sequence(let sequence) = node else {
            problems.append(problem("expected \(expected), found \(found)"))
            return []
        }
        return sequence.compactMap { item in
            let value = ConfigValue(node: item, file: file)
            guard let text = value.scalarText, !text.isEmpty else {
                problems.append(value.problem("expected \(expected), found \(value.found)"))
                return nil
            }
            return text
        }
    }

    func choice(_ names: [String], _ what: String, problems: inout [InputError]) -> String? {
        guard let text = scalarText, names.contains(text) else {
            let hint = scalarText.map { SpellingHint.hint(for: $0, among: names) } ?? ""
            problems.append(problem("expected \(what) (\(names.joined(separator: ", "))), found \(found)\(hint)"))
            return nil
        }
        return text
    }

    // The key's own position, for unknown-key messages.
    private var keyMark: Mark?

    init(node: Node, file: String, keyMark: Mark? = nil) { self.node = node; self.file = file; self.keyMark = keyMark }

    private func keyProblem(_ message: String) -> InputError {
        guard let keyMark else { return problem(message) }
        return InputError(file: file, place: "\(keyMark.line):\(keyMark.column)", message)
    }
}

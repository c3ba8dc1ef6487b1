import LocationButtonModel
import LocationButtonInput
import LocationButtonRules

/// One value of `.locbutton.yml` with its position, for line-and-column messages. Read by the
/// project's one YAML reader (`YAMLValue`): values are echoed short and escaped.
package struct ConfigValue {
    package let value: YAMLValue

    package var file: String { value.file }
    package var location: SourceLocation { SourceLocation(file: file, line: value.line, column: value.column) }

    package func problem(_ message: String) -> InputError { value.problem(message) }

    package var found: String { value.found }

    package var scalarText: String? { value.isNull ? nil : value.scalar }

    /// A plain number or `true`/`false` as such, a string as text, a list of strings as texts.
    package var scannedValue: ScannedValue? {
        switch value.kind {
        case .scalar:
            guard let text = scalarText else { return nil }
            if value.isPlain {
                if let number = Double(text), number.isFinite { return .number(number) }
                if text == "true" || text == "false" { return .flag(text == "true") }
            }
            return text.isEmpty ? nil : .text(text)
        case .list:
            let items = value.items
            let texts = items.compactMap { ConfigValue(value: $0).scalarText }
            return texts.count == items.count ? .texts(texts) : nil
        case .mapping:
            return nil
        }
    }

    /// The entries of a mapping in file order, with unknown keys reported (and a spelling hint).
    package func entries(allowed: [String], of kind: String, problems: inout [InputError]) -> [(String, ConfigValue)] {
        mapping("\(kind) as a mapping", problems: &problems).filter { key, value in
            guard allowed.contains(key.name) else {
                let hint = SpellingHint.hint(for: key.name, among: allowed)
                problems.append(key.value.problem("expected a key of \(kind), found \(key.value.found)\(hint)"))
                return false
            }
            return true
        }.map { ($0.key.name, $0.value) }
    }

    /// A mapping's entries keyed by their scalar keys, in file order.
    package func mapping(_ expected: String, problems: inout [InputError]) -> [(key: (name: String, value: YAMLValue), value: ConfigValue)] {
        guard value.kind == .mapping else {
            problems.append(problem("expected \(expected), found \(found)"))
            return []
        }
        return value.entries.compactMap { key, item in
            guard let name = key.scalar else { return nil }
            return ((name, key), ConfigValue(value: item))
        }
    }

    package func strings(_ expected: String, problems: inout [InputError]) -> [String] {
        guard value.kind == .list else {
            problems.append(problem("expected \(expected), found \(found)"))
            return []
        }
        return value.items.compactMap { item in
            let entry = ConfigValue(value: item)
            guard let text = entry.scalarText, !text.isEmpty else {
                problems.append(entry.problem("expected \(expected), found \(entry.found)"))
                return nil
            }
            return text
        }
    }

    package func choice(_ names: [String], _ what: String, problems: inout [InputError]) -> String? {
        guard let text = scalarText, names.contains(text) else {
            let hint = scalarText.map { SpellingHint.hint(for: $0, among: names) } ?? ""
            problems.append(problem("expected \(what) (\(names.joined(separator: ", "))), found \(found)\(hint)"))
            return nil
        }
        return text
    }
}

import LocationButtonModel
extension ButtonKeyType {
    /// The value of a theme file's node, or the problem at its place (the wording every place
    /// shares: `ButtonKeyType.refusal`). Colors it names are added to `colors` with their places.
    /// A section's unknown keys and bad values are recorded in `problems` (all of them, each on
    /// its line); without it the first is thrown.
    package func read(_ node: ThemeFileNode, colors: inout [ThemeFile.ColorUse],
              problems: ThemeFileProblems? = nil) throws(InputError) -> ButtonKeyValue {
        switch self {
        case .number(let bound):
            let value = try node.number(bound.what)
            if let refusal = bound.refusal(value, found: node.found) { throw node.error(refusal) }
            return .number(value)
        case .choice(let what, let names):
            return .text(try node.oneOf(names, what))
        case .color:
            let name = try node.string(expected)
            colors.append(.init(reference: name, location: node.location))
            return .text(name)
        case .flag:
            return .flag(try node.bool())
        case .text(let what):
            let text = try node.string(what)
            if what == Self.languageTagWhat, LocaleInfo(tag: text) == nil {
                throw node.error("expected \(what) such as de or zh-Hans, found \(InputText.quoted(text))")
            }
            return .text(text)
        case .identifier:
            let id = try node.string(expected)
            if let refusal = Self.idRefusal(id) { throw node.error(refusal) }
            return .text(id)
        case .sizeRange:
            if let flag = try? node.bool() { return .sizeRange(flag ? .full : .fixed) }
            guard let text = try? node.string(), let behavior = Self.clampRange(text) else { throw node.expected(expected) }
            return .sizeRange(behavior)
        case .list(let item, let noun):
            var values: [ButtonKeyValue] = []
            for node in try node.nonEmptyList(of: noun) { values.append(try item.read(node, colors: &colors)) }
            return .list(values)
        case .section(let noun, let keys):
            let recorded = problems ?? ThemeFileProblems()
            let fields = try node.fields(of: noun, keys: ThemeFileKeys(keys.map(\.name)), problems: recorded)
            var values: [String: ButtonKeyValue] = [:]
            for key in keys {
                guard let node = fields[key.name] else { continue }
                if let value = recorded.attempt({ try key.type.read(node, colors: &colors, problems: recorded) }) {
                    values[key.name] = value
                }
            }
            if problems == nil, let first = recorded.all.first { throw first }
            return .fields(values)
        }
    }
}

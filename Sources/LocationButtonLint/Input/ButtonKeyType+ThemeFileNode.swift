extension ButtonKeyType {
    /// The value of a theme file's node, or the problem at its place (the wording every place
    /// shares: `ButtonKeyType.refusal`). Colors it names are added to `colors` with their places.
    func read(_ node: ThemeFileNode, colors: inout [ThemeFile.ColorUse]) throws(InputError) -> ButtonKeyValue {
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
            return .text(try node.string(what))
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
        }
    }
}

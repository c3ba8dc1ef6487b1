import LocationButtonModel
/// Each button's keys as the reports echo them: where each key is written
/// (`ThemeFile.keyLocations`) and what it was set to, all but the id (`ThemeFile.configurations`).
/// The buttons of a theme repeat a few sets of keys, so the dictionaries of each set are hashed
/// once, as layouts, and every button's are copies holding its own values: `mapValues` keeps the
/// hash table, so no key is hashed again (hashing was most of the cost of a large theme's echo).
package struct ThemeFileEcho {
    /// Which known keys (bit i: index i in the mapping's keys) are present, and which of them
    /// echo a value (a scalar or a list; a mapping is never a valid value and is left out).
    private struct KeySet: Hashable {
        var present: UInt64 = 0
        var echoed: UInt64 = 0
    }

    /// Key name → the key's index among the mapping's known keys.
    private struct Layout {
        var locations: [String: Int]
        var values: [String: Int]
    }

    private var layouts: [KeySet: Layout] = [:]

    /// The button's key places and, with `values`, what each key was set to (else empty).
    package mutating func echo(of fields: ThemeFileFields, values echoesValues: Bool = true)
        -> ([String: SourceLocation], [String: ConfiguredValue])
    {
        let tree = fields.owner.tree, found = fields.found
        precondition(found.count <= UInt64.bitWidth, "a button has a fixed set of at most 64 known keys")
        var keySet = KeySet()
        for (known, nodes) in found.enumerated() {
            guard let nodes else { continue }
            keySet.present |= 1 << known
            if fields.keys.names[known] != "id", tree.entries[nodes.value].kind != .mapping { keySet.echoed |= 1 << known }
        }
        let layout = layouts[keySet] ?? makeLayout(keySet, names: fields.keys.names)
        func location(_ known: Int) -> SourceLocation {
            tree.location(of: found[known]!.key)
        }
        guard echoesValues else { return (layout.locations.mapValues(location), [:]) }
        let values = layout.values.mapValues { known in
            let value = found[known]!.value
            let text = tree.text(of: value) ?? "[" + tree.children(of: value).compactMap { tree.text(of: $0) }.joined(separator: ", ") + "]"
            return ConfiguredValue(value: text, source: location(known))
        }
        return (layout.locations.mapValues(location), values)
    }

    private mutating func makeLayout(_ keySet: KeySet, names: [String]) -> Layout {
        var layout = Layout(locations: [:], values: [:])
        for known in names.indices where keySet.present & (1 << known) != 0 {
            layout.locations[names[known]] = known
            if keySet.echoed & (1 << known) != 0 { layout.values[names[known]] = known }
        }
        layouts[keySet] = layout
        return layout
    }

    /// The keys of a button's sections (`android:`, `web:`) as `android.height`: their places and
    /// values, added to the button's echo. Only buttons that write a section pay for it.
    package static func sections(of fields: ThemeFileFields, into locations: inout [String: SourceLocation],
                         values: inout [String: ConfiguredValue]) {
        let tree = fields.owner.tree
        for key in ButtonKeys.keys(in: .theme) {
            guard case .section = key.type, let node = fields[key.name], let pairs = node.mappingChildren else { continue }
            for position in stride(from: pairs.startIndex, to: pairs.endIndex, by: 2) {
                guard let name = tree.text(of: pairs[position]) else { continue }
                let value = pairs[position + 1], place = tree.location(of: pairs[position])
                let text = tree.text(of: value) ?? "[" + tree.children(of: value).compactMap { tree.text(of: $0) }.joined(separator: ", ") + "]"
                locations[key.name + "." + name] = place
                values[key.name + "." + name] = ConfiguredValue(value: text, source: place)
            }
        }
    }
}

import LocationButtonModel
import Foundation

extension ThemeFileNode {
    /// The entries of a mapping whose keys must be among `keys`; an unknown key is a problem with a
    /// "did you mean" hint, recorded without stopping so that one run reports every typo.
    package func fields(of kind: String, keys: ThemeFileKeys, problems: ThemeFileProblems) throws(InputError) -> ThemeFileFields {
        guard let pairs = mappingChildren else { throw expected(kind) }
        var fields = ThemeFileFields(owner: self, kind: kind, keys: keys)
        let tree = tree
        tree.storage.withUnsafeBufferPointer { storage in
            for position in stride(from: pairs.startIndex, to: pairs.endIndex, by: 2) {
                // Looked up by its bytes: no String is made for a known key.
                let entry = tree.entries[pairs[position]]
                guard entry.kind == .scalar else {
                    let key = ThemeFileNode(tree: tree, index: pairs[position])
                    problems.record(key.expected("a key of \(kind)"))
                    continue
                }
                guard let known = keys.index(of: UnsafeBufferPointer(rebasing: storage[entry.first..<(entry.first + entry.count)])) else {
                    let key = ThemeFileNode(tree: tree, index: pairs[position]), name = tree.text(entry)
                    let hint = SpellingHint.hint(for: name, among: keys.names)
                    problems.record(key.error("expected a key of \(kind), found \(InputText.quoted(name))\(hint)"))
                    continue
                }
                fields.set(known, key: pairs[position], value: pairs[position + 1])
            }
        }
        return fields
    }
}

/// The keys a mapping may have, in the order hints consider them, each found by its index.
/// Looked up for every key of every button, so without `Hasher`: a name's length and end bytes
/// pick its slot, and one comparison confirms it.
package struct ThemeFileKeys: ExpressibleByArrayLiteral, Sendable {
    package let names: [String]
    /// Each name's UTF-8 bytes, compared with a key's bytes.
    private let utf8: [[UInt8]]
    /// Open addressing: a name's index + 1, or 0 for a free slot.
    private let slots: [Int]

    package init(_ names: [String]) {
        self.names = names
        utf8 = names.map { Array($0.utf8) }
        var size = 8
        while size < names.count * 4 { size *= 2 }
        var slots = [Int](repeating: 0, count: size)
        for (index, name) in names.enumerated() {
            var slot = Self.hash(name) & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = index + 1
        }
        self.slots = slots
    }

    package init(arrayLiteral names: String...) { self.init(names) }

    package func index(of name: String) -> Int? {
        var slot = Self.hash(name) & (slots.count - 1)
        while slots[slot] != 0 {
            if names[slots[slot] - 1] == name { return slots[slot] - 1 }
            slot = (slot + 1) & (slots.count - 1)
        }
        // Strings compare by canonical equivalence: a name written with other characters may still
        // equal a known one (U+212A is K) and hash apart. Rare, and only for a key that is no name.
        return name.utf8.contains { $0 >= 0x80 } ? names.firstIndex(of: name) : nil
    }

    /// The index of the name whose UTF-8 bytes are `bytes` (a key as the file has it); nil when
    /// none is. Equal to `index(of:)` of the bytes' text (`ThemeFileKeysTests`).
    package func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var slot = Self.hash(bytes) & (slots.count - 1)
        while slots[slot] != 0 {
            let name = slots[slot] - 1
            if utf8[name].count == bytes.count,
               utf8[name].withUnsafeBufferPointer({ $0.count == 0 || memcmp($0.baseAddress!, bytes.baseAddress!, $0.count) == 0 }) {
                return name
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        // Other than ASCII: compared as Strings are, by canonical equivalence (`index(of:)`).
        return bytes.contains { $0 >= 0x80 } ? index(of: String(decoding: bytes, as: UTF8.self)) : nil
    }

    /// Mixes the name's length with its first two and last two bytes (known names are ASCII).
    private static func hash(_ name: String) -> Int {
        var name = name
        return name.withUTF8(hash)
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let first = bytes.first, let last = bytes.last else { return 0 }
        var hash = UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15
        func mix(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        mix(first)
        mix(last)
        if bytes.count > 2 {
            mix(bytes[1])
            mix(bytes[bytes.count - 2])
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}

/// The known keys of one mapping, looked up by name.
package struct ThemeFileFields {
    package let owner: ThemeFileNode
    package let kind: String
    package let keys: ThemeFileKeys
    /// Per known key (by index in `keys`), the tree indices of the key's node and its value's;
    /// nil when absent.
    package private(set) var found: [(key: Int, value: Int)?]

    package init(owner: ThemeFileNode, kind: String, keys: ThemeFileKeys) {
        self.owner = owner; self.kind = kind; self.keys = keys
        found = Array(repeating: nil, count: keys.names.count)
    }

    fileprivate mutating func set(_ known: Int, key: Int, value: Int) { found[known] = (key, value) }

    package subscript(key: String) -> ThemeFileNode? {
        guard let known = keys.index(of: key) else { return nil }
        return value(at: known)
    }

    /// The value of the key at index `known` in `keys`; nil when absent or null.
    package func value(at known: Int) -> ThemeFileNode? {
        guard let nodes = found[known] else { return nil }
        let value = ThemeFileNode(tree: owner.tree, index: nodes.value)
        return value.isNull ? nil : value
    }

    package func required(_ key: String) throws(InputError) -> ThemeFileNode {
        guard let value = self[key] else {
            throw owner.error("expected key \"\(key)\" in \(kind), found none")
        }
        return value
    }

}

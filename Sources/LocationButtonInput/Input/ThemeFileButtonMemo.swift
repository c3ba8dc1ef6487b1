import LocationButtonModel
import Foundation

/// The buttons of a long theme repeat a few designs. A button whose known keys and values are
/// written exactly as an earlier button's (its id aside; same keys, same quoting, same bytes),
/// all of them scalars, decodes to that button's spec with its own id and place and names the same
/// colors at its own values' places: the decoder (`ThemeFileDecoder.decodeButton`) reads only the
/// first, and only when reading it found no problem. `ThemeFileButtonMemoTests` holds a theme
/// decoded so equal to each button decoded on its own.
package struct ThemeFileButtonMemo {
    /// A decoded button: its spec and, in the order it named them, its colors with the index of
    /// the key whose value each is.
    package struct Template {
        package var spec: ButtonSpec
        package var colors: [(known: Int, reference: String)]
    }

    /// The written values, one after another: per present key but the skipped one, in key index
    /// order, the index, whether the value is plain, its length (two bytes) and its bytes.
    package struct Key {
        package fileprivate(set) var bytes: [UInt8] = []
        package fileprivate(set) var hash = 0
    }

    /// How many designs a memo keeps by default: a theme whose buttons all differ gains nothing from more.
    package static let defaultCapacity = 1024
    /// How many this one keeps (none: every button is decoded on its own, as tests compare).
    package let capacity: Int

    package init(capacity: Int = defaultCapacity) {
        self.capacity = capacity
        slots = [Int](repeating: 0, count: max(2, 2 * capacity))
    }

    /// The remembered keys and templates, by index (apart: a lookup compares keys without copying a template).
    private var keys: [[UInt8]] = []
    private var templates: [Template] = []
    /// Open addressing on the keys' hashes: a template's index + 1, or 0 for a free slot.
    private var slots: [Int]

    /// The key of `fields`' values but the key at index `skipped` (the id); nil when a value is
    /// not a scalar or a mapping has more than 256 known keys.
    package mutating func key(_ fields: ThemeFileFields, skipping skipped: Int) -> Key? {
        let tree = fields.owner.tree
        guard fields.found.count <= 256 else { return nil }
        var length = 0
        for known in fields.found.indices where known != skipped {
            guard let nodes = fields.found[known] else { continue }
            let entry = tree.entries[nodes.value]
            guard entry.kind == .scalar, entry.count <= 0xFFFF else { return nil }
            length += 4 + entry.count
        }
        // Written in place: appending byte by byte cost more than the bytes.
        let bytes = tree.storage.withUnsafeBufferPointer { storage in
            [UInt8](unsafeUninitializedCapacity: length) { key, written in
                for known in fields.found.indices where known != skipped {
                    guard let nodes = fields.found[known] else { continue }
                    let entry = tree.entries[nodes.value]
                    key[written] = UInt8(known)
                    key[written + 1] = entry.plain ? 1 : 0
                    key[written + 2] = UInt8(entry.count >> 8)
                    key[written + 3] = UInt8(entry.count & 0xFF)
                    written += 4
                    _ = UnsafeMutableBufferPointer(rebasing: key[written..<(written + entry.count)])
                        .initialize(from: storage[entry.first..<(entry.first + entry.count)])
                    written += entry.count
                }
            }
        }
        return Key(bytes: bytes, hash: Self.hash(bytes))
    }

    /// FNV-1a over eight bytes at a time (the keys are a few hundred bytes).
    private static func hash(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBytes { raw in
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            var offset = 0
            while offset + 8 <= raw.count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x100_0000_01B3
                offset += 8
            }
            for byte in raw[offset...] { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
            return Int(truncatingIfNeeded: hash ^ (hash >> 29))
        }
    }

    /// The template remembered for `key`, by its index.
    package func template(_ key: Key) -> Int? {
        let mask = slots.count - 1
        var slot = key.hash & mask
        while slots[slot] != 0 {
            let index = slots[slot] - 1
            if keys[index] == key.bytes { return index }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The spec of the template at `index`.
    package func spec(_ index: Int) -> ButtonSpec { templates[index].spec }

    /// The colors of the template at `index`.
    package func colors(_ index: Int) -> [(known: Int, reference: String)] { templates[index].colors }

    /// Keeps `template` for `key`, while there is room.
    package mutating func remember(_ key: Key, _ template: Template) {
        guard templates.count < capacity else { return }
        let mask = slots.count - 1
        var slot = key.hash & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        keys.append(key.bytes)
        templates.append(template)
        slots[slot] = templates.count
    }
}

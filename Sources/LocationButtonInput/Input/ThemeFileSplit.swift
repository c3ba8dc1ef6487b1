import LocationButtonModel
import Foundation

/// Reads a long theme on several threads: its `buttons` list is cut into parts at item starts,
/// each part is read on a thread (`ThemeFileReader`), and the parts' trees are
/// joined into the tree the whole file gives (a 10,000-button theme is 2 MB).
///
/// Only what a cut cannot change is cut: a block-style file without anchors, aliases, tags, block
/// scalars, directives, tabs or carriage returns, whose `buttons:` is a top-level key alone on its
/// line. A quoted text or bracketed list that spans a cut leaves its part unfinished, which libyaml
/// refuses. Whenever a part has any problem, or a key is written both before and after the list,
/// this gives nil and the caller reads the whole file as one, so messages never depend on the cut.
package enum ThemeFileSplit {
    /// Below this size one thread reads the file about as fast as several (the caller's threshold).
    package static let minimumBytes = 128 << 10
    /// Each part after the first is read as this key's list (its lines keep their numbers).
    private static let partKey = "x"

    package static func compose(_ bytes: [UInt8], file: String, parts: Int,
                        threads: Int = ParallelMap.defaultThreads) -> (ThemeFileTree, root: Int)? {
        guard parts > 1, let cuts = cuts(bytes, parts: parts) else { return nil }
        let bounds = [0] + cuts.map(\.offset) + [bytes.count]
        let composed = ParallelMap.map(count: bounds.count - 1, threads: threads) { part in
            let range = bounds[part]..<bounds[part + 1]
            // The part's first line is the key, so the list's first line is the file's cut line.
            let (text, lineOffset) = part == 0 ? (Array(bytes[range]), 0)
                : (Array("\(partKey):\n".utf8) + bytes[range], cuts[part - 1].line - 1)
            // Any problem: nil, and the whole file is read as one for its message.
            return try? ThemeFileReader.read(text, lineOffset: lineOffset)
        }
        let trees = composed.compactMap { $0 }
        guard trees.count == composed.count else { return nil }
        return join(trees, file: file)
    }

    /// The first part's root mapping with its `buttons` list continued by the other parts' lists
    /// (their items stay in their parts' trees), and the keys after the list (read with the last
    /// part) copied in; nil when a part is not shaped so or a key repeats.
    private static func join(_ parts: [(ThemeFileTree.Builder, root: Int)], file: String) -> (ThemeFileTree, root: Int)? {
        var builder = parts[0].0
        guard let head = headShape(builder, root: parts[0].root, file: file) else { return nil }
        var keys = head.keys, items: [ThemeFileNode] = [], tail: [Int] = []
        for (number, (partBuilder, root)) in parts.enumerated().dropFirst() {
            let part = ThemeFileTree(file: file, builder: partBuilder), pairs = part.children(of: root)
            guard part.entries[root].kind == .mapping, pairs.count >= 2, part.text(of: pairs[pairs.startIndex]) == partKey,
                  part.entries[pairs[pairs.startIndex + 1]].kind == .sequence, number == parts.count - 1 || pairs.count == 2
            else { return nil }
            items += part.items(of: pairs[pairs.startIndex + 1])
            for key in stride(from: pairs.startIndex + 2, to: pairs.endIndex, by: 2) {
                guard let text = part.text(of: pairs[key]), keys.insert(text).inserted else { return nil }
                tail += [builder.copy(pairs[key], from: part), builder.copy(pairs[key + 1], from: part)]
            }
        }
        let joined = builder.addCollection(.sequence, line: head.list.line, column: head.list.column, children: head.items[...])
        let rootChildren = head.pairs.dropLast() + [joined] + tail
        let joinedRoot = builder.addCollection(.mapping, line: head.root.line, column: head.root.column, children: rootChildren[...])
        return (ThemeFileTree(file: file, builder: builder, continuing: joined, with: items), joinedRoot)
    }

    /// What the join needs of the first part: its root's pairs ending with the `buttons` list,
    /// their keys, and the list's items, read from a tree that is gone before the join adds to
    /// the builder.
    private static func headShape(_ builder: ThemeFileTree.Builder, root: Int, file: String)
        -> (root: ThemeFileTree.Entry, list: ThemeFileTree.Entry, pairs: [Int], keys: Set<String>, items: [Int])?
    {
        let head = ThemeFileTree(file: file, builder: builder), pairs = head.children(of: root)
        guard head.entries[root].kind == .mapping, let list = pairs.last, head.entries[list].kind == .sequence,
              head.text(of: pairs[pairs.endIndex - 2]) == "buttons"
        else { return nil }
        let keys = Set(stride(from: pairs.startIndex, to: pairs.endIndex, by: 2).compactMap { head.text(of: pairs[$0]) })
        return (head.entries[root], head.entries[list], Array(pairs), keys, Array(head.children(of: list)))
    }

    /// Where each part after the first starts (a byte offset at an item's line, and that line's
    /// number from 0), about equal in size; nil when the file is not one a cut leaves intact.
    package static func cuts(_ bytes: [UInt8], parts: Int) -> [(offset: Int, line: Int)]? {
        guard bytes.first != 0xEF, !containsUnsafe(bytes) else { return nil }  // 0xEF: a byte order mark
        enum Place { case head, firstItem, items }
        var place = Place.head, listIndent = 0
        var items: [(offset: Int, line: Int)] = [], listEnd = bytes.count
        var start = 0, line = 0
        lines: while start < bytes.count {
            let end = newline(in: bytes, from: start)
            defer { start = end + 1; line += 1 }
            var first = start
            while first < end, bytes[first] == UInt8(ascii: " ") { first += 1 }
            let indent = first - start
            if indent == 0, bytes[start..<end].starts(with: "---".utf8) || bytes[start..<end].starts(with: "...".utf8) { return nil }
            guard first < end, bytes[first] != UInt8(ascii: "#") else { continue }  // blank or a comment
            let isItem = bytes[first] == UInt8(ascii: "-") && (first + 1 == end || bytes[first + 1] == UInt8(ascii: " "))
            switch place {
            case .head:
                if indent == 0, isButtonsKey(bytes[first..<end]) { place = .firstItem }
            case .firstItem:
                guard isItem else { return nil }
                listIndent = indent; items.append((start, line)); place = .items
            case .items:
                if indent == listIndent, isItem {
                    items.append((start, line))
                } else if indent <= listIndent {
                    listEnd = start
                    break lines
                }
            }
        }
        guard items.count >= 4 * parts else { return nil }
        // Cut at the first item past each equal share of the list's bytes.
        let first = items[0].offset, share = Double(listEnd - first) / Double(parts)
        var cuts: [(offset: Int, line: Int)] = [], next = 1
        for part in 1..<parts {
            let target = first + Int(share * Double(part))
            while next < items.count, items[next].offset < target { next += 1 }
            guard next < items.count else { break }
            cuts.append(items[next]); next += 1
        }
        return cuts.isEmpty ? nil : cuts
    }

    /// The next line feed at or after `start` (`memchr`: this scan is sequential, before the
    /// parts are read), or the end.
    private static func newline(in bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            guard start < buffer.count, let found = memchr(buffer.baseAddress! + start, 0x0A, buffer.count - start) else {
                return buffer.count
            }
            return buffer.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// `buttons:`, then nothing but spaces or a comment.
    private static func isButtonsKey(_ line: ArraySlice<UInt8>) -> Bool {
        guard line.starts(with: "buttons:".utf8) else { return false }
        let rest = line.dropFirst(8)
        guard let other = rest.firstIndex(where: { $0 != UInt8(ascii: " ") }) else { return true }
        return other > rest.startIndex && rest[other] == UInt8(ascii: "#")  // ` # a comment`
    }

    /// Whether any byte is `isUnsafe`, eight at a time: a lane of `word ^ byte·0x01…01` is zero
    /// where the word holds that byte, and `(x - 0x01…01) & ~x & 0x80…80` is non-zero exactly
    /// when some lane of `x` is zero. `ByteShortcutTests` holds it equal to the byte loop.
    package static func containsUnsafe(_ bytes: [UInt8]) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func has(_ byte: UInt8, _ word: UInt64) -> UInt64 {
            let lanes = word ^ (UInt64(byte) &* ones)
            return (lanes &- ones) & ~lanes & high
        }
        return bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset + 8 <= raw.count {
                let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                let found = has(UInt8(ascii: "&"), word) | has(UInt8(ascii: "*"), word) | has(UInt8(ascii: "!"), word)
                    | has(UInt8(ascii: "|"), word) | has(UInt8(ascii: ">"), word) | has(UInt8(ascii: "%"), word)
                    | has(UInt8(ascii: "\t"), word) | has(UInt8(ascii: "\r"), word)
                if found != 0 { return true }
                offset += 8
            }
            return raw[offset...].contains(where: isUnsafe)
        }
    }

    /// A byte that may start what a cut could change: an anchor, alias, tag, block scalar,
    /// directive, a tab (indentation) or a carriage return (line numbers).
    private static func isUnsafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"),
             UInt8(ascii: "%"), UInt8(ascii: "\t"), UInt8(ascii: "\r"): true
        default: false
        }
    }
}

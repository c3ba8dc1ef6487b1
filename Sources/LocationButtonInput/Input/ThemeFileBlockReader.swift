import LocationButtonModel
import Foundation

/// Reads the plain block YAML most themes are written in, without libyaml and several times
/// faster: block mappings and lists, one-line plain or quoted ASCII values without escapes,
/// one-line bracketed lists of such values, comments (any text) and blank lines. It gives the tree
/// `ThemeFileComposer` gives for the same text (kinds, places, styles, texts, node order), or nil
/// for anything else — any other syntax, a repeated key, an empty value, an indentation libyaml
/// would read otherwise or refuse — and the caller then reads the text with libyaml, so every
/// message and every unusual file stays libyaml's.
package struct ThemeFileBlockReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Lines before the text: a part of a longer file (`ThemeFileSplit`) keeps the file's line numbers.
    private let lineOffset: Int
    private var builder = ThemeFileTree.Builder()
    /// The current content line: where it starts and ends, its number from 0, its indentation.
    private var lineStart = 0, lineEnd = 0, line = 0, indent = 0
    private var atEnd = false
    private var depth = 0
    /// The children of every collection being read, innermost last (one array for all of them).
    private var pending: [Int] = []
    /// A mapping of many keys: its keys so far, hashed (a theme's mappings have a dozen, compared in turn).
    private var manyKeys: [Int: Set<String>] = [:]

    /// Nesting deeper than this is left to libyaml (a theme nests four levels).
    private static let maximumDepth = 32

    private init(_ bytes: UnsafeBufferPointer<UInt8>, lineOffset: Int) {
        self.bytes = bytes; self.lineOffset = lineOffset
    }

    /// The tree of `bytes` with its root, or nil when the text is not of the plain kind read here.
    /// The tree's texts are ranges of `bytes` (no String is made per text).
    package static func read(_ bytes: [UInt8], lineOffset: Int = 0) -> (ThemeFileTree.Builder, root: Int)? {
        bytes.withUnsafeBufferPointer { buffer in
            guard isReadable(buffer) else { return nil }
            var reader = ThemeFileBlockReader(buffer, lineOffset: lineOffset)
            reader.builder = ThemeFileTree.Builder(storage: bytes)
            // A theme has about one node per 10 bytes: room for them, so the arrays never regrow
            // (copying and faulting in megabytes) while a long file is read.
            reader.builder.reserve(nodes: bytes.count / 8)
            reader.startLine(at: 0, number: 0)
            reader.skipToContent()
            guard !reader.atEnd, reader.indent == 0, let root = reader.block(), reader.atEnd else { return nil }
            return (reader.builder, root)
        }
    }

    /// Text libyaml's reader accepts and whose lines this reader counts as it does: UTF-8 of
    /// printable characters and line feeds, no tab, no carriage return, no byte order mark.
    package static func isReadable(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch asciiReadable(bytes) {
        case true?: return true
        case false?: return false
        case nil: break  // other than ASCII: decoded below
        }
        var iterator = bytes.makeIterator(), decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar):
                switch scalar.value {
                // A byte order mark anywhere: libyaml's reader, not this one (a `where` after the
                // list would only guard its last range).
                case 0xFEFF: return false
                case 0x85, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: continue
                case 0x0A, 0x20..<0x7F: continue
                default: return false
                }
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// For ASCII text, whether every byte is printable or a line feed; nil when a byte is not
    /// ASCII. Eight bytes at a time: each byte below 0x80 is tested by adding to it in its own
    /// lane of a word (no carry reaches the next lane), a tenth of the work of a byte loop.
    /// `ByteShortcutTests` holds it equal to the byte loop.
    package static func asciiReadable(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        let high: UInt64 = 0x8080_8080_8080_8080, ones: UInt64 = 0x0101_0101_0101_0101
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = 0
        while offset + 8 <= raw.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            guard word & high == 0 else { return nil }
            let control = ~(word &+ 0x60 &* ones) & high  // lanes below 0x20
            let delete = (word &+ ones) & high  // the lane 0x7F
            let notLineFeed = ((word ^ 0x0A &* ones) &+ 0x7F &* ones) & high
            if (control & notLineFeed) | delete != 0 { return false }
            offset += 8
        }
        for byte in UnsafeRawBufferPointer(rebasing: raw[offset...]) {
            if byte >= 0x80 { return nil }
            if byte < 0x20 ? byte != 0x0A : byte == 0x7F { return false }
        }
        return true
    }

    /// A byte a value or key may hold: printable ASCII, without what starts syntax this reader
    /// leaves to libyaml (anchors, aliases, tags, block scalars, directives, escapes).
    private static func isValueByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"),
             UInt8(ascii: "%"), UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "@"): false
        default: byte >= 0x20 && byte < 0x7F
        }
    }

    // MARK: Lines

    private mutating func startLine(at start: Int, number: Int) {
        lineStart = start; line = number
        if start < bytes.count, let found = memchr(bytes.baseAddress! + start, 0x0A, bytes.count - start) {
            lineEnd = bytes.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
        } else {
            lineEnd = bytes.count
        }
        let end = lineEnd
        var first = start
        while first < end, bytes[first] == UInt8(ascii: " ") { first += 1 }
        indent = first - start
    }

    /// Moves to the next line with content (not blank, not only a comment), or to the end.
    private mutating func skipToContent() {
        while true {
            let first = lineStart + indent
            if first < lineEnd, bytes[first] != UInt8(ascii: "#") { return }
            guard lineEnd < bytes.count else { atEnd = true; return }
            startLine(at: lineEnd + 1, number: line + 1)
        }
    }

    private mutating func nextContentLine() {
        guard lineEnd < bytes.count else { atEnd = true; return }
        startLine(at: lineEnd + 1, number: line + 1)
        skipToContent()
    }

    private var lineNumber: Int { line + 1 + lineOffset }
    private func column(_ position: Int) -> Int { position - lineStart + 1 }
    private func byte(_ position: Int) -> UInt8 { position < lineEnd ? bytes[position] : UInt8(ascii: "\n") }

    /// The first place from `position` on the line that is not a space.
    private func spaces(from position: Int) -> Int {
        var position = position
        while byte(position) == UInt8(ascii: " ") { position += 1 }
        return position
    }

    /// `- ` or a `-` ending the line, at `position`.
    private func isItem(_ position: Int) -> Bool {
        byte(position) == UInt8(ascii: "-") && (byte(position + 1) == UInt8(ascii: " ") || position + 1 == lineEnd)
    }

    // MARK: Block nodes

    /// The block node on the current line at its indentation.
    private mutating func block() -> Int? {
        let start = lineStart + indent
        return isItem(start) ? sequence(column: indent) : mapping(first: start)
    }

    private mutating func nested<Node>(_ read: (inout Self) -> Node?) -> Node? {
        guard depth < Self.maximumDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        return read(&self)
    }

    /// A block mapping whose first key is at `first` on the current line; its other keys are on
    /// later lines at the same column.
    private mutating func mapping(first: Int) -> Int? {
        nested { reader in reader.mappingBody(first: first) }
    }

    private mutating func mappingBody(first: Int) -> Int? {
        let keyColumn = first - lineStart, mark = (lineNumber, column(first))
        let base = pending.count
        var position = first
        while true {
            guard let colon = keyEnd(from: position), isNewKey(position..<colon, base: base) else { return nil }
            pending.append(builder.addScalar(bytes: position..<colon, plain: true, line: lineNumber, column: column(position)))
            guard let value = mappingValue(after: colon + 1, keyColumn: keyColumn) else { return nil }
            pending.append(value)
            if atEnd || indent < keyColumn { break }
            guard indent == keyColumn, !isItem(lineStart + indent) else { return nil }
            position = lineStart + indent
        }
        return collection(.mapping, line: mark.0, column: mark.1, from: base)
    }

    /// The collection of the children read since `base`, which leave the pending ones.
    private mutating func collection(_ kind: ThemeFileTree.Kind, line: Int, column: Int, from base: Int) -> Int {
        let node = builder.addCollection(kind, line: line, column: column, children: pending[base...])
        pending.removeLast(pending.count - base)
        if !manyKeys.isEmpty { manyKeys[base] = nil }
        return node
    }

    /// Whether the key at `key` differs from the keys of the mapping whose children start at
    /// `base`: compared byte for byte while few, hashed past 16 (so a long mapping is read in
    /// linear time).
    private mutating func isNewKey(_ key: Range<Int>, base: Int) -> Bool {
        if !manyKeys.isEmpty, manyKeys[base] != nil { return manyKeys[base]!.insert(text(key.lowerBound, key.upperBound)).inserted }
        for index in stride(from: base, to: pending.count, by: 2) {
            let entry = builder.entries[pending[index]]
            guard entry.count == key.count else { continue }
            var offset = 0
            while offset < key.count, bytes[entry.first + offset] == bytes[key.lowerBound + offset] { offset += 1 }
            if offset == key.count { return false }
        }
        if pending.count - base >= 32 {
            var keys = Set<String>()
            for index in stride(from: base, to: pending.count, by: 2) { keys.insert(builder.text(of: pending[index])) }
            keys.insert(text(key.lowerBound, key.upperBound))
            manyKeys[base] = keys
        }
        return true
    }

    /// A key's value: on its line, or the block on the following lines (deeper, or a list at the
    /// key's own column). Ends on the next content line.
    private mutating func mappingValue(after position: Int, keyColumn: Int) -> Int? {
        let start = spaces(from: position)
        if start < lineEnd, byte(start) != UInt8(ascii: "#") {
            guard start > position, let value = inlineValue(at: start) else { return nil }
            nextContentLine()
            return value
        }
        nextContentLine()
        guard !atEnd else { return nil }  // an empty value: libyaml's null, left to it
        if indent > keyColumn { return block() }
        guard indent == keyColumn, isItem(lineStart + indent) else { return nil }
        return sequence(column: indent)
    }

    /// A block list whose items start with `-` at `column` on this and later lines.
    private mutating func sequence(column itemColumn: Int) -> Int? {
        nested { reader in reader.sequenceBody(column: itemColumn) }
    }

    private mutating func sequenceBody(column itemColumn: Int) -> Int? {
        let mark = (lineNumber, itemColumn + 1)
        let base = pending.count
        while true {
            let start = spaces(from: lineStart + indent + 1)
            guard start < lineEnd, byte(start) != UInt8(ascii: "#"), !isItem(start) else { return nil }
            let item: Int?
            if keyEnd(from: start) != nil {
                item = mapping(first: start)
            } else {
                item = inlineValue(at: start)
                if item != nil { nextContentLine() }
            }
            guard let item else { return nil }
            pending.append(item)
            if atEnd || indent < itemColumn { break }
            guard indent == itemColumn else { return nil }
            if !isItem(lineStart + indent) { break }  // the key after a list written at its key's column
        }
        return collection(.sequence, line: mark.0, column: mark.1, from: base)
    }

    // MARK: Values on one line

    /// A plain key (a name) followed by `:` and a space or the line's end, from `start`; the colon's place.
    private func keyEnd(from start: Int) -> Int? {
        guard Self.isNameByte(byte(start)), byte(start) != UInt8(ascii: "-") else { return nil }
        var position = start + 1
        while Self.isNameByte(byte(position)) { position += 1 }
        guard byte(position) == UInt8(ascii: ":"), byte(position + 1) == UInt8(ascii: " ") || position + 1 == lineEnd
        else { return nil }
        return position
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."): true
        default: false
        }
    }

    /// A value that ends its line (but for spaces and a comment): quoted, a bracketed list, or plain.
    private mutating func inlineValue(at start: Int) -> Int? {
        let node: Int?, end: Int
        switch byte(start) {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            guard let close = quoteEnd(start) else { return nil }
            node = builder.addScalar(bytes: (start + 1)..<close, plain: false, line: lineNumber, column: column(start))
            end = close + 1
        case UInt8(ascii: "["):
            guard let (list, close) = flowSequence(start) else { return nil }
            node = list; end = close + 1
        default:
            var stop = start
            while stop < lineEnd, !(bytes[stop] == UInt8(ascii: "#") && bytes[stop - 1] == UInt8(ascii: " ")) { stop += 1 }
            var last = stop
            while bytes[last - 1] == UInt8(ascii: " ") { last -= 1 }
            guard isPlain(start, last, inList: false) else { return nil }
            return builder.addScalar(bytes: start..<last, plain: true, line: lineNumber, column: column(start))
        }
        let rest = spaces(from: end)
        guard rest == lineEnd || (rest > end && byte(rest) == UInt8(ascii: "#")) else { return nil }
        return node
    }

    /// The closing quote of a one-line quoted text without escapes (`''` in single quotes is one).
    private func quoteEnd(_ start: Int) -> Int? {
        let quote = bytes[start]
        var position = start + 1
        while position < lineEnd, bytes[position] != quote {
            guard Self.isValueByte(bytes[position]) else { return nil }
            position += 1
        }
        guard position < lineEnd, byte(position + 1) != quote else { return nil }
        return position
    }

    /// `[a, "b", 'c']` on one line, items plain or quoted; the list and its closing bracket's place.
    private mutating func flowSequence(_ start: Int) -> (Int, close: Int)? {
        let base = pending.count
        var position = start + 1
        while true {
            position = spaces(from: position)
            if byte(position) == UInt8(ascii: "]"), pending.count == base { break }
            let item: Int
            switch byte(position) {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard let close = quoteEnd(position) else { return nil }
                item = builder.addScalar(bytes: (position + 1)..<close, plain: false, line: lineNumber, column: column(position))
                position = close + 1
            default:
                var stop = position
                while stop < lineEnd, bytes[stop] != UInt8(ascii: ","), bytes[stop] != UInt8(ascii: "]") { stop += 1 }
                var last = stop
                while last > position, bytes[last - 1] == UInt8(ascii: " ") { last -= 1 }
                guard isPlain(position, last, inList: true) else { return nil }
                item = builder.addScalar(bytes: position..<last, plain: true, line: lineNumber, column: column(position))
                position = stop
            }
            pending.append(item)
            position = spaces(from: position)
            if byte(position) == UInt8(ascii: "]") { break }
            guard byte(position) == UInt8(ascii: ","), byte(position + 1) == UInt8(ascii: " ") else { return nil }
            position += 1
        }
        let list = collection(.sequence, line: lineNumber, column: column(start), from: base)
        return (list, position)
    }

    /// Whether `start..<end` is a plain text libyaml reads as it stands: not empty, not starting
    /// with an indicator (but `-` before a digit), no `: ` or ` #`, no brackets, braces, commas or
    /// quotes, no `:` at its end, and in a bracketed list no `:` or `#` at all.
    private func isPlain(_ start: Int, _ end: Int, inList: Bool) -> Bool {
        guard end > start else { return false }
        // The usual value, a name or a number (letters, digits, `.`, `_`, `-` not first), needs no
        // look at each byte's role.
        if bytes[start] != UInt8(ascii: "-") {
            var position = start
            while position < end, Self.isWordByte(bytes[position]) { position += 1 }
            if position == end { return true }
        }
        switch bytes[start] {
        case UInt8(ascii: "-"):  // a negative number; other texts starting so are left to libyaml
            let next = start + 1 < end ? bytes[start + 1] : 0
            guard next == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) else { return false }
        case UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "#"):
            return false
        default: break
        }
        for position in start..<end {
            guard Self.isValueByte(bytes[position]) else { return false }
            switch bytes[position] {
            case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
                 UInt8(ascii: "\""), UInt8(ascii: "'"):
                return false
            case UInt8(ascii: ":"):
                if inList || position + 1 == end || bytes[position + 1] == UInt8(ascii: " ") { return false }
            case UInt8(ascii: "#"):
                if inList || bytes[position - 1] == UInt8(ascii: " ") { return false }
            default: break
            }
        }
        return true
    }

    /// A letter, digit, `.`, `_` or `-`: a byte that is plain wherever it stands but first (`-`).
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}

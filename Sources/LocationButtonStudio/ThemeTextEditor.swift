/// Changes single keys of single buttons in a theme file's block YAML text, in place: a value is
/// replaced where it stands (its key, the spaces before it and a comment after it kept), a key the
/// button lacks is added as a line after the button's last key, a removed key loses its line. Every
/// other byte stays as it was, so comments, order and spelling survive a save (docs/studio.md).
///
/// It reads only the shape it edits — `buttons:` at the top level, a block sequence of block
/// mappings, each value on its key's line (a plain or quoted scalar or a one-line flow list) — and
/// refuses anything else (JSON themes, a value spread over lines) with a one-line reason.
public enum ThemeTextEditor {
    /// One change: `value` is the YAML text to write (`ThemeValueText.yaml`), nil removes the key.
    public struct Edit: Sendable, Hashable {
        public var button: String
        public var key: String
        public var value: String?
        public init(button: String, key: String, value: String?) { self.button = button; self.key = key; self.value = value }
    }

    public struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        public var description: String
        init(_ description: String) { self.description = description }
    }

    /// `text` with every edit applied, in order.
    public static func apply(_ edits: [Edit], to text: String) throws(Refusal) -> String {
        var lines = Lines(text)
        for edit in edits { try apply(edit, to: &lines) }
        return lines.joined
    }

    /// The 1-based line of `key` in `button`, nil when the button does not set it.
    public static func line(of key: String, button: String, in text: String) -> Int? {
        let lines = Lines(text)
        guard let item = try? lines.item(button), let found = lines.key(key, in: item) else { return nil }
        return found.line + 1
    }

    /// The ids of the buttons the text lists, in order, read from the text alone: a theme the
    /// reader refuses still shows its buttons (none when it has no block `buttons:` list).
    public static func buttonIDs(in text: String) -> [String] {
        let lines = Lines(text)
        return ((try? lines.items()) ?? []).compactMap { lines.id(of: $0) }
    }

    /// The value `key` of `button` is written with, unquoted; nil when unset or not a scalar on its line.
    public static func value(of key: String, button: String, in text: String) -> String? {
        let lines = Lines(text)
        guard let item = try? lines.item(button), let found = lines.key(key, in: item) else { return nil }
        return ThemeValueText.unquoted(String(lines.body(found.line)[found.value]))
    }

    private static func apply(_ edit: Edit, to lines: inout Lines) throws(Refusal) {
        let item = try lines.item(edit.button)
        if let found = lines.key(edit.key, in: item) {
            guard !found.block else {
                throw Refusal("\(edit.key) of \(edit.button) is written over several lines; edit it in the file")
            }
            if let value = edit.value {
                var body = lines.body(found.line)
                body.replaceSubrange(found.value, with: value)
                lines.setBody(found.line, body)
            } else if found.line == item.first {
                throw Refusal("\(edit.key) of \(edit.button) shares its line with the item's dash; edit it in the file")
            } else {
                lines.remove(found.line)
            }
        } else if let value = edit.value {
            let last = lines.lastKeyLine(in: item)
            lines.insert(String(repeating: " ", count: item.keyIndent) + "\(edit.key): \(value)", after: last)
        }
    }
}

/// A theme's text as lines, each with its ending kept, and the little block-YAML reading the
/// editor needs.
private struct Lines {
    /// Each line's text without its ending, and the ending ("\n", "\r\n" or "" for the last).
    var bodies: [Substring]
    var endings: [Substring]
    let newline: String

    init(_ text: String) {
        var bodies: [Substring] = [], endings: [Substring] = []
        var start = text.startIndex
        var index = start
        while index < text.endIndex {
            if text[index] == "\n" || text[index] == "\r\n" {
                bodies.append(text[start..<index])
                let next = text.index(after: index)
                endings.append(text[index..<next])
                start = next
                index = next
            } else {
                index = text.index(after: index)
            }
        }
        bodies.append(text[start...])
        endings.append("")
        self.bodies = bodies; self.endings = endings
        newline = endings.first { !$0.isEmpty }.map(String.init) ?? "\n"
    }

    var joined: String {
        var out = ""
        for (body, ending) in zip(bodies, endings) { out += body; out += ending }
        return out
    }

    func body(_ line: Int) -> String { String(bodies[line]) }
    mutating func setBody(_ line: Int, _ body: String) { bodies[line] = Substring(body) }
    mutating func remove(_ line: Int) {
        bodies.remove(at: line)
        // The last line has no ending: the line before it gives its own up instead.
        if endings[line].isEmpty, line > 0 { endings[line - 1] = "" }
        endings.remove(at: line)
    }
    mutating func insert(_ body: String, after line: Int) {
        if endings[line].isEmpty { endings[line] = Substring(newline) }
        bodies.insert(Substring(body), at: line + 1)
        endings.insert(line + 1 == bodies.count - 1 ? "" : Substring(newline), at: line + 1)
    }

    /// One button of the `buttons:` list: the lines it spans and the column of its keys.
    struct Item { var first: Int; var last: Int; var keyIndent: Int }
    /// Where a key's value sits: its line, the value's range in the line's text, and whether the
    /// value continues on the lines below (nothing after the colon).
    struct Key { var line: Int; var value: Range<String.Index>; var block: Bool }

    static func indent(_ body: Substring) -> Int { body.prefix { $0 == " " }.count }
    static func isBlankOrComment(_ body: Substring) -> Bool {
        let rest = body.drop { $0 == " " || $0 == "\t" }
        return rest.isEmpty || rest.first == "#"
    }

    func item(_ id: String) throws(ThemeTextEditor.Refusal) -> Item {
        for item in try items() where self.id(of: item) == id { return item }
        throw .init("no button \"\(id)\" in the theme's `buttons:` list")
    }

    /// The id an item gives on its line (nil: none, or not on one line).
    func id(of item: Item) -> String? {
        guard let found = key("id", in: item), !found.block else { return nil }
        return ThemeValueText.unquoted(String(body(found.line)[found.value]))
    }

    /// The items of the top-level `buttons:` list, in order.
    func items() throws(ThemeTextEditor.Refusal) -> [Item] {
        guard let list = bodies.firstIndex(where: { $0.hasPrefix("buttons:") }) else {
            throw .init("the theme has no block `buttons:` list at the top level (a JSON or flow-style theme is edited in the file)")
        }
        var items: [Item] = []
        var dashIndent: Int?
        for line in (list + 1)..<bodies.count {
            let body = bodies[line]
            if Self.isBlankOrComment(body) { continue }
            let indent = Self.indent(body)
            let rest = body.dropFirst(indent)
            let isDash = rest == "-" || rest.hasPrefix("- ")
            if dashIndent == nil {
                guard isDash else { break }
                dashIndent = indent
            }
            if indent == dashIndent, isDash {
                // The keys' column: after "- " on the dash line, else the next line's indent.
                let afterDash = rest.dropFirst().prefix { $0 == " " }.count
                let keyIndent = rest.count > 1 + afterDash ? indent + 1 + afterDash
                    : bodies[(line + 1)...].first { !Self.isBlankOrComment($0) }.map(Self.indent) ?? indent + 2
                items.append(Item(first: line, last: line, keyIndent: keyIndent))
            } else if indent <= dashIndent! {
                break
            } else if !items.isEmpty {
                items[items.count - 1].last = line
            }
        }
        return items
    }

    func key(_ name: String, in item: Item) -> Key? {
        for line in item.first...item.last {
            let text = body(line)
            let indent = Self.indent(Substring(text))
            var start = text.index(text.startIndex, offsetBy: indent)
            if line == item.first {
                // The dash line: "  - key: value".
                start = text.index(after: start)
                while start < text.endIndex, text[start] == " " { start = text.index(after: start) }
            } else if indent != item.keyIndent {
                continue
            }
            guard text[start...].hasPrefix(name + ":") else { continue }
            var valueStart = text.index(start, offsetBy: name.count + 1)
            guard valueStart == text.endIndex || text[valueStart] == " " || text[valueStart] == "\t" else { continue }
            while valueStart < text.endIndex, text[valueStart] == " " || text[valueStart] == "\t" {
                valueStart = text.index(after: valueStart)
            }
            let end = ThemeValueText.valueEnd(text, from: valueStart)
            return Key(line: line, value: valueStart..<end, block: valueStart == end)
        }
        return nil
    }

    /// The item's last line that holds a key or value (comments and blank lines after it belong to the next item).
    func lastKeyLine(in item: Item) -> Int {
        var line = item.last
        while line > item.first, Self.isBlankOrComment(bodies[line]) { line -= 1 }
        return line
    }
}

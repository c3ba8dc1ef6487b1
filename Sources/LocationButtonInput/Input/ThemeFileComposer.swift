import LocationButtonModel
import CYaml

/// Reads libyaml's event stream straight into a `ThemeFileTree`, in one pass and without
/// recursion, refusing what a theme cannot hold. It keeps the answers `Yams.compose` gave (one
/// document, aliases to earlier anchors, each key once per mapping, with Yams's messages) and the
/// key check that ran before it:
/// - A mapping key must be a scalar. Theme keys are names; a complex key is never meant, and
///   hashing keys with their aliases expanded takes exponential time (nested aliases used as keys,
///   a few hundred bytes). This problem wins over any other the file has, unless a syntax error
///   comes first, as when the key check read the whole stream before Yams composed it.
/// - Otherwise the first problem in file order: a syntax error, a second document, an undefined
///   alias, or a repeated key (found where its mapping ends).
package struct ThemeFileComposer {
    /// Why the text is not a theme tree; `ThemeFileSyntax` words it.
    package enum Problem: Error {
        /// libyaml's scanner or parser, or a composing rule (one document, known aliases).
        case syntax(context: String?, problem: String, line: Int, column: Int)
        /// libyaml's reader: the offset counts characters (nil when inside one).
        case reader(problem: String, offset: Int?)
        case memory
        /// Each key once: the repeated keys by name, at the first one's first place.
        case duplicateKeys([String], line: Int, column: Int)
        /// An alias, list or mapping used as a key.
        case complexKey(found: String, line: Int, column: Int)
        /// The aliases repeat more than `aliasBudget` values in all: the alias that passes it.
        case aliasBudget(line: Int, column: Int)
    }

    /// How many values all the aliases of one stream may repeat together, counting each value
    /// an alias stands for with everything inside it. The tree stores an aliased value once, but
    /// a reader walks it once per alias (a 1 KB "billion laughs" would be walked 10^9 times);
    /// this is the one alias budget of every YAML input (themes and `.locbutton.yml`). A million
    /// leaves room for a settings mapping shared by thousands of buttons.
    package static let aliasBudget = 1_000_000

    /// One collection being read.
    private struct Open {
        var kind: ThemeFileTree.Kind
        var line: Int
        var column: Int
        var anchor: String?
        /// Where its children start in `pendingChildren`.
        var start: Int
        /// A mapping: whether the next node is a key; nil for a sequence.
        var expectingKey: Bool?
    }

    private var builder = ThemeFileTree.Builder()
    private var open: [Open] = []
    /// The children of every open collection, innermost last.
    private var pendingChildren: [Int] = []
    private var anchors: [String: Int] = [:]
    /// Keys' tags other than str (rare): `a` and `!!str a` are the same key, `!x a` another.
    private var keyTags: [Int: String] = [:]
    private var root: Int?
    /// Per node, the values it holds counting itself, aliases expanded (at most `aliasBudget + 1`).
    private var sizes: [Int] = []
    /// The values the aliases read so far repeat.
    private var aliased = 0
    /// The first problem other than a complex key; the rest of the stream is still read for one.
    private var pending: Problem?
    /// Lines before the text read: a part of a longer file (`ThemeFileSplit`) keeps the file's line numbers.
    private var lineOffset = 0

    /// The tree of `text`, with its root node, or nil for an empty stream.
    package static func compose(_ text: String, file: String) throws(Problem) -> (ThemeFileTree, root: Int)? {
        try compose(Array(text.utf8)).map { (ThemeFileTree(file: file, builder: $0.0), $0.root) }
    }

    /// The nodes of UTF-8 text whose first line is its file's line `lineOffset + 1` (a part of a
    /// longer file, `ThemeFileSplit`), with the root; nil for an empty stream.
    package static func compose(_ bytes: [UInt8], lineOffset: Int = 0) throws(Problem) -> (ThemeFileTree.Builder, root: Int)? {
        var composer = ThemeFileComposer()
        composer.lineOffset = lineOffset
        let root = bytes.withUnsafeBufferPointer { composer.read($0) }
        return try root.get().map { (composer.builder, $0) }
    }

    private mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<Int?, Problem> {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return .failure(.memory) }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
        var documents = 0
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else {
                return .failure(pending ?? Self.problem(of: parser, bytes: bytes))
            }
            defer { yaml_event_delete(&event) }
            let line = event.start_mark.line + 1 + lineOffset, column = event.start_mark.column + 1
            switch event.type {
            case YAML_STREAM_END_EVENT:
                if let pending { return .failure(pending) }
                return .success(root)
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents == 2 {
                    stop(.syntax(context: "expected a single document in the stream", problem: "but found another document",
                                 line: line, column: column))
                }
            case YAML_SCALAR_EVENT, YAML_ALIAS_EVENT, YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                if let problem = checkKey(event.type, line: line, column: column) { return .failure(problem) }
                node(event, line: line, column: column)
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                close()
            default:
                continue
            }
        }
    }

    /// Refuses a node that is not a scalar where a key is due, and moves the mapping on to its value or next key.
    private mutating func checkKey(_ type: yaml_event_type_t, line: Int, column: Int) -> Problem? {
        guard let last = open.indices.last, let isKey = open[last].expectingKey else { return nil }
        if isKey, type != YAML_SCALAR_EVENT {
            let found = type == YAML_ALIAS_EVENT ? "an alias" : type == YAML_SEQUENCE_START_EVENT ? "a list" : "a mapping"
            return .complexKey(found: found, line: line, column: column)
        }
        open[last].expectingKey = !isKey
        return nil
    }

    private mutating func node(_ event: yaml_event_t, line: Int, column: Int) {
        let isKey = open.last?.expectingKey == false  // checkKey has just moved past the key
        switch event.type {
        case YAML_SCALAR_EVENT:
            guard pending == nil else { return }
            let scalar = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            let plain = scalar.style == YAML_PLAIN_SCALAR_STYLE || scalar.style == YAML_ANY_SCALAR_STYLE
            let index = builder.addScalar(text, plain: plain, line: line, column: column)
            sizes.append(1)
            // A key's tag as Yams resolved it: untagged, quoted, `!` and `!!str` are all str (nil here).
            if isKey, scalar.quoted_implicit == 0, let tag = scalar.tag.map({ String(cString: $0) }),
               tag != "!", tag != "tag:yaml.org,2002:str" {
                keyTags[index] = tag
            }
            finish(index, anchor: scalar.anchor)
        case YAML_ALIAS_EVENT:
            guard pending == nil else { return }
            let name = String(cString: event.data.alias.anchor)
            guard let index = anchors[name] else {
                return stop(.syntax(context: nil, problem: "found undefined alias", line: line, column: column))
            }
            aliased += sizes[index]
            guard aliased <= Self.aliasBudget else { return stop(.aliasBudget(line: line, column: column)) }
            finish(index, anchor: nil)
        default:
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
            open.append(Open(kind: isMapping ? .mapping : .sequence, line: line, column: column,
                             anchor: anchor.map { String(cString: $0) }, start: pendingChildren.count,
                             expectingKey: isMapping ? true : nil))
        }
    }

    private mutating func close() {
        let collection = open.removeLast()
        guard pending == nil else { return }
        if collection.kind == .mapping, let problem = duplicateKeys(from: collection.start) { return stop(problem) }
        let index = builder.addCollection(collection.kind, line: collection.line, column: collection.column,
                                          children: pendingChildren[collection.start...])
        var size = 1
        for child in pendingChildren[collection.start...] { size = min(size + sizes[child], Self.aliasBudget + 1) }
        sizes.append(size)
        // Truncated in place: no slice of it may be alive here, or the whole array would be copied.
        pendingChildren.removeLast(pendingChildren.count - collection.start)
        finish(index, anchor: nil)
        if let anchor = collection.anchor { anchors[anchor] = index }
    }

    /// A complete node: its collection's next child, or the document's root. An anchor names it
    /// only from here on, as in Yams (a collection cannot hold an alias to itself).
    private mutating func finish(_ index: Int, anchor: UnsafeMutablePointer<yaml_char_t>?) {
        if open.isEmpty { root = index } else { pendingChildren.append(index) }
        if let anchor { anchors[String(cString: anchor)] = index }
    }

    /// Stops building at the first composing problem; the stream is still read for a complex key.
    private mutating func stop(_ problem: Problem) {
        if pending == nil { pending = problem }
    }

    /// The keys said more than once, sorted by name, at the first place of the first (Yams's
    /// message), among the keys of the mapping whose children start at `start`. Keys are scalars
    /// here: anything else was refused.
    private func duplicateKeys(from start: Int) -> Problem? {
        let keys = stride(from: start, to: pendingChildren.count, by: 2).map { pendingChildren[$0] }
        let repeated = keys.count <= 16 ? repeatedPairwise(keys) : repeatedHashed(keys)
        guard !repeated.isEmpty else { return nil }
        let names = repeated.map(keyText)
        let order = names.indices.sorted { names[$0] < names[$1] || (names[$0] == names[$1] && $0 < $1) }
        let mark = builder.entries[repeated[order[0]]]
        return .duplicateKeys(order.map { names[$0] }, line: mark.line, column: mark.column)
    }

    private struct KeyIdentity: Hashable { var text: String; var tag: String? }

    private func keyText(_ key: Int) -> String { builder.text(of: key) }
    private func keyTag(_ key: Int) -> String? { keyTags.isEmpty ? nil : keyTags[key] }

    /// The first of each group of equal keys that has more than one, in file order. Theme
    /// mappings have a few keys each: comparing them costs less than hashing them.
    private func repeatedPairwise(_ keys: [Int]) -> [Int] {
        var repeated: [Int] = []
        for (position, key) in keys.enumerated() {
            let text = keyText(key), tag = keyTag(key)
            if let earlier = keys.prefix(position).first(where: { keyText($0) == text && keyTag($0) == tag }),
               !repeated.contains(earlier) {
                repeated.append(earlier)
            }
        }
        return repeated
    }

    /// As `repeatedPairwise`, in linear time for a long mapping.
    private func repeatedHashed(_ keys: [Int]) -> [Int] {
        var first: [KeyIdentity: Int] = .init(minimumCapacity: keys.count)
        var repeated: [Int] = [], seen: Set<Int> = []
        for key in keys {
            let identity = KeyIdentity(text: keyText(key), tag: keyTag(key))
            if let earlier = first[identity] {
                if seen.insert(earlier).inserted { repeated.append(earlier) }
            } else {
                first[identity] = key
            }
        }
        return repeated
    }

    /// libyaml's error, as Yams read it from the parser.
    private static func problem(of parser: yaml_parser_t, bytes: UnsafeBufferPointer<UInt8>) -> Problem {
        let problem = parser.problem.map { String(cString: $0) } ?? ""
        switch parser.error {
        case YAML_READER_ERROR:
            // The offset in characters of the text the bytes are (every caller's bytes are a String's).
            let text = String(decoding: bytes, as: UTF8.self)
            let offset = text.utf8.index(text.utf8.startIndex, offsetBy: parser.problem_offset, limitedBy: text.utf8.endIndex)?
                .samePosition(in: text).map { text.distance(from: text.startIndex, to: $0) }
            return .reader(problem: problem, offset: offset)
        case YAML_SCANNER_ERROR, YAML_PARSER_ERROR, YAML_COMPOSER_ERROR:
            return .syntax(context: parser.context.map { String(cString: $0) }, problem: problem,
                           line: parser.problem_mark.line + 1, column: parser.problem_mark.column + 1)
        default:
            return .memory
        }
    }
}

import LocationButtonModel
/// One value of a theme file with its position, read by hand so that every problem names the file,
/// line and column, what was expected and what was found. JSON theme files are read the same way:
/// JSON is YAML's flow syntax, so one parser gives positions for both.
package struct ThemeFileNode: Sendable {
    package let tree: ThemeFileTree
    package let index: Int

    package init(tree: ThemeFileTree, index: Int) {
        self.tree = tree; self.index = index
    }

    package var file: String { tree.file }
    private var entry: ThemeFileTree.Entry { tree.entries[index] }

    package var location: SourceLocation { tree.location(of: index) }

    /// `line:column`, the place an `InputError` names.
    package var place: String {
        let entry = entry
        return "\(entry.line):\(entry.column)"
    }

    package func error(_ message: String) -> InputError {
        InputError(file: file, place: place, message)
    }

    package func expected(_ what: String) -> InputError {
        error("expected \(what), found \(found)")
    }

    /// The text of a scalar (quoted or not); nil for a list or a mapping.
    package var scalar: String? { tree.text(of: index) }

    /// A mapping's keys and values, alternating, in file order; nil for a scalar or a list.
    package var mappingChildren: ArraySlice<Int>? { entry.kind == .mapping ? tree.children(of: index) : nil }

    /// How the value reads in a message: a quoted string, a bare number, `a mapping`, `a list`.
    package var found: String {
        switch entry.kind {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar:
            if isNull { return "nothing" }
            let text = tree.text(entry)
            return entry.plain && (Double(text) != nil || text == "true" || text == "false")
                ? InputText.shown(text) : InputText.quoted(text)
        }
    }

    package var isNull: Bool {
        // Every null spelling is at most 4 bytes long: most values are ruled out by their length.
        let entry = entry
        guard entry.kind == .scalar, entry.plain, entry.count <= 4 else { return false }
        switch tree.text(entry) {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }

    /// A bare (unquoted) scalar; numbers and booleans must be written bare, as in JSON.
    private var plainScalar: String? {
        let entry = entry
        return entry.kind == .scalar && entry.plain ? tree.text(entry) : nil
    }

    package func string(_ what: String = "a string") throws(InputError) -> String {
        guard let text = scalar, !isNull, !text.isEmpty else { throw expected(what) }
        return text
    }

    package func number(_ what: String = "a number", in range: ClosedRange<Double>? = nil) throws(InputError) -> Double {
        guard let value = plainNumber, value.isFinite else { throw expected(what) }
        if let range, !range.contains(value) {
            throw error("expected \(what) from \(NumberText.fourDecimals(range.lowerBound)) to \(NumberText.fourDecimals(range.upperBound)), found \(found)")
        }
        return value
    }

    package func bool() throws(InputError) -> Bool {
        if let bytes = plainBytes {
            if bytes.elementsEqual("true".utf8) { return true }
            if bytes.elementsEqual("false".utf8) { return false }
        }
        throw expected("true or false")
    }

    /// A bare scalar's bytes.
    private var plainBytes: ArraySlice<UInt8>? {
        let entry = entry
        return entry.kind == .scalar && entry.plain ? tree.storage[entry.first..<(entry.first + entry.count)] : nil
    }

    /// A bare scalar read as `Double(String)` reads it: a short decimal from its bytes
    /// (`DecimalBytes`), anything else through the String.
    private var plainNumber: Double? {
        guard let bytes = plainBytes else { return nil }
        return DecimalBytes.value(bytes) ?? Double(String(decoding: bytes, as: UTF8.self))
    }

    /// One of an enumeration's raw values, with a hint when the value is a near miss.
    package func oneOf<T: RawRepresentable & CaseIterable>(_ type: T.Type, _ what: String) throws(InputError) -> T
    where T.RawValue == String {
        // The names are listed only in the message: no array is built for a value that reads.
        if let text = scalar, !isNull, let value = T(rawValue: text) { return value }
        throw notOneOf(T.allCases.map(\.rawValue), what)
    }

    /// One of `names` (a button key's choices), with a hint when the value is a near miss.
    package func oneOf(_ names: [String], _ what: String) throws(InputError) -> String {
        // Compared by bytes, the name returned: no String is made for a value that reads. Text
        // other than ASCII is compared as Strings are (canonical equivalence).
        if let bytes = tree.bytes(of: index), !isNull {
            if let name = names.first(where: { $0.utf8.count == bytes.count && $0.utf8.elementsEqual(bytes) }) { return name }
            if bytes.contains(where: { $0 >= 0x80 }), let text = scalar, names.contains(text) { return text }
        }
        throw notOneOf(names, what)
    }

    private func notOneOf(_ names: [String], _ what: String) -> InputError {
        guard let text = scalar, !isNull else { return expected("\(what) (\(names.joined(separator: ", ")))") }
        let hint = SpellingHint.hint(for: text, among: names)
        return error("expected \(what) (\(names.joined(separator: ", "))), found \(found)\(hint)")
    }

    package func list() throws(InputError) -> [ThemeFileNode] {
        guard entry.kind == .sequence else { throw expected("a list") }
        return tree.items(of: index)
    }

    /// A list of at least one `what` (the schema's `minItems: 1`): an empty one would check nothing.
    package func nonEmptyList(of what: String) throws(InputError) -> [ThemeFileNode] {
        let items = try list()
        guard !items.isEmpty else { throw error("expected a list of at least one \(what), found an empty list (nothing would be checked)") }
        return items
    }
}

/// Problems found while reading one or more theme files, in the order met.
package final class ThemeFileProblems {
    package private(set) var all: [InputError] = []

    package init() {}

    package func record(_ problem: InputError) { all.append(problem) }

    /// Runs `body`, recording the `InputError` it throws instead of passing it on; nil then.
    package func attempt<T>(_ body: () throws -> T) -> T? {
        do { return try body() } catch let problem as InputError {
            record(problem)
        } catch {
            // Theme readers throw only InputError; anything else still becomes a reported line.
            record(InputError(file: "theme", "expected a readable theme, found \(error)"))
        }
        return nil
    }
}

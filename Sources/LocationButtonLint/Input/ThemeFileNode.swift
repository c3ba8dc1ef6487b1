import Yams

/// One value of a theme file with its position, read by hand so that every problem names the file,
/// line and column, what was expected and what was found. JSON theme files are read the same way:
/// JSON is YAML's flow syntax, so one parser gives positions for both.
struct ThemeFileNode {
    let node: Node
    let file: String

    var location: SourceLocation {
        // libyaml always sets marks on parsed nodes; (1, 1) only for hand-built ones.
        SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    /// `line:column`, the place an `InputError` names.
    var place: String { "\(node.mark?.line ?? 1):\(node.mark?.column ?? 1)" }

    func error(_ message: String) -> InputError {
        InputError(file: file, place: place, message)
    }

    func expected(_ what: String) -> InputError {
        error("expected \(what), found \(found)")
    }

    /// How the value reads in a message: a quoted string, a bare number, `a mapping`, `a list`.
    var found: String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case .scalar(let scalar):
            if isNull { return "nothing" }
            let text = scalar.string
            return scalar.style == .plain && (Double(text) != nil || text == "true" || text == "false")
                ? InputText.shown(text) : InputText.quoted(text)
        }
    }

    var isNull: Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// A bare (unquoted) scalar; numbers and booleans must be written bare, as in JSON.
    private var plainScalar: String? {
        guard case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any else { return nil }
        return scalar.string
    }

    func string(_ what: String = "a string") throws(InputError) -> String {
        guard case .scalar(let scalar) = node, !isNull, !scalar.string.isEmpty else { throw expected(what) }
        return scalar.string
    }

    func number(_ what: String = "a number", in range: ClosedRange<Double>? = nil) throws(InputError) -> Double {
        guard let text = plainScalar, let value = Double(text), value.isFinite else { throw expected(what) }
        if let range, !range.contains(value) {
            throw error("expected \(what) from \(JSONValue.format(range.lowerBound)) to \(JSONValue.format(range.upperBound)), found \(found)")
        }
        return value
    }

    /// A number that must be greater than zero and at most `range`'s end (sizes, widths).
    func positiveNumber(_ what: String, upTo range: ClosedRange<Double>) throws(InputError) -> Double {
        let value = try number(what)
        guard value > 0, value <= range.upperBound else {
            throw error("expected \(what) greater than 0 and at most \(JSONValue.format(range.upperBound)), found \(found)")
        }
        return value
    }

    func bool() throws(InputError) -> Bool {
        switch plainScalar {
        case "true": return true
        case "false": return false
        default: throw expected("true or false")
        }
    }

    /// One of an enumeration's raw values, with a hint when the value is a near miss.
    func oneOf<T: RawRepresentable & CaseIterable>(_ type: T.Type, _ what: String) throws(InputError) -> T
    where T.RawValue == String {
        let names = T.allCases.map(\.rawValue)
        guard case .scalar(let scalar) = node, !isNull else { throw expected("\(what) (\(names.joined(separator: ", ")))") }
        if let value = T(rawValue: scalar.string) { return value }
        let hint = SpellingHint.hint(for: scalar.string, among: names)
        throw error("expected \(what) (\(names.joined(separator: ", "))), found \(found)\(hint)")
    }

    func list() throws(InputError) -> [ThemeFileNode] {
        guard case .sequence(let sequence) = node else { throw expected("a list") }
        return sequence.map { ThemeFileNode(node: $0, file: file) }
    }

    /// A list of at least one `what` (the schema's `minItems: 1`): an empty one would check nothing.
    func nonEmptyList(of what: String) throws(InputError) -> [ThemeFileNode] {
        let items = try list()
        guard !items.isEmpty else { throw error("expected a list of at least one \(what), found an empty list (nothing would be checked)") }
        return items
    }

    /// The entries of a mapping whose keys must be among `keys`; an unknown key is a problem with a
    /// "did you mean" hint, recorded without stopping so that one run reports every typo.
    func fields(of kind: String, keys: [String], problems: ThemeFileProblems) throws(InputError) -> ThemeFileFields {
        guard case .mapping(let mapping) = node else { throw expected(kind) }
        var entries: [String: ThemeFileNode] = [:]
        var keyLocations: [String: SourceLocation] = [:]
        for (keyNode, valueNode) in mapping {
            let key = ThemeFileNode(node: keyNode, file: file)
            guard case .scalar(let scalar) = keyNode else {
                problems.record(key.expected("a key of \(kind)"))
                continue
            }
            guard keys.contains(scalar.string) else {
                let hint = SpellingHint.hint(for: scalar.string, among: keys)
                problems.record(key.error("expected a key of \(kind), found \(InputText.quoted(scalar.string))\(hint)"))
                continue
            }
            entries[scalar.string] = ThemeFileNode(node: valueNode, file: file)
            keyLocations[scalar.string] = key.location
        }
        return ThemeFileFields(owner: self, kind: kind, entries: entries, keyLocations: keyLocations)
    }
}

/// The known keys of one mapping, looked up by name.
struct ThemeFileFields {
    let owner: ThemeFileNode
    let kind: String
    let entries: [String: ThemeFileNode]
    /// Where each known key is written.
    let keyLocations: [String: SourceLocation]

    subscript(key: String) -> ThemeFileNode? {
        guard let value = entries[key], !value.isNull else { return nil }
        return value
    }

    func required(_ key: String) throws(InputError) -> ThemeFileNode {
        guard let value = self[key] else {
            throw owner.error("expected key \"\(key)\" in \(kind), found none")
        }
        return value
    }
}

/// Problems found while reading one or more theme files, in the order met.
final class ThemeFileProblems {
    private(set) var all: [InputError] = []

    func record(_ problem: InputError) { all.append(problem) }

    /// Puts the problems recorded since `index` (one file's) in line and column order, the order
    /// a reader fixes them in; the decoder meets them in key order.
    func sortByPlace(from index: Int) {
        func position(_ problem: InputError) -> [Int] {
            (problem.place ?? "").split(separator: ":").map { Int($0) ?? 0 }
        }
        let sorted = all[index...].enumerated().sorted { a, b in
            let pa = position(a.element), pb = position(b.element)
            return pa != pb ? pa.lexicographicallyPrecedes(pb) : a.offset < b.offset
        }.map(\.element)
        all.replaceSubrange(index..., with: sorted)
    }

    /// Runs `body`, recording the `InputError` it throws instead of passing it on; nil then.
    func attempt<T>(_ body: () throws -> T) -> T? {
        do { return try body() } catch let problem as InputError {
            record(problem)
        } catch {
            // Theme readers throw only InputError; anything else still becomes a reported line.
            record(InputError(file: "theme", "expected a readable theme, found \(error)"))
        }
        return nil
    }
}

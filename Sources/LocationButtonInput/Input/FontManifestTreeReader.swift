import LocationButtonModel
/// Builds a `FontManifest` from an already parsed JSON tree, as `JSONDecoder` would from the same
/// bytes: unknown keys ignored, an absent or null optional is nil, numbers as JSON writes them.
/// `FontManifestReader` tried `JSONDecoder` after parsing, which read the document a second time
/// and cost a small run more than reading its theme. Anything this reader is not sure of (a value
/// of another kind, an integer field holding a fraction, an unknown weight) answers nil, and
/// `JSONDecoder` decides, with its messages.
package enum FontManifestTreeReader {
    package static func manifest(_ tree: ParsedJSON) -> FontManifest? {
        guard case .object(let root) = tree,
              let version = integer(root["version"]),
              let familyItems = array(root["families"]),
              let scripts = object(root["scripts"], chain) else { return nil }
        var families: [FontManifest.Family] = []
        families.reserveCapacity(familyItems.count)
        for item in familyItems {
            guard let family = family(item) else { return nil }
            families.append(family)
        }
        var languages: [String: [String: [String]]]?
        if let value = present(root["languages"]) {
            guard let table = object(value, { object($0, chain) }) else { return nil }
            languages = table
        }
        return FontManifest(version: version, families: families, scripts: scripts, languages: languages)
    }

    private static func family(_ tree: ParsedJSON) -> FontManifest.Family? {
        guard case .object(let members) = tree,
              let name = string(members["name"]),
              let margin = number(members["margin"]),
              let faceItems = array(members["faces"]) else { return nil }
        guard let marginReason = optional(members["marginReason"], string),
              let lineHeightMargin = optional(members["lineHeightMargin"], number),
              let lineHeightMarginReason = optional(members["lineHeightMarginReason"], string),
              let opticalSizeAxis = optional(members["opticalSizeAxis"], bool),
              let tracking = optional(members["tracking"], { row in
                  array(row).flatMap { rows in collect(rows) { array($0).flatMap { collect($0, number) } } }
              }) else { return nil }
        var faces: [FontManifest.Face] = []
        faces.reserveCapacity(faceItems.count)
        for item in faceItems {
            guard let face = face(item) else { return nil }
            faces.append(face)
        }
        return FontManifest.Family(name: name, margin: margin, marginReason: marginReason, lineHeightMargin: lineHeightMargin,
                                   lineHeightMarginReason: lineHeightMarginReason, faces: faces,
                                   opticalSizeAxis: opticalSizeAxis, tracking: tracking)
    }

    private static func face(_ tree: ParsedJSON) -> FontManifest.Face? {
        guard case .object(let members) = tree, let file = string(members["file"]),
              let faceIndex = optional(members["faceIndex"], integer),
              let postScriptName = optional(members["postScriptName"], string),
              let weight = optional(members["weight"], { string($0).flatMap(FontWeight.init(rawValue:)) }),
              let minPointSize = optional(members["minPointSize"], number),
              let maxPointSize = optional(members["maxPointSize"], number) else { return nil }
        return FontManifest.Face(file: file, faceIndex: faceIndex, postScriptName: postScriptName, weight: weight,
                                 minPointSize: minPointSize, maxPointSize: maxPointSize)
    }

    // MARK: Values

    /// The value of a key that is there and not null (what `decodeIfPresent` reads).
    private static func present(_ value: ParsedJSON?) -> ParsedJSON? {
        if case .null = value { return nil }
        return value
    }

    /// An optional field: `.some(nil)` when absent or null, `.some(value)` when it reads, nil when it does not.
    private static func optional<T>(_ value: ParsedJSON?, _ read: (ParsedJSON) -> T?) -> T?? {
        guard let value = present(value) else { return .some(nil) }
        guard let read = read(value) else { return nil }
        return .some(read)
    }

    private static func string(_ value: ParsedJSON?) -> String? {
        if case .string(let text) = value { return text }
        return nil
    }

    private static func number(_ value: ParsedJSON?) -> Double? {
        if case .number(let number) = value { return number }
        return nil
    }

    /// A whole number well inside a double's exact range; anything else is `JSONDecoder`'s to judge.
    private static func integer(_ value: ParsedJSON?) -> Int? {
        guard case .number(let number) = value, number == number.rounded(), abs(number) < 1e15 else { return nil }
        return Int(number)
    }

    private static func bool(_ value: ParsedJSON?) -> Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }

    private static func array(_ value: ParsedJSON?) -> [ParsedJSON]? {
        if case .array(let items) = value { return items }
        return nil
    }

    private static func collect<T>(_ items: [ParsedJSON], _ read: (ParsedJSON) -> T?) -> [T]? {
        var result: [T] = []
        result.reserveCapacity(items.count)
        for item in items {
            guard let value = read(item) else { return nil }
            result.append(value)
        }
        return result
    }

    private static func object<T>(_ value: ParsedJSON?, _ read: (ParsedJSON) -> T?) -> [String: T]? {
        guard case .object(let members) = value else { return nil }
        var result: [String: T] = [:]
        result.reserveCapacity(members.count)
        for (key, member) in members {
            guard let value = read(member) else { return nil }
            result[key] = value
        }
        return result
    }

    /// A fallback chain: a list of family names.
    private static func chain(_ value: ParsedJSON) -> [String]? {
        array(value).flatMap { collect($0, string) }
    }
}

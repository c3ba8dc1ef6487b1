import LocationButtonModel
import Foundation

/// A parsed JSON value that keeps JSON's own types apart (a boolean is not a number), so a reader
/// can say exactly what it found where. Decoded with `JSONDecoder`, which is strict about that.
package enum ParsedJSON: Decodable, Equatable {
    case object([String: ParsedJSON])
    case array([ParsedJSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    package init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        // The kinds exclude each other; the common ones (a catalog's texts and objects) are tried
        // first, because each failed try builds an error.
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([String: ParsedJSON].self) { self = .object(value) }
        else if let value = try? container.decode([ParsedJSON].self) { self = .array(value) }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else { self = .number(try container.decode(Double.self)) }
    }

    /// How an error message names what was found: `a number (3)`, `an array`.
    package var found: String {
        switch self {
        case .object(let members): members.isEmpty ? "an empty object" : "an object"
        case .array: "an array"
        case .string(let text): "the string \(InputText.quoted(text))"
        case .number(let number): "a number (\(number.formatted()))"
        case .bool(let flag): "\(flag)"
        case .null: "null"
        }
    }

    /// The value a decoder's coding path points at, if there is one.
    package func value(at path: [CodingKey]) -> ParsedJSON? {
        var node = self
        for key in path {
            switch node {
            case .object(let members): guard let next = members[key.stringValue] else { return nil }; node = next
            case .array(let items): guard let i = key.intValue, items.indices.contains(i) else { return nil }; node = items[i]
            default: return nil
            }
        }
        return node
    }

    /// Parses a whole document; invalid JSON becomes an `InputError` naming line and column.
    /// `JSONSerialization` checks the syntax first because it reports where it failed ("around
    /// character N"); `JSONDecoder` then builds the typed tree.
    package static func parse(_ data: Data, file: String) throws(InputError) -> ParsedJSON {
        // A well-formed document is read in one pass; only what that reader declines goes on.
        if let value = PlainJSONReader.read(data) { return value }
        return try parseWithFoundation(data, file: file)
    }

    /// `parse` through Foundation, which names the place of a syntax error.
    package static func parseWithFoundation(_ data: Data, file: String) throws(InputError) -> ParsedJSON {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            throw InputError(file: file, place: location(in: data, describedBy: detail),
                             "expected valid JSON, found a syntax error (\(detail))")
        }
        do {
            return try JSONDecoder().decode(ParsedJSON.self, from: data)
        } catch {
            // Valid syntax that does not decode holds a number no Double holds (1e-400, 1e400).
            if let number = JSONScan.firstUnrepresentableNumber(in: data) {
                throw InputError(file: file, place: number.path,
                                 "expected a number a 64-bit float holds (about 1e-308 to 1e308 in size, or 0), found \(InputText.shown(number.text))")
            }
            throw InputError(file: file, "expected valid JSON, found a value that does not decode")
        }
    }

    /// "around character N" (a 0-based byte offset) as `line:column`.
    private static func location(in data: Data, describedBy detail: String) -> String? {
        guard let range = detail.range(of: #"character \d+"#, options: .regularExpression),
              let offset = Int(detail[range].dropFirst("character ".count)) else { return nil }
        return JSONScan.lineColumn(offset: offset, in: data)
    }
}

import LocationButtonModel
import Foundation

/// Decodes `manifest.json`, turning decoding failures into one-line `InputError`s with a JSON path.
package enum FontManifestReader {
    package static func decode(_ data: Data, file: String) throws(InputError) -> FontManifest {
        // A well-formed manifest of the expected shape is read from one parse; JSONDecoder (and
        // its messages) takes everything else.
        if let plain = PlainJSONReader.read(data), let manifest = FontManifestTreeReader.manifest(plain) { return manifest }
        let tree = try ParsedJSON.parse(data, file: file)  // syntax errors with line and column
        do {
            return try JSONDecoder().decode(FontManifest.self, from: data)
        } catch let error as DecodingError {
            throw InputError(file: file, place: error.jsonPath, describe(error, found: tree.value(at: error.valuePath)))
        } catch {
            throw InputError(file: file, "expected a JSON font manifest, found unreadable data")
        }
    }

    private static func describe(_ error: DecodingError, found: ParsedJSON?) -> String {
        let foundText = found?.found ?? "another kind of value"
        switch error {
        case .typeMismatch(let type, _): return "expected \(jsonName(type)), found \(foundText)"
        case .valueNotFound(let type, _): return "expected \(jsonName(type)), found null"
        case .keyNotFound(let key, _): return "expected key \"\(key.stringValue)\", found none"
        case .dataCorrupted(let c):
            if c.codingPath.last?.stringValue == "weight" {
                return "expected one of \(FontWeight.allCases.map(\.rawValue).joined(separator: ", ")), found \(foundText)"
            }
            return "expected a valid value, found \(foundText) (\(c.debugDescription))"
        @unknown default: return "expected a font manifest, found something else"
        }
    }

    /// A Swift type as the JSON a manifest author writes.
    private static func jsonName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Double.Type, is Int.Type: "a number"
        case is Bool.Type: "true or false"
        case is [Any].Type: "an array"
        default: String(describing: type).hasPrefix("Dictionary") ? "an object" : "an object or value of the manifest's form"
        }
    }
}

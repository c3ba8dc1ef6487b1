import Foundation

/// Decodes `manifest.json`, turning decoding failures into one-line `InputError`s with a JSON path.
enum FontManifestReader {
    static func decode(_ data: Data, file: String) throws(InputError) -> FontManifest {
        do {
            return try JSONDecoder().decode(FontManifest.self, from: data)
        } catch let error as DecodingError {
            throw InputError(file: file, place: jsonPath(error), describe(error))
        } catch {
            throw InputError(file: file, "expected a JSON font manifest, found unreadable data")
        }
    }

    private static func jsonPath(_ error: DecodingError) -> String {
        let path: [CodingKey]
        switch error {
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .dataCorrupted(let c): path = c.codingPath
        case .keyNotFound(let key, let c): path = c.codingPath + [key]
        @unknown default: path = []
        }
        return "$" + path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(let type, _): return "expected a value of type \(type), found another type"
        case .valueNotFound(let type, _): return "expected a value of type \(type), found null"
        case .keyNotFound(let key, _): return "expected key \"\(key.stringValue)\", found none"
        case .dataCorrupted(let c):
            if c.codingPath.isEmpty { return "expected valid JSON, found malformed text" }
            return "expected a valid value, found something else (\(c.debugDescription))"
        @unknown default: return "expected a font manifest, found something else"
        }
    }
}

import LocationButtonModel
/// Where in a JSON document a `DecodingError` happened, as the readers' messages name it.
extension DecodingError {
    /// The coding path to the value that failed (a missing key included).
    package var valuePath: [CodingKey] {
        switch self {
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .dataCorrupted(let c): c.codingPath
        case .keyNotFound(let key, let c): c.codingPath + [key]
        @unknown default: []
        }
    }

    /// `$.families[0].tracking[1]`.
    package var jsonPath: String {
        "$" + valuePath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}

import LocationButtonModel
import Foundation

/// A place in a JSON document as a JSONPath (`$.strings.currentLocation.localizations["pt-BR"]`),
/// carried by readers so every error names where it is.
package struct JSONPath: CustomStringConvertible, Sendable {
    private var text = "$"

    package func member(_ key: String) -> JSONPath {
        var path = self
        let plain = key.first.map { $0.isLetter || $0 == "_" } == true
            && key.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "_" }
        if plain {
            path.text += "." + key
        } else {
            let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            path.text += "[\"\(escaped)\"]"
        }
        return path
    }

    package var description: String { text }
}

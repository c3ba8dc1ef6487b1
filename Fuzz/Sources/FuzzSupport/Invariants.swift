/// Checks the report and message invariants the fuzz targets assert.

/// An error message is one line a terminal shows as it is: no newline, no control character.
public func expectOneLine(_ message: String) {
    if let bad = message.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
        fuzzFailure("message holds U+\(String(bad.value, radix: 16, uppercase: true)): \(message.debugDescription)")
    }
}

/// Report text made as UTF-8 bytes: the text report of 10,000 buttons is 13 MB in ~400,000
/// pieces, and appending a piece to a `String` costs several hundred instructions of checks
/// (capacity, uniqueness, ASCII-ness) where appending bytes to an array is a copy. The bytes are
/// the same a `String` made of the same pieces holds (`utf8`).
struct ReportBytes {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func append(_ other: [UInt8]) { bytes.append(contentsOf: other) }

    mutating func append(_ other: ArraySlice<UInt8>) { bytes.append(contentsOf: other) }

    /// Empties it, keeping its storage.
    mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    mutating func append(byte: UInt8) { bytes.append(byte) }

    /// `text` as `ReportEscaping.line` shows it: printable ASCII as it is (no `String` made).
    mutating func appendEscaped(_ text: String) {
        var text = text
        let plain = text.withUTF8 { utf8 in
            for byte in utf8 where byte < 0x20 || byte >= 0x7F { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if !plain { append(ReportEscaping.line(text)) }
    }

    /// `value` in decimal, as `String(value)` writes it.
    mutating func append(decimal value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        // The power of ten of the first digit (never above `magnitude`, so it cannot overflow).
        var power: UInt = 1
        while magnitude / power >= 10 { power *= 10 }
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude / power % 10))
            power /= 10
        } while power > 0
    }

    /// `text` as UTF-8 bytes.
    static func of(_ text: String) -> [UInt8] { Array(text.utf8) }
}

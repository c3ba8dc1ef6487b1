/// A short decimal (`-12`, `0.5`, `17.25`) read from its bytes with the value `Double(String)`
/// gives it: at most 15 digits make an integer m that a Double holds exactly, and 10^k is exact
/// for k ≤ 22, so m / 10^k, one correctly rounded division, is the correctly rounded value of the
/// decimal, which is what strtod returns (Clinger's fast path). `ByteShortcutTests` holds the
/// two equal. Anything else (exponents, more digits, `+`, `.5`, `1.`) is nil, for `Double(String)`.
package enum DecimalBytes {
    private static let powersOfTen: [Double] = (0...15).map { power in (0..<power).reduce(1.0) { value, _ in value * 10 } }

    package static func value(_ bytes: ArraySlice<UInt8>) -> Double? {
        var position = bytes.startIndex
        let negative = position < bytes.endIndex && bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        var mantissa: UInt64 = 0, digits = 0, fractionDigits = 0, inFraction = false, digitsBeforePoint = 0
        while position < bytes.endIndex {
            let byte = bytes[position]
            if byte == UInt8(ascii: "."), !inFraction, digits > 0 {
                inFraction = true
                digitsBeforePoint = digits
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                digits += 1
                if inFraction { fractionDigits += 1 }
                guard digits <= 15 else { return nil }
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
            } else {
                return nil
            }
            position += 1
        }
        guard digits > 0, !inFraction || digits > digitsBeforePoint else { return nil }
        let value = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -value : value
    }
}

/// A message built byte by byte into one buffer and made a `String` once: a finding's words
/// written with interpolation grow a string a dozen times, which cost more than judging its
/// cell when a large run words thousands of findings. `text` is byte for byte what the same
/// pieces joined as strings give (`NumberText.fixed` for the numbers).
package struct TextBuffer {
    private var bytes: [UInt8] = []

    package init(capacity: Int) { bytes.reserveCapacity(capacity) }

    package mutating func append(_ piece: StaticString) {
        piece.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    package mutating func append(_ piece: String) {
        var piece = piece
        piece.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// `NumberText.fixed(x, digits)`, written in place on its common path.
    package mutating func append(fixed x: Double, _ digits: Int) {
        let places = min(max(digits, 0), 3)
        let scale = places == 0 ? 1 : places == 1 ? 10 : places == 2 ? 100 : 1000
        // The rare paths (not finite, beyond 2^53) as `NumberText` writes them.
        guard x.isFinite, abs(x) * Double(scale) < 0x1p53 else { return append(NumberText.fixed(x, digits)) }
        var n = Int((abs(x) * Double(scale)).rounded())
        if x < 0 && n != 0 { bytes.append(UInt8(ascii: "-")) }
        // Every digit of n, and at least one before the point (0.5 is "0.5").
        var count = 1, rest = n / 10
        while rest > 0 { count += 1; rest /= 10 }
        count = max(count, places + 1)
        var end = bytes.count + count + (places > 0 ? 1 : 0)
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: end - bytes.count))
        for _ in 0..<places { end -= 1; bytes[end] = UInt8(ascii: "0") + UInt8(n % 10); n /= 10 }
        if places > 0 { end -= 1; bytes[end] = UInt8(ascii: ".") }
        while n > 0 { end -= 1; bytes[end] = UInt8(ascii: "0") + UInt8(n % 10); n /= 10 }
    }

    /// `TitleSizeRule.pt`: the number with one decimal and ` pt`.
    package mutating func append(points x: Double) {
        append(fixed: x, 1)
        append(" pt")
    }

    package var text: String { String(decoding: bytes, as: UTF8.self) }
}

import LocationButtonModel
import Foundation

/// Reads a well-formed JSON document straight into `ParsedJSON`, in one pass over the bytes.
/// `ParsedJSON.parse` goes through `JSONSerialization` (for the place of a syntax error) and then
/// `JSONDecoder`, which costs far more (every node is tried as each kind in turn, each failed try
/// building an error): the bundled title catalog took a fifth of a small run's CPU that way.
///
/// It takes only what it reads exactly as that path does, and answers nil for anything else, so
/// that the path decides, with its messages: a syntax error, a key twice in one object, a number
/// no 64-bit float holds exactly as written in size (overflow, underflow, subnormal), a lone
/// surrogate escape, a control character or invalid UTF-8 in a string, nesting past 256 levels.
package struct PlainJSONReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var at = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The document's value, or nil when the full path must read it.
    package static func read(_ data: Data) -> ParsedJSON? {
        data.withUnsafeBytes { raw -> ParsedJSON? in
            var reader = PlainJSONReader(raw.bindMemory(to: UInt8.self))
            guard let value = reader.value(depth: 0) else { return nil }
            reader.skipSpace()
            return reader.at == reader.bytes.count ? value : nil
        }
    }

    private static let maximumDepth = 256

    private mutating func skipSpace() {
        while at < bytes.count {
            switch bytes[at] {
            case 0x20, 0x09, 0x0A, 0x0D: at += 1
            default: return
            }
        }
    }

    private mutating func value(depth: Int) -> ParsedJSON? {
        guard depth < Self.maximumDepth else { return nil }
        skipSpace()
        guard at < bytes.count else { return nil }
        switch bytes[at] {
        case UInt8(ascii: "{"): return object(depth: depth)
        case UInt8(ascii: "["): return array(depth: depth)
        case UInt8(ascii: "\""): return string().map(ParsedJSON.string)
        case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
        case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
        case UInt8(ascii: "n"): return literal("null") ? .null : nil
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number().map(ParsedJSON.number)
        default: return nil
        }
    }

    private mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard at + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[at + offset] != word.utf8Start[offset] { return false }
        at += count
        return true
    }

    private mutating func object(depth: Int) -> ParsedJSON? {
        at += 1  // {
        var members: [String: ParsedJSON] = [:]
        skipSpace()
        if at < bytes.count, bytes[at] == UInt8(ascii: "}") { at += 1; return .object(members) }
        while true {
            skipSpace()
            guard at < bytes.count, bytes[at] == UInt8(ascii: "\""), let key = string() else { return nil }
            skipSpace()
            guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { return nil }
            at += 1
            guard let value = value(depth: depth + 1) else { return nil }
            // A key twice: which one the full path keeps is its own affair.
            guard members.updateValue(value, forKey: key) == nil else { return nil }
            skipSpace()
            guard at < bytes.count else { return nil }
            if bytes[at] == UInt8(ascii: ",") { at += 1; continue }
            guard bytes[at] == UInt8(ascii: "}") else { return nil }
            at += 1
            return .object(members)
        }
    }

    private mutating func array(depth: Int) -> ParsedJSON? {
        at += 1  // [
        var items: [ParsedJSON] = []
        skipSpace()
        if at < bytes.count, bytes[at] == UInt8(ascii: "]") { at += 1; return .array(items) }
        while true {
            guard let item = value(depth: depth + 1) else { return nil }
            items.append(item)
            skipSpace()
            guard at < bytes.count else { return nil }
            if bytes[at] == UInt8(ascii: ",") { at += 1; continue }
            guard bytes[at] == UInt8(ascii: "]") else { return nil }
            at += 1
            return .array(items)
        }
    }

    /// A string from its opening quote; nil for a control character, invalid UTF-8, a bad escape.
    private mutating func string() -> String? {
        at += 1  // "
        let start = at
        var ascii = true
        // Without escapes (the usual case) the text is the bytes between the quotes.
        while at < bytes.count {
            let byte = bytes[at]
            if byte == UInt8(ascii: "\"") {
                let text = UnsafeBufferPointer(rebasing: bytes[start..<at])
                at += 1
                return ascii ? String(decoding: text, as: UTF8.self) : String(bytes: text, encoding: .utf8)
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { return nil }
            if byte >= 0x80 { ascii = false }
            at += 1
        }
        var utf8 = Array(bytes[start..<at])
        while at < bytes.count {
            let byte = bytes[at]
            at += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(bytes: utf8, encoding: .utf8)
            case UInt8(ascii: "\\"):
                guard at < bytes.count else { return nil }
                let escape = bytes[at]
                at += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    guard var code = hex4() else { return nil }
                    if (0xD800...0xDBFF).contains(code) {
                        // A high surrogate must be followed by an escaped low one.
                        guard at + 1 < bytes.count, bytes[at] == UInt8(ascii: "\\"), bytes[at + 1] == UInt8(ascii: "u") else { return nil }
                        at += 2
                        guard let low = hex4(), (0xDC00...0xDFFF).contains(low) else { return nil }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(code) {
                        return nil
                    }
                    guard let scalar = Unicode.Scalar(code) else { return nil }
                    utf8.append(contentsOf: String(Character(scalar)).utf8)
                default:
                    return nil
                }
            default:
                if byte < 0x20 { return nil }
                utf8.append(byte)
            }
        }
        return nil
    }

    private mutating func hex4() -> UInt32? {
        guard at + 4 <= bytes.count else { return nil }
        var code: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[at]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            code = code << 4 | UInt32(digit)
            at += 1
        }
        return code
    }

    /// JSON's number grammar; nil unless the value is 0 written as zero, or a normal finite double.
    private mutating func number() -> Double? {
        let start = at
        var nonZeroDigit = false
        func digits() -> Int {
            let first = at
            while at < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[at]) {
                if bytes[at] != UInt8(ascii: "0") { nonZeroDigit = true }
                at += 1
            }
            return at - first
        }
        if bytes[at] == UInt8(ascii: "-") { at += 1 }
        guard at < bytes.count else { return nil }
        if bytes[at] == UInt8(ascii: "0") {
            at += 1
        } else {
            guard digits() > 0 else { return nil }
        }
        if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
            at += 1
            guard digits() > 0 else { return nil }
        }
        let mantissaHasValue = nonZeroDigit
        if at < bytes.count, bytes[at] == UInt8(ascii: "e") || bytes[at] == UInt8(ascii: "E") {
            at += 1
            if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
            guard digits() > 0 else { return nil }
        }
        // A digit or letter right after the number is the full path's syntax error to name.
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { return nil }
        if value == 0 { return mantissaHasValue ? nil : value }
        return value.isNormal ? value : nil
    }
}

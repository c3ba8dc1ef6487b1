import LocationButtonModel
/// A JSON reader that walks a document once, front to back, over `InputBytes`, and keeps only
/// what its caller asks for: a String Catalog's languages, a baseline's fingerprints. The tree
/// readers (`ParsedJSON`) hold every value, about 15 times the file; this holds one string at a
/// time. It checks the syntax as it goes: a document that does not parse is refused at its line.
public final class JSONStream {
    public enum Kind: Equatable { case object, array, string, number, literal }

    private let bytes: InputBytes
    /// How deep containers a skipped value may nest (each level costs a byte of the stack).
    public static let depthLimit = 10_000

    public init(_ bytes: InputBytes) { self.bytes = bytes }

    public func problem(_ message: String) -> InputError { bytes.problem(message) }

    /// The kind of the next value, after white space; refused at the end of the document.
    public func peekKind() throws(InputError) -> Kind {
        try skipSpace()
        guard let byte = try bytes.peek() else { throw problem("expected a JSON value, found the end of the file") }
        switch byte {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"): return .literal
        default: throw problem("expected a JSON value, found \(Self.shown(byte))")
        }
    }

    /// An object's members: `body` gets each key (nil unless `keepKeys`; a kept key longer than
    /// `keyLimit` bytes is cut there and ends in `…`) and must consume its value.
    public func members(keepKeys: Bool, keyLimit: Int = 256, _ body: (String?) throws(InputError) -> Void) throws(InputError) {
        try expect(UInt8(ascii: "{"), "an object")
        try skipSpace()
        if try bytes.peek() == UInt8(ascii: "}") { bytes.advance(); return }
        while true {
            try skipSpace()
            guard try bytes.peek() == UInt8(ascii: "\"") else { throw problem("expected a key (a string), found \(found())") }
            var key: String?
            if keepKeys { key = try string(limit: keyLimit) } else { try skipString() }
            try skipSpace()
            try expect(UInt8(ascii: ":"), "a colon after the key")
            try body(key)
            try skipSpace()
            let next = try bytes.next()
            if next == UInt8(ascii: "}") { return }
            guard next == UInt8(ascii: ",") else { throw problem("expected a comma or }, found \(next.map(Self.shown) ?? "the end of the file")") }
        }
    }

    /// An array's elements: `body` gets each one's index and must consume it.
    public func elements(_ body: (Int) throws(InputError) -> Void) throws(InputError) {
        try expect(UInt8(ascii: "["), "an array")
        try skipSpace()
        if try bytes.peek() == UInt8(ascii: "]") { bytes.advance(); return }
        var index = 0
        while true {
            try body(index)
            index += 1
            try skipSpace()
            let next = try bytes.next()
            if next == UInt8(ascii: "]") { return }
            guard next == UInt8(ascii: ",") else { throw problem("expected a comma or ], found \(next.map(Self.shown) ?? "the end of the file")") }
        }
    }

    /// A string value, decoded; one longer than `limit` bytes is cut there and ends in `…`.
    public func string(limit: Int) throws(InputError) -> String {
        try expect(UInt8(ascii: "\""), "a string")
        var kept: [UInt8] = []
        var cut = false
        func keep(_ byte: UInt8) { if kept.count < limit { kept.append(byte) } else { cut = true } }
        while true {
            guard let byte = try bytes.next() else { throw problem("expected the end of a string, found the end of the file") }
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: kept, as: UTF8.self) + (cut ? "…" : "")
            case UInt8(ascii: "\\"):
                guard let escaped = try bytes.next() else { throw problem("expected an escape, found the end of the file") }
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): keep(escaped)
                case UInt8(ascii: "b"): keep(8)
                case UInt8(ascii: "f"): keep(12)
                case UInt8(ascii: "n"): keep(10)
                case UInt8(ascii: "r"): keep(13)
                case UInt8(ascii: "t"): keep(9)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800..<0xDC00).contains(scalar), try bytes.peek() == UInt8(ascii: "\\") {
                        bytes.advance()
                        guard try bytes.next() == UInt8(ascii: "u") else { throw problem("expected a low surrogate \\u escape, found another escape") }
                        let low = try hex4()
                        scalar = (0xDC00..<0xE000).contains(low) ? 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00) : 0xFFFD
                    }
                    for byte in String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8 { keep(byte) }
                default: throw problem("expected an escape such as \\n or \\u00E9, found \\\(Self.shown(escaped))")
                }
            case 0..<0x20: throw problem("expected a string without raw control characters, found U+\(String(byte, radix: 16, uppercase: true))")
            default: keep(byte)
            }
        }
    }

    /// Skips one value of any kind, checking its syntax, without keeping anything of it.
    public func skipValue() throws(InputError) {
        var open: [Bool] = []  // per container: is it an object
        while true {
            // A value.
            switch try peekKind() {
            case .object, .array:
                let isObject = try bytes.next() == UInt8(ascii: "{")
                try skipSpace()
                if try bytes.peek() == UInt8(ascii: isObject ? "}" : "]") {
                    bytes.advance()
                } else {
                    guard open.count < Self.depthLimit else { throw problem("expected JSON nested at most \(Self.depthLimit) deep, found deeper") }
                    open.append(isObject)
                    if isObject { try skipKey() }
                    continue
                }
            case .string: try skipString()
            case .number, .literal: try skipScalar()
            }
            // After a value: close containers until one goes on with a comma.
            while let isObject = open.last {
                try skipSpace()
                let byte = try bytes.next()
                if byte == UInt8(ascii: ",") {
                    if isObject { try skipKey() }
                    break
                }
                guard byte == UInt8(ascii: isObject ? "}" : "]") else {
                    throw problem("expected a comma or \(isObject ? "}" : "]"), found \(byte.map(Self.shown) ?? "the end of the file")")
                }
                open.removeLast()
            }
            if open.isEmpty { return }
        }
    }

    /// After the document: nothing but white space.
    public func finish() throws(InputError) {
        try skipSpace()
        if let byte = try bytes.peek() { throw problem("expected the end of the JSON document, found \(Self.shown(byte))") }
    }

    private func skipKey() throws(InputError) {
        try skipSpace()
        guard try bytes.peek() == UInt8(ascii: "\"") else { throw problem("expected a key (a string), found \(found())") }
        try skipString()
        try skipSpace()
        try expect(UInt8(ascii: ":"), "a colon after the key")
    }

    private func skipString() throws(InputError) {
        try expect(UInt8(ascii: "\""), "a string")
        while let byte = try bytes.next() {
            if byte == UInt8(ascii: "\"") { return }
            if byte == UInt8(ascii: "\\") {
                guard try bytes.next() != nil else { break }
            } else if byte < 0x20 {
                throw problem("expected a string without raw control characters, found U+\(String(byte, radix: 16, uppercase: true))")
            }
        }
        throw problem("expected the end of a string, found the end of the file")
    }

    /// A number, `true`, `false` or `null`: its characters up to a delimiter, checked.
    private func skipScalar() throws(InputError) {
        var text: [UInt8] = []
        while let byte = try bytes.peek(), !Self.delimiters.contains(byte) {
            guard text.count < 400 else { throw problem("expected a number or true, false, null, found a longer word") }
            text.append(byte)
            bytes.advance()
        }
        let word = String(decoding: text, as: UTF8.self)
        let isNumber = word.first.map { $0 == "-" || $0.isASCII && $0.isNumber } == true
            && word.allSatisfy { "0123456789+-.eE".contains($0) } && Double(word) != nil
        guard ["true", "false", "null"].contains(word) || isNumber else {
            throw problem("expected a number or true, false, null, found \(InputText.quoted(word))")
        }
    }

    private static let delimiters: Set<UInt8> = Set(",]}: \t\r\n".utf8)

    private func hex4() throws(InputError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = try bytes.next(), let digit = UInt32(String(UnicodeScalar(byte)), radix: 16) else {
                throw problem("expected four hexadecimal digits after \\u, found other characters")
            }
            value = value << 4 | digit
        }
        return value
    }

    private func expect(_ byte: UInt8, _ what: String) throws(InputError) {
        try skipSpace()
        guard try bytes.peek() == byte else { throw problem("expected \(what), found \(found())") }
        bytes.advance()
    }

    private func skipSpace() throws(InputError) {
        while let byte = try bytes.peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { bytes.advance() }
    }

    /// The next byte as a message shows it (after a `peek`, so nothing is read).
    private func found() -> String { ((try? bytes.peek()) ?? nil).map(Self.shown) ?? "the end of the file" }

    /// A byte as a message shows it: `"x"` for printable ASCII, else `byte 0xNN`.
    package static func shown(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? "\"\(Character(UnicodeScalar(byte)))\"" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
}

import LocationButtonModel
/// A reader of Xcode's text property lists (`project.pbxproj`: `{ key = value; }`, `( a, b )`,
/// quoted and bare strings, `<hex>` data, `/* */` and `//` comments) that walks the file once over
/// `InputBytes` and keeps only what its caller asks for, as `JSONStream` does for JSON: a 60 MB
/// project costs a window and the few values kept (PropertyListSerialization held 25 times the file).
public final class OldStylePlist {
    public enum Kind: Equatable { case dictionary, array, string, data }

    private let bytes: InputBytes
    public static let depthLimit = 10_000

    public init(_ bytes: InputBytes) { self.bytes = bytes }

    public func problem(_ message: String) -> InputError { bytes.problem(message) }

    public func peekKind() throws(InputError) -> Kind {
        try skipSpace()
        guard let byte = try bytes.peek() else { throw problem("expected a property list value, found the end of the file") }
        switch byte {
        case UInt8(ascii: "{"): return .dictionary
        case UInt8(ascii: "("): return .array
        case UInt8(ascii: "<"): return .data
        case UInt8(ascii: "\""): return .string
        case _ where Self.isBare(byte): return .string
        default: throw problem("expected a property list value, found \(JSONStream.shown(byte))")
        }
    }

    /// A dictionary's entries: `body` gets each key (nil unless `keepKeys`) and consumes its value.
    public func entries(keepKeys: Bool, keyLimit: Int = 256, _ body: (String?) throws(InputError) -> Void) throws(InputError) {
        try expect(UInt8(ascii: "{"), "a dictionary")
        while true {
            try skipSpace()
            if try bytes.peek() == UInt8(ascii: "}") { bytes.advance(); return }
            guard try peekKind() == .string else { throw problem("expected a key (a string), found \(found())") }
            var key: String?
            if keepKeys { key = try string(limit: keyLimit) } else { try skipScalar() }
            try expect(UInt8(ascii: "="), "= after the key")
            try body(key)
            try expect(UInt8(ascii: ";"), "; after the value")
        }
    }

    /// An array's elements: `body` gets each one's index and consumes it.
    public func elements(_ body: (Int) throws(InputError) -> Void) throws(InputError) {
        try expect(UInt8(ascii: "("), "an array")
        var index = 0
        while true {
            try skipSpace()
            if try bytes.peek() == UInt8(ascii: ")") { bytes.advance(); return }
            try body(index)
            index += 1
            try skipSpace()
            let next = try bytes.peek()
            if next == UInt8(ascii: ",") { bytes.advance() }
            else if next != UInt8(ascii: ")") { throw problem("expected a comma or ), found \(found())") }
        }
    }

    /// A quoted or bare string, decoded; cut at `limit` bytes (then ending in `…`).
    public func string(limit: Int) throws(InputError) -> String {
        try skipSpace()
        var kept: [UInt8] = []
        var cut = false
        func keep(_ byte: UInt8) { if kept.count < limit { kept.append(byte) } else { cut = true } }
        guard try bytes.peek() == UInt8(ascii: "\"") else {
            guard let first = try bytes.peek(), Self.isBare(first) else { throw problem("expected a string, found \(found())") }
            while let byte = try bytes.peek(), Self.isBare(byte) { keep(byte); bytes.advance() }
            return String(decoding: kept, as: UTF8.self) + (cut ? "…" : "")
        }
        bytes.advance()
        while true {
            guard let byte = try bytes.next() else { throw problem("expected the end of a quoted string, found the end of the file") }
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: kept, as: UTF8.self) + (cut ? "…" : "")
            case UInt8(ascii: "\\"):
                guard let escaped = try bytes.next() else { throw problem("expected an escape, found the end of the file") }
                switch escaped {
                case UInt8(ascii: "n"): keep(10)
                case UInt8(ascii: "t"): keep(9)
                case UInt8(ascii: "r"): keep(13)
                case UInt8(ascii: "U"):
                    var value: UInt32 = 0
                    for _ in 0..<4 {
                        guard let digit = try bytes.next().flatMap({ UInt32(String(UnicodeScalar($0)), radix: 16) }) else {
                            throw problem("expected four hexadecimal digits after \\U, found other characters")
                        }
                        value = value << 4 | digit
                    }
                    for byte in String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")).utf8 { keep(byte) }
                default: keep(escaped)
                }
            default: keep(byte)
            }
        }
    }

    /// Skips one value of any kind, checking its syntax as `entries` and `elements` do.
    public func skipValue() throws(InputError) {
        var open: [Bool] = []  // per container: is it a dictionary
        while true {
            var justOpened = false
            switch try peekKind() {
            case .dictionary, .array:
                let isDictionary = try bytes.next() == UInt8(ascii: "{")
                guard open.count < Self.depthLimit else { throw problem("expected a property list nested at most \(Self.depthLimit) deep, found deeper") }
                open.append(isDictionary)
                justOpened = true
            case .string, .data:
                try skipScalar()
            }
            // After a value (or a container just opened): close what ends, stop before the next value.
            while let isDictionary = open.last {
                try skipSpace()
                if !justOpened {
                    if isDictionary {
                        try expect(UInt8(ascii: ";"), "; after the value")
                        try skipSpace()
                    } else if try bytes.peek() == UInt8(ascii: ",") {
                        bytes.advance()
                        try skipSpace()
                    } else if try bytes.peek() != UInt8(ascii: ")") {
                        throw problem("expected a comma or ), found \(found())")
                    }
                }
                justOpened = false
                if try bytes.peek() == UInt8(ascii: isDictionary ? "}" : ")") {
                    bytes.advance()
                    open.removeLast()
                    continue
                }
                if isDictionary {
                    guard try peekKind() == .string else { throw problem("expected a key (a string), found \(found())") }
                    try skipScalar()
                    try expect(UInt8(ascii: "="), "= after the key")
                }
                break
            }
            if open.isEmpty { return }
        }
    }

    /// After the root value: nothing but white space and comments.
    public func finish() throws(InputError) {
        try skipSpace()
        if try bytes.peek() != nil { throw problem("expected the end of the property list, found \(found())") }
    }

    /// A string or `<hex>` data, unkept.
    private func skipScalar() throws(InputError) {
        try skipSpace()
        let first = try bytes.peek()
        if first == UInt8(ascii: "\"") {
            bytes.advance()
            while let byte = try bytes.next() {
                if byte == UInt8(ascii: "\"") { return }
                if byte == UInt8(ascii: "\\"), try bytes.next() == nil { break }
            }
            throw problem("expected the end of a quoted string, found the end of the file")
        }
        if first == UInt8(ascii: "<") {
            bytes.advance()
            while let byte = try bytes.next() {
                if byte == UInt8(ascii: ">") { return }
                guard Self.isHexOrSpace(byte) else { throw problem("expected hexadecimal data, found \(JSONStream.shown(byte))") }
            }
            throw problem("expected the end of <data>, found the end of the file")
        }
        guard let first, Self.isBare(first) else { throw problem("expected a string, found \(found())") }
        while let byte = try bytes.peek(), Self.isBare(byte) { bytes.advance() }
    }

    private func expect(_ byte: UInt8, _ what: String) throws(InputError) {
        try skipSpace()
        guard try bytes.peek() == byte else { throw problem("expected \(what), found \(found())") }
        bytes.advance()
    }

    /// White space and comments.
    private func skipSpace() throws(InputError) {
        while let byte = try bytes.peek() {
            if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { bytes.advance(); continue }
            guard byte == UInt8(ascii: "/") else { return }
            let second = try bytes.peekSecond()
            guard second == UInt8(ascii: "/") || second == UInt8(ascii: "*") else { return }  // a bare string
            bytes.advance()
            if try bytes.next() == UInt8(ascii: "/") {
                while let byte = try bytes.next(), byte != 0x0A {}
            } else {
                var previous: UInt8 = 0
                while true {
                    guard let byte = try bytes.next() else { throw problem("expected the end of a /* comment */, found the end of the file") }
                    if previous == UInt8(ascii: "*"), byte == UInt8(ascii: "/") { break }
                    previous = byte
                }
            }
        }
    }

    private func found() -> String { ((try? bytes.peek()) ?? nil).map(JSONStream.shown) ?? "the end of the file" }

    /// The characters of an unquoted string (NeXTSTEP's: letters, digits and `_$+/:.-`).
    package static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
             UInt8(ascii: "-"):
            true
        default: false
        }
    }

    private static func isHexOrSpace(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"),
             0x20, 0x0A, 0x0D, 0x09: true
        default: false
        }
    }
}

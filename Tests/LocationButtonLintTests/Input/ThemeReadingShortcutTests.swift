import Foundation
import Testing
@testable import LocationButtonLint

/// The shortcuts reading a long theme takes (docs/speed.md)
/// give what the plain computations they replace give: each expectation is that plain
/// computation, written out here, run on the same input.
@Suite struct ThemeReadingShortcutTests {
    /// Bytes around every edge the word-at-a-time tests look at: controls, line feed, tab,
    /// carriage return, DEL, the ASCII ends and UTF-8 lead and continuation bytes.
    private static let edgeBytes: [UInt8] = [0x00, 0x01, 0x09, 0x0A, 0x0D, 0x1F, 0x20, 0x21, 0x25, 0x26, 0x2A, 0x3E, 0x41,
                                             0x7C, 0x7E, 0x7F, 0x80, 0xA0, 0xBF, 0xC3, 0xE2, 0xEF, 0xF0, 0xFF]

    /// Random byte strings of every length up to 40, mostly printable so that the rare byte
    /// falls in every lane of a word.
    private static func samples() -> [[UInt8]] {
        var generator = SeededGenerator(seed: 6923)
        return (0..<4000).map { _ in
            let count = Int.random(in: 0...40, using: &generator)
            return (0..<count).map { _ in
                Int.random(in: 0..<6, using: &generator) == 0 ? edgeBytes.randomElement(using: &generator)!
                    : UInt8.random(in: 0x20...0x7E, using: &generator)
            }
        }
    }

    /// The reader's check before words: every scalar decoded and tested (the rule as written).
    private static func readableByScalars(_ bytes: [UInt8]) -> Bool {
        var iterator = bytes.makeIterator(), decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar):
                switch scalar.value {
                case 0xFEFF: return false
                case 0x85, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF, 0x0A, 0x20..<0x7F: continue
                default: return false
                }
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    @Test("readable text is what decoding every scalar says") func readableTextIsWhatDecodingEveryScalarSays() {
        for bytes in Self.samples() + [Array("a: 1\n".utf8), Array("é: ü\n".utf8), [0xEF, 0xBB, 0xBF, 0x61]] {
            #expect(bytes.withUnsafeBufferPointer(ThemeFileBlockReader.isReadable) == Self.readableByScalars(bytes), "\(bytes)")
        }
    }

    @Test("unsafe bytes are found where a byte loop finds them") func unsafeBytesAreFoundWhereAByteLoopFindsThem() {
        let unsafe: Set<UInt8> = [UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"),
                                  UInt8(ascii: "%"), 0x09, 0x0D]
        for bytes in Self.samples() {
            #expect(ThemeFileSplit.containsUnsafe(bytes) == bytes.contains(where: unsafe.contains), "\(bytes)")
        }
    }

    /// `Double(String)` (strtod) on decimals of every shape, and on texts the shortcut must leave alone.
    @Test("short decimals have the value double reads") func shortDecimalsHaveTheValueDoubleReads() {
        var generator = SeededGenerator(seed: 6924)
        var texts = ["0", "-0", "15", "007", "0.1", "0.3", "17.25", "-0.5", "1.", ".5", "+1", "1e5", "-", "", "1.2.3", "1-2",
                     "123456789012345", "1234567890123456", "0.000000000000001", "0.0000000000000001", "9007199254740993",
                     "99999999999999.9", "44.", "-.5", "1_000", " 1", "0x10", "inf", "nan"]
        for _ in 0..<5000 {
            let whole = String(UInt64.random(in: 0...UInt64.max, using: &generator)).prefix(Int.random(in: 1...16, using: &generator))
            let fraction = String(UInt64.random(in: 0...UInt64.max, using: &generator)).prefix(Int.random(in: 0...16, using: &generator))
            let sign = Bool.random(using: &generator) ? "-" : ""
            texts.append(sign + whole + (fraction.isEmpty ? "" : "." + fraction))
        }
        for text in texts {
            let shortcut = DecimalBytes.value(Array(text.utf8)[...])
            if let shortcut {
                let plain = Double(text)
                #expect(plain?.bitPattern == shortcut.bitPattern, "\(text): \(shortcut) against \(String(describing: plain))")
            }
        }
        // The shapes the generator and real themes write are all taken by the shortcut.
        for text in ["15", "-12", "0.5", "17.25", "320", "1.1"] { #expect(DecimalBytes.value(Array(text.utf8)[...]) != nil) }
    }

    /// A key's bytes find what its text finds, for every name, near misses and names only
    /// canonically equal to a known one (U+212A KELVIN SIGN is K).
    @Test("keys by bytes are keys by text") func keysByBytesAreKeysByText() {
        let keys = ThemeFileDecoder.buttonMappingKeys
        var names = keys.names + ["", "i", "idd", "Id", "fontsize", "fontSizе", "background ", "x", "weight", "maxWidth2"]
        names += ["\u{212A}ey", "caf\u{E9}", "cafe\u{301}"]
        let accented = ThemeFileKeys(["caf\u{E9}", "Key", "id"])
        for name in names {
            let bytes = Array(name.utf8)
            #expect(bytes.withUnsafeBufferPointer { keys.index(of: $0) } == keys.index(of: name), "\(name)")
            #expect(bytes.withUnsafeBufferPointer { accented.index(of: $0) } == accented.index(of: name), "\(name)")
        }
        #expect(Array("cafe\u{301}".utf8).withUnsafeBufferPointer { accented.index(of: $0) } == 0)
    }

    /// A theme whose buttons repeat designs with every kind of difference the memo must see:
    /// quoting (a quoted number is refused), a value's spelling (15 and 15.0), a null, an unknown
    /// key, a retired key, a missing title (the API's default), lists and sections (never
    /// memoized), colors (their places are each button's own) and the same values in another order.
    private static let repeatedTheme: String = {
        let designs = [
            "api: uikit\n    fontSize: 15\n    background: \"#007AFF\"\n    foreground: white\n    width: 200",
            "api: uikit\n    fontSize: \"15\"\n    background: \"#007AFF\"\n    foreground: white\n    width: 200",
            "api: uikit\n    fontSize: 15.0\n    background: \"#007AFF\"\n    foreground: white\n    width: 200",
            "width: 200\n    foreground: white\n    background: \"#007AFF\"\n    fontSize: 15\n    api: uikit",
            "api: swiftui\n    fontSize: 17\n    title: none\n    background: systemRed",
            "api: swiftui\n    fontSize: 17\n    background: systemRed",
            "api: swiftui\n    fontSize: 17\n    background: systemRed\n    textStyle: body",
            "api: swiftui\n    fontSize: 17\n    background: systemRed\n    textStyle: ~",
            "api: swiftui\n    fontSize: 17\n    background: systemRed\n    weight: bold",
            "api: swiftui\n    fontSize: 17\n    background: systemRed\n    colour: red",
            "api: uikit\n    fontSize: 9\n    backdrops: [white, black]",
            "api: uikit\n    fontSize: 9\n    platforms: [ios, web]\n    web:\n      fontSize: 16",
            "api: uikit\n    fontSize: 500",
            "api: uikit\n    glyph: arrowOutline\n    device: ipad-split-portrait\n    alpha: 0.5\n    dynamicType: xSmall...AX3",
            "api: uikit\n    glyph: arrowOutline\n    device: ipad-split-portrait\n    alpha: 0.5\n    dynamicType: false",
            "api: uikit\n    foreground: notAColor\n    occluded: true\n    filter: blur",
        ]
        var generator = SeededGenerator(seed: 6925)
        var lines = ["appearances: [light, dark]", "buttons:"]
        for index in 0..<600 {
            let design = designs.randomElement(using: &generator)!
            lines.append("  - id: b\(index)\n    \(design)")
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    private static func load(_ text: String, memoizes: Bool) -> Result<[ThemeFile], ThemeFileErrors> {
        Result { () throws(ThemeFileErrors) in
            try ThemeFile.decode([("t.yaml", { () throws(InputError) in text })], memoizes: memoizes).themes()
        }
    }

    /// Decoding each button on its own and taking a remembered one's spec give the same theme,
    /// or the same problems, line for line.
    @Test("remembered buttons decode as each button on its own") func rememberedButtonsDecodeAsEachButtonOnItsOwn() throws {
        for _ in 0..<4 {
            let text = Self.repeatedTheme
            let plain = Self.load(text, memoizes: false), memoized = Self.load(text, memoizes: true)
            switch (plain, memoized) {
            case let (.failure(plain), .failure(memoized)):
                #expect(plain == memoized)
                #expect(!plain.problems.isEmpty)
            default:
                Issue.record("the theme has bad buttons: both readings must refuse it")
            }
            // Without its bad buttons the theme reads, and the two readings are equal field for field.
            let good = text.components(separatedBy: "\n  - ").filter {
                !($0.contains("\"15\"") || $0.contains("weight") || $0.contains("colour") || $0.contains("500"))
            }.joined(separator: "\n  - ")
            let a = try Self.load(good, memoizes: false).get(), b = try Self.load(good, memoizes: true).get()
            #expect(a.count == 1 && b.count == 1)
            #expect(a[0].buttons == b[0].buttons)
            #expect(a[0].colorReferences == b[0].colorReferences)
            // The decoder's distinct names (gathered without the remembered buttons) are every use's.
            #expect(b[0].colorNames == Set(b[0].colorReferences.map(\.reference)))
            #expect(a[0].colorNames == b[0].colorNames)
            #expect(a[0].keyLocations == b[0].keyLocations)
            #expect(a[0].configurations == b[0].configurations)
            #expect(a[0].buttons.count > 300)
        }
    }

    /// The distinct names decide only that every name resolves; an unknown one is still said at
    /// each use, remembered buttons included (here three buttons written alike, on lines 4, 7 and 10).
    @Test("an unknown color of remembered buttons is said at each use") func anUnknownColorOfRememberedButtonsIsSaidAtEachUse() throws {
        let button = "    api: swiftui\n    background: \"brandBlu\"\n"
        let text = "buttons:\n" + (0..<3).map { "  - id: b\($0)\n" + button }.joined()
        let theme = try Self.load(text, memoizes: true).get()[0]
        let resolver = ColorResolver(assets: ["brandBlue": AppearanceColors(constant: Color(rgb8: 0x0A, 0x84, 0xFF))])
        #expect(theme.unknownColors(for: resolver).map { $0.place ?? "" } == ["4:17", "7:17", "10:17"])
        #expect(theme.colorNames == ["brandBlu"])
    }
}

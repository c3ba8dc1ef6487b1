import Foundation
import Testing
@testable import LocationButtonLint

/// `PlainJSONReader` (the one-pass reader `ParsedJSON.parse` tries first) gives the tree the
/// Foundation path gives, and declines whatever that path must judge (its error messages).
@Suite struct PlainJSONReaderTests {
    static func read(_ text: String) -> ParsedJSON? { PlainJSONReader.read(Data(text.utf8)) }

    @Test("values written by hand") func valuesWrittenByHand() {
        // 2.5e1 = 25; \u00e9 is é; \ud83d\ude00 is U+1F600 (the surrogate pair of 😀).
        #expect(Self.read(#" {"a": [1, 2.5e1, -0.5, true, false, null, "x\u00e9\ud83d\ude00\n\"\/"], "b": {}, "c": []} "#)
            == .object(["a": .array([.number(1), .number(25), .number(-0.5), .bool(true), .bool(false), .null,
                                     .string("xé😀\n\"/")]),
                        "b": .object([:]), "c": .array([])]))
        #expect(Self.read("\"Größe\"") == .string("Größe"))
        #expect(Self.read("0") == .number(0))
        #expect(Self.read("-0.0e5") == .number(0))
        #expect(Self.read("1.7976931348623157e308") == .number(.greatestFiniteMagnitude))
    }

    /// Each declined document goes to Foundation, which decides (its message, or its value).
    @Test("what it declines") func whatItDeclines() {
        for text in ["", " ", "{", "[1,]", "{\"a\":1,}", "01", "1.", ".5", "+1", "1e", "tru", "nul", "[1 2]",
                     "{\"a\" 1}", "{1: 2}", "\"a", "\"\\x\"", "\"\\u12\"", "\"tab\there\"",
                     "{\"a\": 1, \"a\": 2}",            // a key twice
                     "1e400", "-1e400", "1e-400", "4e-320",  // overflow, underflow, subnormal
                     "\"\\ud800\"", "\"\\udc00\"", "\"\\ud800\\u0041\"",  // lone surrogates
                     "\u{FEFF}{}",                          // a byte-order mark
                     String(repeating: "[", count: 300) + String(repeating: "]", count: 300)] {
            #expect(Self.read(text) == nil, "\(text.debugDescription)")
        }
        #expect(PlainJSONReader.read(Data([0x22, 0xC3, 0x28, 0x22])) == nil)  // invalid UTF-8 in a string
    }

    /// Every JSON file of the repository (font manifest, title catalog, asset catalogs, fixtures):
    /// read, and equal to the Foundation path's tree.
    @Test("the repositorys files read as foundation reads them") func theRepositorysFilesReadAsFoundationReadsThem() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        var checked = 0
        for folder in ["Fonts", "Locales", "Examples", "Tests", "schema"] {
            guard let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) else { continue }
            while let relative = walker.nextObject() as? String {
                guard relative.hasSuffix(".json") || relative.hasSuffix(".xcstrings") else { continue }
                let path = root.appendingPathComponent(folder).appendingPathComponent(relative).path
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                guard let foundation = try? ParsedJSON.parseWithFoundation(data, file: path) else {
                    #expect(PlainJSONReader.read(data) == nil, "\(relative): Foundation refuses it")
                    continue
                }
                // A file Foundation reads is read alike, or declined (then Foundation reads it).
                if let plain = PlainJSONReader.read(data) {
                    #expect(plain == foundation, "\(relative)")
                    checked += 1
                }
            }
        }
        #expect(checked >= 20)
    }
}

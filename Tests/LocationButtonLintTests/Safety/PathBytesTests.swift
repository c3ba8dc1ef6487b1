import Foundation
import Testing
@testable import LocationButtonLint

/// Issue 14: a file name's bytes survive the trip through a `String` and back, whatever they are,
/// and show as `\xNN` where they are not UTF-8.
@Suite struct PathBytesTests {
    @Test("valid UTF 8 is kept as it is") func validUTF8IsKeptAsItIs() {
        #expect(PathBytes.string(bytes: Array("café/日本.yaml".utf8)) == "café/日本.yaml")
        #expect(PathBytes.bytes("café/日本.yaml") == Array("café/日本.yaml".utf8))
        #expect(PathBytes.display("café.yaml") == "café.yaml")
    }

    /// Latin-1 é (0xE9), a stray continuation byte (0x80), an overlong slash (0xC0 0xAF), a
    /// UTF-16 surrogate in UTF-8 (0xED 0xA0 0x80) and 0xFF are not UTF-8: each byte shows alone.
    @Test("invalid bytes show as escapes") func invalidBytesShowAsEscapes() {
        let cases: [([UInt8], String)] = [
            ([0x63, 0x61, 0x66, 0xE9], #"caf\xE9"#),
            ([0x80, 0x41], #"\x80A"#),
            ([0xC0, 0xAF], #"\xC0\xAF"#),
            ([0xED, 0xA0, 0x80], #"\xED\xA0\x80"#),
            ([0xFF], #"\xFF"#),
            ([0xE6, 0x97], #"\xE6\x97"#),  // 日 cut short
        ]
        for (bytes, shown) in cases {
            let path = PathBytes.string(bytes: bytes)
            #expect(PathBytes.display(path) == shown)
            #expect(PathBytes.bytes(path) == bytes)
        }
    }

    /// U+10FF80 (F4 8F BE 80) is valid UTF-8, but a scalar of the escape range: a name holding
    /// it has its bytes escaped one by one, so it comes back as those four bytes, not as 0x80.
    @Test("the escape range itself round trips") func theEscapeRangeItselfRoundTrips() {
        let bytes: [UInt8] = [0x61, 0xF4, 0x8F, 0xBE, 0x80, 0x62]
        #expect(PathBytes.bytes(PathBytes.string(bytes: bytes)) == bytes)
        #expect(PathBytes.display(PathBytes.string(bytes: bytes)) == #"a\xF4\x8F\xBE\x80b"#)
    }

    /// 20,000 byte strings from a fixed linear congruential sequence (no NUL: names hold none).
    @Test("any bytes round trip") func anyBytesRoundTrip() {
        var state: UInt64 = 0x9E3779B97F4A7C15
        func next() -> UInt8 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        for _ in 0..<20_000 {
            let bytes = (0..<Int(next() % 12)).map { _ in max(next(), 1) }
            #expect(PathBytes.bytes(PathBytes.string(bytes: bytes)) == bytes, "\(bytes)")
        }
    }

    /// A folder listing gives the names by their bytes; each opens again.
    @Test("a listed name opens again") func aListedNameOpensAgain() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pathbytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Made with open(2) on the raw bytes, independently of PathBytes.
        let raw = Array(folder.path.utf8) + [0x2F, 0x72, 0xE9, 0x00]  // "/r\xE9"
        let descriptor = raw.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
        }
        #expect(descriptor >= 0)
        _ = write(descriptor, "hello", 5)
        close(descriptor)
        let names = try #require(PathBytes.entries(folder.path))
        #expect(names.map(PathBytes.display) == [#"r\xE9"#])
        #expect(PathBytes.contents(folder.path + "/" + names[0]) == Data("hello".utf8))
        #expect(!PathBytes.isFolder(folder.path + "/" + names[0]) && PathBytes.isFolder(folder.path))
    }
}

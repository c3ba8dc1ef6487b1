import CFreeType
import Foundation

/// Checks font bytes before HarfBuzz sees them. HarfBuzz never crashes on bad data, but it silently
/// turns a text file or a truncated font into an empty face whose widths are all zero; FreeType
/// parses the sfnt/CFF headers and says what is wrong, and the table directory check catches a
/// file cut short (FreeType reads tables lazily and would accept it).
package enum FontFileCheck {
    package static func validate(_ data: Data, faceIndex: Int, file: String) throws {
        try openWithFreeType(data, faceIndex: faceIndex, file: file)
        try checkTableDirectory(data, faceIndex: faceIndex, file: file)
    }

    private static func openWithFreeType(_ data: Data, faceIndex: Int, file: String) throws {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw InputError(file: file, "expected FreeType to start, found an initialization error")
        }
        defer { FT_Done_FreeType(library) }
        let error: FT_Error = data.withUnsafeBytes { raw in
            var face: FT_Face?
            let base = raw.bindMemory(to: FT_Byte.self).baseAddress
            let status = FT_New_Memory_Face(library, base, FT_Long(raw.count), FT_Long(faceIndex), &face)
            if status == 0, let face { FT_Done_Face(face) }
            return status
        }
        if error != 0 {
            throw InputError(file: file, "expected an OpenType or TrueType font (face \(faceIndex)), found data FreeType rejects: \(reason(error))")
        }
    }

    /// FreeType error codes (fterrdef.h) a bad font file typically produces.
    private static func reason(_ error: FT_Error) -> String {
        switch error {
        case 0x02: "cannot open resource"
        case 0x03: "unknown file format"
        case 0x04: "broken file"
        case 0x06: "invalid argument (no such face index?)"
        case 0x08: "invalid table"
        case 0x55: "invalid stream operation (file cut short?)"
        default: "FreeType error 0x\(String(error, radix: 16))"
        }
    }

    /// Every table named in the face's sfnt directory must lie inside the file.
    private static func checkTableDirectory(_ data: Data, faceIndex: Int, file: String) throws {
        // Read in place: a copy of a CJK collection would be tens of megabytes.
        try data.withUnsafeBytes { raw in
            try checkTableDirectory(raw.bindMemory(to: UInt8.self), faceIndex: faceIndex, file: file)
        }
    }

    private static func checkTableDirectory(_ bytes: UnsafeBufferPointer<UInt8>, faceIndex: Int, file: String) throws {
        func u32(_ at: Int) -> Int? {
            guard at >= 0, at + 4 <= bytes.count else { return nil }
            return Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= bytes.count else { return nil }
            return Int(bytes[at]) << 8 | Int(bytes[at + 1])
        }
        var offset = 0
        if u32(0) == 0x7474_6366 {  // 'ttcf': the face's offset table is listed after the header
            guard let faceOffset = u32(12 + 4 * faceIndex) else {
                throw InputError(file: file, "expected face \(faceIndex) in the font collection, found none")
            }
            offset = faceOffset
        }
        guard let tableCount = u16(offset + 4) else {
            throw InputError(file: file, "expected a table directory, found the file cut short")
        }
        for t in 0..<tableCount {
            let record = offset + 12 + 16 * t
            guard let tableOffset = u32(record + 8), let length = u32(record + 12) else {
                throw InputError(file: file, "expected \(tableCount) table records, found the file cut short")
            }
            if tableOffset + length > bytes.count {
                let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
                throw InputError(file: file, "expected table '\(tag)' to end at byte \(tableOffset + length), found the file cut short at \(bytes.count) bytes")
            }
        }
    }
}

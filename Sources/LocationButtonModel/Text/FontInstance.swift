import CHarfBuzz
import Foundation

/// One HarfBuzz font: a face of a file at fixed variation values (weight, optical size), at a scale
/// of one unit per font unit. Immutable after creation (`hb_font_make_immutable`), so shaping with
/// it from several threads at once is safe.
package final class FontInstance: @unchecked Sendable {
    package let key: FontInstanceKey
    /// The face used: `key.faceIndex`, or the face whose PostScript name the key asks for.
    package let faceIndex: Int
    package let unitsPerEm: Double
    /// Keeps the shared bytes alive as long as this instance.
    private let file: FontFile
    private let face: OpaquePointer
    package let font: OpaquePointer
    /// ascender − descender + line gap in font units, from hhea (or OS/2 typo metrics when the font
    /// sets USE_TYPO_METRICS), as HarfBuzz resolves them.
    package let lineHeightUnits: Double
    /// The ascender in font units (the same metrics source): where a line's baseline sits below its top.
    package let ascenderUnits: Double

    package init(key: FontInstanceKey, file: FontFile) throws {
        let faceIndex = try key.postScriptName.map { try Self.faceIndex(named: $0, in: file.blob, file: file.path) } ?? key.faceIndex
        try file.checkFace(faceIndex)
        let face = hb_face_create(file.blob, UInt32(faceIndex))!
        // hb_font_create installs HarfBuzz's own OpenType font functions, as `hb-shape` does by default,
        // and sets the scale to units per em.
        let font = hb_font_create(face)!
        if !key.variations.isEmpty {
            let settings = key.variations.map { hb_variation_t(tag: Self.tag($0.axis), value: Float($0.value)) }
            settings.withUnsafeBufferPointer { hb_font_set_variations(font, $0.baseAddress, UInt32($0.count)) }
        }
        hb_font_make_immutable(font)
        func metric(_ tag: hb_ot_metrics_tag_t) -> Double {
            var value: hb_position_t = 0
            _ = hb_ot_metrics_get_position(font, tag, &value)
            return Double(value)
        }
        self.key = key
        self.faceIndex = faceIndex
        self.file = file
        self.face = face
        self.font = font
        unitsPerEm = Double(hb_face_get_upem(face))
        ascenderUnits = metric(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER)
        lineHeightUnits = metric(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER) - metric(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER)
            + metric(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP)
        if hb_face_get_glyph_count(face) == 0 {
            throw InputError(file: file.path, "expected glyphs in face \(key.faceIndex), found none")
        }
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
    }

    /// The index of the face whose PostScript name (name ID 6) is `name`.
    private static func faceIndex(named name: String, in blob: OpaquePointer, file: String) throws -> Int {
        var found: [String] = []
        for index in 0..<hb_face_count(blob) {
            let face = hb_face_create(blob, index)
            defer { hb_face_destroy(face) }
            var buffer = [CChar](repeating: 0, count: 256)
            var length = UInt32(buffer.count)
            _ = hb_ot_name_get_utf8(face, hb_ot_name_id_t(HB_OT_NAME_ID_POSTSCRIPT_NAME), hb_language_from_string("en", -1), &length, &buffer)
            let postScriptName = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if postScriptName == name { return Int(index) }
            found.append(postScriptName)
        }
        throw InputError(file: file, "expected a face with PostScript name \(name), found \(found.isEmpty ? "no named faces" : found.joined(separator: ", "))")
    }

    package static func tag(_ s: String) -> hb_tag_t {
        s.utf8.prefix(4).reduce(0) { $0 << 8 | hb_tag_t($1) }
    }

    /// Whether the font maps this code point to a glyph (its cmap).
    package func covers(_ scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0
    }
}

/// Identifies a font instance: file, face and variation values.
package struct FontInstanceKey: Hashable, Sendable {
    package struct Variation: Hashable, Sendable { package var axis: String; package var value: Double }
    package var file: String
    package var faceIndex: Int
    package var postScriptName: String?
    package var variations: [Variation]
}

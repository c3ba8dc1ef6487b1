import CHarfBuzz
import Foundation

/// One HarfBuzz font: a face of a file at fixed variation values (weight, optical size), at a scale
/// of one unit per font unit. Immutable after creation (`hb_font_make_immutable`), so shaping with
/// it from several threads at once is safe.
final class FontInstance: @unchecked Sendable {
    let key: FontInstanceKey
    let unitsPerEm: Double
    private let blob: OpaquePointer
    private let face: OpaquePointer
    let font: OpaquePointer
    /// ascender − descender + line gap in font units, from hhea (or OS/2 typo metrics when the font
    /// sets USE_TYPO_METRICS), as HarfBuzz resolves them.
    let lineHeightUnits: Double

    init(key: FontInstanceKey, data: Data, errorPath: String) throws {
        try FontFileCheck.validate(data, faceIndex: key.faceIndex, file: errorPath)
        let blob = data.withUnsafeBytes { raw in
            let base = raw.bindMemory(to: CChar.self).baseAddress
            // DUPLICATE: HarfBuzz copies the bytes, so the blob outlives `data`.
            return hb_blob_create(base, UInt32(raw.count), HB_MEMORY_MODE_DUPLICATE, nil, nil)!
        }
        let face = hb_face_create(blob, UInt32(key.faceIndex))!
        // hb_font_create installs HarfBuzz's own OpenType font functions, as `hb-shape` does by default,
        // and sets the scale to units per em.
        // (HarfBuzz constructors return an inert empty object on failure, never NULL.)
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
        self.blob = blob
        self.face = face
        self.font = font
        unitsPerEm = Double(hb_face_get_upem(face))
        lineHeightUnits = metric(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER) - metric(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER)
            + metric(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP)
        if hb_face_get_glyph_count(face) == 0 {
            throw InputError(file: errorPath, "expected glyphs in face \(key.faceIndex), found none")
        }
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    static func tag(_ s: String) -> hb_tag_t {
        s.utf8.prefix(4).reduce(0) { $0 << 8 | hb_tag_t($1) }
    }

    /// Whether the font maps this code point to a glyph (its cmap).
    func covers(_ scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0
    }
}

/// Identifies a font instance: file, face and variation values.
struct FontInstanceKey: Hashable, Sendable {
    struct Variation: Hashable, Sendable { var axis: String; var value: Double }
    var file: String
    var faceIndex: Int
    var variations: [Variation]
}

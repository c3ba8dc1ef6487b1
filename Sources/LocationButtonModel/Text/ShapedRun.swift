import CHarfBuzz

/// HarfBuzz's output for one run at the font's own scale (font units), before scaling to a size.
package struct ShapedRun: Sendable {
    package var glyphCount: Int
    package var advance: Double
    /// Distinct clusters (characters as HarfBuzz grouped them): tracking is added once per cluster.
    package var clusterCount: Int
    /// Each glyph in visual order with its pen position, for drawing (`Shaper.glyphLine`).
    package var glyphs: [ShapedGlyph] = []

    /// Shapes with the script, direction and language set explicitly, and the beginning- and
    /// end-of-text flags a whole run has (the fixtures run `hb-shape --bot --eot` to match).
    package static func shape(_ scalars: [Unicode.Scalar], font: OpaquePointer, script: String, rtl: Bool,
                      language: String) -> ShapedRun {
        guard let buffer = hb_buffer_create() else { return ShapedRun(glyphCount: 0, advance: 0, clusterCount: 0, glyphs: []) }
        defer { hb_buffer_destroy(buffer) }
        let codepoints = scalars.map(\.value)
        hb_buffer_add_utf32(buffer, codepoints, Int32(codepoints.count), 0, Int32(codepoints.count))
        hb_buffer_set_script(buffer, hb_script_from_iso15924_tag(FontInstance.tag(script)))
        hb_buffer_set_direction(buffer, rtl ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_language(buffer, hb_language_from_string(language, -1))
        hb_buffer_set_flags(buffer, hb_buffer_flags_t(HB_BUFFER_FLAG_BOT.rawValue | HB_BUFFER_FLAG_EOT.rawValue))
        hb_shape(font, buffer, nil, 0)

        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, nil)
        var pen = 0.0
        // HarfBuzz's default cluster level keeps clusters monotone along the run, so the distinct
        // ones are counted where the value changes (as `Shaper.glyphLine` adds tracking).
        var clusterCount = 0, lastCluster: UInt32?
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            guard let info = infos?[i], let position = positions?[i] else { continue }
            if info.cluster != lastCluster { clusterCount += 1 }
            lastCluster = info.cluster
            glyphs.append(ShapedGlyph(id: info.codepoint, cluster: info.cluster, x: pen + Double(position.x_offset),
                                      y: Double(position.y_offset)))
            pen += Double(position.x_advance)
        }
        return ShapedRun(glyphCount: Int(count), advance: pen, clusterCount: clusterCount, glyphs: glyphs)
    }
}

/// One shaped glyph: its id in the font and where HarfBuzz placed it, in font units from the run's
/// left edge (x) and the baseline (y, up).
package struct ShapedGlyph: Sendable, Hashable {
    package var id: UInt32
    package var cluster: UInt32
    package var x: Double
    package var y: Double
}

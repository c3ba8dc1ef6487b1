import CHarfBuzz

/// Turns a glyph's outline into SVG path data with HarfBuzz's draw API (`hb_font_draw_glyph`, see the CHarfBuzz shim),
/// which walks TrueType quadratic and CFF cubic outlines alike, at the font's variation values.
package enum GlyphOutline {
    /// Collects the path commands HarfBuzz reports for one glyph.
    private final class PathBuilder {
        var data = ""
        func add(_ command: Character, _ points: Float...) {
            data.append(command)
            data += points.map { NumberText.trimmed(Double($0), 1) }.joined(separator: " ")
        }
    }

    /// The callbacks, created once: they only append to the builder passed as draw data.
    private nonisolated(unsafe) static let funcs: OpaquePointer = {
        let funcs = hb_draw_funcs_create()!
        func builder(_ data: UnsafeMutableRawPointer?) -> PathBuilder {
            Unmanaged<PathBuilder>.fromOpaque(data!).takeUnretainedValue()
        }
        hb_draw_funcs_set_move_to_func(funcs, { _, data, _, x, y, _ in builder(data).add("M", x, y) }, nil, nil)
        hb_draw_funcs_set_line_to_func(funcs, { _, data, _, x, y, _ in builder(data).add("L", x, y) }, nil, nil)
        hb_draw_funcs_set_quadratic_to_func(funcs, { _, data, _, cx, cy, x, y, _ in
            builder(data).add("Q", cx, cy, x, y)
        }, nil, nil)
        hb_draw_funcs_set_cubic_to_func(funcs, { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
            builder(data).add("C", c1x, c1y, c2x, c2y, x, y)
        }, nil, nil)
        hb_draw_funcs_set_close_path_func(funcs, { _, data, _, _ in builder(data).data.append("Z") }, nil, nil)
        hb_draw_funcs_make_immutable(funcs)
        return funcs
    }()

    package static func pathData(font: OpaquePointer, glyph: UInt32) -> String {
        let builder = PathBuilder()
        withExtendedLifetime(builder) {
            locbutton_font_draw_glyph(font, glyph, funcs, Unmanaged.passUnretained(builder).toOpaque())
        }
        return builder.data
    }
}

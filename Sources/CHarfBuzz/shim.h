#include <hb.h>
#include <hb-ot.h>

/* Draws a glyph's outline through draw funcs: hb_font_draw_glyph since HarfBuzz 7, called
   hb_font_get_glyph_shape in 4–6 (Debian 12 ships 6.0). */
static inline void locbutton_font_draw_glyph(hb_font_t *font, hb_codepoint_t glyph,
                                             hb_draw_funcs_t *funcs, void *data) {
#if HB_VERSION_ATLEAST(7, 0, 0)
    hb_font_draw_glyph(font, glyph, funcs, data);
#else
    hb_font_get_glyph_shape(font, glyph, funcs, data);
#endif
}

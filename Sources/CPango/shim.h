// Text laid out by Pango (fallback fonts, bidi, shaping, line breaks and ellipsizing, with HarfBuzz,
// FriBidi and fontconfig underneath) and drawn by Cairo (Debian: libpango1.0-dev, which brings
// libcairo2-dev; pkg-config pangocairo); Cairo's SVG and PDF surfaces for the pictures' vector files.
#include <pango/pangocairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <string.h>

/// The Pango description (family, weight, slant, stretch; no size) of the installed font in the
/// file `path`, or NULL when fontconfig knows no font there. Styles name fonts by file (Debian's
/// DejaVu paths); Pango picks fonts by description, so the file is looked up once here.
static inline PangoFontDescription *reorder_pango_description_for_file(const char *path) {
    FcPattern *pattern = FcPatternCreate();
    FcPatternAddString(pattern, FC_FILE, (const FcChar8 *)path);
    FcObjectSet *objects = FcObjectSetBuild(FC_FAMILY, FC_STYLE, FC_WEIGHT, FC_SLANT, FC_WIDTH, FC_FILE, (char *)0);
    FcFontSet *fonts = FcFontList(NULL, pattern, objects);
    PangoFontDescription *description = NULL;
    if (fonts != NULL && fonts->nfont > 0) description = pango_fc_font_description_from_pattern(fonts->fonts[0], FALSE);
    if (fonts != NULL) FcFontSetDestroy(fonts);
    FcObjectSetDestroy(objects);
    FcPatternDestroy(pattern);
    return description;
}

/// Where the ellipsis of the layout's first line starts in its text, in UTF-8 bytes: everything
/// before it in logical order is kept. -1 when the line is not ellipsized.
static inline int reorder_pango_ellipsis_offset(PangoLayout *layout) {
    if (!pango_layout_is_ellipsized(layout)) return -1;
    PangoLayoutLine *line = pango_layout_get_line_readonly(layout, 0);
    if (line == NULL) return -1;
    for (GSList *run = line->runs; run != NULL; run = run->next) {
        PangoGlyphItem *item = run->data;
        if (item != NULL && (item->item->analysis.flags & PANGO_ANALYSIS_FLAG_IS_ELLIPSIS)) return item->item->offset;
    }
    return -1;
}

/// Turns font fallback on or off for the whole text: off, a character the font lacks is drawn as
/// Pango's missing-glyph box (the hex box), which is how tests count what fallback saved.
static inline void reorder_pango_set_fallback(PangoLayout *layout, int fallback) {
    PangoAttrList *attributes = pango_attr_list_new();
    if (!fallback) pango_attr_list_insert(attributes, pango_attr_fallback_new(FALSE));
    pango_layout_set_attributes(layout, attributes);
    pango_attr_list_unref(attributes);
}

/// A context over `map` that draws with grey antialiasing and unhinted metrics: the same widths at
/// any size and in every format, and no subpixel colour fringes (wrong once text is scaled or
/// blended as a texture). The window's text and the pictures' share it.
static inline PangoContext *reorder_pango_context_new(PangoFontMap *map) {
    PangoContext *context = pango_font_map_create_context(map);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    pango_cairo_context_set_font_options(context, options);
    cairo_font_options_destroy(options);
    return context;
}

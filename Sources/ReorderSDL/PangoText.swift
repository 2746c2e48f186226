import CPango

/// Pango's objects in Swift, released in `deinit`: a context over its own font map, and a layout
/// (one paragraph of text in one font description). Each `TextRenderer` has its own context:
/// Pango's objects are not shared across threads, and text is drawn on the tests' threads while a
/// window draws its own.
enum PangoText {
    final class Context {
        let fontMap: UnsafeMutablePointer<PangoFontMap>
        let handle: OpaquePointer

        init() throws(SDLError) {
            guard let map = pango_cairo_font_map_new() else {
                throw SDLError(call: "pango_cairo_font_map_new", message: "no font map (is fontconfig configured?)")
            }
            fontMap = map
            handle = reorder_pango_context_new(map)
        }

        deinit {
            g_object_unref(UnsafeMutableRawPointer(handle))
            g_object_unref(UnsafeMutableRawPointer(fontMap))
        }
    }

    final class Layout {
        let handle: OpaquePointer
        /// Keeps the context alive while the layout refers to it.
        private let context: Context

        init(context: Context, description: OpaquePointer) {
            self.context = context
            handle = pango_layout_new(context.handle)
            pango_layout_set_font_description(handle, description)
            // One line: a newline in a label is drawn as a glyph, not a second line.
            pango_layout_set_single_paragraph_mode(handle, 1)
        }

        deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }

        func setText(_ text: String) { pango_layout_set_text(handle, text, -1) }

        /// Wrapped at `width` pixels (at word boundaries, then characters), or one line when nil.
        func wrap(at width: Int?) {
            pango_layout_set_single_paragraph_mode(handle, width == nil ? 1 : 0)
            pango_layout_set_wrap(handle, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_width(handle, width.map { Int32(clamping: $0 * Int(PANGO_SCALE)) } ?? -1)
        }

        /// Ends the line in "…" where it passes `width` pixels.
        func ellipsize(at width: Int) {
            pango_layout_set_ellipsize(handle, PANGO_ELLIPSIZE_END)
            pango_layout_set_width(handle, Int32(clamping: width * Int(PANGO_SCALE)))
        }

        func setFallback(_ on: Bool) { reorder_pango_set_fallback(handle, on ? 1 : 0) }

        /// Ink and logical extents, pixels, relative to the layout's top left.
        func pixelExtents() -> (ink: PangoRectangle, logical: PangoRectangle) {
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_pixel_extents(handle, &ink, &logical)
            return (ink, logical)
        }

        /// Pixels from the top of the layout to its first baseline.
        var baselinePixels: Int { Int((pango_layout_get_baseline(handle) + PANGO_SCALE / 2) / PANGO_SCALE) }

        /// Characters drawn as the missing-glyph box (no font has them, or fallback is off).
        var unknownGlyphs: Int { Int(pango_layout_get_unknown_glyphs_count(handle)) }

        /// The UTF-8 offset where the ellipsis starts, nil when the text fits.
        var ellipsisOffset: Int? {
            let offset = reorder_pango_ellipsis_offset(handle)
            return offset < 0 ? nil : Int(offset)
        }
    }
}

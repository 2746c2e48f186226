import CPango
import ReorderText

/// The pictures' text: DejaVu Sans (the window's fonts) laid out by Pango, with its fallback fonts
/// for characters DejaVu lacks, at one size for labels and the bold face for titles, drawn by Cairo
/// as glyphs (anti-aliased in a PNG, outlines in an SVG, text in a PDF). Measures with the layout
/// it draws, so a box laid out is the box drawn.
final class PlotText {
    enum Face {
        case regular, bold

        /// Debian's `fonts-dejavu-core`, the files the window's styles name.
        var path: String {
            self == .regular ? "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf" : "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
        }
    }

    /// An em, in the picture's pixels.
    let pixelSize: Int
    /// Pixels from the top of a capital to the baseline, and from the baseline to the lowest
    /// descender: text is placed by the top of its capitals, as the layout counts.
    let capHeight: Int
    let descent: Int
    /// Pixels from the top of a line's logical box to the top of its capitals.
    private let above: Int
    /// This text's own font map and context: Pango's objects are not shared across threads, and
    /// pictures are drawn on the tests' threads and the sweep's at once.
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    private let regular: OpaquePointer, bold: OpaquePointer

    /// - Parameter pixelSize: the font's size in pixels (an em), 1 to 1,000.
    init(pixelSize: Int) throws(PlotError) {
        self.pixelSize = min(max(pixelSize, 1), 1000)
        guard let map = pango_cairo_font_map_new() else {
            throw PlotError(call: "pango_cairo_font_map_new", message: "no font map (is fontconfig configured?)")
        }
        fontMap = map
        context = reorder_pango_context_new(map)
        var faces: [OpaquePointer] = []
        for face in [Face.regular, .bold] {
            guard let description = reorder_pango_description_for_file(face.path) else {
                faces.forEach { pango_font_description_free($0) }
                g_object_unref(UnsafeMutableRawPointer(context))
                g_object_unref(UnsafeMutableRawPointer(map))
                throw PlotError(call: "PlotText(\(face.path))", message: "fontconfig knows no font in that file")
            }
            pango_font_description_set_absolute_size(description, Double(self.pixelSize) * Double(PANGO_SCALE))
            faces.append(description)
        }
        (regular, bold) = (faces[0], faces[1])
        // The capital H's ink gives the cap height; the line's logical box, the ascent and descent.
        let probe = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(probe)) }
        pango_layout_set_font_description(probe, regular)
        pango_layout_set_text(probe, "H", -1)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_pixel_extents(probe, &ink, &logical)
        let ascent = Int((pango_layout_get_baseline(probe) + PANGO_SCALE / 2) / PANGO_SCALE)
        capHeight = ink.height > 0 ? ascent - Int(ink.y) : ascent * 3 / 4
        descent = Int(logical.height) - ascent
        above = ascent - capHeight
    }

    deinit {
        pango_font_description_free(regular)
        pango_font_description_free(bold)
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// A line's height: capitals and descenders.
    var lineHeight: Int { capHeight + descent }

    func width(_ text: String, _ face: Face = .regular) -> Int {
        guard !text.isEmpty else { return 0 }
        return withLayout(text, face) { layout, logical in Int(logical.width) }
    }

    /// Draws `text` on `cairo` with the top of its capitals at y. Labels come from files (row ids,
    /// marks, device names): they are drawn escaped as a terminal shows them (`escapedForMessage`),
    /// since a control character or a bidi override would draw nothing, or turn the line around.
    func draw(_ text: String, _ face: Face, x: Int, y: Int, on cairo: OpaquePointer) {
        withLayout(text, face) { layout, logical in
            cairo_move_to(cairo, Double(x) - Double(logical.x), Double(y - above) - Double(logical.y))
            pango_cairo_show_layout(cairo, layout)
        }
    }

    /// One line (a newline is drawn as a glyph, not a second line) in the face, escaped.
    private func withLayout<T>(_ text: String, _ face: Face, _ body: (OpaquePointer, PangoRectangle) -> T) -> T {
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_font_description(layout, face == .regular ? regular : bold)
        pango_layout_set_single_paragraph_mode(layout, 1)
        pango_layout_set_text(layout, text.escapedForMessage, -1)
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, nil, &logical)
        return body(layout, logical)
    }
}

import CPango

/// Draws text in any script into a surface: Pango lays it out (fallback fonts for characters the
/// style's font lacks, bidirectional order, shaping, line breaks, the ellipsis) and Cairo draws
/// it into an image that is copied into an SDL surface. Measures with the same layout, so a width
/// asked for is the width drawn.
package final class TextRenderer {
    private struct FontKey: Hashable {
        var path: String
        var pixelSize: Int
    }

    private var fonts: [FontKey: Font] = [:]
    private let context: PangoText.Context?
    /// Why the context could not be made, thrown by every call that needs it.
    private let contextError: SDLError?

    /// `libraries` is what the callers held for SDL_ttf; Pango needs no initialising.
    package init(libraries: SDLLibraries) {
        do throws(SDLError) {
            context = try PangoText.Context()
            contextError = nil
        } catch {
            context = nil
            contextError = error
        }
    }

    /// The text in `color`, on a transparent surface as wide as its advance and as tall as its
    /// lines. With `wrapWidth` (pixels) it is broken into lines at words (at characters within a
    /// word longer than the width); without it, it is one line however long.
    package func render(_ text: String, path: String, pixelSize: Int, color: Color, wrapWidth: Int? = nil) throws(SDLError) -> Surface {
        let layout = try layout(text, path: path, pixelSize: pixelSize)
        if let wrapWidth { layout.wrap(at: max(1, wrapWidth)) }
        return try Self.draw(layout, color: color)
    }

    /// The width `render` gives, in pixels (0 when the font cannot be had).
    package func width(_ text: String, path: String, pixelSize: Int) -> Int {
        guard let layout = try? layout(text, path: path, pixelSize: pixelSize) else { return 0 }
        return Int(layout.pixelExtents().logical.width)
    }

    /// `text` as drawn within `width` pixels: the whole of it when it fits, else the start Pango
    /// keeps before its ellipsis ("…", at the logical end: the left of a right-to-left line), else
    /// "" when not even the ellipsis fits. Only the first `width + 64` characters are laid out, so
    /// a label of any length costs what a label as wide as the row costs (a visible character is
    /// at least a pixel wide; the 64 cover characters that are not, such as zero-width spaces).
    package func fitted(_ text: String, path: String, pixelSize: Int, width: Int) -> String {
        let ellipsis = "\u{2026}"
        let limit = max(0, width) + 64
        let head = String(text.prefix(limit))
        let headIsAll = head.utf8.count == text.utf8.count
        guard let layout = try? layout(head, path: path, pixelSize: pixelSize) else { return text }
        guard headIsAll ? Int(layout.pixelExtents().logical.width) > width : true else { return text }
        guard self.width(ellipsis, path: path, pixelSize: pixelSize) <= width else { return "" }
        layout.ellipsize(at: width)
        var kept = layout.ellipsisOffset.map { String(decoding: head.utf8.prefix($0), as: UTF8.self) } ?? head
        while kept.last?.isWhitespace == true { kept.removeLast() }
        // Pango's ellipsis takes the font of the text it replaces; drawn after the kept start it may be
        // a pixel wider: one character less until it fits.
        while !kept.isEmpty, self.width(kept + ellipsis, path: path, pixelSize: pixelSize) > width {
            kept.removeLast()
            while kept.last?.isWhitespace == true { kept.removeLast() }
        }
        return kept + ellipsis
    }

    /// Characters drawn as the missing-glyph box: 0 when every character has a font. With
    /// `fallback` off only the style's own font is asked (what the text would look like without
    /// fallback fonts), so tests can count what fallback saved.
    package func missingGlyphs(_ text: String, path: String, pixelSize: Int, fallback: Bool = true) throws(SDLError) -> Int {
        let layout = try layout(text, path: path, pixelSize: pixelSize)
        layout.setFallback(fallback)
        return layout.unknownGlyphs
    }

    /// The text drawn with fallback fonts turned off (see `missingGlyphs`), for comparing pixels.
    package func renderWithoutFallback(_ text: String, path: String, pixelSize: Int, color: Color) throws(SDLError) -> Surface {
        let layout = try layout(text, path: path, pixelSize: pixelSize)
        layout.setFallback(false)
        return try Self.draw(layout, color: color)
    }

    /// The style's own font, for its line height.
    package func primaryFont(path: String, pixelSize: Int) throws(SDLError) -> Font {
        let key = FontKey(path: path, pixelSize: max(1, pixelSize))
        if let font = fonts[key] { return font }
        guard let context else { throw contextError! }
        let font = try Font(path: path, pixelSize: key.pixelSize, context: context)
        fonts[key] = font
        return font
    }

    /// Drops the fonts (the pixel sizes change with the renderer's scale).
    package func removeFonts() { fonts.removeAll() }

    private func layout(_ text: String, path: String, pixelSize: Int) throws(SDLError) -> PangoText.Layout {
        let font = try primaryFont(path: path, pixelSize: pixelSize)
        let layout = PangoText.Layout(context: context!, description: font.description)
        layout.setText(text)
        return layout
    }

    /// The layout drawn by Cairo into an ARGB32 image, copied into an RGBA32 SDL surface. Cairo's
    /// pixels are premultiplied by alpha, 32-bit words in native order (bytes B, G, R, A here);
    /// SDL blends straight alpha, so each colour is divided by its alpha on the way.
    private static func draw(_ layout: PangoText.Layout, color: Color) throws(SDLError) -> Surface {
        let logical = layout.pixelExtents().logical
        let width = max(1, Int(logical.width)), height = max(1, Int(logical.height))
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(clamping: width), Int32(clamping: height))
        defer { cairo_surface_destroy(image) }
        // Past 32,767 pixels a side Cairo makes an error surface instead of an image.
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else {
            throw SDLError(call: "cairo_image_surface_create(\(width)x\(height))",
                           message: String(cString: cairo_status_to_string(cairo_surface_status(image))))
        }
        let cr = cairo_create(image)
        cairo_set_source_rgba(cr, Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255, Double(color.a) / 255)
        cairo_move_to(cr, -Double(logical.x), -Double(logical.y))
        pango_cairo_show_layout(cr, layout.handle)
        cairo_destroy(cr)
        cairo_surface_flush(image)

        let surface = try Surface(width: width, height: height)
        let from = cairo_image_surface_get_data(image)!, fromPitch = Int(cairo_image_surface_get_stride(image))
        surface.withPixels { to, toPitch in
            for y in 0..<height {
                let source = UnsafeRawPointer(from + y * fromPitch).assumingMemoryBound(to: UInt32.self)
                let target = to + y * toPitch
                for x in 0..<width {
                    let word = source[x]
                    let a = word >> 24
                    let q = target + x * 4
                    guard a > 0 else { q[0] = 0; q[1] = 0; q[2] = 0; q[3] = 0; continue }
                    func straight(_ shift: UInt32) -> UInt8 { UInt8(min(255, (((word >> shift) & 0xFF) * 255 + a / 2) / a)) }
                    q[0] = straight(16); q[1] = straight(8); q[2] = straight(0); q[3] = UInt8(a)
                }
            }
        }
        return surface
    }
}

import CPango

/// A font file at one pixel size as Pango sees it: its description (family, weight, slant) and
/// its line metrics, in device pixels. Text itself is laid out and drawn by `TextRenderer`.
public final class Font {
    /// Pango's description of the face at `pixelSize`; freed in `deinit`.
    let description: OpaquePointer
    /// Size in device pixels.
    public let pixelSize: Int
    /// Line height, pixels from one baseline to the next.
    public let lineHeight: Int
    /// Pixels from the top of a rendered line to its baseline.
    public let ascent: Int
    /// The height of a rendered line, pixels.
    public let height: Int
    /// Pixels from the top of a capital H to the baseline (its ink, not a fraction of the size).
    public let capHeight: Int

    /// DejaVu Sans from Debian's `fonts-dejavu-core`.
    public static let defaultPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    public static let monospacePath = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
    public static let boldPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    /// Fails when fontconfig has no font in the file at `path` (not installed, or not a font).
    /// `libraries` is kept in the signature the window calls it with.
    public convenience init(path: String = Font.defaultPath, pixelSize: Int, libraries: SDLLibraries) throws(SDLError) {
        let context = try PangoText.Context()
        try self.init(path: path, pixelSize: pixelSize, context: context)
    }

    init(path: String, pixelSize: Int, context: PangoText.Context) throws(SDLError) {
        guard let found = reorder_pango_description_for_file(path) else {
            throw SDLError(call: "Font(\(path))", message: "fontconfig knows no font in that file")
        }
        let size = min(max(pixelSize, 1), 1000)
        pango_font_description_set_absolute_size(found, Double(size) * Double(PANGO_SCALE))
        description = found
        self.pixelSize = size
        let layout = PangoText.Layout(context: context, description: found)
        layout.setText("H")
        let (ink, logical) = layout.pixelExtents()
        // A line's logical box is the font's ascent and descent (Pango's line height is that box
        // without line spacing set); the baseline is read from the layout, in Pango units.
        ascent = layout.baselinePixels
        height = Int(logical.height)
        lineHeight = Int(logical.height)
        capHeight = ink.height > 0 ? ascent - Int(ink.y) : ascent * 3 / 4
    }

    deinit { pango_font_description_free(description) }
}

import CSDL2

/// A TrueType font at one pixel size (SDL_ttf), closed in `deinit`. SDL_ttf shapes what it draws
/// with HarfBuzz, which needs to be told the script and the direction of the text (`render` and
/// `width` take them): without them Arabic letters are not joined.
public final class Font {
    let handle: OpaquePointer
    /// Size in device pixels.
    public let pixelSize: Int
    /// Keeps SDL_ttf initialised while the font is open.
    private let libraries: SDLLibraries

    /// DejaVu Sans from Debian's `fonts-dejavu-core`.
    public static let defaultPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    public static let monospacePath = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
    public static let boldPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    public convenience init(path: String = Font.defaultPath, pixelSize: Int, libraries: SDLLibraries) throws(SDLError) {
        try self.init(face: FontFace(path: path), pixelSize: pixelSize, libraries: libraries)
    }

    public init(face: FontFace, pixelSize: Int, libraries: SDLLibraries) throws(SDLError) {
        let opened = SDLLibraries.freeType.withLock { _ in TTF_OpenFontIndex(face.path, Int32(clamping: pixelSize), Int(face.index)) }
        guard let handle = opened else { throw .last("TTF_OpenFont(\(face.path))") }
        self.handle = handle
        self.pixelSize = pixelSize
        self.libraries = libraries
    }

    deinit {
        let handle = handle
        SDLLibraries.freeType.withLock { _ in TTF_CloseFont(handle) }
    }

    /// Anti-aliased text on a transparent surface, shaped as `script` (ISO 15924, "Arab") in the
    /// given direction; glyphs stand in visual order, left to right on the surface.
    public func render(_ text: String, color: Color, script: String = "Zyyy", rightToLeft: Bool = false) throws(SDLError) -> Surface {
        shape(script: script, rightToLeft: rightToLeft)
        guard let surface = TTF_RenderUTF8_Blended(handle, text.isEmpty ? " " : text, color.sdl) else {
            throw .last("TTF_RenderUTF8_Blended")
        }
        return Surface(owning: surface)
    }

    /// The width `render` gives the same text, in pixels (0 when SDL_ttf cannot measure it).
    public func width(_ text: String, script: String = "Zyyy", rightToLeft: Bool = false) -> Int {
        shape(script: script, rightToLeft: rightToLeft)
        var w: Int32 = 0, h: Int32 = 0
        guard TTF_SizeUTF8(handle, text, &w, &h) == 0 else { return 0 }
        return Int(w)
    }

    /// Line height in device pixels.
    public var lineHeight: Int { Int(TTF_FontLineSkip(handle)) }
    /// Pixels from the top of a rendered line to its baseline.
    public var ascent: Int { Int(TTF_FontAscent(handle)) }
    /// The height of a rendered line, pixels.
    public var height: Int { Int(TTF_FontHeight(handle)) }
    /// Pixels from the top of a capital H to the baseline (the font's own, not a fraction of the size).
    public var capHeight: Int {
        var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
        guard TTF_GlyphMetrics32(handle, 0x48, &minX, &maxX, &minY, &maxY, &advance) == 0 else { return ascent * 3 / 4 }
        return Int(maxY)
    }

    /// Both return -1 when SDL_ttf was built without HarfBuzz: the text is then drawn unshaped, left
    /// to right, which is all such a build can do.
    private func shape(script: String, rightToLeft: Bool) {
        TTF_SetFontDirection(handle, rightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
        TTF_SetFontScriptName(handle, script)
    }
}

import CSDL2

/// A TrueType font at one pixel size (SDL_ttf), closed in `deinit`. SDL_ttf shapes what it draws
/// with HarfBuzz, which needs to be told the script and the direction of the text (`render` and
/// `width` take them): without them Arabic letters are not joined.
public final class Font {
    let handle: OpaquePointer
    /// Size in device pixels.
    public let pixelSize: Int
    /// Keeps SDL_ttf initialised while the font is open.
    private let video = SDLVideo.current

    /// DejaVu Sans from Debian's `fonts-dejavu-core`.
    public static let defaultPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    public static let monospacePath = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"

    public convenience init(path: String = Font.defaultPath, pixelSize: Int) throws(SDLError) {
        try self.init(face: FontFace(path: path), pixelSize: pixelSize)
    }

    public init(face: FontFace, pixelSize: Int) throws(SDLError) {
        guard let handle = TTF_OpenFontIndex(face.path, Int32(clamping: pixelSize), Int(face.index)) else {
            throw .last("TTF_OpenFont(\(face.path))")
        }
        self.handle = handle
        self.pixelSize = pixelSize
    }

    deinit { TTF_CloseFont(handle) }

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

    /// Both return -1 when SDL_ttf was built without HarfBuzz: the text is then drawn unshaped, left
    /// to right, which is all such a build can do.
    private func shape(script: String, rightToLeft: Bool) {
        TTF_SetFontDirection(handle, rightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
        TTF_SetFontScriptName(handle, script)
    }
}

import CSDL2

/// A TrueType font at one pixel size (SDL_ttf), closed in `deinit`.
public final class Font {
    let handle: OpaquePointer
    /// Size in device pixels.
    public let pixelSize: Int
    /// Keeps SDL_ttf initialised while the font is open.
    private let video = SDLVideo.current

    /// DejaVu Sans from Debian's `fonts-dejavu-core`.
    public static let defaultPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    public static let monospacePath = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"

    public init(path: String = Font.defaultPath, pixelSize: Int) throws(SDLError) {
        guard let handle = TTF_OpenFont(path, Int32(pixelSize)) else { throw .last("TTF_OpenFont(\(path))") }
        self.handle = handle
        self.pixelSize = pixelSize
    }

    deinit { TTF_CloseFont(handle) }

    /// Anti-aliased text on a transparent surface.
    public func render(_ text: String, color: Color) throws(SDLError) -> Surface {
        guard let surface = TTF_RenderUTF8_Blended(handle, text.isEmpty ? " " : text, color.sdl) else {
            throw .last("TTF_RenderUTF8_Blended")
        }
        return Surface(owning: surface)
    }

    /// Line height in device pixels.
    public var lineHeight: Int { Int(TTF_FontLineSkip(handle)) }
}

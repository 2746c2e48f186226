import CSDL2
import Synchronization

/// SDL_ttf and SDL_image, initialised while an instance lives: what fonts and PNG files need, and
/// no display. The plot renderer makes one to draw onto a surface without SDL's video subsystem;
/// the window's `SDLVideo` holds one for its text and screenshots. Fonts hold the instance they
/// were opened under, so TTF_Quit comes after the last TTF_CloseFont.
public final class SDLLibraries: Sendable {
    public init() throws(SDLError) {
        try Self.freeType.withLock { _ throws(SDLError) in
            guard TTF_Init() == 0 else { throw .last("TTF_Init") }
            let png = Int32(IMG_INIT_PNG.rawValue)
            guard IMG_Init(png) & png == png else {
                TTF_Quit()
                throw .last("IMG_Init")
            }
        }
    }

    // No IMG_Quit: it is not counted (one instance's would unload libpng under another's save),
    // and IMG_Load and IMG_SavePNG call IMG_Init themselves when they need it.
    deinit { Self.freeType.withLock { _ in TTF_Quit() } }

    /// Held around TTF_Init, TTF_Quit, opening and closing a font. SDL_ttf keeps one FreeType
    /// library per process and counts its users with a plain int, and FreeType's documentation
    /// ("FT_Library", thread safety) asks for a lock around FT_New_Face and FT_Done_Face when
    /// threads share a library: plots are drawn on the tests' threads and the sweep's while a
    /// window may be opening fonts.
    static let freeType = Mutex(())
}

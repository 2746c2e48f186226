import CSDL2

/// SDL_image, initialised while an instance lives: what PNG files need, and no display. The window's
/// `SDLVideo` holds one for its screenshots, tests one to draw onto a surface without SDL's video
/// subsystem. (The pictures of analyses are Cairo's, in ReorderPlot.) (Text is Pango's, which needs no initialising: `TextRenderer`.)
public final class SDLLibraries: Sendable {
    public init() throws(SDLError) {
        let png = Int32(IMG_INIT_PNG.rawValue)
        guard IMG_Init(png) & png == png else { throw .last("IMG_Init") }
    }

    // No IMG_Quit: it is not counted (one instance's would unload libpng under another's save),
    // and IMG_Load and IMG_SavePNG call IMG_Init themselves when they need it.
}

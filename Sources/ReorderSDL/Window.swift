import CSDL2

/// An SDL window, destroyed in `deinit`. Sizes are in points (SDL's window coordinates).
public final class Window {
    let handle: OpaquePointer
    /// Keeps SDL initialised while the window exists.
    private let video: SDLVideo

    /// - Parameter fullscreen: the desktop's full screen (SDL_WINDOW_FULLSCREEN_DESKTOP: the display's
    ///   size and mode, whatever `width` and `height` say), as the panel check needs.
    public init(video: SDLVideo, title: String, width: Int, height: Int, resizable: Bool = true, highDPI: Bool = true,
                fullscreen: Bool = false) throws(SDLError) {
        var flags = SDL_WINDOW_SHOWN.rawValue
        if fullscreen { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
        if resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        if highDPI { flags |= SDL_WINDOW_ALLOW_HIGHDPI.rawValue }
        guard let handle = SDL_CreateWindow(title, SDLConstants.windowPositionCentered, SDLConstants.windowPositionCentered,
                                            Int32(clamping: width), Int32(clamping: height), flags) else {
            throw .last("SDL_CreateWindow")
        }
        self.handle = handle
        self.video = video
    }

    deinit { SDL_DestroyWindow(handle) }

    public var id: UInt32 { SDL_GetWindowID(handle) }

    /// Size in points.
    public var size: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(handle, &width, &height)
        return (Int(width), Int(height))
    }

    public var title: String {
        get { String(cString: SDL_GetWindowTitle(handle)) }
        set { SDL_SetWindowTitle(handle, newValue) }
    }

    public var displayIndex: Int32 { SDL_GetWindowDisplayIndex(handle) }
}

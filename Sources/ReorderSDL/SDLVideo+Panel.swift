import CSDL2

/// What the panel check records of the output and the touch devices (the trace header's `panel`).
extension SDLVideo {
    /// The touch devices SDL knows now, with their name (SDL_GetTouchName, SDL 2.0.22: the kernel's
    /// name, the one `xinput list` and udev's `ATTRS{name}` show) and type.
    public static func namedTouchDevices() -> [(id: Int64, name: String?, type: String)] {
        let typed = touchDevices()
        return typed.enumerated().map { index, device in
            let name = SDL_GetTouchName(Int32(index)).map { String(cString: $0) }
            return (device.id, name.flatMap { $0.isEmpty ? nil : $0 }, device.type)
        }
    }

    /// The size of a display in points (SDL's screen coordinates), or nil when SDL does not know.
    public static func displaySize(displayIndex: Int32) -> (width: Int, height: Int)? {
        var bounds = SDL_Rect()
        guard SDL_GetDisplayBounds(displayIndex, &bounds) == 0, bounds.w > 0, bounds.h > 0 else { return nil }
        return (Int(bounds.w), Int(bounds.h))
    }
}

extension Window {
    /// Whether the window is full screen (SDL's fullscreen flag, real or desktop) and as large as
    /// its display: a calibration matrix is relative to the whole output.
    public var coversDisplay: Bool {
        let fullscreen = SDL_GetWindowFlags(handle) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0
        guard fullscreen, let display = SDLVideo.displaySize(displayIndex: displayIndex) else { return false }
        return size == display
    }
}

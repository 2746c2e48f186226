import CSDL2
#if canImport(Glibc)
import Glibc
#endif

/// SDL's video and event subsystems plus SDL_image (`libraries`), initialised once and
/// shut down in `deinit`. Create one before any window, and pass it to the windows and text.
///
/// Teardown order is kept by references, not by luck: a texture holds its renderer, a renderer its
/// window (SDL_DestroyWindow would free the renderer under it) and windows hold the `SDLVideo`
/// they were made with, so SDL_Quit comes last.
public final class SDLVideo {
    public let driver: String
    /// Fonts and PNG files, for as long as this lives.
    public let libraries: SDLLibraries

    /// - Parameter driver: a video driver to force (`"dummy"` for tests), or nil for SDL's choice
    ///   (`SDL_VIDEODRIVER` still applies).
    public init(driver: String? = nil) throws(SDLError) {
        if let driver {
            SDL_SetHint(SDL_HINT_VIDEODRIVER, driver)
        } else if Self.environment("SDL_VIDEODRIVER") == nil, Self.environment("WAYLAND_DISPLAY") == nil {
            // Not asked for any driver and no Wayland session: try X11, then a console display
            // (KMS/DRM, as on a kiosk touchscreen), and never the invisible offscreen fallback. It also
            // spares the user libwayland's complaint about XDG_RUNTIME_DIR.
            SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11,kmsdrm")
        }
        // The app handles SIGINT and SIGTERM itself (Signals), closing the recording cleanly.
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        // Touch arrives as touch; the mouse events SDL synthesises from it carry SDL_TOUCH_MOUSEID
        // and are dropped by the input translator, so one finger is never handled twice.
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else { throw .last("SDL_Init") }
        do {
            libraries = try SDLLibraries()
        } catch {
            SDL_Quit()
            throw error
        }
        self.driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
    }

    package static func environment(_ name: String) -> String? {
        guard let value = getenv(name), value.pointee != 0 else { return nil }
        return String(cString: value)
    }

    deinit { SDL_Quit() }

    /// "2.26.5": the library actually loaded, for the `recorded` facts.
    public static var version: String {
        var version = SDL_version()
        SDL_GetVersion(&version)
        return "\(version.major).\(version.minor).\(version.patch)"
    }

    /// Refresh rate of the display a window is on, Hz; nil when SDL does not know.
    public static func refreshRate(displayIndex: Int32 = 0) -> Double? {
        var mode = SDL_DisplayMode()
        guard SDL_GetCurrentDisplayMode(displayIndex, &mode) == 0, mode.refresh_rate > 0 else { return nil }
        return Double(mode.refresh_rate)
    }

    /// Pixels per inch of a display (SDL's horizontal DPI); nil when SDL does not know. On X11 SDL
    /// derives it from the screen size the server reports, which a server without a real monitor
    /// makes up: `--ppi` overrides it.
    public static func pixelsPerInch(displayIndex: Int32 = 0) -> Double? {
        var diagonal: Float = 0, horizontal: Float = 0, vertical: Float = 0
        guard SDL_GetDisplayDPI(displayIndex, &diagonal, &horizontal, &vertical) == 0, horizontal.isFinite, horizontal > 0 else { return nil }
        return Double(horizontal)
    }

    /// The touch devices SDL knows now, with their type.
    public static func touchDevices() -> [(id: Int64, type: String)] {
        (0..<SDL_GetNumTouchDevices()).map { index in
            let id = SDL_GetTouchDevice(index)
            let type: String = switch SDL_GetTouchDeviceType(id) {
            case SDL_TOUCH_DEVICE_DIRECT: "direct"
            case SDL_TOUCH_DEVICE_INDIRECT_ABSOLUTE: "indirect-absolute"
            case SDL_TOUCH_DEVICE_INDIRECT_RELATIVE: "indirect-relative"
            default: "invalid"
            }
            return (Int64(id), type)
        }
    }

    /// Asks SDL to queue a copy of every window-system event before it handles it
    /// (`SDL_SYSWMEVENT`, off by default): on X11 the copies of core input events carry the X
    /// server's time (`TimedSDLEvent.serverMilliseconds`). They arrive as `.unknown` events.
    public static func reportWindowSystemInput() {
        _ = SDL_EventState(UInt32(SDL_SYSWMEVENT.rawValue), SDL_ENABLE)
    }
}

import CSDL2

/// One SDL event, the part of `SDL_Event` the app uses. The C union is read and written here and
/// nowhere else; anything this enum does not model comes back as `.unknown` with its SDL type.
/// The timestamp comes with it from `pollTimed` (`TimedSDLEvent`).
public enum SDLEvent: Equatable, Sendable {
    case quit

    /// A finger on a touch device. `touchID` and `fingerID` are SDL's ids: large, arbitrary and only
    /// unique per device. `x` and `y` are normalised to the window, 0...1 (a finger dragged out of
    /// the window can report values outside that range).
    case fingerDown(touchID: Int64, fingerID: Int64, x: Float, y: Float, windowID: UInt32)
    case fingerMotion(touchID: Int64, fingerID: Int64, x: Float, y: Float, windowID: UInt32)
    case fingerUp(touchID: Int64, fingerID: Int64, x: Float, y: Float, windowID: UInt32)

    /// Mouse events: `which` is the mouse's instance id (`SDLConstants.touchMouseID` when SDL made the
    /// event up from a touch); `x`, `y` in points, relative to the window.
    case mouseButtonDown(which: UInt32, button: UInt8, x: Int32, y: Int32, windowID: UInt32)
    case mouseButtonUp(which: UInt32, button: UInt8, x: Int32, y: Int32, windowID: UInt32)
    /// `buttonState` is SDL's button mask (`SDLMouseButton.mask(of:)`).
    case mouseMotion(which: UInt32, buttonState: UInt32, x: Int32, y: Int32, windowID: UInt32)
    /// Notches, fractional on precise devices (SDL's `preciseX`/`preciseY`); positive `y` is away from
    /// the user. `flipped` means the system inverted the values ("natural scrolling").
    case mouseWheel(which: UInt32, x: Float, y: Float, flipped: Bool, windowID: UInt32)

    /// `keycode` is an `SDL_Keycode` (see `SDLKeycode`): the key's unshifted character on the
    /// layout, so shift+z is `z` with `shift` set (either shift key; caps lock does not count).
    case keyDown(keycode: Int32, isRepeat: Bool, shift: Bool = false)

    case focusGained
    case focusLost
    /// `SDL_WINDOWEVENT_SIZE_CHANGED`: the window's new size in points.
    case sizeChanged(width: Int, height: Int)
    /// The window's close button (`SDL_WINDOWEVENT_CLOSE`).
    case close
    case appWillEnterBackground

    /// An event type this enum does not model (`SDL_EventType` raw value; for window events other
    /// than the ones above, `SDL_WINDOWEVENT`).
    case unknown(type: UInt32)
}

/// An event with SDL's timestamp: `SDL_Event.common.timestamp`, the value of `SDL_GetTicks()`
/// (milliseconds since SDL was initialised, a 32-bit count that wraps after 49.7 days) when SDL
/// queued it. SDL 2.26 has no finer one. On X11 and KMS/DRM SDL queues the system's events when the
/// queue is pumped, so the stamp is when the app pumped after the event arrived (`SDLEvent.pump`).
public struct TimedSDLEvent: Equatable, Sendable {
    public var event: SDLEvent
    public var milliseconds: UInt32
    /// For a window-system event (`SDLVideo.reportWindowSystemInput`) that copies an X11 core input
    /// event (a button, a motion, a key): the X server's time of it, milliseconds on the server's
    /// own 32-bit clock (Xorg's is CLOCK_MONOTONIC). Nil for every other event.
    public var serverMilliseconds: UInt32? = nil
}

extension SDLEvent {
    /// The next queued event, or nil when the queue is empty (`SDL_PollEvent`, which pumps first).
    public static func poll() -> SDLEvent? { pollTimed()?.event }

    /// The next queued event with its timestamp, or nil when the queue is empty.
    public static func pollTimed() -> TimedSDLEvent? {
        var event = SDL_Event()
        guard SDL_PollEvent(&event) != 0 else { return nil }
        var server: UInt = 0
        let hasServerTime = reorder_window_system_input_time(&event, &server) != 0
        // X's Time is a 32-bit count held in an unsigned long: the low 32 bits are all of it.
        return TimedSDLEvent(event: SDLEvent(event), milliseconds: event.common.timestamp,
                             serverMilliseconds: hasServerTime ? UInt32(truncatingIfNeeded: server) : nil)
    }

    /// SDL's millisecond clock now (`SDL_GetTicks`), the one timestamps are on.
    public static var ticks: UInt32 { SDL_GetTicks() }

    /// Moves what the system has sent into SDL's queue, stamping it now (`SDL_PumpEvents`), without
    /// taking anything out: the next `poll` gets it, with the time it was pumped.
    public static func pump() { SDL_PumpEvents() }

    /// Puts an event on SDL's queue with the timestamp `milliseconds` (`SDL_PeepEvents`, which keeps
    /// it, where `SDL_PushEvent` stamps the push's time): for tests of event timing.
    public static func enqueue(_ event: SDLEvent, milliseconds: UInt32) throws(SDLError) {
        var raw = event.sdl
        raw.common.timestamp = milliseconds
        guard SDL_PeepEvents(&raw, 1, SDL_ADDEVENT, 0, 0) == 1 else { throw .last("SDL_PeepEvents") }
    }

    /// Puts an event on SDL's queue (`SDL_PushEvent`), as if the system had sent it: for tests, and for
    /// waking the event loop. `.unknown` pushes an event of that type with nothing else filled in.
    public static func push(_ event: SDLEvent) throws(SDLError) {
        var raw = event.sdl
        // 1: queued; 0: dropped by an event filter or because the type is disabled; < 0: error.
        switch SDL_PushEvent(&raw) {
        case 1: return
        case 0: throw SDLError(call: "SDL_PushEvent", message: "event \(raw.type) was filtered out")
        default: throw .last("SDL_PushEvent")
        }
    }
}

// MARK: C union -> Swift

extension SDLEvent {
    init(_ event: SDL_Event) {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            self = .quit
        case SDL_FINGERDOWN:
            let f = event.tfinger
            self = .fingerDown(touchID: f.touchId, fingerID: f.fingerId, x: f.x, y: f.y, windowID: f.windowID)
        case SDL_FINGERMOTION:
            let f = event.tfinger
            self = .fingerMotion(touchID: f.touchId, fingerID: f.fingerId, x: f.x, y: f.y, windowID: f.windowID)
        case SDL_FINGERUP:
            let f = event.tfinger
            self = .fingerUp(touchID: f.touchId, fingerID: f.fingerId, x: f.x, y: f.y, windowID: f.windowID)
        case SDL_MOUSEBUTTONDOWN:
            let b = event.button
            self = .mouseButtonDown(which: b.which, button: b.button, x: b.x, y: b.y, windowID: b.windowID)
        case SDL_MOUSEBUTTONUP:
            let b = event.button
            self = .mouseButtonUp(which: b.which, button: b.button, x: b.x, y: b.y, windowID: b.windowID)
        case SDL_MOUSEMOTION:
            let m = event.motion
            self = .mouseMotion(which: m.which, buttonState: m.state, x: m.x, y: m.y, windowID: m.windowID)
        case SDL_MOUSEWHEEL:
            let w = event.wheel
            self = .mouseWheel(which: w.which, x: w.preciseX, y: w.preciseY,
                               flipped: w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue, windowID: w.windowID)
        case SDL_KEYDOWN:
            let keysym = event.key.keysym
            self = .keyDown(keycode: keysym.sym, isRepeat: event.key.repeat != 0,
                            shift: UInt32(keysym.mod) & KMOD_SHIFT.rawValue != 0)
        case SDL_WINDOWEVENT:
            let w = event.window
            switch SDL_WindowEventID(UInt32(w.event)) {
            case SDL_WINDOWEVENT_FOCUS_GAINED: self = .focusGained
            case SDL_WINDOWEVENT_FOCUS_LOST: self = .focusLost
            case SDL_WINDOWEVENT_SIZE_CHANGED: self = .sizeChanged(width: Int(w.data1), height: Int(w.data2))
            case SDL_WINDOWEVENT_CLOSE: self = .close
            default: self = .unknown(type: event.type)
            }
        case SDL_APP_WILLENTERBACKGROUND:
            self = .appWillEnterBackground
        default:
            self = .unknown(type: event.type)
        }
    }
}

// MARK: Swift -> C union

extension SDLEvent {
    var sdl: SDL_Event {
        var event = SDL_Event()
        switch self {
        case .quit:
            event.type = SDL_QUIT.rawValue
        case let .fingerDown(touchID, fingerID, x, y, windowID):
            event.tfinger = Self.finger(SDL_FINGERDOWN, touchID, fingerID, x, y, windowID)
        case let .fingerMotion(touchID, fingerID, x, y, windowID):
            event.tfinger = Self.finger(SDL_FINGERMOTION, touchID, fingerID, x, y, windowID)
        case let .fingerUp(touchID, fingerID, x, y, windowID):
            event.tfinger = Self.finger(SDL_FINGERUP, touchID, fingerID, x, y, windowID)
        case let .mouseButtonDown(which, button, x, y, windowID):
            event.button = Self.button(SDL_MOUSEBUTTONDOWN, which, button, x, y, windowID)
        case let .mouseButtonUp(which, button, x, y, windowID):
            event.button = Self.button(SDL_MOUSEBUTTONUP, which, button, x, y, windowID)
        case let .mouseMotion(which, buttonState, x, y, windowID):
            var m = SDL_MouseMotionEvent()
            m.type = SDL_MOUSEMOTION.rawValue
            m.which = which
            m.state = buttonState
            m.x = x
            m.y = y
            m.windowID = windowID
            event.motion = m
        case let .mouseWheel(which, x, y, flipped, windowID):
            var w = SDL_MouseWheelEvent()
            w.type = SDL_MOUSEWHEEL.rawValue
            w.which = which
            w.preciseX = x
            w.preciseY = y
            // The integer fields as SDL fills them: whole notches, truncated toward zero (and any
            // Float a test pushes kept within Int32, which Int32(Float) would trap on).
            w.x = Self.notches(x)
            w.y = Self.notches(y)
            w.direction = flipped ? SDL_MOUSEWHEEL_FLIPPED.rawValue : SDL_MOUSEWHEEL_NORMAL.rawValue
            w.windowID = windowID
            event.wheel = w
        case let .keyDown(keycode, isRepeat, shift):
            var k = SDL_KeyboardEvent()
            k.type = SDL_KEYDOWN.rawValue
            k.state = UInt8(SDL_PRESSED)
            k.repeat = isRepeat ? 1 : 0
            k.keysym.sym = keycode
            k.keysym.mod = shift ? UInt16(KMOD_LSHIFT.rawValue) : 0
            k.keysym.scancode = SDL_GetScancodeFromKey(keycode)
            event.key = k
        case .focusGained:
            event.window = Self.window(SDL_WINDOWEVENT_FOCUS_GAINED)
        case .focusLost:
            event.window = Self.window(SDL_WINDOWEVENT_FOCUS_LOST)
        case let .sizeChanged(width, height):
            event.window = Self.window(SDL_WINDOWEVENT_SIZE_CHANGED, Int32(clamping: width), Int32(clamping: height))
        case .close:
            event.window = Self.window(SDL_WINDOWEVENT_CLOSE)
        case .appWillEnterBackground:
            event.type = SDL_APP_WILLENTERBACKGROUND.rawValue
        case let .unknown(type):
            event.type = type
        }
        return event
    }

    private static func notches(_ value: Float) -> Int32 {
        value.isNaN ? 0 : Int32(min(max(value, -2e9), 2e9))
    }

    private static func finger(_ type: SDL_EventType, _ touchID: Int64, _ fingerID: Int64, _ x: Float, _ y: Float,
                               _ windowID: UInt32) -> SDL_TouchFingerEvent {
        var f = SDL_TouchFingerEvent()
        f.type = type.rawValue
        f.touchId = touchID
        f.fingerId = fingerID
        f.x = x
        f.y = y
        f.pressure = type == SDL_FINGERUP ? 0 : 1
        f.windowID = windowID
        return f
    }

    private static func button(_ type: SDL_EventType, _ which: UInt32, _ button: UInt8, _ x: Int32, _ y: Int32,
                               _ windowID: UInt32) -> SDL_MouseButtonEvent {
        var b = SDL_MouseButtonEvent()
        b.type = type.rawValue
        b.which = which
        b.button = button
        b.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
        b.clicks = 1
        b.x = x
        b.y = y
        b.windowID = windowID
        return b
    }

    /// The window id stays 0: the app has one window and nothing reads it.
    private static func window(_ id: SDL_WindowEventID, _ data1: Int32 = 0, _ data2: Int32 = 0) -> SDL_WindowEvent {
        var w = SDL_WindowEvent()
        w.type = SDL_WINDOWEVENT.rawValue
        w.event = UInt8(id.rawValue)
        w.data1 = data1
        w.data2 = data2
        return w
    }
}

// MARK: Constants past the C boundary

/// The `SDL_Keycode` values the app reacts to (`SDLK_*`), so that code past this file needs no CSDL2.
/// Keys that type a character have that character's code (`SDLK_a` is `"a"`); the others are their
/// scancode with bit 30 set.
public enum SDLKeycode {
    public static let escape = code(SDLK_ESCAPE)
    public static let space = code(SDLK_SPACE)
    public static let `return` = code(SDLK_RETURN)
    public static let keypadEnter = code(SDLK_KP_ENTER)
    public static let up = code(SDLK_UP)
    public static let down = code(SDLK_DOWN)
    public static let home = code(SDLK_HOME)
    public static let end = code(SDLK_END)
    public static let left = code(SDLK_LEFT)
    public static let right = code(SDLK_RIGHT)
    public static let pageUp = code(SDLK_PAGEUP)
    public static let pageDown = code(SDLK_PAGEDOWN)
    public static let tab = code(SDLK_TAB)
    public static let f1 = code(SDLK_F1)
    public static let slash = code(SDLK_SLASH)
    public static let question = code(SDLK_QUESTION)
    public static let leftBracket = code(SDLK_LEFTBRACKET)
    public static let rightBracket = code(SDLK_RIGHTBRACKET)
    public static let minus = code(SDLK_MINUS)
    public static let equals = code(SDLK_EQUALS)

    /// The keycode of the key that types `character` (ASCII; SDLK_UNKNOWN, 0, for anything else).
    public static func character(_ character: Character) -> Int32 {
        Int32(character.asciiValue ?? 0)
    }

    private static func code(_ key: SDL_KeyCode) -> Int32 { Int32(bitPattern: key.rawValue) }
}

/// Mouse buttons as SDL numbers them (`SDL_BUTTON_*`).
public enum SDLMouseButton {
    public static let left = UInt8(SDL_BUTTON_LEFT)
    public static let middle = UInt8(SDL_BUTTON_MIDDLE)
    public static let right = UInt8(SDL_BUTTON_RIGHT)

    /// `SDL_BUTTON(X)`, a function-like macro that does not import: the bit for `button` in a motion
    /// event's `buttonState`.
    public static func mask(of button: UInt8) -> UInt32 { 1 << (UInt32(button) - 1) }
}

import ReorderKit
import ReorderSDL

/// What the window does itself rather than tell the engine.
public enum AppCommand: Equatable, Sendable {
    case quit, toggleHUD, toggleHelp
    /// Show or hide the tuning panel's sliders and buttons.
    case toggleTuningPanel
    /// Change the tuning: the window works out the new values and feeds them as a `tuning` input.
    case tune(TuningCommand)
    /// Write the tuning in force as a profile (`--tuning FILE`, or ./reorder-lab.tuning.json).
    case saveTuning
    /// Start or stop the live feed of edits (`--live-feed`).
    case toggleLiveFeed
}

/// The same type as `InputTranslator.Translated`, for code that names it on its own.
public typealias Translated = InputTranslator.Translated

/// Turns SDL events into engine input (trace events) and app commands. It never reads a clock: the
/// caller stamps what comes out with its own time, so a recording is exactly what the engine saw.
///
/// Whatever it emits is a valid trace sequence on its own: a pointer is `down` before it moves, goes
/// `up` or `cancel` once, and is never down twice. SDL can break each of those (a touch device
/// unplugged mid-touch never sends its FINGERUP, a button release outside the window can go
/// missing), so the translator keeps track of what is down and drops or repairs what does not fit.
public struct InputTranslator: Sendable {
    public enum Translated: Equatable, Sendable {
        case input(InputEvent)
        case command(AppCommand)
    }

    /// Scroll distance of one wheel notch, points. Chromium's line step (`kPixelsPerLineStep` in
    /// cc/input/scroll_utils.h), which is also about one row of the demo list, so a notch moves the
    /// list by roughly a row.
    public static let pointsPerWheelNotch = 40.0

    /// The window's size in points: normalised finger positions are scaled by it. The app sets it at
    /// start; `sizeChanged` events keep it current.
    public var windowSize: Size
    /// The list's viewport in a window of a size: what a `resize` input says. The window itself,
    /// unless panels dock beside the list (`OverlayLayout.liveListViewport`).
    public var listViewport: @Sendable (Size) -> Size
    /// The content scrolls along x (a horizontal grid): the wheel scrolls it sideways, a
    /// touchpad's sideways motion as it is and a mouse wheel's turns as well, away from the user
    /// toward the start (the engine scrolls a horizontal layout by `dx` only).
    public var wheelAlongX = false

    /// The fingers down now: SDL's (device, finger) ids to the small id the trace uses.
    private var fingers: [Finger: Int] = [:]
    /// Whether the mouse's primary button is down, as far as the events seen so far tell.
    private var mouseIsDown = false

    public init(windowSize: Size = Size(width: 0, height: 0), listViewport: @escaping @Sendable (Size) -> Size = { $0 }) {
        self.windowSize = windowSize
        self.listViewport = listViewport
    }

    /// The pointers down now: the mouse first, then fingers by id.
    public var pointersDown: [PointerID] {
        (mouseIsDown ? [PointerID.mouse] : []) + fingers.values.sorted().map { PointerID(.touch, $0) }
    }

    public mutating func translate(_ event: SDLEvent) -> [Translated] {
        switch event {
        case .quit, .close:
            return [.command(.quit)]

        case let .fingerDown(touchID, fingerID, x, y, _):
            return fingerDown(Finger(touchID: touchID, fingerID: fingerID), at: point(x, y)).map(Translated.input)
        case let .fingerMotion(touchID, fingerID, x, y, _):
            let finger = Finger(touchID: touchID, fingerID: fingerID)
            guard let id = fingers[finger] else { return [] }
            return [.input(.move(PointerID(.touch, id), point(x, y)))]
        case let .fingerUp(touchID, fingerID, x, y, _):
            let finger = Finger(touchID: touchID, fingerID: fingerID)
            guard let id = fingers.removeValue(forKey: finger) else { return [] }
            return [.input(.up(PointerID(.touch, id), point(x, y)))]

        case let .mouseButtonDown(which, button, x, y, _):
            guard which != SDLConstants.touchMouseID, button == SDLMouseButton.left, !mouseIsDown else { return [] }
            mouseIsDown = true
            return [.input(.down(.mouse, point(x, y)))]
        case let .mouseButtonUp(which, button, x, y, _):
            guard which != SDLConstants.touchMouseID, button == SDLMouseButton.left, mouseIsDown else { return [] }
            mouseIsDown = false
            return [.input(.up(.mouse, point(x, y)))]
        case let .mouseMotion(which, buttonState, x, y, _):
            guard which != SDLConstants.touchMouseID, mouseIsDown else { return [] }
            guard buttonState & SDLMouseButton.mask(of: SDLMouseButton.left) != 0 else {
                // SDL says the button is up but its release never reached us (it happened while
                // another window had the mouse). Where it was released is unknown, so this is not a
                // drop: the pointer is cancelled and a dragged row goes back.
                mouseIsDown = false
                return [.input(.cancel(.mouse))]
            }
            return [.input(.move(.mouse, point(x, y)))]

        case let .mouseWheel(_, x, y, flipped, _):
            // SDL: positive y is away from the user, which shows content further up (the offset
            // decreases); the trace's positive dy increases the offset. Flipped values are inverted
            // by the system and are inverted back, as SDL's documentation says to.
            let notches = Double(flipped ? -y : y)
            if wheelAlongX {
                // SDL: positive x is to the right, which shows content further right (the offset grows).
                let sideways = Double(flipped ? -x : x) - notches
                guard sideways != 0 else { return [] }
                return [.input(.wheel(dx: sideways * Self.pointsPerWheelNotch, dy: 0))]
            }
            guard notches != 0 else { return [] }  // horizontal-only scrolling: the list does not scroll sideways
            return [.input(.wheel(dx: 0, dy: -notches * Self.pointsPerWheelNotch))]

        case let .keyDown(keycode, isRepeat, shift):
            guard !isRepeat else { return [] }
            return Self.translateKey(keycode, shift: shift)

        case .focusGained:
            return [.input(.focus(true))]
        case .focusLost, .appWillEnterBackground:
            return [.input(.focus(false))]
        case let .sizeChanged(width, height):
            windowSize = Size(width: Double(width), height: Double(height))
            return [.input(.resize(listViewport(windowSize)))]

        case .unknown:
            return []
        }
    }

    /// Cancels the fingers of touch devices that are gone. A device unplugged mid-touch leaves its
    /// fingers down with no FINGERUP ever coming. SDL2 has no event for that, so the window calls
    /// this every frame with the ids SDL still lists (`SDLVideo.touchDevices()`).
    public mutating func reconcile(touchDevices present: Set<Int64>) -> [InputEvent] {
        let vanished = fingers.filter { !present.contains($0.key.touchID) }
        for finger in vanished.keys { fingers[finger] = nil }
        return vanished.values.sorted().map { .cancel(PointerID(.touch, $0)) }
    }

    // MARK: Private

    /// SDL's finger ids are only unique per touch device.
    private struct Finger: Hashable {
        var touchID: Int64
        var fingerID: Int64
    }

    private mutating func fingerDown(_ finger: Finger, at point: Point) -> [InputEvent] {
        // Touches SDL makes up from the mouse: the mouse events themselves are handled.
        guard finger.touchID != SDLConstants.mouseTouchID, fingers[finger] == nil else { return [] }
        // The smallest id not in use, so ids stay small and readable in traces (0, 1, 2 ...).
        let used = Set(fingers.values)
        let id = (0...).first { !used.contains($0) }!
        fingers[finger] = id
        return [.down(PointerID(.touch, id), point)]
    }

    private func point(_ x: Float, _ y: Float) -> Point {
        // Not clamped: a finger dragged past the window's edge keeps reporting, and the engine wants
        // those positions (autoscroll).
        Point(x: Double(x) * windowSize.width, y: Double(y) * windowSize.height)
    }

    private func point(_ x: Int32, _ y: Int32) -> Point {
        Point(x: Double(x), y: Double(y))
    }
}

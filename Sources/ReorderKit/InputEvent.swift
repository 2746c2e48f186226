/// What kind of device a pointer is. The engine treats them alike; traces keep the difference.
public enum PointerKind: String, Sendable, CaseIterable {
    case touch, mouse, pen
}

/// A pointer's identity: its kind and an id unique among the pointers of that kind that are down.
/// The mouse uses id 0.
public struct PointerID: Hashable, Sendable {
    public var kind: PointerKind
    public var id: Int
    public init(_ kind: PointerKind, _ id: Int) {
        self.kind = kind
        self.id = id
    }
    public static let mouse = PointerID(.mouse, 0)
}

/// A key press, as the trace format names keys.
public enum Key: Equatable, Sendable {
    case escape, space, enter, up, down, home, end
    /// Names added within version 1: the engine reads them only with `keyboardReorder` on.
    case left, right, pageup, pagedown, tab
    /// Any other printable character; the engine ignores these (the app uses them for its own commands).
    case character(String)

    public init(name: String) {
        switch name {
        case "escape": self = .escape
        case "space": self = .space
        case "enter": self = .enter
        case "up": self = .up
        case "down": self = .down
        case "home": self = .home
        case "end": self = .end
        case "left": self = .left
        case "right": self = .right
        case "pageup": self = .pageup
        case "pagedown": self = .pagedown
        case "tab": self = .tab
        default: self = .character(name)
        }
    }

    public var name: String {
        switch self {
        case .escape: "escape"
        case .space: "space"
        case .enter: "enter"
        case .up: "up"
        case .down: "down"
        case .home: "home"
        case .end: "end"
        case .left: "left"
        case .right: "right"
        case .pageup: "pageup"
        case .pagedown: "pagedown"
        case .tab: "tab"
        case .character(let c): c
        }
    }
}

/// One line of a trace after the header: everything the engine can be told.
/// Coordinates are viewport points; sizes are points.
public enum InputEvent: Equatable, Sendable {
    case down(PointerID, Point)
    case move(PointerID, Point)
    case up(PointerID, Point)
    /// The system took the pointer away: not a release.
    case cancel(PointerID)
    /// The display refreshed: time-driven work is evaluated here (and at every other event).
    case frame
    /// Scroll request in points; positive `dy` increases the scroll offset.
    case wheel(dx: Double, dy: Double)
    case key(Key)
    case resize(Size)
    case focus(Bool)
    /// Live change of tuning parameters, checked when the patch was made (the trace's `{"set":{...}}`).
    case tuning(TuningPatch)
    /// An annotation, ignored by the engine (`intent:reorder`, `intent:scroll`, `intent:tap`).
    case mark(String)
    /// The app's data changed (docs/trace-format.md "Edits"): valid in every state.
    case edit(RowEdit)
}

/// An input event with its time in seconds since the start of the trace.
public struct TimedEvent: Equatable, Sendable {
    public var t: Double
    public var event: InputEvent
    /// A `frame`'s `presented`: seconds on the clock of `t` (>= `t`) when that frame's present
    /// returned; nil when not measured, and always for other events. A measurement for `lag`: the
    /// engine never reads it, so it cannot move a replay.
    public var presented: Double?
    public init(t: Double, _ event: InputEvent, presented: Double? = nil) {
        self.t = t
        self.event = event
        self.presented = presented
    }
}

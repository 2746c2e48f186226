/// What the engine is doing. One value, with what each state owns; no side flags. Its diagram is
/// `StateDiagram` (and docs/engine.md's copy of it, generated from there).
public enum Interaction: Equatable, Sendable {
    case idle
    case pressing(Press)
    case scrolling(Pan)
    case coasting(Coast)
    case dragging(Drag)
    case settling(Settle)

    /// The state without what it owns: what the state diagram and the transition log name.
    public enum Kind: String, CaseIterable, Sendable {
        case idle, pressing, scrolling, coasting, dragging, settling
    }

    public var kind: Kind {
        switch self {
        case .idle: .idle
        case .pressing: .pressing
        case .scrolling: .scrolling
        case .coasting: .coasting
        case .dragging: .dragging
        case .settling: .settling
        }
    }

    public var name: String { kind.rawValue }
}

/// A pointer is down and it is not yet known whether it taps, pans or lifts its row.
public struct Press: Equatable, Sendable {
    public var pointer: PointerID
    /// Time of the down, seconds.
    public var since: Double
    /// Where it went down and where it is now, viewport points.
    public var origin: Point
    public var location: Point
    /// Farthest distance from `origin` so far, points.
    public var farthest: Double
    /// The committed slot under the down point (ATS keeps the row first touched even if the finger
    /// creeps onto a neighbour), nil outside the rows.
    public var slot: Int?
    public var offsetAtDown: Double
    /// The press stopped a coasting list: like a touch that stops a UIScrollView, it highlights
    /// nothing, so it never lifts and its release selects nothing; it can still pan.
    public var stoppedCoasting: Bool
}

/// The list follows a finger (whose samples for the release velocity are `ReorderEngine.panVelocity`).
public struct Pan: Equatable, Sendable {
    public var pointer: PointerID
    /// Where the pan began and where the finger is now, viewport points.
    public var origin: Point
    public var location: Point
    /// The offset when the pan began: the list moves with the finger from there.
    public var offsetAtDown: Double
}

/// The list scrolls on after a flick: v(t) = v0 * rate^(1000 t), integrated in closed form so the
/// distance does not depend on when frames come.
public struct Coast: Equatable, Sendable {
    public var start: Double
    public var offsetAtStart: Double
    /// Content offset change per second at `start` (positive: content moves up).
    public var velocity: Double
}

/// A row is lifted and follows `pointer`. Which row, where it was lifted from and where its blank is
/// are the layout's (`layout.blank`, the lifted row drawn at `blank.position`): one owner for them all.
/// No String here either: every input that reaches a drag copies this payload, and a String's
/// reference count made every frame of a drag cost more (reorder-bench).
public struct Drag: Equatable, Sendable {
    public var pointer: PointerID
    /// The pointer minus the imposter's top-left corner at lift, points in both axes: kept while
    /// dragging (no snap to centre).
    public var grabOffset: Point
    public var location: Point
    public var liftedAt: Double
    /// Time up to which autoscroll has been integrated.
    public var scrolledUntil: Double
    /// `reorderMode` was `swap` at the lift: the blank stays and `swapTarget` is the row it would
    /// exchange with (a live change of the mode takes effect at the next lift).
    public var swaps = false
    public var swapTarget: Int?
    /// When the imposter entered the autoscroll zone it is in (for `autoscrollRampSeconds`), and
    /// toward which end; nil outside the zones.
    public var zoneSince: Double?
    public var zoneTowardEnd = false
    /// Lifted by `space`/`enter` (`keyboardReorder`): its blank moves by keys only, never by where
    /// `pointer` (no real pointer) is, and it does not autoscroll (the list scrolls to show the blank).
    public var byKeys = false
}

/// The imposter slides into its slot (or back where it was lifted, after Escape).
public struct Settle: Equatable, Sendable {
    /// Visual slot it lands in (a committed slot once the order is committed): the row there is
    /// the one settling (the layout's, as while dragging).
    public var slot: Int
    /// The imposter's top-left corner in content points when the slide began.
    public var startOrigin: Point
    public var start: Double
    public var duration: Double
    /// The list scrolls from `offsetFrom` to `offsetTo` meanwhile, when the landing slot does not
    /// show as much of itself as the viewport can (ATS `scrollRectToVisible:` after a drop).
    public var offsetFrom: Double
    public var offsetTo: Double

    func offset(at t: Double) -> Double {
        offsetFrom + (offsetTo - offsetFrom) * Easing.easeOut(progress: t - start, duration: duration)
    }
}

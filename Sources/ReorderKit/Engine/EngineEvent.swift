/// How a press ended, and why: what `info` and the tuning sweep report.
public enum PressOutcome: String, Equatable, Sendable {
    /// Held within allowableMovement until longPressSeconds on a movable row.
    case lift
    /// Moved beyond allowableMovement before the deadline.
    case pan
    /// Released before the deadline without moving beyond allowableMovement (or held on a row
    /// that cannot lift).
    case tap
    /// Taken away: pointer cancel, Escape, focus lost, end of trace, or the content moved under
    /// the press (a wheel, a resize that re-clamps the offset).
    case cancelled
}

public struct PressDecision: Equatable, Sendable {
    public var outcome: PressOutcome
    public var pointer: PointerID
    /// Seconds from down to the decision.
    public var heldSeconds: Double
    /// Farthest distance from the down point before the decision, points.
    public var movedPoints: Double
    public var slot: Int?
    /// The tuning the decision was made under, which a live `tuning` line may have changed since
    /// the down: what explains it (`info`: "moved 12 pt (over 10 pt)").
    public var longPressSeconds: Double
    public var allowableMovement: Double
    public var reorderingEnabled: Bool
}

/// What the engine reports (the seeds' delegate callbacks: ATS didBegin/willEnd/didEnd, DH
/// willMove/didMove, RT ready/moving/ended).
public enum EngineEvent: Equatable, Sendable {
    case pressBegan(PointerID, slot: Int?)
    case pressDecided(PressDecision)
    case tapped(id: String, slot: Int)
    case lifted(id: String, index: Int)
    /// The blank moved between visual slots.
    case moved(from: Int, to: Int)
    /// Released: the row will land at `index` (the order is committed with the `dropped` that follows).
    case willDrop(index: Int)
    /// `from`, `to`: committed slots before and after. A swap (`reorderMode: swap`, or sections'
    /// `crossSection: swap` exchange) names the row that went the other way; sectioned layouts name
    /// the row's section before and after.
    case dropped(id: String, from: Int, to: Int, swappedWith: String? = nil, fromSection: String? = nil, toSection: String? = nil)
    /// `reorderMode: swap`: the row the lifted one would exchange with changed (a committed slot, nil
    /// for none).
    case swapTargeted(slot: Int?)
    /// Escape: the row goes back to where it was lifted.
    case cancelled(id: String, index: Int)
    /// The imposter finished sliding into place.
    case settled(id: String)
    case panEnded(velocity: Double)
    case coastEnded
    /// The content offset changed (at most once per input).
    case scrolled(offset: Double)
    /// What a screen reader would say now (docs/without-dragging.md has every text).
    case announced(String)
    /// A drag (or its settle) ended without a drop, for `reason`: the imposter fades, nothing moved.
    case dragEnded(id: String, reason: DragEndReason)
    /// A remote `reorder` of the lifted row, held during its drag, applied after the person's own
    /// move: committed slots before and after (sectioned layouts name the sections).
    case remoteMoved(id: String, from: Int, to: Int, fromSection: String? = nil, toSection: String? = nil)
}

public struct TimedEngineEvent: Equatable, Sendable {
    public var t: Double
    public var event: EngineEvent
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Time as an input: when the engine next needs time to pass. The engine never waits; a caller
/// that sleeps (the window) wakes at this time, and any input at or after it (a `frame` will do)
/// lets the change happen, exactly as a replay of the same inputs does.
extension ReorderEngine {
    /// The earliest time, seconds, at which time alone changes the state (the `time` edges of
    /// `StateDiagram`), or moves the content: the long-press deadline of a press that can lift, the
    /// end of a settle, the momentum stop or the moment a coast reaches an end of the list, and
    /// `now` while autoscroll runs (it moves the list at every input: the next frame). Nil when
    /// nothing happens until the next input (idle, a pan, a press that cannot lift, a drag that is
    /// not autoscrolling).
    public var nextDeadline: Double? {
        switch interaction {
        case .idle, .scrolling:
            return nil
        case .pressing(let press):
            return canLift(press) ? press.since + active.longPressSeconds : nil
        case .coasting(let coast):
            return coast.start + min(coastDuration(coast), coastTimeToEnd(coast) ?? .infinity)
        case .dragging(let drag):
            // In the zone and not at that end (a ramp's speed starts at 0, yet it is running).
            let velocity = autoscrollVelocity(drag)
            let atEnd = velocity > 0 ? scrollOffset >= maxOffset : scrollOffset <= 0
            if velocity != 0 && !atEnd { return now }
            return pendingPlacement != nil ? pendingSince + active.reorderDwellSeconds : nil
        case .settling(let settle):
            return settle.start + settle.duration
        }
    }

    /// Seconds from the coast's start until its speed falls to `momentumStopSpeed`:
    /// v0 e^(k t) = stop, k = 1000 ln(decelerationRate) per second (< 0: the rate is below 1).
    func coastDuration(_ coast: Coast) -> Double {
        let k = 1000 * log(active.decelerationRate)
        return max(0, log(active.momentumStopSpeed / abs(coast.velocity)) / k)
    }

    /// Seconds from the coast's start until its offset, x0 + v0 (e^(k t) - 1) / k, reaches the end
    /// of the list it heads for; nil if it stops short of it.
    func coastTimeToEnd(_ coast: Coast) -> Double? {
        let k = 1000 * log(active.decelerationRate)
        let end = coast.velocity > 0 ? maxOffset : 0
        let growth = 1 + k * (end - coast.offsetAtStart) / coast.velocity  // e^(k t) at the end
        guard growth > 0 else { return nil }
        return max(0, log(growth) / k)
    }
}

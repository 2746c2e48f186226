/// A press until it is decided: a tap, a pan, a lift, or cancelled (the arbitration between a long
/// press and a scroll).
extension ReorderEngine {
    mutating func beginPress(_ pointer: PointerID, at location: Point, stoppedCoasting: Bool) {
        let slot = layout.slot(at: contentPoint(location))
        interaction = .pressing(Press(pointer: pointer, since: now, origin: location, location: location, farthest: 0,
                                      slot: slot, offsetAtDown: scrollOffset, stoppedCoasting: stoppedCoasting))
        emit(.pressBegan(pointer, slot: slot))
    }

    mutating func movePress(_ press: Press, to location: Point) {
        var press = press
        press.location = location
        let distance = location.distance(to: press.origin)
        press.farthest = max(press.farthest, distance)
        guard distance > tuning.allowableMovement else {
            interaction = .pressing(press)
            return
        }
        // Moved too far before the deadline: a pan. `panStart: slop` starts the list following from
        // where the finger crossed the allowable circle (on the straight line from the down point),
        // so it moves by what lies beyond the slop and does not jump; `down` from the down point.
        let axis = layout.scrollAxis
        var velocity = VelocityTracker(t: press.since, y: axis.across(press.origin))
        velocity.add(t: now, y: axis.across(location))
        let start: Point
        switch tuning.panStart {
        case .down:
            start = press.origin
        case .slop:
            let f = tuning.allowableMovement / distance
            start = Point(x: press.origin.x + (location.x - press.origin.x) * f, y: press.origin.y + (location.y - press.origin.y) * f)
        }
        beginPan(press, from: start, velocity: velocity)
    }

    /// The press becomes a pan, for good (it never lifts afterwards): the list moves with the finger
    /// from `origin`, where the offset was the press's.
    mutating func beginPan(_ press: Press, from origin: Point, velocity: VelocityTracker) {
        decide(press, .pan)
        interaction = .scrolling(Pan(pointer: press.pointer, origin: origin, location: press.location,
                                     offsetAtDown: press.offsetAtDown))
        panVelocity = velocity
        let axis = layout.scrollAxis
        scrollOffset = clampedOffset(press.offsetAtDown + axis.across(origin) - axis.across(press.location))
    }

    mutating func tap(_ press: Press) {
        decide(press, .tap)
        interaction = .idle
        guard !press.stoppedCoasting else { return }
        if let slot = press.slot {
            let id = layout.row(atSlot: slot).id
            selectedID = id
            emit(.tapped(id: id, slot: slot))
        } else {
            selectedID = nil
        }
    }

    /// Cancel, Escape, focus lost, the end of a trace, the content moved under it.
    mutating func cancelPress(_ press: Press) {
        decide(press, .cancelled)
        interaction = .idle
    }

    mutating func decide(_ press: Press, _ outcome: PressOutcome) {
        emit(.pressDecided(PressDecision(outcome: outcome, pointer: press.pointer, heldSeconds: now - press.since,
                                         movedPoints: press.farthest, slot: press.slot,
                                         longPressSeconds: tuning.longPressSeconds,
                                         allowableMovement: tuning.allowableMovement,
                                         reorderingEnabled: tuning.reorderingEnabled)))
    }

    /// A press that stopped a coasting list never lifts: on iOS a touch that stops a scroll does not
    /// highlight its cell, and ATS lifts only highlighted cells. It can still pan.
    func canLift(_ press: Press) -> Bool {
        guard !press.stoppedCoasting, tuning.reorderingEnabled, let slot = press.slot else { return false }
        return layout.row(atSlot: slot).movable
    }

    /// Lifts the pressed row if its deadline has passed by `now`: at the deadline itself, not at
    /// whichever input came first after it (so what follows, autoscroll from an edge say, does not
    /// depend on the frame rate), but not before `previous`, the time of the input before.
    mutating func liftIfDue(_ press: Press, after previous: Double) {
        let deadline = press.since + tuning.longPressSeconds
        guard canLift(press), now >= deadline else { return }
        let t = now
        now = min(t, max(deadline, previous))
        lift(press)
        now = t
        advanceDrag()
    }

    /// New tuning judges an undecided press at once, at the tuning input's time (what already happened
    /// stands): a finger now beyond `allowableMovement` (its distance now, as a move is judged) pans,
    /// from where it is, so the list does not jump under a finger that did not move; one held past a
    /// shorter `longPressSeconds` lifts now. Distance first: a lift needs the deadline reached within
    /// the circle, and the finger is outside it.
    mutating func judge(_ press: Press) {
        if press.location.distance(to: press.origin) > tuning.allowableMovement {
            beginPan(press, from: press.location, velocity: VelocityTracker(t: now, y: layout.scrollAxis.across(press.location)))
        } else {
            liftIfDue(press, after: now)
        }
    }

    /// Holds after every input: content that moved under a press (a wheel, a resize that re-clamps the
    /// offset) ends it, like a scroll cancelling UITableView's highlight, which ATS requires before
    /// lifting; otherwise a row that is no longer under the finger would lift. Rows keep their content
    /// positions while nothing is lifted, so the offset alone says whether the row moved on screen.
    /// Always inlined into `handle`, whose exported specialization otherwise calls it (3% of a
    /// sweep's instructions, callgrind).
    @inline(__always)
    mutating func endPressIfTheContentMoved() {
        guard case .pressing(let press) = interaction, scrollOffset != press.offsetAtDown else { return }
        cancelPress(press)
    }
}

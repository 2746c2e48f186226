/// A press until it is decided: a tap, a pan, a lift, or cancelled (the arbitration between a long
/// press and a scroll).
extension ReorderEngine {
    mutating func beginPress(_ pointer: PointerID, at location: Point, stoppedCoasting: Bool) {
        if pointer.kind != drivingKind || !tuning.pointerOverrides.isEmpty {
            drivingKind = pointer.kind
            active = tuning.resolved(for: pointer.kind)
        }
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
        if active.activation == .distance, canLift(press) {
            // The desktop drag threshold: a press on a row that can lift never pans; moving beyond
            // `activationDistance` lifts it, at once.
            interaction = .pressing(press)
            if distance > active.activationDistance { liftByDistance(press) }
            return
        }
        guard distance > active.allowableMovement else {
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
        switch active.panStart {
        case .down:
            start = press.origin
        case .slop:
            let f = active.allowableMovement / distance
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
        afterTap(press)
    }

    /// Cancel, Escape, focus lost, the end of a trace, the content moved under it.
    mutating func cancelPress(_ press: Press) {
        decide(press, .cancelled)
        interaction = .idle
    }

    mutating func decide(_ press: Press, _ outcome: PressOutcome) { decide(press, outcome, at: now) }

    /// The decision as of `t`, seconds (a lift at its deadline, before the input that found it due).
    mutating func decide(_ press: Press, _ outcome: PressOutcome, at t: Double) {
        emit(.pressDecided(PressDecision(outcome: outcome, pointer: press.pointer, heldSeconds: t - press.since,
                                         movedPoints: press.farthest, slot: press.slot,
                                         longPressSeconds: active.longPressSeconds,
                                         allowableMovement: active.allowableMovement,
                                         reorderingEnabled: active.reorderingEnabled)), at: t)
    }

    /// A press that stopped a coasting list never lifts: on iOS a touch that stops a scroll does not
    /// highlight its cell, and ATS lifts only highlighted cells. It can still pan.
    func canLift(_ press: Press) -> Bool {
        guard !press.stoppedCoasting, active.reorderingEnabled, let slot = press.slot else { return false }
        return layout.row(atSlot: slot).movable
    }

    mutating func liftByDistance(_ press: Press) {
        lift(press, at: now)
        advanceDrag()
    }

    /// Lifts the pressed row if its deadline has passed by `now`: at the deadline itself, not at
    /// whichever input came first after it (so what follows, autoscroll from an edge say, does not
    /// depend on the frame rate), but not before `previous`, the time of the input before.
    mutating func liftIfDue(_ press: Press, after previous: Double) {
        let deadline = press.since + active.longPressSeconds
        guard active.activation == .hold, canLift(press), now >= deadline else { return }
        lift(press, at: min(now, max(deadline, previous)))
        advanceDrag()
    }

    /// New tuning judges an undecided press at once, at the tuning input's time (what already happened
    /// stands): a finger now beyond `allowableMovement` (its distance now, as a move is judged) pans,
    /// from where it is, so the list does not jump under a finger that did not move; one held past a
    /// shorter `longPressSeconds` lifts now. Distance first: a lift needs the deadline reached within
    /// the circle, and the finger is outside it.
    mutating func judge(_ press: Press) {
        let distance = press.location.distance(to: press.origin)
        if active.activation == .distance, canLift(press) {
            if distance > active.activationDistance { liftByDistance(press) }
            return
        }
        if distance > active.allowableMovement {
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

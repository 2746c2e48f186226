/// Lifting, dragging, autoscroll, dropping.
extension ReorderEngine {
    mutating func lift(_ press: Press) {
        guard let slot = press.slot else { return }
        decide(press, .lift)
        layout.lift(slot: slot)
        let row = layout.row(atSlot: slot)
        let rowTopOnScreen = layout.top(ofSlot: slot) - scrollOffset
        drags += 1
        interaction = .dragging(Drag(pointer: press.pointer,
                                     grabOffset: press.location.y - rowTopOnScreen, location: press.location,
                                     liftedAt: now, scrolledUntil: now))
        emit(.lifted(id: row.id, index: slot))
        place()
    }

    /// The imposter's top in content points: the pointer minus the grab offset, kept inside the
    /// viewport (ATS `keepDraggedCellVisible`) and inside the content.
    /// A row taller than the viewport is only kept inside the content: forcing it on screen would
    /// tear it away from the finger.
    func imposterTop(_ drag: Drag) -> Double {
        guard let gap = layout.gap else { return 0 }
        var onScreen = drag.location.y - drag.grabOffset
        if gap.height <= viewport.height { onScreen = min(max(onScreen, 0), viewport.height - gap.height) }
        return min(max(onScreen + scrollOffset, 0), max(0, layout.contentHeight - gap.height))
    }

    /// Moves the blank where the placement rule says; a no-op unless dragging.
    mutating func place() {
        guard case .dragging(let drag) = interaction, let gap = layout.gap else { return }
        let top = imposterTop(drag)
        // Pinned at either end of the content the imposter cannot go further: the row goes to that
        // end (otherwise hysteresis, or a last row shorter than the dragged one, could make it
        // unreachable).
        let target = top <= 0 ? 0 : top >= layout.contentHeight - gap.height ? layout.count - 1
            : PlacementRule.position(tuning.reorderStrategy, layout: layout, imposterTop: top,
                                     hysteresis: tuning.reorderHysteresis)
        guard target != gap.position else { return }
        animateShuffle(from: gap.position, to: target, height: gap.height)
        layout.moveGap(to: target)
        emit(.moved(from: gap.position, to: target))
    }

    /// The rows between the blank's old and new position each move by the blank's height; those near
    /// the viewport slide there (the rest are off screen and may jump).
    mutating func animateShuffle(from: Int, to: Int, height: Double) {
        guard from != to, tuning.shuffleAnimationSeconds > 0 else { return }
        let visibleFirst = layout.slot(atContentY: max(0, scrollOffset - viewport.height)) ?? 0
        let visibleLast = layout.slot(atContentY: scrollOffset + 2 * viewport.height) ?? (layout.count - 1)
        // Slots the passed rows occupy now (before the blank moves), and which way they go.
        let passed = from < to ? (from + 1)...to : to...(from - 1)
        let delta = from < to ? -height : height
        let lower = max(passed.lowerBound, visibleFirst), upper = min(passed.upperBound, visibleLast)
        guard lower <= upper else { return }
        for slot in lower...upper {
            shuffles.shift(layout.row(atSlot: slot).id, by: delta, at: now, duration: tuning.shuffleAnimationSeconds)
        }
    }

    // MARK: Autoscroll

    /// Signed autoscroll speed in points per second for the drag as it stands (positive: content
    /// moves up, toward the end of the list). Depends only on the pointer and the viewport, so it is
    /// constant between inputs and its integral does not depend on the frame rate.
    func autoscrollVelocity(_ drag: Drag) -> Double {
        guard let gap = layout.gap, viewport.height > 0 else { return 0 }
        var zone = gap.height / 2 + tuning.autoscrollZonePadding
        // Proximity is measured where the imposter would be without clamping (ATS uses the pan's
        // translation, not the clamped cell), and the pointer itself counts too, so a finger held at
        // the very edge scrolls at full speed wherever it holds the row.
        var center = drag.location.y - drag.grabOffset + gap.height / 2
        if zone > viewport.height / 4 {
            // A row too tall for its zone to fit: its centre says nothing about where the finger
            // wants to go, so the pointer alone decides, in a quarter of the viewport at each edge.
            zone = viewport.height / 4
            center = drag.location.y
        }
        guard zone > Self.edgeSlop else { return 0 }
        let towardEnd = center >= viewport.height / 2
        let distance = towardEnd ? viewport.height - max(center, drag.location.y) : min(center, drag.location.y)
        let depth = (zone - distance) / (zone - Self.edgeSlop)
        guard depth > 0 else { return 0 }
        let speed = tuning.autoscrollMaxSpeed * tuning.autoscrollCurve.speedFraction(depth: depth)
        return towardEnd ? speed : -speed
    }

    /// Points from the edge that count as at the edge: the last pixel row of a window is 1 pt in.
    static var edgeSlop: Double { 1 }

    /// Scrolls by speed x elapsed time since the last step; the imposter keeps its place on screen
    /// (it is positioned in viewport terms) while the content moves under it.
    mutating func autoscroll(_ drag: inout Drag, until t: Double) {
        let elapsed = t - drag.scrolledUntil
        drag.scrolledUntil = t
        guard elapsed > 0 else { return }
        let velocity = autoscrollVelocity(drag)
        guard velocity != 0 else { return }
        scrollOffset = clampedOffset(scrollOffset + velocity * elapsed)
    }

    /// The current autoscroll speed, points per second (0 when not dragging), for the HUD.
    public var autoscrollSpeed: Double {
        guard case .dragging(let drag) = interaction else { return 0 }
        let velocity = autoscrollVelocity(drag)
        let atEnd = velocity > 0 ? scrollOffset >= maxOffset : scrollOffset <= 0
        return atEnd ? 0 : velocity
    }

    // MARK: Ending a drag

    /// Release: the row lands where the blank is; the imposter slides there.
    mutating func drop(_ drag: Drag) {
        let startTop = imposterTop(drag)
        guard let to = commit() else { return }
        settle(into: to, from: startTop)
    }

    /// Slides the imposter into `slot`, scrolling meanwhile as little as shows the slot, as UIKit's
    /// `scrollRectToVisible` does after an ATS drop: a slot that fits is brought fully on screen; a
    /// slot taller than the viewport is brought until it fills the viewport, and not at all if it
    /// already does (scrolling to its top would carry the list away from a row dropped in place).
    mutating func settle(into slot: Int, from startTop: Double) {
        let top = layout.top(ofSlot: slot), bottom = layout.bottom(ofSlot: slot)
        // Offsets that show the slot run from its bottom at the viewport's bottom to its top at the
        // viewport's top (the other way round for a tall slot): the nearest of them to where we are.
        let alignBottom = bottom - viewport.height
        let target = min(max(scrollOffset, min(top, alignBottom)), max(top, alignBottom))
        let settle = Settle(slot: slot, startTop: startTop, start: now, duration: tuning.dropAnimationSeconds,
                            offsetFrom: scrollOffset, offsetTo: clampedOffset(target))
        interaction = .settling(settle)
        if settle.duration <= 0 { finishSettle(settle) }
    }

    /// Pointer cancelled, focus lost, reordering disabled, end of trace: the drop completes at once
    /// where the blank is (ATS `fastCompleteGesturesWithTranslationPoint:`).
    mutating func dropInPlace() {
        guard let to = commit() else { return }
        interaction = .idle
        emit(.settled(id: layout.row(atSlot: to).id))
    }

    /// Puts the row where the blank is; returns that index. A drag always has its gap (`lift` makes
    /// both): without one there is nothing to put away, and the interaction just ends.
    mutating func commit() -> Int? {
        place()  // if the row changes at the last minute, do not put it away in the wrong spot
        guard let gap = layout.gap else {
            interaction = .idle
            return nil
        }
        let id = layout.row(atSlot: gap.position).id  // the lifted row is drawn at its blank
        emit(.willDrop(index: gap.position))
        layout.commit()
        emit(.dropped(id: id, from: gap.from, to: gap.position))
        return gap.position
    }

    /// Escape: the row goes back where it was lifted and nothing is committed.
    mutating func cancelDrag(_ drag: Drag) {
        let startTop = imposterTop(drag)
        guard let gap = layout.gap else {
            interaction = .idle
            return
        }
        let id = layout.row(atSlot: gap.position).id
        animateShuffle(from: gap.position, to: gap.from, height: gap.height)
        layout.cancelLift()
        emit(.cancelled(id: id, index: gap.from))
        settle(into: gap.from, from: startTop)
    }

    /// The settle's offset, kept within the content as it is now: a resize during the settle may
    /// have left `offsetTo` past the end (a press that follows would otherwise see the content move
    /// under it and be cancelled).
    mutating func finishSettle(_ settle: Settle) {
        scrollOffset = clampedOffset(settle.offsetTo)
        interaction = .idle
        emit(.settled(id: layout.row(atSlot: settle.slot).id))
    }
}

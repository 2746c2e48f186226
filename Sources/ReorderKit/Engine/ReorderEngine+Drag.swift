/// Lifting, dragging, autoscroll, dropping.
extension ReorderEngine {
    /// Lifts the pressed row at time `t`, seconds (its deadline, or now).
    mutating func lift(_ press: Press, at t: Double) {
        guard let slot = press.slot else { return }
        decide(press, .lift, at: t)
        layout.lift(slot: slot)
        let row = layout.row(atSlot: slot)
        let rowOnScreen = onScreen(layout.frame(ofSlot: slot))
        let grabOffset = Point(x: press.location.x - rowOnScreen.x, y: press.location.y - rowOnScreen.y)
        drags += 1
        pendingPlacement = nil
        interaction = .dragging(Drag(pointer: press.pointer, grabOffset: grabOffset, location: press.location,
                                     liftedAt: t, scrolledUntil: t, swaps: active.reorderMode == .swap))
        emit(.lifted(id: row.id, index: slot), at: t)
        pickedID = nil  // a long press beside tap-to-move: the drag wins
        announceLift(.pointer, at: t)
        place(at: t)
    }

    /// The imposter's frame in content points: the pointer minus the grab offset, kept inside the
    /// viewport (ATS `keepDraggedCellVisible`) and inside the content along the scroll axis; across
    /// it, where the layout keeps it (the list's column) or, in a layout that lets it follow the
    /// pointer there (a grid), inside the viewport.
    /// A row longer than the viewport along an axis is not forced on screen along it (that would tear
    /// it away from the finger); along the scroll axis it is still kept inside the content.
    /// Always inlined: called from `place`, the specialization copied its payload at every drag input
    /// and frame (memcpy; callgrind of reorder-bench --sizes 1000 --events 30000: place 355
    /// instructions a call, against 191 before layouts had frames and 224 inlined).
    @inline(__always)
    func imposterFrame(_ drag: Drag) -> LayoutRect {
        guard let blank = layout.blank else { return LayoutRect(x: 0, y: 0, width: 0, height: 0) }
        if drag.byKeys { return layout.frame(ofSlot: blank.position) }  // no pointer: drawn at its blank
        let axis = layout.scrollAxis
        let extent = axis.across(blank.size), viewportExtent = axis.across(viewport)
        var onScreen = axis.across(drag.location) - axis.across(drag.grabOffset)
        if extent <= viewportExtent { onScreen = min(max(onScreen, 0), viewportExtent - extent) }
        // A list's row stays within the content (ATS); a grid's item anywhere in the viewport too,
        // so in a grid shorter than the viewport it does not lag behind the finger past the end.
        let across = layout.imposterAcross
        let end = across == .followsPointer ? max(layout.contentExtent, viewportExtent) : layout.contentExtent
        let scrolled = min(max(onScreen + scrollOffset, 0), max(0, end - extent))
        let span = axis.along(blank.size)
        let inLine: Double
        switch across {
        case .fixed(let column):
            inLine = column
        case .followsPointer:
            let room = axis.along(viewport)
            let free = axis.along(drag.location) - axis.along(drag.grabOffset)
            inLine = span <= room ? min(max(free, 0), room - span) : free
        }
        return axis.rect(alongStart: inLine, along: span, acrossStart: scrolled, across: extent)
    }

    /// Moves the blank where the layout's placement says (in swap mode, picks the target); a no-op
    /// unless dragging.
    mutating func place() { place(at: now) }

    /// `place` as of time `t`, seconds: `now`, or a moment before it that time alone brought (a lift
    /// at its deadline, a dwell's end), whose events, dwell and slides start then.
    mutating func place(at t: Double) {
        guard case .dragging(var drag) = interaction, !drag.byKeys, let blank = layout.blank else { return }
        let imposter = imposterFrame(drag), pointer = contentPoint(drag.location), rule = PlacementTuning(active)
        if drag.swaps {
            let target = layout.swapTarget(imposter: imposter, pointer: pointer, rule: rule)
            guard target != drag.swapTarget else { return }
            drag.swapTarget = target
            interaction = .dragging(drag)
            emit(.swapTargeted(slot: target), at: t)
            return
        }
        let target = layout.placement(imposter: imposter, pointer: pointer, rule: rule)
        guard target != layout.placement else {
            pendingPlacement = nil
            return
        }
        // `reorderDwellSeconds`: a new target waits; one that holds for the dwell moves the blank.
        if active.reorderDwellSeconds > 0 {
            if pendingPlacement != target {
                pendingPlacement = target
                pendingSince = t
                return
            }
            guard t >= pendingSince + active.reorderDwellSeconds else { return }
        }
        pendingPlacement = nil
        let (from, to) = slideBlank(from: blank.position, to: target, at: t)
        emit(.moved(from: from, to: to), at: t)
        (heldSlot, heldSince) = (to, t)  // announced once it has held (`announceHeldSlot`)
    }

    /// The blank, now at drawn slot `from`, goes to `target` at `t`, the rows it passes sliding out of
    /// its way; returns the drawn slots it went from and to. A drag's placement and a key's move share it.
    mutating func slideBlank(from: Int, to target: Layout.Placement, at t: Double) -> (from: Int, to: Int) {
        let to = layout.drawnSlot(of: target)
        if let shift = uniformShuffleShift(blankFrom: from, to: to) {
            animateShuffle(from: from, to: to, by: shift, at: t)
            layout.place(target)
        } else {
            let sliding = slidingRows(blankFrom: from, to: to)
            layout.place(target)
            animate(sliding, blankFrom: from, to: to, at: t)
        }
        return (from, to)
    }

    /// In a stacked list every row the blank passes going from `from` to `to` moves by the blank's
    /// height (`StackedLayout.uniformShuffleShift`); nil for other layouts, whose rows move by their
    /// own frames. Asks the layout's type, not a copy of the layout: in the list's specialization the
    /// check is known when compiling.
    @inline(__always)
    func uniformShuffleShift(blankFrom from: Int, to: Int) -> Point? {
        guard let stacked = Layout.self as? any StackedLayout.Type, let blank = layout.blank else { return nil }
        return stacked.uniformShuffleShift(blankHeight: blank.size.height, from: from, to: to)
    }

    /// The rows between the blank's old and new slot that lie near the viewport each slide by `shift`,
    /// from time `t`. Called before the blank moves.
    mutating func animateShuffle(from: Int, to: Int, by shift: Point, at t: Double) {
        guard from != to, active.shuffleAnimationSeconds > 0 else { return }
        let passed = from < to ? (from + 1)...to : to...(from - 1)
        for slot in nearSlots(between: passed.lowerBound, and: passed.upperBound) {
            shuffles.shift(layout.row(atSlot: slot).id, by: shift, at: t, duration: active.shuffleAnimationSeconds)
        }
    }

    /// The rows drawn between the blank's old and new slot (both included, the lifted one left out)
    /// that lie near the viewport, with their frames before the blank moves: the neighbours that
    /// slide (the rest are off screen and may jump). Empty without shuffle animation.
    func slidingRows(blankFrom from: Int, to: Int) -> [(id: String, frame: LayoutRect)] {
        guard active.shuffleAnimationSeconds > 0 else { return [] }
        return nearSlots(between: from, and: to).compactMap { slot in slot == from ? nil : (layout.row(atSlot: slot).id, layout.frame(ofSlot: slot)) }
    }

    /// Each sliding row starts from where it was drawn and eases into its new frame, in both axes:
    /// in a list one blank's height, in a grid wherever the flow puts it, in sections across a header.
    /// From time `t`.
    mutating func animate(_ sliding: [(id: String, frame: LayoutRect)], blankFrom from: Int, to: Int, at t: Double) {
        guard !sliding.isEmpty else { return }
        var before: [String: Point] = [:]
        before.reserveCapacity(sliding.count)
        for row in sliding { before[row.id] = row.frame.origin }
        for slot in nearSlots(between: from, and: to) where slot != to {
            let row = layout.row(atSlot: slot)
            guard let old = before[row.id] else { continue }
            let new = layout.frame(ofSlot: slot).origin
            shuffles.shift(row.id, by: Point(x: new.x - old.x, y: new.y - old.y), at: t, duration: active.shuffleAnimationSeconds)
        }
    }

    /// The slots between `a` and `b` (both included) within a viewport before and two after the
    /// visible part, along the scroll axis.
    func nearSlots(between a: Int, and b: Int) -> Range<Int> {
        let first = layout.firstSlot(endingAfter: scrollOffset - viewportExtent)
        let last = layout.firstSlot(endingAfter: scrollOffset + 2 * viewportExtent)
        let lower = max(min(a, b), first), upper = min(max(a, b), last, layout.count - 1)
        return lower <= upper ? lower..<(upper + 1) : 0..<0
    }

    // MARK: Autoscroll

    /// Points along the scroll axis of each autoscroll band for the row lifted now: half its extent
    /// along the axis plus `autoscrollZonePadding`, or a quarter of the viewport for a row too large
    /// for that; 0 with nothing lifted. What `autoscrollVelocity` measures against and the HUD draws.
    public var autoscrollZone: Double {
        guard let blank = layout.blank else { return 0 }
        return min(layout.scrollAxis.across(blank.size) / 2 + active.autoscrollZonePadding, viewportExtent / 4)
    }

    /// Signed autoscroll speed in points per second for the drag as it stands (positive: content
    /// moves up, toward the end of the list). Depends only on the pointer and the viewport, so it is
    /// constant between inputs and its integral does not depend on the frame rate.
    /// All of it along the layout's scroll axis (a grid's horizontal one too).
    /// 0 for a row lifted by keys: no pointer holds it (its `location` is a placeholder), and the
    /// keys scroll the list as far as shows the blank.
    func autoscrollVelocity(_ drag: Drag) -> Double {
        let axis = layout.scrollAxis, viewportExtent = viewportExtent
        guard !drag.byKeys, let blank = layout.blank, viewportExtent > 0 else { return 0 }
        let extent = axis.across(blank.size), pointer = axis.across(drag.location)
        let zone = autoscrollZone
        // Proximity is measured where the imposter would be without clamping (ATS uses the pan's
        // translation, not the clamped cell), and the pointer itself counts too, so a finger held at
        // the very edge scrolls at full speed wherever it holds the row. A row too tall for its zone
        // to fit (the zone cut to a quarter of the viewport): its centre says nothing about where the
        // finger wants to go, so the pointer alone decides.
        let center = extent / 2 + active.autoscrollZonePadding > zone ? pointer : pointer - axis.across(drag.grabOffset) + extent / 2
        guard zone > Self.edgeSlop else { return 0 }
        let towardEnd = center >= viewportExtent / 2
        let distance = towardEnd ? viewportExtent - max(center, pointer) : min(center, pointer)
        let depth = (zone - distance) / (zone - Self.edgeSlop)
        guard depth > 0 else { return 0 }
        let speed = active.autoscrollMaxSpeed * active.autoscrollCurve.speedFraction(depth: depth)
        return towardEnd ? speed : -speed
    }

    /// Points from the edge that count as at the edge: the last pixel row of a window is 1 pt in.
    static var edgeSlop: Double { 1 }

    /// Scrolls by speed x elapsed time since the last step; the imposter keeps its place on screen
    /// (it is positioned in viewport terms) while the content moves under it.
    /// With `autoscrollRampSeconds`, the speed grows with the time in the zone, counted from the
    /// input that brought the imposter into it (or turned it to the other edge), and is integrated
    /// in closed form, so the distance still does not depend on when frames come.
    mutating func autoscroll(_ drag: inout Drag, until t: Double) {
        let start = drag.scrolledUntil
        drag.scrolledUntil = t
        let velocity = autoscrollVelocity(drag)
        guard velocity != 0 else {
            drag.zoneSince = nil
            return
        }
        if drag.zoneSince == nil || drag.zoneTowardEnd != (velocity > 0) {
            drag.zoneSince = start
            drag.zoneTowardEnd = velocity > 0
        }
        guard t > start, let since = drag.zoneSince else { return }
        let ramp = active.autoscrollRampSeconds
        let seconds = ramp > 0 ? Self.rampedSeconds(from: start - since, to: t - since, ramp: ramp, curve: active.autoscrollRampCurve)
            : t - start
        scrollOffset = clampedOffset(scrollOffset + velocity * seconds)
    }

    /// ∫ fraction(s) ds from `a` to `b` seconds in the zone: (R / (n + 1)) p^(n + 1) up to the end
    /// of the ramp (p = s / R, fraction p^n), then one second a second.
    static func rampedSeconds(from a: Double, to b: Double, ramp: Double, curve: AutoscrollRampCurve) -> Double {
        let n: Int = switch curve {
        case .linear: 1
        case .quadratic: 2
        case .quintic: 5
        }
        let share = ramp / Double(n + 1)  // seconds at full speed the whole ramp is worth
        func integral(_ s: Double) -> Double {
            let p = max(s, 0) / ramp
            guard p <= 1 else { return share + (p - 1) * ramp }
            var power = p
            for _ in 0..<n { power *= p }
            return share * power
        }
        return integral(b) - integral(a)
    }

    /// The current autoscroll speed, points per second (0 when not dragging), for the HUD: the
    /// ramp's fraction included.
    public var autoscrollSpeed: Double {
        guard case .dragging(let drag) = interaction else { return 0 }
        var velocity = autoscrollVelocity(drag)
        if velocity != 0, active.autoscrollRampSeconds > 0 {
            let since = drag.zoneSince.flatMap { drag.zoneTowardEnd == (velocity > 0) ? $0 : nil } ?? now
            velocity *= active.autoscrollRampCurve.fraction(elapsed: now - since, ramp: active.autoscrollRampSeconds)
        }
        let atEnd = velocity > 0 ? scrollOffset >= maxOffset : scrollOffset <= 0
        return atEnd ? 0 : velocity
    }

    // MARK: Ending a drag

    /// Release: the row lands where the blank is; the imposter slides there.
    mutating func drop(_ drag: Drag) {
        let start = imposterFrame(drag).origin
        guard let to = commit() else { return }
        settle(into: applyHeldReorder() ?? to, from: start)
    }

    /// Slides the imposter into `slot`, scrolling meanwhile as little as shows the slot, as UIKit's
    /// `scrollRectToVisible` does after an ATS drop: a slot that fits is brought fully on screen; a
    /// slot taller than the viewport is brought until it fills the viewport, and not at all if it
    /// already does (scrolling to its top would carry the list away from a row dropped in place).
    /// Along the scroll axis: top and bottom are a horizontal layout's left and right.
    mutating func settle(into slot: Int, from start: Point) {
        let axis = layout.scrollAxis, frame = layout.frame(ofSlot: slot)
        let top = axis.across(frame.origin), bottom = top + axis.across(frame.size)
        // Offsets that show the slot run from its bottom at the viewport's bottom to its top at the
        // viewport's top (the other way round for a tall slot): the nearest of them to where we are.
        let alignBottom = bottom - viewportExtent
        let target = min(max(scrollOffset, min(top, alignBottom)), max(top, alignBottom))
        let settle = Settle(slot: slot, startOrigin: start, start: now, duration: active.dropAnimationSeconds,
                            offsetFrom: scrollOffset, offsetTo: clampedOffset(target))
        interaction = .settling(settle)
        if settle.duration <= 0 { finishSettle(settle) }
    }

    /// Pointer cancelled, focus lost, reordering disabled, end of trace: the drop completes at once
    /// where the blank is (ATS `fastCompleteGesturesWithTranslationPoint:`).
    mutating func dropInPlace() {
        guard let committed = commit() else { return }
        let to = applyHeldReorder() ?? committed
        interaction = .idle
        emit(.settled(id: layout.row(atSlot: to).id))
    }

    /// Puts the row where the blank is (in swap mode, exchanges it with the target, or puts it back
    /// without one); returns the slot it lands in. A drag always has its gap (`lift` makes both):
    /// without one there is nothing to put away, and the interaction just ends.
    mutating func commit() -> Int? {
        place()  // if the row changes at the last minute, do not put it away in the wrong spot
        guard case .dragging(let drag) = interaction, let gap = layout.blank else {
            interaction = .idle
            return nil
        }
        let id = layout.row(atSlot: gap.position).id  // the lifted row is drawn at its blank
        if drag.swaps {
            // The blank stayed where the row was lifted: putting it back changes nothing, the
            // exchange is the drop (and says what the event names).
            let to = drag.swapTarget ?? gap.from
            emit(.willDrop(index: to))
            layout.commit()
            let before = announcedPlace(ofSlot: gap.from, committed: true)
            let drop = layout.exchange(gap.from, to)
            emit(.dropped(id: id, from: gap.from, to: to, swappedWith: drop.swappedWith, fromSection: drop.fromSection,
                          toSection: drop.toSection))
            announceDrop(id: id, from: before, to: to)
            return to
        }
        emit(.willDrop(index: gap.position))
        let before = announcedPlace(ofSlot: gap.from, committed: true)
        let drop = layout.commit()
        emit(.dropped(id: id, from: gap.from, to: gap.position, swappedWith: drop.swappedWith, fromSection: drop.fromSection,
                      toSection: drop.toSection))
        announceDrop(id: id, from: before, to: gap.position)
        return gap.position
    }

    /// Escape: the row goes back where it was lifted and nothing is committed.
    mutating func cancelDrag(_ drag: Drag) {
        let start = imposterFrame(drag).origin
        guard let blank = layout.blank else {
            interaction = .idle
            return
        }
        let id = layout.row(atSlot: blank.position).id
        if let shift = uniformShuffleShift(blankFrom: blank.position, to: blank.from) {
            animateShuffle(from: blank.position, to: blank.from, by: shift, at: now)
            layout.cancelLift()
        } else {
            let sliding = slidingRows(blankFrom: blank.position, to: blank.from)
            layout.cancelLift()
            animate(sliding, blankFrom: blank.position, to: blank.from, at: now)
        }
        emit(.cancelled(id: id, index: blank.from))
        announceReturn(id: id, to: blank.from)
        settle(into: applyHeldReorder() ?? blank.from, from: start)
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

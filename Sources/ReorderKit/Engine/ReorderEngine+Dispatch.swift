/// What a state's function handles: the time that passed since the previous input (up to `now`,
/// before each input: libinput's timeout, one more event), or an input.
enum Stimulus {
    case time(since: Double)
    case input(InputEvent)
}

/// The dispatcher: what time and each input do in each state. One function per state, each a switch
/// over time and every kind of input (no `default`, no wildcard over inputs), so a new kind of input
/// does not compile until every state says what it does with it. The changes of state they make are
/// `StateDiagram`'s edges.
extension ReorderEngine {
    mutating func dispatch(_ event: InputEvent) {
        // A release somewhere else than the last move: move there first (ATS updates the imposter's
        // frame before putting it away). A release where the last move was is no sample of motion: it
        // repeats the last known position (Android's VelocityTracker skips ACTION_UP for that reason).
        if case .up(let pointer, let location) = event, activePointer == pointer, location != activeLocation {
            dispatch(.move(pointer, location))
        }
        dispatch(.input(event))
    }

    mutating func dispatch(_ stimulus: Stimulus) {
        switch interaction {
        case .idle: whileIdle(stimulus)
        case .pressing(let press): whilePressing(press, stimulus)
        case .scrolling(let pan): whileScrolling(pan, stimulus)
        case .coasting(let coast): whileCoasting(coast, stimulus)
        case .dragging(let drag): whileDragging(drag, stimulus)
        case .settling(let settle): whileSettling(settle, stimulus)
        }
    }

    // Same-touch rule (ATS `gestureRecognizer:shouldReceiveTouch:`): only the pointer that began an
    // interaction drives it; other pointers, and pointers that are not down, are ignored until it ends.

    mutating func whileIdle(_ stimulus: Stimulus) {
        let event: InputEvent
        switch stimulus {
        case .time: return  // nothing runs
        case .input(let input): event = input
        }
        switch event {
        case .down(let pointer, let location): beginPress(pointer, at: location, stoppedCoasting: false)
        case .move, .up, .cancel, .frame, .mark: break
        case .wheel(let dx, let dy): scroll(by: wheelDistance(dx: dx, dy: dy))
        case .key(let key):
            // Escape puts a tap's pick back with or without keyboardReorder (it scrolled nothing before).
            if active.keyboardReorder || (key == .escape && pickedID != nil) { return handleReorderKey(key) }
            if let dy = scrollDistance(of: key) { scroll(by: dy) }
        case .resize(let size): resize(to: size)
        case .focus: break  // nothing to complete
        case .tuning(let values): applyTuning(values)
        case .edit(let edit): applyEdit(edit)  // docs/trace-format.md "Edits"
        }
    }

    mutating func whilePressing(_ press: Press, _ stimulus: Stimulus) {
        let event: InputEvent
        switch stimulus {
        case .time(let since): return liftIfDue(press, after: since)
        case .input(let input): event = input
        }
        switch event {
        case .down: break
        case .move(let pointer, let location): if pointer == press.pointer { movePress(press, to: location) }
        case .up(let pointer, _): if pointer == press.pointer { tap(press) }
        case .cancel(let pointer): if pointer == press.pointer { cancelPress(press) }
        case .frame, .mark: break
        case .wheel(let dx, let dy): scroll(by: wheelDistance(dx: dx, dy: dy))  // the press ends if the content does move (endPressIfTheContentMoved)
        case .key(.escape): cancelPress(press)
        case .key(.space), .key(.enter), .key(.up), .key(.down), .key(.home), .key(.end), .key(.character): break
        case .key(.left), .key(.right), .key(.pageup), .key(.pagedown), .key(.tab): break
        case .resize(let size): resize(to: size)
        case .focus(let focused): if !focused { interrupt() }
        case .tuning(let values):
            applyTuning(values)
            judge(press)
            place()
        case .edit(let edit): applyEdit(edit)  // docs/trace-format.md "Edits"
        }
    }

    mutating func whileScrolling(_ pan: Pan, _ stimulus: Stimulus) {
        let event: InputEvent
        switch stimulus {
        case .time: return  // the finger moves the list, not time
        case .input(let input): event = input
        }
        switch event {
        case .down: break
        case .move(let pointer, let location): if pointer == pan.pointer { movePan(pan, to: location) }
        case .up(let pointer, _): if pointer == pan.pointer { endPan() }
        case .cancel(let pointer):
            guard pointer == pan.pointer else { break }
            emit(.panEnded(velocity: 0))
            interaction = .idle
        case .frame, .mark: break
        case .wheel, .key: break  // the finger owns the offset
        case .resize(let size): resize(to: size)
        case .focus(let focused): if !focused { interrupt() }
        case .tuning(let values): applyTuning(values)
        case .edit(let edit): applyEdit(edit)  // docs/trace-format.md "Edits"
        }
    }

    mutating func whileCoasting(_ coast: Coast, _ stimulus: Stimulus) {
        let event: InputEvent
        switch stimulus {
        case .time: return advanceCoast(coast)
        case .input(let input): event = input
        }
        switch event {
        case .down(let pointer, let location):
            emit(.coastEnded)
            beginPress(pointer, at: location, stoppedCoasting: true)
        case .move, .up, .cancel, .frame, .mark: break
        case .wheel(let dx, let dy):
            stopCoast()
            scroll(by: wheelDistance(dx: dx, dy: dy))
        case .key(let key):
            if active.keyboardReorder {
                guard reorderKeyActs(key) else { break }
                stopCoast()
                return handleReorderKey(key)
            }
            guard let dy = scrollDistance(of: key) else { break }
            stopCoast()
            scroll(by: dy)
        case .resize(let size): resize(to: size)
        case .focus(let focused): if !focused { interrupt() }
        case .tuning(let values):
            // A coast goes on from where it is, at the speed it has, under the new parameters.
            let goingOn = Coast(start: now, offsetAtStart: scrollOffset, velocity: coastVelocity(coast))
            applyTuning(values)
            interaction = .coasting(goingOn)
        case .edit(let edit): applyEdit(edit)  // docs/trace-format.md "Edits"
        }
    }

    mutating func whileDragging(_ drag: Drag, _ stimulus: Stimulus) {
        let event: InputEvent
        switch stimulus {
        case .time: return advanceDrag()  // autoscroll, a dwell's end
        case .input(let input): event = input
        }
        switch event {
        case .down: break
        case .move(let pointer, let location):
            guard pointer == drag.pointer else { break }
            var drag = drag
            drag.location = location
            interaction = .dragging(drag)
            place()
        case .up(let pointer, _): if pointer == drag.pointer { drop(drag) }
        case .cancel(let pointer): if pointer == drag.pointer { dropInPlace() }
        case .frame, .mark: break
        case .wheel(let dx, let dy): scroll(by: wheelDistance(dx: dx, dy: dy))
        case .key(let key) where drag.byKeys: carry(drag, key: key)
        case .key(.escape): cancelDrag(drag)
        case .key(.space), .key(.enter), .key(.up), .key(.down), .key(.home), .key(.end), .key(.character): break
        case .key(.left), .key(.right), .key(.pageup), .key(.pagedown), .key(.tab): break
        case .resize(let size): resize(to: size)
        case .focus(let focused): if !focused { interrupt() }
        case .tuning(let values):
            applyTuning(values)
            if active.reorderingEnabled { place() } else { dropInPlace() }
        case .edit(let edit): applyEdit(edit)  // docs/trace-format.md "Edits"
        }
    }

    mutating func whileSettling(_ settle: Settle, _ stimulus: Stimulus) {
        let event: InputEvent
        switch stimulus {
        case .time:
            if now >= settle.start + settle.duration { return finishSettle(settle) }
            scrollOffset = settle.offset(at: now)
            return
        case .input(let input): event = input
        }
        switch event {
        case .down(let pointer, let location):
            finishSettle(settle)
            beginPress(pointer, at: location, stoppedCoasting: false)
        case .move, .up, .cancel, .frame, .mark: break
        case .wheel(let dx, let dy):
            finishSettle(settle)
            scroll(by: wheelDistance(dx: dx, dy: dy))
        case .key(let key):
            // The distance is measured before the settle completes (Home goes up by the offset
            // mid-settle, from where the settle ends).
            if active.keyboardReorder {
                guard reorderKeyActs(key) else { break }
                finishSettle(settle)
                return handleReorderKey(key)
            }
            guard let dy = scrollDistance(of: key) else { break }
            finishSettle(settle)
            scroll(by: dy)
        case .resize(let size): resize(to: size)
        case .focus(let focused): if !focused { interrupt() }
        case .tuning(let values): applyTuning(values)
        case .edit(let edit): applyEdit(edit)  // docs/trace-format.md "Edits"
        }
    }

    // MARK: What the states share

    /// How far a wheel scrolls the content: `dy` along a vertical scroll axis, `dx` along a horizontal one.
    func wheelDistance(dx: Double, dy: Double) -> Double { layout.scrollAxis == .vertical ? dy : dx }

    /// How far a key scrolls the list along its scroll axis, points; nil for keys that do not scroll.
    func scrollDistance(of key: Key) -> Double? {
        switch key {
        case .up: -active.keyScrollStep
        case .down: active.keyScrollStep
        case .space: viewportExtent * 0.9  // a page, keeping a line of context
        case .home: -scrollOffset
        case .end: maxOffset - scrollOffset
        case .escape, .enter, .character: nil
        case .left, .right, .pageup, .pagedown, .tab: nil  // names a file before `keyboardReorder` did not have
        }
    }

    /// A wheel or a key moves the content; the blank follows if a row is lifted.
    mutating func scroll(by dy: Double) {
        scrollOffset = clampedOffset(scrollOffset + dy)
        place()
    }

    mutating func stopCoast() {
        interaction = .idle
        emit(.coastEnded)
    }

    mutating func resize(to size: Size) {
        viewport = size
        layout.resize(size)
        scrollOffset = clampedOffset(scrollOffset)
        place()  // a resize mid-drag re-lays out and the drag goes on
    }

    /// A live `tuning` input's values; what they do to the state is the state's.
    mutating func applyTuning(_ patch: TuningPatch) {
        tuning.apply(patch)
        active = tuning.resolved(for: drivingKind)
    }

    /// Focus lost, end of trace: everything completes in place at once (ATS fastCompleteGestures).
    mutating func interrupt() {
        switch interaction {
        case .idle: break
        case .pressing(let press): cancelPress(press)
        case .scrolling:
            emit(.panEnded(velocity: 0))
            interaction = .idle
        case .coasting: stopCoast()
        case .dragging: dropInPlace()
        case .settling(let settle): finishSettle(settle)
        }
    }

    package var activePointer: PointerID? {
        switch interaction {
        case .pressing(let press): press.pointer
        case .scrolling(let pan): pan.pointer
        case .dragging(let drag): drag.pointer
        case .idle, .coasting, .settling: nil
        }
    }

    /// Where the pointer that drives the interaction is now.
    var activeLocation: Point? {
        switch interaction {
        case .pressing(let press): press.location
        case .scrolling(let pan): pan.location
        case .dragging(let drag): drag.location
        case .idle, .coasting, .settling: nil
        }
    }
}

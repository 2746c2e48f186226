/// `keyboardReorder`: a focused row, moved by keys; `space`/`enter` lift it, keys move its blank,
/// `space`/`enter` drop it, `escape` returns it (react-beautiful-dnd, dnd-kit). The view scrolls
/// only as far as shows the focused row or the blank wholly, never on every press (dnd-kit 1152).
extension ReorderEngine {
    /// Where a key takes the focus or the blank.
    enum KeyMove {
        case back, forward, lineBack, lineForward, pageBack, pageForward, first, last
    }

    /// No real pointer drives a keyboard lift: trace ids are below 2^53 in magnitude, so none is this.
    static var keyboardPointer: PointerID { PointerID(.touch, Int.min) }

    /// A key while nothing is lifted (and not pressed): focus moves, a lift, a pick put back.
    mutating func handleReorderKey(_ key: Key) {
        switch key {
        case .escape:
            if let picked = pickedSlot() { putBackPick(at: picked) }
        case .space, .enter:
            if let slot = focusedSlot() { liftByKey(slot) }
        case .tab, .character:
            break  // leaving the list is the window's; characters are the app's commands
        case .up, .down, .left, .right, .home, .end, .pageup, .pagedown:
            guard layout.count > 0, let move = keyMove(key) else { return }
            guard let current = focusedSlot() else {
                // The first press focuses the first row on screen (home and end: the first and the last).
                let visible = min(layout.firstSlot(endingAfter: scrollOffset), layout.count - 1)
                return focus(move == .first ? 0 : move == .last ? layout.count - 1 : visible)
            }
            focus(slot(from: current, move))
        }
    }

    /// Whether the key does anything with nothing lifted (a coast or a settle in progress ends for it).
    func reorderKeyActs(_ key: Key) -> Bool {
        switch key {
        case .tab, .character: false
        case .escape: pickedID != nil
        case .space, .enter: focusedID != nil
        case .up, .down, .left, .right, .home, .end, .pageup, .pagedown: keyMove(key) != nil
        }
    }

    /// What a key does along this layout: a list steps with up and down; a grid steps along its lines
    /// with the keys across the scroll axis and crosses lines with the keys along it.
    func keyMove(_ key: Key) -> KeyMove? {
        let grid = layout.imposterAcross == .followsPointer, vertical = layout.scrollAxis == .vertical
        switch key {
        case .home: return .first
        case .end: return .last
        case .pageup: return .pageBack
        case .pagedown: return .pageForward
        case .up: return !grid ? .back : vertical ? .lineBack : .back
        case .down: return !grid ? .forward : vertical ? .lineForward : .forward
        case .left: return !grid ? nil : vertical ? .back : .lineBack
        case .right: return !grid ? nil : vertical ? .forward : .lineForward
        case .escape, .space, .enter, .tab, .character: return nil
        }
    }

    /// The drawn slot a move reaches from `slot`; `slot` itself at an end.
    func slot(from slot: Int, _ move: KeyMove) -> Int {
        let last = layout.count - 1
        switch move {
        case .back: return max(slot - 1, 0)
        case .forward: return min(slot + 1, last)
        case .first: return 0
        case .last: return last
        case .lineBack: return slotOnNextLine(from: slot, forward: false) ?? slot
        case .lineForward: return slotOnNextLine(from: slot, forward: true) ?? slot
        case .pageBack:
            let top = layout.scrollAxis.across(layout.frame(ofSlot: slot).origin)
            return min(max(layout.firstSlot(endingAfter: top - viewportExtent), 0), max(slot - 1, 0))
        case .pageForward:
            let top = layout.scrollAxis.across(layout.frame(ofSlot: slot).origin)
            return max(min(layout.firstSlot(endingAfter: top + viewportExtent), last), min(slot + 1, last))
        }
    }

    /// In a grid, the slot of the neighbouring line (along the scroll axis) nearest across it to the
    /// slot's centre; nil on the first or last line. Reads only that line's frames.
    func slotOnNextLine(from slot: Int, forward: Bool) -> Int? {
        let axis = layout.scrollAxis, frame = layout.frame(ofSlot: slot)
        let line = axis.across(frame.origin), center = axis.along(frame.origin) + axis.along(frame.size) / 2
        let step = forward ? 1 : -1
        var q = slot + step
        while q >= 0, q < layout.count, axis.across(layout.frame(ofSlot: q).origin) == line { q += step }
        guard q >= 0, q < layout.count else { return nil }
        let next = axis.across(layout.frame(ofSlot: q).origin)
        var best = q, bestDistance = Double.infinity
        while q >= 0, q < layout.count {
            let f = layout.frame(ofSlot: q)
            guard axis.across(f.origin) == next else { break }
            let distance = abs(axis.along(f.origin) + axis.along(f.size) / 2 - center)
            if distance < bestDistance { (best, bestDistance) = (q, distance) }
            q += step
        }
        return best
    }

    // MARK: Focus

    /// The focused row's slot now, nil without one (or if its row is gone).
    mutating func focusedSlot() -> Int? {
        guard let id = focusedID else { return nil }
        if focusHint < layout.count, layout.row(atSlot: focusHint).id == id { return focusHint }
        guard let slot = (0..<layout.count).first(where: { layout.row(atSlot: $0).id == id }) else {
            focusedID = nil
            return nil
        }
        focusHint = slot
        return slot
    }

    mutating func focus(_ slot: Int) {
        focusedID = layout.row(atSlot: slot).id
        focusHint = slot
        reveal(slot)
    }

    /// Scrolls as little as shows the slot wholly (a slot longer than the viewport: as much as fits),
    /// not at all when it shows already.
    mutating func reveal(_ slot: Int) {
        let axis = layout.scrollAxis, frame = layout.frame(ofSlot: slot)
        let top = axis.across(frame.origin), bottom = top + axis.across(frame.size)
        let alignBottom = bottom - viewportExtent
        scrollOffset = clampedOffset(min(max(scrollOffset, min(top, alignBottom)), max(top, alignBottom)))
    }

    // MARK: Lifted by a key

    /// Takes the row at `slot` out without a pointer: a key's lift, or a tap that places a picked row.
    /// Not counted in `drags` (pointer lifts only); false for a row that cannot move (announced).
    mutating func liftWithoutPointer(_ slot: Int) -> Bool {
        let row = layout.row(atSlot: slot)
        guard active.reorderingEnabled, row.movable else {
            announce("\(spokenName(row)) cannot be moved.", at: now)
            return false
        }
        layout.lift(slot: slot)
        pendingPlacement = nil
        interaction = .dragging(Drag(pointer: Self.keyboardPointer, grabOffset: Point(x: 0, y: 0), location: Point(x: 0, y: 0),
                                     liftedAt: now, scrolledUntil: now, byKeys: true))
        emit(.lifted(id: row.id, index: slot))
        return true
    }

    mutating func liftByKey(_ slot: Int) {
        pickedID = nil
        guard liftWithoutPointer(slot) else { return }
        announceLift(.keys, at: now)
    }

    /// A key while a row is lifted by keys.
    mutating func carry(_ drag: Drag, key: Key) {
        switch key {
        case .escape: cancelDrag(drag)
        case .space, .enter:
            guard let blank = layout.blank else { return }
            focusHint = blank.position
            drop(drag)
        case .tab, .character: break
        case .up, .down, .left, .right, .home, .end, .pageup, .pagedown:
            guard let move = keyMove(key) else { return }
            moveBlank(move)
        }
    }

    /// Moves the blank one step (a line, a page: as many steps as slots between), with the neighbours'
    /// slides of a drag; announces where it is, or that `crossSection: none` keeps it in its section.
    mutating func moveBlank(_ move: KeyMove) {
        guard let blank = layout.blank, let current = layout.placement else { return }
        let rule = PlacementTuning(active)
        var target: Layout.Placement?
        switch move {
        case .first: target = layout.placement(after: current, .first, rule: rule)
        case .last: target = layout.placement(after: current, .last, rule: rule)
        case .back, .forward, .lineBack, .lineForward, .pageBack, .pageForward:
            let goal = slot(from: blank.position, move)
            let forward = move == .forward || move == .lineForward || move == .pageForward
            let steps = move == .back || move == .forward ? 1 : max(abs(goal - blank.position), 1)
            var reached = current
            for _ in 0..<steps {
                guard let next = layout.placement(after: reached, forward ? .forward : .back, rule: rule) else { break }
                reached = next
            }
            target = reached == current ? nil : reached
        }
        guard let target, target != current else { return refused(move, from: current) }
        moveBlank(to: target)
        reveal(layout.blank?.position ?? blank.position)
        announceMove()
    }

    /// The blank goes to `target` now, the rows it passes sliding as in a drag (`place`).
    mutating func moveBlank(to target: Layout.Placement) {
        guard let blank = layout.blank else { return }
        let (from, to) = slideBlank(from: blank.position, to: target, at: now)
        if from != to { emit(.moved(from: from, to: to)) }
    }

    /// A key that moves nothing: at a section's end that `crossSection: none` will not cross, says so;
    /// at the list's end, says where the row is again.
    mutating func refused(_ move: KeyMove, from current: Layout.Placement) {
        var free = PlacementTuning(active)
        free.crossSection = .move
        let step: SlotStep = move == .back || move == .lineBack || move == .pageBack || move == .first ? .back : .forward
        if active.crossSection == .none, layout.placement(after: current, step, rule: free) != nil,
           let sectioned = layout as? any SectionedLayout, let target = sectioned.target, let blank = layout.blank {
            return announce("\(spokenName(layout.row(atSlot: blank.position))) stays in \(sectionName(sectioned.sections, target.blank.section)).", at: now)
        }
        announceMove()
    }
}

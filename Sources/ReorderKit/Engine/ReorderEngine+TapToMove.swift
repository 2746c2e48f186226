/// `tapToMove` (WCAG 2.5.7's single-pointer path): a tap picks a row, a tap on another row places it
/// before or after that row, a tap back on it (or on no row, or `escape`) puts it back. The place is
/// one lift, move and drop, so it reports as a drag does (`lifted`, `moved`, `dropped`, a settle).
extension ReorderEngine {
    /// After a tap has been decided and selected its row.
    mutating func afterTap(_ press: Press) {
        if active.keyboardReorder, let slot = press.slot {
            focusedID = layout.row(atSlot: slot).id
            focusHint = slot
        }
        guard active.tapToMove else { return }
        guard let picked = pickedSlot() else {
            guard let slot = press.slot else { return }
            let row = layout.row(atSlot: slot)
            guard active.reorderingEnabled, row.movable else { return announce("\(spokenName(row)) cannot be moved.", at: now) }
            pickedID = row.id
            focusHint = slot
            return announce(liftText(name: spokenName(row), place: announcedPlace(ofSlot: slot, committed: true), .tap), at: now)
        }
        guard let slot = press.slot, slot != picked else { return putBackPick(at: picked) }
        place(pickedAt: picked, by: slot, tappedAt: contentPoint(press.location))
    }

    /// The picked row's committed slot, nil without a pick.
    mutating func pickedSlot() -> Int? {
        guard let id = pickedID else { return nil }
        if focusHint < layout.count, layout.row(atSlot: focusHint).id == id { return focusHint }
        guard let slot = (0..<layout.count).first(where: { layout.row(atSlot: $0).id == id }) else {
            pickedID = nil
            return nil
        }
        return slot
    }

    mutating func putBackPick(at slot: Int) {
        pickedID = nil
        announceReturn(id: layout.row(atSlot: slot).id, to: slot)
    }

    /// Places the row picked at `picked` before the tapped row (a tap in its first half along the
    /// scroll axis, in a grid along its line) or after it; then drops it as a drag would.
    mutating func place(pickedAt picked: Int, by tapped: Int, tappedAt point: Point) {
        pickedID = nil
        let frame = layout.frame(ofSlot: tapped), axis = layout.scrollAxis
        let grid = layout.imposterAcross == .followsPointer
        let before = grid ? axis.along(point) < axis.along(frame.origin) + axis.along(frame.size) / 2
            : axis.across(point) < axis.across(frame.origin) + axis.across(frame.size) / 2
        // The committed slot it lands in: the rows between close up behind it. In sections, also the
        // tapped row's section (the end of one section and the start of the next are one slot).
        let goal = picked < tapped ? (before ? tapped - 1 : tapped) : (before ? tapped : tapped + 1)
        let sections = (layout as? any SectionedLayout)?.sections
        let section = sections?.place(ofFlat: tapped).section, home = sections?.place(ofFlat: picked).section
        guard liftWithoutPointer(picked), case .dragging(let drag) = interaction, let current = layout.placement else { return }
        // The same slot in a later section (a tap before its first row from the end of the section
        // before) is forward too.
        let rule = PlacementTuning(active), forward = goal != picked ? goal > picked : (section ?? 0) > (home ?? 0)
        // Step as the keys do (a rule that refuses a section stops the row at its own section's end).
        var reached = current
        while layout.drawnSlot(of: reached) != goal || (section != nil && (reached as? SectionTarget)?.blank.section != section),
              let next = layout.placement(after: reached, forward ? .forward : .back, rule: rule) {
            reached = next
        }
        if reached != current { moveBlank(to: reached) }
        focusHint = goal
        drop(drag)
    }
}

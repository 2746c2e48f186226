/// Live data: rows inserted, deleted, changed or moved by another party while the engine runs, in any
/// state (docs/trace-format.md "Edits", whose rules are numbered here as there). The list edits
/// itself in place (O(log n) a row, `ListLayout+Edits`); sections and a grid are rebuilt over the
/// changed rows (O(n), `ReorderLayout+Edits`). What the interaction owns is then carried across by
/// id: the lifted row and its blank's neighbour, the pressed and the settling row, the swap target;
/// and the offset is anchored on the first row on screen. In place, nothing here is O(n): ids are
/// looked up in the layout, the neighbour is found by stepping over the rows the edit takes away.
extension ReorderEngine {
    /// A drawn row's id and its top along the scroll axis, content points, before an edit.
    struct Anchor {
        var id: String
        var top: Double
    }

    /// At most this many rows on screen are remembered as anchors: the first that survives the
    /// edit is the one; a screen of rows is a few dozen.
    static var anchorLimit: Int { 64 }

    mutating func applyEdit(_ edit: RowEdit) {
        edits += 1
        let axis = layout.scrollAxis
        let anchors = screenAnchors(limit: Self.anchorsSurviving(edit))
        let drag: Drag? = if case .dragging(let drag) = interaction { drag } else { nil }
        let settling: (settle: Settle, id: String)? = if case .settling(let settle) = interaction {
            (settle, layout.row(atSlot: settle.slot).id)
        } else { nil }
        let pressed: (press: Press, id: String, frame: LayoutRect)? = if case .pressing(let press) = interaction, let slot = press.slot {
            (press, layout.row(atSlot: slot).id, onScreen(layout.frame(ofSlot: slot)))
        } else { nil }

        // What a screen reader calls the row in hand, read before the edit can take it away.
        let nameInHand: String? = if let blank = layout.blank {
            spokenName(layout.row(atSlot: blank.position))
        } else if let settling {
            spokenName(layout.row(atSlot: settling.settle.slot))
        } else {
            nil
        }
        // Rule 1: the lifted row, where its blank is (its group, the row drawn before it there), its size.
        var lifted: (id: String, place: SectionRow, before: String?, size: Size)?
        var swapTargetID: String?
        if let blank = layout.blank, let place = layout.blankPlace {
            let before = place.index > 0 ? layout.row(atSlot: blank.position - 1).id : nil
            lifted = (layout.row(atSlot: blank.position).id, place, before, blank.size)
            if let target = drag?.swapTarget { swapTargetID = layout.row(atSlot: target).id }
        }

        // Rule 5: a remote move of the lifted row waits for the drag's end; nothing changes now.
        if case .reorder(let id, let to, let section) = edit, id == lifted?.id {
            heldReorder = HeldReorder(id: id, index: to, section: section)
            return
        }

        let moved: String? = if case .reorder(let id, _, _) = edit { id } else { nil }
        // Rule 1's neighbour as an in-place edit finds it: the row before the blank, or the nearest
        // before it the edit neither deletes nor moves (at most one step a deleted row).
        var keptBefore: String?
        if let blank = layout.blank, lifted?.before != nil {
            let gone: Set<String> = if case .delete(let ids) = edit { Set(ids) } else { [] }
            var slot = blank.position - 1
            while slot >= 0, case let id = layout.row(atSlot: slot).id, id == moved || gone.contains(id) { slot -= 1 }
            keptBefore = slot >= 0 ? layout.row(atSlot: slot).id : nil
        }
        if lifted != nil { layout.cancelLift() }
        // nil when the layout edited itself (ids are then looked up in it): `indexOf`.
        var present: [String: Int]?
        var groups: (old: [[Row]], new: [[Row]])?
        if !layout.applyInPlace(edit) {
            let oldGroups = layout.rowGroups
            var newGroups = oldGroups
            RowEdits.apply(edit, to: &newGroups, sectionIDs: sectionIDs)
            layout = layout.rebuilt(rowGroups: newGroups)
            present = RowEdits.flatIndices(newGroups)
            groups = (oldGroups, newGroups)
        }

        if let lifted, let from = indexOf(lifted.id, present) {
            layout.lift(slot: from)
            if drag?.swaps != true {
                let index: Int
                if let groups {
                    let after = RowEdits.survivingPredecessor(lifted.before, lifted: lifted.id, group: lifted.place.section,
                                                              old: groups.old, new: groups.new, moved: moved)
                    let rows = groups.new[lifted.place.section].filter { $0.id != lifted.id }
                    index = after.flatMap { id in rows.firstIndex { $0.id == id }.map { $0 + 1 } } ?? 0
                } else {
                    // One group: the neighbour's committed slot, the lifted row's left out, then one on.
                    index = keptBefore.flatMap { indexOf($0, nil) }.map { $0 - ($0 > from ? 1 : 0) + 1 } ?? 0
                }
                layout.place(layout.placement(blankAt: SectionRow(section: lifted.place.section, index: index)))
            }
        }
        if let selectedID, indexOf(selectedID, present) == nil { self.selectedID = nil }
        pendingPlacement = nil  // its slots were the old layout's

        // Rule 2: the first row on screen that is left keeps its place on screen.
        let offsetBefore = scrollOffset
        var kept: (anchor: Anchor, index: Int)?
        for anchor in anchors {
            guard let index = indexOf(anchor.id, present) else { continue }
            kept = (anchor, index)
            break
        }
        if let (anchor, index) = kept, let slot = drawnSlot(of: anchor.id, near: index) {
            scrollOffset = clampedOffset(scrollOffset + axis.across(layout.frame(ofSlot: slot).origin) - anchor.top)
        } else {
            scrollOffset = clampedOffset(scrollOffset)
        }
        let delta = scrollOffset - offsetBefore

        switch interaction {
        case .idle:
            break
        case .pressing(var press):
            // Rule 6: a press whose row went or moved on screen is cancelled, as under a wheel.
            if let pressed {
                guard let index = indexOf(pressed.id, present), let slot = drawnSlot(of: pressed.id, near: index),
                      Self.sameOrigin(onScreen(layout.frame(ofSlot: slot)), pressed.frame) else {
                    return cancelPress(pressed.press)
                }
                press.slot = slot
            }
            press.offsetAtDown = scrollOffset
            interaction = .pressing(press)
        case .scrolling(var pan):
            pan.offsetAtDown += delta
            interaction = .scrolling(pan)
        case .coasting(var coast):
            coast.offsetAtStart += delta
            interaction = .coasting(coast)
        case .dragging(var drag):
            // Rule 3: the lifted row deleted ends the drag; nothing moves.
            guard let lifted, let blank = layout.blank else {
                if let lifted { endDrag(of: lifted.id, name: nameInHand ?? lifted.id) }
                return
            }
            // Rule 4: a new size keeps the same fraction of the row under the finger.
            drag.grabOffset.x *= blank.size.width / lifted.size.width
            drag.grabOffset.y *= blank.size.height / lifted.size.height
            if let swapTargetID { drag.swapTarget = indexOf(swapTargetID, present).flatMap { drawnSlot(of: swapTargetID, near: $0) } }
            interaction = .dragging(drag)
        case .settling(var settle):
            guard let settling, let index = indexOf(settling.id, present), let slot = drawnSlot(of: settling.id, near: index) else {
                if let settling { endDrag(of: settling.id, name: nameInHand ?? settling.id) }
                return
            }
            settle.slot = slot
            settle.startOrigin = axis == .vertical ? Point(x: settle.startOrigin.x, y: settle.startOrigin.y + delta)
                : Point(x: settle.startOrigin.x + delta, y: settle.startOrigin.y)
            settle.offsetFrom += delta
            settle.offsetTo += delta
            interaction = .settling(settle)
        }
    }

    /// The committed slot of the row `id` after an edit: from the rebuild's `present`, else (an edit in
    /// place) from the layout.
    func indexOf(_ id: String, _ present: [String: Int]?) -> Int? {
        guard let present else { return layout.committedIndex(ofID: id) }
        return present[id]
    }

    /// The section ids of a sectioned layout, in order; nil for a list or a grid (one group).
    var sectionIDs: [String]? { (layout as? any SectionedLayout)?.sections.sections.map(\.id) }

    /// How many anchors make sure one survives `edit`: only a delete takes rows away, at most one
    /// an id. Each anchor costs a row's id and top, O(log n) each in an edited list (a screen of
    /// them was most of an edit at a million rows: reorder-bench).
    static func anchorsSurviving(_ edit: RowEdit) -> Int {
        guard case .delete(let ids) = edit else { return 1 }
        return min(anchorLimit, ids.count + 1)
    }

    /// The rows drawn from the first on screen on (at most `limit`, and `anchorLimit`), with their tops.
    func screenAnchors(limit: Int = anchorLimit) -> [Anchor] {
        let axis = layout.scrollAxis
        let first = layout.firstSlot(endingAfter: scrollOffset)
        let end = min(layout.count, first + min(limit, Self.anchorLimit),
                      layout.firstSlot(endingAfter: scrollOffset + viewportExtent) + 1)
        guard first < end else { return [] }
        return (first..<end).map { Anchor(id: layout.row(atSlot: $0).id, top: axis.across(layout.frame(ofSlot: $0).origin)) }
    }

    /// The drawn slot of the row `id`, whose committed (flat) index is `index`: that slot or one beside
    /// it (a blank between shifts a row by one), else found by a scan (sections' exchange partner).
    func drawnSlot(of id: String, near index: Int) -> Int? {
        if let blank = layout.blank, layout.row(atSlot: blank.position).id == id { return blank.position }
        for slot in [index, index - 1, index + 1] where slot >= 0 && slot < layout.count {
            if layout.row(atSlot: slot).id == id { return slot }
        }
        return (0..<layout.count).first { layout.row(atSlot: $0).id == id }
    }

    /// Rule 3: the drag (or its settle) ends without a drop; a held remote move of the row goes with
    /// it. A screen reader is told, by the row's name as it was (`name`).
    mutating func endDrag(of id: String, name: String) {
        heldReorder = nil
        interaction = .idle
        emit(.dragEnded(id: id, reason: .deleted))
        announce("\(name) was deleted. The drag ended; nothing moved.", at: now)
    }

    /// Rule 5: the held remote move, applied after the person's own (the drop is committed); returns
    /// the committed slot the row ends in, nil with none held.
    mutating func applyHeldReorder() -> Int? {
        guard let held = heldReorder else { return nil }
        heldReorder = nil
        let sections = sectionIDs
        let edit = RowEdit.reorder(id: held.id, to: held.index, section: held.section)
        if sections == nil, let from = layout.committedIndex(ofID: held.id), layout.applyInPlace(edit) {
            guard let to = layout.committedIndex(ofID: held.id) else { return nil }
            return announceHeldReorder(held.id, from: from, to: to, fromSection: nil, toSection: nil)
        }
        let groups = layout.rowGroups
        guard let before = RowEdits.locate(held.id, in: groups), let from = RowEdits.flatIndices(groups)[held.id] else { return nil }
        var changed = groups
        RowEdits.apply(edit, to: &changed, sectionIDs: sections)
        layout = layout.rebuilt(rowGroups: changed)
        guard let after = RowEdits.locate(held.id, in: changed), let to = RowEdits.flatIndices(changed)[held.id] else { return nil }
        return announceHeldReorder(held.id, from: from, to: to, fromSection: sections?[before.group], toSection: sections?[after.group])
    }

    private mutating func announceHeldReorder(_ id: String, from: Int, to: Int, fromSection: String?, toSection: String?) -> Int {
        emit(.remoteMoved(id: id, from: from, to: to, fromSection: fromSection, toSection: toSection))
        // After the drop's (or the return's) own announcement, which named where the person put it.
        announce("\(spokenName(layout.row(atSlot: to))) was then moved by another change, to \(announcedPlace(ofSlot: to, committed: true).short).", at: now)
        return to
    }

    static func sameOrigin(_ a: LayoutRect, _ b: LayoutRect) -> Bool {
        abs(a.x - b.x) <= 1e-9 && abs(a.y - b.y) <= 1e-9
    }
}

/// A remote `reorder` of the lifted row, waiting for its drag to end.
struct HeldReorder: Equatable, Sendable {
    var id: String
    var index: Int
    var section: String?
}

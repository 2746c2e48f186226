/// What a screen reader would say (`announced` events), in the words of react-beautiful-dnd,
/// dnd-kit and the WAI-ARIA rearrangeable listbox: positions from 1, the section's name where there
/// are sections. docs/without-dragging.md lists every text.
extension ReorderEngine {
    /// How a row was lifted: what its lift announcement adds on what to do next.
    enum LiftPath {
        case pointer, keys, tap
    }

    /// A pointer drag's blank is announced at a new slot only once it has held there this long,
    /// seconds: a fast drag across many rows is not a flood of speech.
    static var announceHoldSeconds: Double { 0.5 }

    /// A place as spoken: `position` of `count` (from 1), in `section` (its title, else its id).
    struct SpokenPlace: Equatable {
        var position: Int
        var count: Int
        var section: String?

        var text: String {
            "position \(position) of \(count)" + (section.map { " in \($0)" } ?? "")
        }

        /// Without the count: where a row went or went back to.
        var short: String {
            "position \(position)" + (section.map { " in \($0)" } ?? "")
        }
    }

    func spokenName(_ row: Row) -> String { row.label ?? row.id }

    func sectionName(_ layout: SectionLayout, _ s: Int) -> String {
        layout.sections[s].title ?? layout.sections[s].id
    }

    /// The place of a committed slot (nothing lifted, or the slot a lifted row came from).
    func announcedPlace(ofSlot slot: Int, committed: Bool) -> SpokenPlace {
        guard let sectioned = layout as? any SectionedLayout else { return SpokenPlace(position: slot + 1, count: layout.count) }
        let sections = sectioned.sections, place = sections.place(ofFlat: slot)
        return SpokenPlace(position: place.index + 1, count: sections.rowCount(inSection: place.section),
                           section: sectionName(sections, place.section))
    }

    /// Where the lifted row's blank is, as the drop would leave it.
    func blankPlace() -> SpokenPlace? {
        guard let blank = layout.blank else { return nil }
        guard let sectioned = layout as? any SectionedLayout, let target = sectioned.target else {
            return SpokenPlace(position: blank.position + 1, count: layout.count)
        }
        let sections = sectioned.sections, s = target.blank.section
        let home = sections.place(ofFlat: blank.from).section
        // Moving into another section adds the row to it; an exchange keeps every section's size.
        let joins = s != home && target.partner == nil
        return SpokenPlace(position: target.blank.index + 1, count: sections.rowCount(inSection: s) + (joins ? 1 : 0),
                           section: sectionName(sections, s))
    }

    mutating func announce(_ text: String, at t: Double) { emit(.announced(text), at: t) }

    /// At a lift (a pointer's, a key's): the row and where it is, and for keys what to do next.
    mutating func announceLift(_ path: LiftPath, at t: Double) {
        guard let blank = layout.blank, let place = blankPlace() else { return }
        let name = spokenName(layout.row(atSlot: blank.position))
        announcedSlot = blank.position
        heldSlot = blank.position
        heldSince = t
        announce(liftText(name: name, place: place, path), at: t)
    }

    func liftText(name: String, place: SpokenPlace, _ path: LiftPath) -> String {
        let said = "Picked up \(name). P" + place.text.dropFirst() + "."
        return switch path {
        case .pointer: said
        case .keys: said + " Arrow keys move, space drops, Escape cancels."
        case .tap: said + " Tap a row to place it, or \(name) again to put it back."
        }
    }

    /// A key moved the blank (or tried to): where it is now.
    mutating func announceMove() {
        guard let blank = layout.blank, let place = blankPlace() else { return }
        announcedSlot = blank.position
        announce("\(spokenName(layout.row(atSlot: blank.position))), \(place.text).", at: now)
    }

    /// A pointer drag: the blank's slot (`place` notes each move), once it has held
    /// `announceHoldSeconds`, at that moment. Two comparisons at every other frame of a drag.
    mutating func announceHeldSlot() {
        let due = heldSince + Self.announceHoldSeconds
        guard heldSlot != announcedSlot, due <= now, let blank = layout.blank, let place = blankPlace() else { return }
        announcedSlot = heldSlot
        announce("\(spokenName(layout.row(atSlot: blank.position))), \(place.text).", at: due)
    }

    /// After a drop: from where to where (`from` taken before the commit, `to` a committed slot now).
    mutating func announceDrop(id: String, from: SpokenPlace, to slot: Int) {
        let name = spokenName(layout.row(atSlot: slot)), to = announcedPlace(ofSlot: slot, committed: true)
        let text: String
        if from == to {
            text = "\(name) dropped. Position \(to.position), unchanged."
        } else if from.section == to.section {
            text = "\(name) dropped. Moved from position \(from.position) to \(to.position)."
        } else {
            text = "\(name) dropped. Moved from \(from.short) to \(to.short)."
        }
        announce(text, at: now)
    }

    /// Escape, or a tap back on a picked row: where it went back to.
    mutating func announceReturn(id: String, to slot: Int) {
        // Called once nothing is lifted: the row is at its committed slot.
        announce("\(spokenName(layout.row(atSlot: slot))) returned to \(announcedPlace(ofSlot: slot, committed: true).short).", at: now)
    }
}

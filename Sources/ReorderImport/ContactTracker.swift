import ReorderKit

/// Turns the contacts down at each frame into one `down`/`move`/`up` stream per contact, in
/// viewport points, with the trace's pointer ids: the smallest not in use (0, 1, 2 ...), as the
/// live window numbers fingers.
struct ContactTracker {
    struct Contact: Equatable {
        /// The decoder's name for the contact (`DeviceContact.key`).
        var key: Int
        var at: Point
    }
    private var down: [Int: (pointer: PointerID, at: Point)] = [:]
    /// Contacts seen so far (downs).
    private(set) var touches = 0
    /// The most contacts down at one time.
    private(set) var mostAtOnce = 0

    var contactsDown: Int { down.count }

    /// The events that take the pointers from the last frame's contacts to these. Lifts come first
    /// (in pointer-id order), so a finger that lands as another lifts may take its id; then moves
    /// and downs in the frame's order. A contact that did not move sends nothing.
    mutating func update(_ contacts: [Contact]) -> [InputEvent] {
        var events: [InputEvent] = []
        let present = Set(contacts.map(\.key))
        let lifted = down.filter { !present.contains($0.key) }.sorted { $0.value.pointer.id < $1.value.pointer.id }
        for (key, state) in lifted {
            events.append(.up(state.pointer, state.at))
            down[key] = nil
        }
        for contact in contacts {
            if let state = down[contact.key] {
                guard state.at != contact.at else { continue }
                events.append(.move(state.pointer, contact.at))
                down[contact.key] = (state.pointer, contact.at)
            } else {
                let used = Set(down.values.map(\.pointer.id))
                let pointer = PointerID(.touch, (0...).first { !used.contains($0) }!)
                events.append(.down(pointer, contact.at))
                down[contact.key] = (pointer, contact.at)
                touches += 1
            }
        }
        mostAtOnce = max(mostAtOnce, down.count)
        return events
    }
}

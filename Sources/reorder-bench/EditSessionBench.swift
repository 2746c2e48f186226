import ReorderKit
import ReorderTrace

/// The session with live data: the gesture script with one edit a second of its time between its
/// events (issue 20 item 5), an insert, a delete, a resize and a remote reorder in turn at seeded
/// places of the whole list, each timed as an input like the others.
struct EditSession {
    var edits = 0
    /// Every input, the edits included, ns.
    var inputCost: Summary
    /// The edits alone, ns, the first left out: it moves the list into its tree (O(n), once),
    /// `firstEditNanoseconds`.
    var editCost: Summary
    var firstEditNanoseconds = 0.0
}

extension SizeBench {
    /// One edit a second of gestures: seconds between edits.
    static var editInterval: Double { 1 }

    func measureEditSession() -> EditSession {
        var engine = makeEngine()
        var inputs: [UInt32] = [], edits: [UInt32] = []
        for event in Self.withEdits(script.events, rows: rows) {
            let start = Measure.nanoseconds()
            engine.handle(event)
            let end = Measure.nanoseconds()
            engine.clearOutput()
            let elapsed = UInt32(clamping: end &- start)
            switch event.event {
            case .frame: break
            case .edit:
                edits.append(elapsed)
                inputs.append(elapsed)
            default: inputs.append(elapsed)
            }
        }
        engine.finish()
        var session = EditSession(edits: edits.count, inputCost: Summary(inputs, subtracting: clockOverhead),
                                  editCost: Summary(Array(edits.dropFirst()), subtracting: clockOverhead))
        session.firstEditNanoseconds = Double(edits.first ?? 0)
        return session
    }

    /// `events` with an edit before the first event of each new second: an insert, a delete, a
    /// resize or a remote reorder, in turn, of a seeded row of a list of `rows` rows `r0`... (a row
    /// already deleted is left out by the engine, as a stale edit would be).
    static func withEdits(_ events: [TimedEvent], rows: Int) -> [TimedEvent] {
        var random = SplitMix64(seed: 0xED17)
        var merged: [TimedEvent] = []
        merged.reserveCapacity(events.count + Int(events.last?.t ?? 0) + 1)
        var next = editInterval, k = 0
        for event in events {
            if event.t >= next {
                let id = "r\(random.next() % UInt64(rows))", index = Int(random.next() % UInt64(rows))
                let edit: RowEdit = switch k % 4 {
                case 0: .insert([Row(id: "edit\(k)", height: 60, label: "inserted \(k)")], at: index, section: nil)
                case 1: .delete(ids: [id])
                case 2: .update(id: id, RowChanges(height: [44.0, 88, 120][k % 3]))
                default: .reorder(id: id, to: index, section: nil)
                }
                merged.append(TimedEvent(t: event.t, .edit(edit)))
                k += 1
                next += editInterval
            }
            merged.append(event)
        }
        return merged
    }
}

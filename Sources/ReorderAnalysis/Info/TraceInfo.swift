import ReorderKit
import ReorderTrace

/// What a trace holds and what the engine made of it: counts, pointers, and the gestures it
/// recognised with the reason for each decision (`reorder-lab info`).
public struct TraceInfo: Equatable, Sendable, ReplayedTrace {
    public var file: String
    /// Time of the last event, seconds (a trace starts at 0).
    public var duration: Double
    /// Events by type, in the trace format's table order; types that do not occur are left out.
    public var counts: [EventCount]
    /// Each pointer that went down, in order of its first down.
    public var pointers: [PointerUse]
    public var gestures: [TraceGesture]
    /// What `replay` reports for the same file.
    public var result: ReplayResult
    /// How the rows are arranged, for people (`sections (fruit 3, veg 3), crossSection swap`); nil
    /// for a plain list in insert mode.
    public var layout: String?
    /// The header's `pointsPerMillimetre`: lengths are shown in millimetres beside points when known.
    public var pointsPerMillimetre: Double?

    public struct EventCount: Equatable, Sendable {
        /// The trace's `type`: `down`, `frame`...
        public var type: String
        public var count: Int
    }

    public struct PointerUse: Equatable, Sendable {
        public var pointer: PointerID
        /// How many times it went down.
        public var downs: Int
    }

    public init(reader: TraceReader) throws(TraceError) {
        var watch = Both(InfoCounts(), GestureObserver())
        result = try Replay.run(reader, observer: &watch)
        let counts = watch.first
        file = reader.file
        duration = counts.last
        self.counts = InfoTypes.order.compactMap { type in counts.countByType[type].map { EventCount(type: type, count: $0) } }
        pointers = counts.pointers
        gestures = Self.listed(watch.second.sink)
        layout = Self.describe(reader.header.layout, tuning: counts.finalTuning, count: counts.finalCount)
        pointsPerMillimetre = reader.header.pointsPerMillimetre
    }

    /// The layout line: the kind and what shapes it, and the modes that apply to it (as the trace
    /// starts: header tuning).
    static func describe(_ layout: LayoutSpec, tuning: Tuning, count: Int) -> String? {
        let swap = tuning.reorderMode == .swap ? ", reorderMode swap" : ""
        switch layout {
        case .list:
            return swap.isEmpty ? nil : "list" + swap
        case .sections(_, let sections):
            return "sections (\(sections.count)), crossSection \(tuning.crossSection.rawValue)" + swap
        case .grid(let style):
            return "grid, \(count) items, scrolling \(style.scrollDirection.rawValue)" + swap
        }
    }

    /// The stream's gestures as info lists them: in the order of the inputs that began them, so in
    /// time order (a press at its down although it is only complete at its decision), an input's own
    /// line (its press, its `tuning` line, an ignored down) before what it caused (a coast the down
    /// stopped, a drop the tuning forced). Lifts are part of their press.
    static func listed(_ stream: [StreamedGesture]) -> [TraceGesture] {
        let ordered = stream.enumerated().sorted { a, b in
            (a.element.input, a.element.isOwnLine ? 0 : 1, a.offset) < (b.element.input, b.element.isOwnLine ? 0 : 1, b.offset)
        }
        return ordered.compactMap { TraceGesture($0.element.gesture) }
    }
}

/// What info keeps while the trace replays, beside the gestures and the result: events by type,
/// pointers, the time of the last event, and the engine's tuning and size at the end.
struct InfoCounts: TraceObserver {
    var countByType: [String: Int] = [:]
    var pointers: [TraceInfo.PointerUse] = []
    /// Time of the last event.
    var last = 0.0
    var finalTuning = Tuning()
    var finalCount = 0

    mutating func willHandle<Layout>(_ event: TimedEvent, engine: inout ReorderEngine<Layout>) {
        last = event.t
        countByType[InfoTypes.name(event.event), default: 0] += 1
        if case .down(let pointer, _) = event.event {
            if let i = pointers.firstIndex(where: { $0.pointer == pointer }) {
                pointers[i].downs += 1
            } else {
                pointers.append(TraceInfo.PointerUse(pointer: pointer, downs: 1))
            }
        }
    }

    mutating func didFinish<Layout>(engine: inout ReorderEngine<Layout>) {
        finalTuning = engine.tuning
        finalCount = engine.layout.count
    }
}

/// The trace format's event types, as info counts them.
enum InfoTypes {
    static let order = ["down", "move", "up", "cancel", "frame", "wheel", "key", "resize", "focus", "tuning", "mark",
                        "insert", "delete", "update", "reorder"]

    static func name(_ event: InputEvent) -> String {
        switch event {
        case .down: "down"
        case .move: "move"
        case .up: "up"
        case .cancel: "cancel"
        case .frame: "frame"
        case .wheel: "wheel"
        case .key: "key"
        case .resize: "resize"
        case .focus: "focus"
        case .tuning: "tuning"
        case .mark: "mark"
        case .edit(let edit): edit.name
        }
    }
}

/// One thing the engine recognised, in time order.
public enum TraceGesture: Equatable, Sendable {
    case press(PressReport)
    /// A lifted row was put down at `to` (released, or in place when something took the drag away).
    case drop(t: Double, id: String, from: Int, to: Int, cause: GestureCause)
    /// Escape: the row goes back where it was lifted.
    case dragCancelled(t: Double, id: String, index: Int)
    /// `velocity` in points per second of content offset, positive toward the end of the list.
    case panEnded(t: Double, pointer: PointerID?, velocity: Double, coasting: Bool, cause: GestureCause)
    case coastEnded(t: Double, offset: Double, atEnd: Bool, cause: GestureCause)
    /// A down while another pointer holds the list (same-touch rule).
    case ignoredDown(t: Double, pointer: PointerID, owner: PointerID)
    /// A stroke `inputFilters` let nothing of through (skip's head, debounce): the engine never saw its down.
    case filteredDown(t: Double, pointer: PointerID)
    case tuning(t: Double, values: [String: JSONValue])

    /// Info's line for a gesture of the stream (nil: a lift, which its press's line tells, or a down
    /// ignored while no pointer held the list, which the engine does not do).
    init?(_ gesture: Gesture) {
        switch gesture {
        case .press(let press): self = .press(press)
        case .lift: return nil
        case .drop(let t, let id, let from, let to, let cause): self = .drop(t: t, id: id, from: from, to: to, cause: cause)
        case .dragCancelled(let t, let id, let index): self = .dragCancelled(t: t, id: id, index: index)
        case .panEnded(let t, let pointer, let velocity, let coasting, let cause):
            self = .panEnded(t: t, pointer: pointer, velocity: velocity, coasting: coasting, cause: cause)
        case .coastEnded(let t, let offset, let atEnd, let cause): self = .coastEnded(t: t, offset: offset, atEnd: atEnd, cause: cause)
        case .droppedDown(let t, let pointer, _):
            self = .filteredDown(t: t, pointer: pointer)
        case .ignoredDown(let t, let pointer, let owner, _):
            guard let owner else { return nil }
            self = .ignoredDown(t: t, pointer: pointer, owner: owner)
        case .tuning(let t, let values): self = .tuning(t: t, values: values)
        }
    }

    public var t: Double {
        switch self {
        case .press(let press): press.start
        case .drop(let t, _, _, _, _), .dragCancelled(let t, _, _), .panEnded(let t, _, _, _, _),
             .coastEnded(let t, _, _, _), .ignoredDown(let t, _, _), .filteredDown(let t, _), .tuning(let t, _):
            t
        }
    }
}

import ReorderKit
import ReorderTrace

/// What a trace holds and what the engine made of it: counts, pointers, and the gestures it
/// recognised with the reason for each decision (`reorder-lab info`).
public struct TraceInfo: Equatable, Sendable {
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

    /// Streams the file through the engine, as `replay` does; a malformed line throws as there.
    public init(path: String, onWarning: ((String) -> Void)? = nil) throws(TraceError) {
        try self.init(reader: TraceReader(path: path, onWarning: onWarning))
    }

    public init(bytes: [UInt8], name: String, onWarning: ((String) -> Void)? = nil) throws(TraceError) {
        try self.init(reader: TraceReader(bytes: bytes, name: name, onWarning: onWarning))
    }

    init(reader: TraceReader) throws(TraceError) {
        var engine = try reader.makeEngine()
        var recorder = GestureRecorder()
        var collector = ResultCollector()
        var last = 0.0
        while let event = try reader.next() {
            last = event.t
            recorder.willHandle(event.event, engine: engine)
            engine.handle(event)
            recorder.didHandle(event.event, at: event.t, engine: engine)
            collector.collect(from: &engine)
        }
        recorder.willFinish(engine: engine)
        engine.finish()
        recorder.didFinish(engine: engine)
        file = reader.file
        duration = last
        counts = recorder.counts
        pointers = recorder.pointers
        gestures = recorder.gestures
        result = collector.finish(&engine, eventLines: reader.lineNumber - 1)
    }
}

/// What ended a press, a drag, a pan or a coast: the input that came, or time.
public enum GestureCause: String, Equatable, Sendable {
    case release
    case pointerCancelled = "pointer cancelled"
    case escape
    case focusLost = "focus lost"
    case wheel
    case key
    case touch
    case tuning = "tuning changed"
    case reorderingDisabled = "reordering disabled"
    case time
    case endOfTrace = "end of trace"
}

/// A press from its down to the engine's decision.
public struct PressReport: Equatable, Sendable {
    public var pointer: PointerID
    /// Down and decision times, seconds.
    public var start: Double
    public var end: Double
    /// The row under the down point (nil: below the rows) and its id.
    public var slot: Int?
    public var rowID: String?
    public var rowMovable: Bool
    public var outcome: PressOutcome
    public var heldSeconds: Double
    public var movedPoints: Double
    /// The tuning that decided it.
    public var longPressSeconds: Double
    public var allowableMovement: Double
    public var reorderingEnabled: Bool
    /// The press stopped a coasting list (its tap selects nothing).
    public var stoppedCoasting: Bool
    /// A tap's selection.
    public var selected: String?
    /// What cancelled it (`cancelled` only).
    public var cause: GestureCause?
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
    case tuning(t: Double, values: [String: JSONValue])

    public var t: Double {
        switch self {
        case .press(let press): press.start
        case .drop(let t, _, _, _, _), .dragCancelled(let t, _, _), .panEnded(let t, _, _, _, _),
             .coastEnded(let t, _, _, _), .ignoredDown(let t, _, _), .tuning(let t, _):
            t
        }
    }
}

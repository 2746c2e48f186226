import ReorderKit

/// Plays a trace in the window (`--replay FILE --speed X`): the whole file is read and checked first
/// (a malformed trace stops before the window shows anything), then each frame asks which events
/// are due by the wall clock.
///
/// Trace time runs `speed` times as fast as wall time. Changing `speed` mid-playback changes the
/// pace from that moment on; it does not jump. Time never runs backwards: an earlier wall time is
/// taken as the latest one seen.
public struct TracePlayback {
    /// The path, or the name given to an in-memory trace.
    public let file: String
    public let header: TraceHeader
    public let events: [TimedEvent]
    /// Event lines in the file, unknown types included: the `events` of the replay result, so the
    /// window reports what `reorder-lab replay` does.
    public let eventLines: Int
    /// `FILE:LINE: warning: ...` lines from reading (unknown event types and tuning names).
    public let warnings: [String]
    /// How many events have been handed out.
    public private(set) var released = 0
    /// Trace seconds reached by the clock.
    public private(set) var traceTime = 0.0

    /// Trace seconds per wall-clock second; finite and > 0.
    public var speed: Double {
        willSet { precondition(newValue.isFinite && newValue > 0, "playback speed must be finite and > 0, got \(newValue)") }
        didSet {
            anchorWall = lastWall
            anchorTrace = traceTime
        }
    }

    /// The clock at the last speed change: trace time = anchorTrace + (wall - anchorWall) * speed.
    private var anchorWall = 0.0
    private var anchorTrace = 0.0
    private var lastWall = 0.0

    public init(path: String, speed: Double = 1) throws(TraceError) {
        let reader = try TraceReader(path: path)
        let events = try reader.readRemaining()
        self.init(file: path, header: reader.header, events: events, eventLines: reader.lineNumber - 1,
                  warnings: reader.warnings, speed: speed)
    }

    /// Already-parsed events (tests, traces built in memory).
    public init(file: String, header: TraceHeader, events: [TimedEvent], eventLines: Int? = nil,
                warnings: [String] = [], speed: Double = 1) {
        precondition(speed.isFinite && speed > 0, "playback speed must be finite and > 0, got \(speed)")
        self.file = file
        self.header = header
        self.events = events
        self.eventLines = eventLines ?? events.count
        self.warnings = warnings
        self.speed = speed
    }

    /// The events not handed out yet whose `t` is at most the trace time at wall time `w` (seconds
    /// since playback started), in order. Each event is handed out once.
    public mutating func due(atWallTime w: Double) -> ArraySlice<TimedEvent> {
        if w.isFinite, w > lastWall { lastWall = w }
        traceTime = anchorTrace + (lastWall - anchorWall) * speed
        let start = released
        while released < events.count, events[released].t <= traceTime { released += 1 }
        return events[start..<released]
    }

    /// Everything not handed out yet (skip to the end).
    public mutating func rest() -> ArraySlice<TimedEvent> {
        let start = released
        released = events.count
        traceTime = max(traceTime, duration)
        return events[start...]
    }

    public var isFinished: Bool { released == events.count }

    /// The last event's `t`.
    public var duration: Double { events.last?.t ?? 0 }

    /// 0...1: how far the clock is through the trace's time span.
    public var progress: Double {
        if isFinished { return 1 }
        guard duration > 0 else { return 0 }
        return min(max(traceTime / duration, 0), 1)
    }
}

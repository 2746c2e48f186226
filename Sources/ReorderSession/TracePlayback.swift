import ReorderKit
import ReorderTrace

/// Plays a trace in the window (`--replay FILE --speed X`): the whole file is read and checked first
/// (a malformed trace stops before the window shows anything), then each frame asks which events
/// are due by the wall clock.
///
/// Trace time runs `speed` times as fast as wall time. Changing `speed` mid-playback changes the
/// pace from that moment on; it does not jump. Time never runs backwards: an earlier wall time is
/// taken as the latest one seen.
///
/// A pause between lines longer than `idleLimit` plays as `idleLimit` (asciinema's
/// `--idle-time-limit`): between lines nothing on screen changes (the engine acts only at lines, and
/// a replay draws the engine's state), so a longer pause is only waiting. A trace that starts at
/// t = 1e9 s, or pauses for 1e300 s, plays at once instead of after the universe has ended.
public struct TracePlayback {
    /// Trace seconds: the longest pause between lines (and before the first) that plays in full.
    public static let idleLimit = 1.0

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
            anchorPlayed += (lastWall - anchorWall) * oldValue
            anchorWall = lastWall
        }
    }

    /// The playback's clock counts trace seconds with long pauses cut to `idleLimit`:
    /// played = anchorPlayed + (wall - anchorWall) * speed, from the last speed change.
    private var anchorWall = 0.0
    private var anchorPlayed = 0.0
    private var lastWall = 0.0
    /// The last event handed out: its trace time and when it played (0, 0 before any).
    private var previousT = 0.0
    private var previousPlayed = 0.0

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

    /// The events not handed out yet that are due at wall time `w` (seconds since playback
    /// started), in order. Each event is handed out once.
    public mutating func due(atWallTime w: Double) -> ArraySlice<TimedEvent> {
        if w.isFinite, w > lastWall { lastWall = w }
        let played = anchorPlayed + (lastWall - anchorWall) * speed
        let start = released
        while released < events.count {
            let next = events[released].t
            // Differences of trace times, never the times themselves: at t = 1e300 a second is
            // below a Double's resolution.
            let nextPlayed = previousPlayed + min(next - previousT, Self.idleLimit)
            guard nextPlayed <= played else { break }
            previousT = next
            previousPlayed = nextPlayed
            released += 1
        }
        traceTime = previousT + max(0, played - previousPlayed)
        if released < events.count { traceTime = min(traceTime, events[released].t) }
        return events[start..<released]
    }

    /// Everything not handed out yet (skip to the end).
    public mutating func rest() -> ArraySlice<TimedEvent> {
        let start = released
        released = events.count
        traceTime = max(traceTime, duration)
        previousT = traceTime
        previousPlayed = anchorPlayed + (lastWall - anchorWall) * speed
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

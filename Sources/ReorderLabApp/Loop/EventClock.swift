import ReorderSDL

/// Puts SDL's event timestamps on the session's clock (`MonotonicClock`), so each event is fed to
/// the engine at its own time.
///
/// Stamping every event of a poll with the poll's time gave the moves and the release of a flick
/// caught in one slow frame a single shared time (and a release velocity of nothing). SDL stamps
/// each event in milliseconds on its own clock (`TimedSDLEvent`); the window reads that clock and
/// its own together when it polls, and an event's time is the poll's time less the event's age on
/// SDL's clock. Two bounds keep a trace valid and causal: never before the last time fed (a trace
/// never goes backwards; SDL's ticks may lag the session clock by a millisecond of rounding), and
/// never after the poll (an event queued while the queue drains is no older than the poll).
///
/// SDL's age is measured, not its absolute value: its clock and the session's are different
/// clocks (SDL 2.26 uses CLOCK_MONOTONIC_RAW where available, which does not follow NTP's rate
/// corrections), so only short intervals on one are valid on the other.
public enum EventClock {
    /// The session time of a poll and SDL's millisecond clock read at the same moment.
    public struct Poll: Equatable, Sendable {
        public var seconds: Double
        public var ticks: UInt32

        public init(seconds: Double, ticks: UInt32) {
            self.seconds = seconds
            self.ticks = ticks
        }
    }

    /// Session seconds of an event stamped `ticks` (SDL milliseconds), taken from the queue during
    /// `poll`, for an engine last fed at `notBefore`: within notBefore...poll.seconds, monotone in
    /// `ticks` for the events of one poll.
    public static func seconds(ofTicks ticks: UInt32, poll: Poll, notBefore: Double) -> Double {
        // The difference wraps as SDL's counter does (every 49.7 days); read as signed, an event
        // queued after the poll read the ticks is younger than the poll: age 0.
        let ageMilliseconds = max(0, Int32(bitPattern: poll.ticks &- ticks))
        let t = poll.seconds - Double(ageMilliseconds) / 1000
        return max(min(t, poll.seconds), notBefore)
    }

    /// Takes every event from SDL's queue, each with its session time (`seconds(ofTicks:)`), the
    /// times never decreasing from `notBefore`, and SDL's stamps (`timed`: the latency figures read them).
    public static func drain(poll: Poll, notBefore: Double) -> [(event: SDLEvent, t: Double, timed: TimedSDLEvent)] {
        var drained: [(event: SDLEvent, t: Double, timed: TimedSDLEvent)] = []
        var last = notBefore
        while let timed = SDLEvent.pollTimed() {
            last = seconds(ofTicks: timed.milliseconds, poll: poll, notBefore: last)
            drained.append((timed.event, last, timed))
        }
        return drained
    }
}
